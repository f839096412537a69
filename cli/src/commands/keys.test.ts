import { Console } from 'node:console';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../../tests/helpers/databases.js';
import { pipe } from '../../../tests/helpers/cli-in-process.js';
import type { CliIO } from '../io.js';
import { runCli } from '../run.js';

const PASSWORD = 'Sunny-Day-42';
const KEY = `sk-proj-${'Tt5u'.repeat(12)}Vw34`;

/** Streams that look like a terminal: raw-mode stdin, TTY stderr; everything written is kept. */
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
    Object.assign(
      new Writable({
        write(chunk, _enc, done) {
          append(String(chunk));
          done();
        },
      }),
      { isTTY: true, columns: 100, rows: 40 },
    );
  const io: CliIO = {
    stdin,
    stdout: sink((s) => (out += s)),
    stderr: sink((s) => (err += s)),
    env,
  };
  /** Resolves once the terminal shows `text` (the prompt is drawn before we type). */
  const waitFor = async (text: string) => {
    const until = Date.now() + 15_000;
    while (!err.includes(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(err).toContain(text);
    // Ink attaches a new field's input handler in an effect after the frame is drawn.
    await new Promise((r) => setTimeout(r, 50));
  };
  return { io, stdin, waitFor, out: () => out, err: () => err };
}

/** Plain streams: stdin from a string, not a terminal. */

// Ink renders only the last frame when it detects CI (from process.env, when it is first imported):
// these tests drive a terminal, so they run as on a developer's machine.
for (const name of Object.keys(process.env)) {
  if (name === 'CI' || name === 'CONTINUOUS_INTEGRATION' || name.startsWith('CI_')) delete process.env[name];
}

// Ink patches the console with `new console.Console(...)`; vitest's console object lacks it.
(console as { Console?: typeof Console }).Console ??= Console;

describe('recruit keys set on a terminal', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', FORCE_COLOR: '0' };
    const up = pipe(env, PASSWORD);
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect(await runCli(args, up.io)).toBe(0);
  });
  afterEach(() => cleanup());

  it('asks for the key with a masked input and saves it', async () => {
    const term = terminal(env);
    const done = runCli(['keys', 'set', 'openai'], term.io);
    await term.waitFor('OpenAI API Key:');
    term.stdin.write(KEY);
    await term.waitFor('*'.repeat(8));
    term.stdin.write('\r');
    expect(await done).toBe(0);
    expect(term.out()).toBe('OpenAI API Key saved successfully!\nKey: sk-p...Vw34\n');
    expect(term.err()).not.toContain(KEY);

    const list = pipe(env);
    expect(await runCli(['keys', 'list', '--json'], list.io)).toBe(0);
    expect(JSON.parse(list.out()).keys[0]).toMatchObject({ provider: 'openai', masked: 'sk-p...Vw34' });
  });

  it('asks for the Twilio fields that were not passed as flags', async () => {
    const term = terminal(env);
    const sid = `AC${'a'.repeat(32)}`;
    const done = runCli(['keys', 'set', 'twilio', '--account-sid', sid], term.io);
    await term.waitFor('Auth token:');
    term.stdin.write('tok-123');
    await term.waitFor('*******');
    term.stdin.write('\r');
    await term.waitFor('From phone number:');
    term.stdin.write('+15005550006');
    await term.waitFor('+15005550006');
    term.stdin.write('\r');
    expect(await done).toBe(0);
    expect(term.out()).toBe('Credentials Saved\nAccount SID: ACaaaaaa...  From: +15005550006\n');
    expect(term.err()).not.toContain('tok-123');
  });
});
