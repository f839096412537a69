import type { CliIO } from './io.js';
import { writeLine } from './io.js';

/** Prints JSON with --json, else the human lines; results go to stdout. */
export function emit(io: CliIO, json: boolean | undefined, data: unknown, human: () => string[]) {
  if (json) writeLine(io.stdout, JSON.stringify(data));
  else for (const line of human()) writeLine(io.stdout, line);
}

/** Progress and notices go to stderr so stdout stays clean for data. */
export const notice = (io: CliIO, line: string) => writeLine(io.stderr, line);
