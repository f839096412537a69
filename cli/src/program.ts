import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { Command, CommanderError } from '@commander-js/extra-typings';
import { registerAdmin } from './commands/admin.js';
import { registerAccount } from './commands/account.js';
import { registerCall } from './commands/call.js';
import { registerCandidates } from './commands/candidates.js';
import { registerInterview } from './commands/interview.js';
import { registerForgotPassword } from './commands/forgot-password.js';
import { registerKeys } from './commands/keys.js';
import { registerParse } from './commands/parse.js';
import { registerPlan } from './commands/plan.js';
import { registerScrape } from './commands/scrape.js';
import { registerScreen } from './commands/screen.js';
import { registerSource } from './commands/source.js';
import { registerDomains } from './commands/domains.js';
import { registerLinkedin } from './commands/linkedin.js';
import { registerChat } from './commands/chat.js';
import { registerMessage } from './commands/message.js';
import { registerEmail } from './commands/email.js';
import { registerServe } from './commands/serve.js';
import { registerSessionCommands } from './commands/session.js';
import { registerSignup } from './commands/signup.js';
import type { CliContext } from './context.js';
import type { CliIO } from './io.js';

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Thrown by the help-only pass when argv reaches a command's action. */
class RunsACommand extends Error {}

/**
 * The whole command tree. Each command file registers itself on the program. With `helpOnly`, every
 * action is stopped before it starts (RunsACommand): see showHelpOrVersion.
 */
export function buildProgram(ctx: CliContext, opts: { helpOnly?: boolean } = {}): Command {
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
  registerSignup(program, ctx);
  registerSessionCommands(program, ctx);
  registerPlan(program, ctx);
  registerAccount(program, ctx);
  registerForgotPassword(program, ctx);
  registerKeys(program, ctx);
  registerParse(program, ctx);
  registerScrape(program, ctx);
  registerScreen(program, ctx);
  registerSource(program, ctx);
  registerDomains(program, ctx);
  registerLinkedin(program, ctx);
  registerChat(program, ctx);
  registerMessage(program, ctx);
  registerCall(program, ctx);
  registerEmail(program, ctx);
  registerCandidates(program, ctx);
  registerInterview(program, ctx);
  registerAdmin(program, ctx);
  registerServe(program, ctx);
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
      ...io,
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
    await buildProgram(ctx, { helpOnly: true }).parseAsync(argv, { from: 'user' });
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
