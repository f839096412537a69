import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../tests/helpers/databases.js';
import { SESSION_FILE, createSessionStore } from './session-store.js';

const SESSION = { token: 'tok-1', email: 'ada@acme.io', expiresAt: '2026-11-28T19:48:33.181Z' };

describe('the CLI session file', () => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ home, cleanup } = tempHome()));
  afterEach(() => cleanup());
  const file = () => path.join(home, SESSION_FILE);

  it('reads a session written by the conf-based versions', () => {
    // What `conf` wrote: tab-indented JSON, no trailing newline.
    writeFileSync(file(), JSON.stringify(SESSION, undefined, '\t'), { mode: 0o600 });
    expect(createSessionStore(home).get()).toEqual(SESSION);
  });

  it('saves owner-only in the same format, leaves no temporary file, and forgets on clear', () => {
    const store = createSessionStore(path.join(home, 'nested'));
    expect(store.get()).toEqual({});
    store.save(SESSION);
    const saved = path.join(home, 'nested', SESSION_FILE);
    expect(readFileSync(saved, 'utf8')).toBe(JSON.stringify(SESSION, undefined, '\t'));
    expect(statSync(saved).mode & 0o777).toBe(0o600);
    store.save({ ...SESSION, token: 'tok-2' });
    expect(createSessionStore(path.join(home, 'nested')).get().token).toBe('tok-2');
    expect(readdirSync(path.join(home, 'nested'))).toEqual([SESSION_FILE]);
    store.clear();
    expect(store.get()).toEqual({});
    expect(readdirSync(path.join(home, 'nested'))).toEqual([]);
    store.clear();
  });

  it('tightens a session file another tool left readable', () => {
    writeFileSync(file(), '{}', { mode: 0o644 });
    createSessionStore(home).save(SESSION);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
  });

  it('treats a damaged or foreign file as signed out', () => {
    for (const content of ['{"token": "tok', 'null', '[1,2]', '{"token": 42, "email": "ada@acme.io"}']) {
      writeFileSync(file(), content);
      expect(createSessionStore(home).get().token).toBeUndefined();
    }
  });
});
