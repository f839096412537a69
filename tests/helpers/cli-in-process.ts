// The CLI run in this process on plain streams (not a terminal), as the command tests drive it.
import { PassThrough, Writable } from 'node:stream';
import type { CliIO } from '../../cli/src/io.js';
import { runCli } from '../../cli/src/run.js';

/** Streams for one run: `input` on stdin, stdout and stderr collected. */
export function pipe(env: NodeJS.ProcessEnv, input = '') {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdin: Object.assign(PassThrough.from([input]), { isTTY: false }),
    stdout: new Writable({ write: (c, _e, d) => ((out += String(c)), d()) }),
    stderr: new Writable({ write: (c, _e, d) => ((err += String(c)), d()) }),
    env,
  };
  return { io, out: () => out, err: () => err };
}

/** `recruit …args` with `env`: its exit code and what it printed. */
export async function runCliIn(env: NodeJS.ProcessEnv, args: string[], input = '') {
  const p = pipe(env, input);
  const code = await runCli(args, p.io);
  return { code, out: p.out(), err: p.err() };
}
