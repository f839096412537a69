import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { Command, CommanderError } from '@commander-js/extra-typings';
import type { CliContext } from './context.js';
import type { CliIO } from './io.js';

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Thrown by the help-only pass when argv reaches a command's action. */
class RunsACommand extends Error {}

type Register = (program: Command, ctx: CliContext) => void;

/** The tools' commands, one module (see commands/tools.ts). */
const tools = (pick: (m: typeof import('./commands/tools.js')) => Register) => () =>
  import('./commands/tools.js').then(pick);

/**
 * Every command file, in the order `recruit --help` lists them, with the top-level commands it
 * registers. Each is imported only when argv names one of its commands (see commandModulesFor).
 */
const COMMAND_MODULES: { names: readonly string[]; load: () => Promise<Register> }[] = [
  { names: ['signup'], load: tools((m) => m.registerSignup) },
  {
    names: ['login', 'logout', 'whoami'],
    load: () => import('./commands/session.js').then((m) => m.registerSessionCommands),
  },
  { names: ['plan'], load: () => import('./commands/plan.js').then((m) => m.registerPlan) },
  { names: ['account'], load: tools((m) => m.registerAccount) },
  { names: ['forgot-password'], load: tools((m) => m.registerForgotPassword) },
  { names: ['keys'], load: tools((m) => m.registerKeys) },
  { names: ['parse'], load: () => import('./commands/parse.js').then((m) => m.registerParse) },
  { names: ['scrape'], load: tools((m) => m.registerScrape) },
  { names: ['screen'], load: tools((m) => m.registerScreen) },
  { names: ['source'], load: tools((m) => m.registerSource) },
  { names: ['search'], load: tools((m) => m.registerSearch) },
  { names: ['domains'], load: tools((m) => m.registerDomains) },
  { names: ['linkedin'], load: tools((m) => m.registerLinkedin) },
  { names: ['chat'], load: tools((m) => m.registerChat) },
  { names: ['message'], load: tools((m) => m.registerMessage) },
  { names: ['call'], load: tools((m) => m.registerCall) },
  { names: ['email'], load: tools((m) => m.registerEmail) },
  { names: ['outreach'], load: tools((m) => m.registerOutreach) },
  { names: ['candidates'], load: tools((m) => m.registerCandidates) },
  { names: ['interview'], load: tools((m) => m.registerInterview) },
  { names: ['admin'], load: tools((m) => m.registerAdmin) },
  { names: ['serve'], load: tools((m) => m.registerServe) },
];

/**
 * The command files argv needs: only the one registering the command it names (`recruit whoami`
 * loads session.ts, not the other twenty and what they import), or all of them when argv names
 * none (help, a usage error, an unknown command and its "did you mean" need the whole tree). The
 * global options take no value, so the first word not starting with '-' is the command; any
 * option but --no-color before it may ask for the program's help, which lists every command.
 */
export function commandModulesFor(argv: readonly string[]) {
  const at = argv.findIndex((a) => !a.startsWith('-'));
  // `recruit --help whoami` prints the program's help: it needs every command.
  if (at < 0 || argv.slice(0, at).some((a) => a !== '--no-color')) return COMMAND_MODULES;
  const named = COMMAND_MODULES.find((m) => m.names.includes(argv[at]!));
  return named ? [named] : COMMAND_MODULES;
}

/**
 * The command tree for argv (the whole tree without argv). Each command file registers itself on
 * the program. With `helpOnly`, every action is stopped before it starts (RunsACommand): see
 * showHelpOrVersion.
 */
export async function buildProgram(
  ctx: CliContext,
  opts: { helpOnly?: boolean; argv?: string[] } = {},
): Promise<Command> {
  const program = new Command()
    .name('recruit')
    .description('AI-assisted recruiting: accounts, resume parsing, candidates, outreach and the web UI')
    .version(version, '-v, --version')
    .option('--no-color', 'plain output without colours')
    .showHelpAfterError('(run recruit --help for usage)')
    .configureOutput({
      writeOut: (s) => ctx.io.stdout.write(s),
      writeErr: (s) => ctx.io.stderr.write(s),
    })
    .exitOverride();
  // Registered first, so it runs before any other hook of any command.
  if (opts.helpOnly)
    program.hook('preAction', () => {
      throw new RunsACommand();
    });
  const modules = commandModulesFor(opts.argv ?? []);
  for (const register of await Promise.all(modules.map((m) => m.load()))) register(program, ctx);
  return program;
}

/**
 * Whether argv could ask for help or the version: `help`, `--help`, `--version`, or a short flag
 * cluster holding h or v. When it cannot (`recruit whoami`), the help-only pass is skipped rather than
 * building and parsing the command tree twice. A false alarm only costs that pass.
 */
const mayAskForHelp = (argv: string[]) =>
  argv.length === 0 ||
  argv.some((a) => a === 'help' || a === '--help' || a === '--version' || /^-[^-]*[hv]/.test(a));

/**
 * Answers `--help`, `help [command]` and `--version` from the command tree alone, without the config,
 * the session or the database: runCli loads those, and the bundled CLI (cli/bundle.mjs) leaves them out
 * of this path, so help prints about as fast as Node starts. Returns false, having written nothing, when
 * argv runs a command or is a usage error; runCli then takes it from the start.
 */
export async function showHelpOrVersion(argv: string[], io: CliIO): Promise<boolean> {
  if (!mayAskForHelp(argv)) return false;
  let out = '';
  let err = '';
  const collect = (append: (s: string) => void, tty: boolean | undefined) =>
    Object.assign(
      new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          append(String(chunk));
          done();
        },
      }),
      { isTTY: tty },
    );
  const unavailable = (): never => {
    throw new RunsACommand();
  };
  const ctx: CliContext = {
    io: {
      // not spread: that would build process.stdin, which help never reads
      get stdin() {
        return io.stdin;
      },
      env: io.env,
      stdout: collect((s) => (out += s), io.stdout.isTTY),
      stderr: collect((s) => (err += s), io.stderr.isTTY),
    },
    config: unavailable,
    core: unavailable,
    session: unavailable,
    requireSignedIn: unavailable,
    close: async () => {},
  };
  try {
    await (await buildProgram(ctx, { helpOnly: true, argv })).parseAsync(argv, { from: 'user' });
  } catch (e) {
    // Exit code 0 from commander: help or the version was printed (runCli maps it the same way).
    if (e instanceof CommanderError && e.exitCode === 0) {
      io.stdout.write(out);
      io.stderr.write(err);
      return true;
    }
  }
  return false;
}
