import { readFileSync } from 'node:fs';
import { Command } from '@commander-js/extra-typings';
import { registerForgotPassword } from './commands/forgot-password.js';
import { registerKeys } from './commands/keys.js';
import { registerParse } from './commands/parse.js';
import { registerServe } from './commands/serve.js';
import { registerSessionCommands } from './commands/session.js';
import { registerSignup } from './commands/signup.js';
import type { CliContext } from './context.js';

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The whole command tree. Each command file registers itself on the program. */
export function buildProgram(ctx: CliContext): Command {
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
  registerSignup(program, ctx);
  registerSessionCommands(program, ctx);
  registerForgotPassword(program, ctx);
  registerKeys(program, ctx);
  registerParse(program, ctx);
  registerServe(program, ctx);
  return program;
}
