import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../tests/helpers/databases.js';
import type { CliContext } from './context.js';
import type { CliIO } from './io.js';
import { runCli } from './run.js';

const homes: (() => void)[] = [];
afterEach(() => homes.splice(0).forEach((cleanup) => cleanup()));

/** Runs the CLI in-process on plain streams; returns exit code, stdout and stderr. */
async function recruit(args: string[] | ((home: string) => string[]), opts: { stdoutTTY?: boolean } = {}) {
  const t = tempHome();
  homes.push(t.cleanup);
  let out = '';
  let err = '';
  const io: CliIO = {
    stdin: Object.assign(PassThrough.from(['']), { isTTY: false }),
    stdout: Object.assign(new Writable({ write: (c, _e, d) => ((out += String(c)), d()) }), {
      isTTY: opts.stdoutTTY ?? false,
    }),
    stderr: new Writable({ write: (c, _e, d) => ((err += String(c)), d()) }),
    env: { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', FORCE_COLOR: '0' },
  };
  const code = await runCli(typeof args === 'function' ? args(t.home) : args, io);
  return { code, out, err };
}

describe('runCli prints a user error from the AppError itself', () => {
  it("prints 'Error: Title: message' when the error has the spec's title, and no stack", async () => {
    // `recruit scrape` without a URL: the spec's 'URL Required' with its text.
    expect(await recruit(['scrape'])).toEqual({
      code: 1,
      out: '',
      err: 'Error: URL Required: Please enter a URL to test scraping.\n',
    });
  });

  it('prints the message alone when there is no title, then the hint', async () => {
    expect(await recruit(['whoami'])).toEqual({
      code: 1,
      out: '',
      err: 'Error: You are not signed in.\nRun `recruit login` (or `recruit signup`) first.\n',
    });
  });

  it("prints a parse failure's title beside its message, as the web's toast shows it", async () => {
    let file = '';
    const r = await recruit(
      (home) => {
        file = path.join(home, 'broken.pdf');
        writeFileSync(file, 'not a pdf at all');
        return ['parse', file];
      },
      { stdoutTTY: true },
    );
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[0]).toBe(
      `✘ ${file}: Invalid File: Invalid file type. Please upload a PDF, DOC, or DOCX file.`,
    );
    expect(r.err).toBe('Error: 1 of 1 files could not be parsed.\n');
  }, 60_000);
});

describe('the command tree loads only the command argv names', () => {
  it('loads one command file for a command, and every one when argv names none', async () => {
    const { commandModulesFor } = await import('./program.js');
    expect(commandModulesFor(['whoami', '--json']).map((m) => m.names)).toEqual([
      ['login', 'logout', 'whoami'],
    ]);
    expect(commandModulesFor(['--no-color', 'plan']).map((m) => m.names)).toEqual([['plan']]);
    const all = commandModulesFor([]).length;
    expect(all).toBeGreaterThan(15);
    for (const argv of [['help', 'whoami'], ['--help', 'whoami'], ['whoam'], ['-v']])
      expect(commandModulesFor(argv)).toHaveLength(all);
  });

  it('names in its table exactly the top-level commands each command file registers', async () => {
    const { commandModulesFor } = await import('./program.js');
    const { Command } = await import('@commander-js/extra-typings');
    // registering reads nothing of the context: the actions are never run here
    const ctx = {} as CliContext;
    for (const m of commandModulesFor([])) {
      const program = new Command();
      (await m.load())(program, ctx);
      expect(program.commands.map((c) => c.name()).sort()).toEqual([...m.names].sort());
    }
  });

  it('still answers an unknown command with the nearest one, from the whole tree', async () => {
    const r = await recruit(['candidate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("error: unknown command 'candidate'");
    expect(r.err).toContain('(Did you mean candidates?)');
  });

  it("answers --help before a command with the program's help, listing every command", async () => {
    const { showHelpOrVersion } = await import('./program.js');
    let out = '';
    const io = {
      stdin: Object.assign(PassThrough.from(['']), { isTTY: false }),
      stdout: Object.assign(new Writable({ write: (c, _e, d) => ((out += String(c)), d()) }), {
        isTTY: false,
      }),
      stderr: new Writable({ write: (_c, _e, d) => d() }),
      env: {},
    } satisfies CliIO;
    expect(await showHelpOrVersion(['--help', 'whoami'], io)).toBe(true);
    for (const name of ['signup', 'whoami', 'candidates', 'email', 'serve'])
      expect(out).toContain(`  ${name} `);
  });
});
