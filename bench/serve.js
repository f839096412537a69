// `recruit serve` for the benches that time the server: the built CLI on a free loopback port, with a
// fresh RECRUIT_HOME (SQLite, demo providers), no DNS lookups and warnings-only logs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/recruit.js', import.meta.url));

/** Starts the server; `url` once it is listening, `stop()` ends it and removes its home. */
export async function startServer() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-'));
  const server = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
    env: { ...process.env, RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (d) => {
        out += d;
        const m = /running at (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    return { url, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
