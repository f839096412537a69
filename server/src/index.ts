export { buildServer, DEFAULT_RATE_LIMITS } from './build-server.js';
export type { RateLimits, ServerOptions } from './build-server.js';
export { SESSION_COOKIE } from './http.js';
