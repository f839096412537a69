import { CommanderError } from '@commander-js/extra-typings';
import { exitCodeOf, isAppError, titledMessage } from '@recruit/core';
import { createContext } from './context.js';
import type { CliIO } from './io.js';
import { writeLine } from './io.js';
import { buildProgram } from './program.js';

export const EXIT = { ok: 0, failure: 1, usage: 2, bug: 70 } as const;

/**
 * Runs the CLI and returns its exit code. User errors print 'Error: Title: message' (the AppError's
 * title and message, as the web UI shows them) and its hint on stderr, no stack; anything else is a
 * bug: one line, plus the stack with RECRUIT_DEBUG=1.
 */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const ctx = createContext(io);
  try {
    await (await buildProgram(ctx, { argv })).parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0)
        return EXIT.ok;
      return EXIT.usage;
    }
    if (isAppError(e)) {
      writeLine(io.stderr, `Error: ${titledMessage(e)}`);
      if (e.hint) writeLine(io.stderr, e.hint);
      return exitCodeOf(e.kind);
    }
    writeLine(io.stderr, `Unexpected error: ${(e as Error)?.message ?? String(e)}`);
    if (io.env.RECRUIT_DEBUG) writeLine(io.stderr, (e as Error)?.stack ?? '');
    else writeLine(io.stderr, 'This is a bug in recruit. Run again with RECRUIT_DEBUG=1 to see the details.');
    return EXIT.bug;
  } finally {
    await ctx.close();
  }
}
