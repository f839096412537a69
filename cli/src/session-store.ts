import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

type Stored = { token?: string; email?: string; expiresAt?: string };

/** The session file in the data dir: `cli-session.json`, the name and format the `conf` package used. */
export const SESSION_FILE = 'cli-session.json';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The CLI's session token, in a small JSON file only its owner can read (0600) under the data dir. The
 * file is the one earlier versions wrote with `conf` (same name, tab-indented JSON), so a stored session
 * keeps working. Writes go to a private temporary file that is then renamed over the old one, so a
 * crash or a second `recruit` never leaves half a file; a file that cannot be read counts as signed out.
 */
export function createSessionStore(home: string) {
  const file = path.join(home, SESSION_FILE);

  function write(data: Stored) {
    const temp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
    mkdirSync(home, { recursive: true, mode: 0o700 });
    try {
      const fd = openSync(temp, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(data, undefined, '\t'));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, file);
      // A file made by another tool (or an old umask) is tightened too.
      chmodSync(file, 0o600);
    } catch (e) {
      rmSync(temp, { force: true });
      throw e;
    }
  }

  return {
    get(): Stored {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        return {};
      }
      const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      return { token: text(d.token), email: text(d.email), expiresAt: text(d.expiresAt) };
    },
    save: (s: Required<Stored>) => write({ token: s.token, email: s.email, expiresAt: s.expiresAt }),
    clear: () => rmSync(file, { force: true }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
