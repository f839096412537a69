import type { Readable, Writable } from 'node:stream';

/** Where a command reads and writes; injectable so tests run commands against fake streams. */
export type CliIO = {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
};

let pipesWatched = false;

/**
 * A reader that stops early (`recruit plan | head -1`) closes the pipe, and the next write fails with
 * EPIPE: the output is no longer wanted, so the CLI stops there, quietly and successfully, as Unix
 * tools do (Node ignores SIGPIPE, so without this it died of an unhandled 'error' event and a stack).
 */
function exitQuietlyOnClosedPipe() {
  if (pipesWatched) return;
  pipesWatched = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
}

export const processIO = (): CliIO => {
  exitQuietlyOnClosedPipe();
  return {
    // Made on first use: process.stdin builds a stream (a socket when it is a pipe) that most
    // commands never read.
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  };
};

/** Same test as Ink's: under CI, Ink draws only its last frame, so a prompt would never show. */
const inCi = (env: NodeJS.ProcessEnv) =>
  env.CI !== '0' &&
  env.CI !== 'false' &&
  ('CI' in env || 'CONTINUOUS_INTEGRATION' in env || Object.keys(env).some((k) => k.startsWith('CI_')));

/** Prompts need a terminal on both ends, raw mode for key-by-key input, and not a CI run. */
export const canPrompt = (io: CliIO): boolean =>
  !!io.stdin.isTTY && !!io.stderr.isTTY && typeof io.stdin.setRawMode === 'function' && !inCi(io.env);

export const writeLine = (stream: Writable, line = '') => stream.write(`${line}\n`);

/** Reads all of stdin (for --password-stdin); the first line is the value. */
export async function readStdinLine(io: CliIO): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}
