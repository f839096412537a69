import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../../tests/helpers/databases.js';
import {
  createSecretBox,
  deriveSecretKey,
  loadOrCreateKeyFile,
  resolveSecretKey,
  SECRET_KEY_FILE,
  UnsealError,
} from './secret-box.js';

const problemOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof UnsealError ? e.problem : `not an UnsealError: ${String(e)}`;
  }
};

describe('createSecretBox (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));
  const ctx = 'user_api_keys\u0000u1\u0000openai';

  it('round-trips a value, with a fresh IV every time and no plaintext in the sealed text', () => {
    const secret = 'sk-live-0123456789abcdefghij';
    const a = box.seal(secret, ctx);
    const b = box.seal(secret, ctx);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toContain(secret);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
    expect(box.open(a, ctx)).toBe(secret);
    expect(box.open(b, ctx)).toBe(secret);
    expect(box.open(box.seal('', ctx), ctx)).toBe('');
    expect(box.open(box.seal('ключ 🔑', ctx), ctx)).toBe('ключ 🔑');
  });

  it('refuses a value sealed for another user or provider, a changed byte and an unknown format', () => {
    const sealed = box.seal('sk-abc', ctx);
    expect(problemOf(() => box.open(sealed, 'user_api_keys\u0000u2\u0000openai'))).toBe('tampered');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(problemOf(() => box.open(parts.join('.'), ctx))).toBe('tampered');
    expect(problemOf(() => box.open('sk-abc', ctx))).toBe('format');
    expect(problemOf(() => box.open(sealed.replace(/^v1/, 'v9'), ctx))).toBe('format');
  });

  it('tells a value sealed under another key apart from a damaged one', () => {
    const other = createSecretBox(randomBytes(32));
    expect(other.keyId).not.toBe(box.keyId);
    expect(problemOf(() => other.open(box.seal('sk-abc', ctx), ctx))).toBe('other_secret');
  });

  it('derives the same 32-byte key from the same RECRUIT_SECRET and another from another', async () => {
    const a = await deriveSecretKey('correct horse battery staple');
    expect(a).toHaveLength(32);
    expect((await deriveSecretKey('correct horse battery staple')).equals(a)).toBe(true);
    expect((await deriveSecretKey('correct horse battery stapler')).equals(a)).toBe(false);
  });
});

describe('the key file in the data dir', () => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ home, cleanup } = tempHome()));
  afterEach(() => cleanup());

  it('is created on first use with mode 0600 and read back afterwards', () => {
    const file = path.join(home, SECRET_KEY_FILE);
    expect(existsSync(file)).toBe(false);
    const key = loadOrCreateKeyFile(home);
    expect(key).toHaveLength(32);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeyFile(home).equals(key)).toBe(true);
    // No temp files left behind.
    expect(readdirSync(home)).toEqual([SECRET_KEY_FILE]);
  });

  it('tightens loose permissions and reports a damaged file clearly', () => {
    const key = loadOrCreateKeyFile(home);
    const file = path.join(home, SECRET_KEY_FILE);
    if (process.platform !== 'win32') {
      chmodSync(file, 0o644);
      expect(loadOrCreateKeyFile(home).equals(key)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    writeFileSync(file, 'not a key\n');
    expect(() => loadOrCreateKeyFile(home)).toThrow(`The key file ${file} is damaged.`);
  });

  it('is not used when RECRUIT_SECRET is set', async () => {
    const fromSecret = await resolveSecretKey({ secret: 'a-long-enough-secret', home });
    expect(existsSync(path.join(home, SECRET_KEY_FILE))).toBe(false);
    const fromFile = await resolveSecretKey({ secret: undefined, home });
    expect(fromFile.equals(fromSecret)).toBe(false);
    expect(readFileSync(path.join(home, SECRET_KEY_FILE), 'utf8').trim()).toBe(fromFile.toString('base64'));
  });
});
