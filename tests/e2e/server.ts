import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type RunningServer = {
  url: string;
  home: string;
  /** Everything the server printed so far (stdout, then stderr). */
  output: () => string;
  /** Resolves with the first match of `pattern` in the server's output (waiting for it if needed). */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
};

/** Builds the CLI, server and web UI when their output is missing (`npm test` builds first). */
export function ensureBuilt(): void {
  const cli = path.join(repoRoot, 'cli/dist/main.js');
  const web = path.join(repoRoot, 'dist/web/index.html');
  if (!existsSync(cli)) execSync('npx tsc -b', { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(web)) execSync('npm run build --workspace web', { cwd: repoRoot, stdio: 'inherit' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`recruit serve exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`recruit serve did not answer /api/health:\n${log()}`);
}

/**
 * Spawns a real `recruit serve` on a free port with a temporary data dir and waits until it is healthy.
 * `env` adds variables (e.g. RECRUIT_<PROVIDER>_BASE_URL pointing at a fake in tests/fakes).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureBuilt();
  const home = mkdtempSync(path.join(tmpdir(), 'recruit-e2e-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['bin/recruit.js', 'serve', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: repoRoot,
      env: { ...process.env, RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const w of waiters) w();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const w of waiters) w();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => stdout + stderr);

  return {
    url,
    home,
    output: () => stdout + stderr,
    waitForOutput: (pattern, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = stdout.match(pattern) ?? stderr.match(pattern);
          if (match) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`server output never matched ${pattern}:\n${stdout}\n${stderr}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}
