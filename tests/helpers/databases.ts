import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '@recruit/core';

export type TestDialect = {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database for one test (file or schema), and its cleanup. */
  create: () => Promise<{ target: DatabaseTarget; drop: () => Promise<void> }>;
};

const pgUrl = process.env.RECRUIT_TEST_DATABASE_URL;
let warned = false;

/** SQLite always; PostgreSQL too when RECRUIT_TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): TestDialect[] {
  const list: TestDialect[] = [
    {
      name: 'sqlite',
      create: async () => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-db-'));
        return {
          target: { dialect: 'sqlite', file: path.join(dir, 'test.db') },
          drop: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  if (pgUrl) {
    list.push({
      name: 'postgres',
      create: async () => {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.end();
        return {
          target: { dialect: 'postgres', url: pgUrl, schema },
          drop: async () => {
            const c = new pg.Client({ connectionString: pgUrl });
            await c.connect();
            await c.query(`DROP SCHEMA ${schema} CASCADE`);
            await c.end();
          },
        };
      },
    });
  } else if (!warned) {
    warned = true;
    console.warn(
      '\n!!! RECRUIT_TEST_DATABASE_URL is not set: PostgreSQL storage tests are SKIPPED (SQLite only). CI sets it. !!!\n',
    );
  }
  return list;
}

export function tempHome(): { home: string; cleanup: () => void } {
  const home = mkdtempSync(path.join(os.tmpdir(), 'recruit-home-'));
  return { home, cleanup: () => rmSync(home, { recursive: true, force: true }) };
}
