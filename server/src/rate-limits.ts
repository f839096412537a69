/**
 * Requests per minute per client address on the routes that guess or send something. A module of its
 * own so the route files and build-server.ts both import it without importing each other.
 */
export type RateLimits = { signin: number; signup: number; forgot: number; verify: number; lookup: number };

export const DEFAULT_RATE_LIMITS: RateLimits = { signin: 30, signup: 20, forgot: 5, verify: 20, lookup: 120 };
