import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('SQLite database file permissions', () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-perm-'));
    dirs.push(dir);
    return path.join(dir, 'recruit.db');
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('creates recruit.db and its -wal and -shm files readable by the owner only (0600)', async () => {
    const file = tempFile();
    const prev = process.umask(0o022);
    try {
      const { db, close } = await openDatabase({ dialect: 'sqlite', file });
      // A write makes sure the WAL and the shared-memory index exist while the database is open.
      await db.selectFrom('users').select('id').execute();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f).toString(8)).toBe('600');
      await close();
    } finally {
      process.umask(prev);
    }
  });

  it('tightens a database file an older version left 0644', async () => {
    const file = tempFile();
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const { close } = await openDatabase({ dialect: 'sqlite', file });
    expect(modeOf(file).toString(8)).toBe('600');
    await close();
  });
});
