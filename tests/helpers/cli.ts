import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));

/** The end-to-end tests run the built CLI as a real process. */
export function assertBuilt() {
  if (!existsSync(fileURLToPath(new URL('../../cli/dist/main.js', import.meta.url)))) {
    throw new Error('The CLI is not built: run `npm run build` first (npm test does).');
  }
}

export type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs `recruit ...args` with stdin from `input` (not a TTY) and the given environment. */
export function runRecruit(
  args: string[],
  opts: { env: Record<string, string>; input?: string },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}

/** Starts `recruit serve --port 0` and resolves with its URL once it listens. */
export function startServe(env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (output += d.toString()));
    child.on('close', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
