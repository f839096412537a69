import { Console } from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../../tests/helpers/databases.js';
import { pipe } from '../../../tests/helpers/cli-in-process.js';
import type { CliIO } from '../io.js';
import { runCli } from '../run.js';

const PASSWORD = 'Sunny-Day-42';

/** Plain streams: stdin from a string, not a terminal. */

/** Streams that look like a terminal: raw-mode stdin, TTY stderr. */
function terminal(env: NodeJS.ProcessEnv) {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: () => stdin,
    ref: () => stdin,
    unref: () => stdin,
  });
  let out = '';
  let err = '';
  const sink = (append: (s: string) => void) =>
    Object.assign(new Writable({ write: (chunk, _e, done) => (append(String(chunk)), done()) }), {
      isTTY: true,
      columns: 100,
      rows: 40,
    });
  const io: CliIO = { stdin, stdout: sink((s) => (out += s)), stderr: sink((s) => (err += s)), env };
  const waitFor = async (text: string) => {
    const until = Date.now() + 15_000;
    while (!err.includes(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(err).toContain(text);
    await new Promise((r) => setTimeout(r, 50));
  };
  return { io, stdin, waitFor, out: () => out, err: () => err };
}

for (const name of Object.keys(process.env)) {
  if (name === 'CI' || name === 'CONTINUOUS_INTEGRATION' || name.startsWith('CI_')) delete process.env[name];
}
(console as { Console?: typeof Console }).Console ??= Console;

describe('recruit account', () => {
  let env: NodeJS.ProcessEnv;
  let home: string;
  let cleanup: () => void;
  beforeEach(async () => {
    const t = tempHome();
    home = t.home;
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', FORCE_COLOR: '0' };
    const up = pipe(env, PASSWORD);
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect(await runCli(args, up.io)).toBe(0);
    const add = pipe(env);
    expect(
      await runCli(['candidates', 'add', '--name', 'Linus Pauling', '--email', 'linus@mail.io'], add.io),
    ).toBe(0);
  });
  afterEach(() => cleanup());

  it('exports everything to standard output or a file, without hashes', async () => {
    const out = pipe(env);
    expect(await runCli(['account', 'export'], out.io)).toBe(0);
    const data = JSON.parse(out.out());
    expect(data.account.email).toBe('ada@acme.io');
    expect(data.tables.candidates[0].name).toBe('Linus Pauling');
    expect(out.out()).not.toMatch(/argon2|password_hash|token_hash/);

    const file = path.join(home, 'me.json');
    const toFile = pipe(env);
    expect(await runCli(['account', 'export', '--out', file], toFile.io)).toBe(0);
    expect(toFile.out()).toBe('');
    expect(toFile.err()).toMatch(/^Exported \d+ records of \d+ kinds to .*me\.json\n$/);
    expect(JSON.parse(readFileSync(file, 'utf8')).tables.users[0].email).toBe('ada@acme.io');
  });

  it('refuses to delete from a script without --yes, and deletes with it', async () => {
    const refused = pipe(env);
    expect(await runCli(['account', 'delete'], refused.io)).toBe(1);
    expect(refused.err()).toContain('Missing --yes (no terminal to ask on).');
    expect(refused.err()).not.toMatch(/\n\s+at /);

    const del = pipe(env);
    expect(await runCli(['account', 'delete', '--yes', '--json'], del.io)).toBe(0);
    expect(JSON.parse(del.out())).toMatchObject({ ok: true, removed: { users: 1, candidates: 1 } });
    expect(
      existsSync(path.join(home, 'cli-session.json')) &&
        readFileSync(path.join(home, 'cli-session.json'), 'utf8'),
    ).not.toContain('token');

    const who = pipe(env);
    expect(await runCli(['whoami'], who.io)).toBe(1);
    const login = pipe(env, PASSWORD);
    expect(await runCli(['login', '--email', 'ada@acme.io', '--password-stdin'], login.io)).toBe(1);
    expect(login.err()).toContain('No registered users found. Please sign up first.');
  });

  it('on a terminal, deletes only once the account email is typed', async () => {
    const wrong = terminal(env);
    const cancelled = runCli(['account', 'delete'], wrong.io);
    await wrong.waitFor('Type your email to confirm');
    wrong.stdin.write('bob@acme.io');
    await wrong.waitFor('bob@acme.io');
    wrong.stdin.write('\r');
    await wrong.waitFor('Type the email address of your account to confirm');
    wrong.stdin.write('\x03');
    expect(await cancelled).toBe(1);
    const who = pipe(env);
    expect(await runCli(['whoami'], who.io)).toBe(0);

    const term = terminal(env);
    const done = runCli(['account', 'delete'], term.io);
    await term.waitFor('Type your email to confirm');
    term.stdin.write('ADA@acme.io');
    await term.waitFor('ADA@acme.io');
    term.stdin.write('\r');
    expect(await done).toBe(0);
    expect(term.out()).toBe('Account deleted\nYour account and all of its data have been removed.\n');
  });
});
