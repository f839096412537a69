import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';
import { chmodSync, linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors.js';

/**
 * Encryption at rest for provider keys and telephony tokens.
 *
 * Values are sealed with AES-256-GCM: a random 96-bit IV per value, the 128-bit auth tag, and
 * additional authenticated data binding the value to its owner and provider (a row copied onto
 * another user's row does not open). The stored text is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts); the key id is a short HMAC of the
 * encryption key, so a value sealed under another secret is told apart from a damaged one.
 *
 * The 32-byte key comes from RECRUIT_SECRET (stretched with scrypt) or, when it is not set, from
 * a random key kept in `secret.key` (mode 0600) in the data dir, created on first use.
 * Several `recruit serve` processes that share one PostgreSQL database must share RECRUIT_SECRET:
 * each machine would otherwise create its own secret.key and could not read the others' values.
 */

export const SEALED_VERSION = 'v1';
export const SECRET_KEY_FILE = 'secret.key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Fixed salt: the secret is per installation, the salt only separates this use from others. */
const SCRYPT_SALT = 'recruit/user_api_keys/v1';
const SCRYPT_OPTIONS: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Why a sealed value could not be opened. */
export type UnsealProblem = 'format' | 'other_secret' | 'tampered';

export class UnsealError extends Error {
  readonly problem: UnsealProblem;
  constructor(problem: UnsealProblem) {
    super(
      problem === 'other_secret'
        ? 'the value was encrypted under another secret'
        : problem === 'tampered'
          ? 'the value failed its integrity check'
          : 'the value is not in a known encrypted format',
    );
    this.name = 'UnsealError';
    this.problem = problem;
  }
}

export type SecretBox = {
  /** Short public fingerprint of the key (first 8 hex digits of an HMAC). */
  keyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws UnsealError when the value cannot be opened with this key. */
  open(sealed: string, context: string): string;
};

const b64 = (b: Buffer) => b.toString('base64url');

/** AES-256-GCM sealing under one 32-byte key; `context` is authenticated but not stored. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the encryption key must be ${KEY_BYTES} bytes`);
  const keyId = createHmac('sha256', key).update('recruit key id').digest('hex').slice(0, 8);
  return {
    keyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [SEALED_VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== SEALED_VERSION) throw new UnsealError('format');
      const [, id, ivText, tagText, bodyText] = parts as [string, string, string, string, string];
      if (id !== keyId) throw new UnsealError('other_secret');
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new UnsealError('format');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([
          decipher.update(Buffer.from(bodyText, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new UnsealError('tampered');
      }
    },
  };
}

/**
 * The box for a key resolved on first use (scrypt runs once, not per command); a failed resolution is
 * tried again on the next call.
 */
export function lazySecretBox(secretKey: () => Promise<Buffer>): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () => {
    if (!box) {
      box = secretKey().then(createSecretBox);
      box.catch(() => (box = undefined));
    }
    return box;
  };
}

/** Stretches RECRUIT_SECRET (a passphrase of at least 16 characters) into the 32-byte key. */
export function deriveSecretKey(secret: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, SCRYPT_SALT, KEY_BYTES, SCRYPT_OPTIONS, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new AppError('internal', 'secret_key_damaged', `The key file ${file} is damaged.`, {
      hint: 'Restore it from a backup, or set RECRUIT_SECRET and save your provider keys again.',
    });
  }
  return key;
}

/**
 * The random key of `secret.key` in the data dir, created (0600) on first use. Creation is
 * race-free between processes: the key is written to a private temp file and hard-linked into
 * place, so a second process that loses the race reads the winner's key.
 */
export function loadOrCreateKeyFile(home: string): Buffer {
  const file = path.join(home, SECRET_KEY_FILE);
  try {
    const st = statSync(file);
    // Someone loosened the permissions: the key is only for this user.
    if (process.platform !== 'win32' && (st.mode & 0o077) !== 0) chmodSync(file, 0o600);
    return readKeyFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(tmp);
  }
  return readKeyFile(file);
}

/** The installation's encryption key: from RECRUIT_SECRET when set, else the data dir's key file. */
export async function resolveSecretKey(config: {
  secret: string | undefined;
  home: string;
}): Promise<Buffer> {
  return config.secret ? deriveSecretKey(config.secret) : loadOrCreateKeyFile(config.home);
}
