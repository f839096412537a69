import { createHash, randomBytes, randomInt } from 'node:crypto';

/** argon2id, m = 19 MiB, t = 2, p = 1 (OWASP minimum), PHC string output. */
// `Algorithm` is an ambient const enum (not importable under verbatimModuleSyntax): 2 is Argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The native addon loads on the first hash: commands that only read a session (`recruit whoami`,
// `recruit plan`) never hash, and loading it cost about as much as starting Node.
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export const hashSecret = async (secret: string): Promise<string> =>
  (await loadArgon2()).hash(secret, ARGON2);

export const verifySecret = async (phc: string, secret: string): Promise<boolean> => {
  const { verify } = await loadArgon2();
  try {
    return await verify(phc, secret);
  } catch {
    return false;
  }
};

/** Security answers compare case-insensitively (and ignoring surrounding spaces). */
export const normalizeAnswer = (answer: string): string => answer.trim().toLowerCase();

/** A session token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit reset code, 100000–999999, from the CSPRNG. */
export const newResetCode = (): string => String(randomInt(100000, 1000000));
