import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES as M } from '@recruit/core';
import { tempHome } from './helpers/databases.js';
import { BIN, assertBuilt, runRecruit, startServe } from './helpers/cli.js';

const PASSWORD = 'Sunny-Day-42';
const NEW_PASSWORD = 'Second-Try-77';
const ANSWER = 'Whiskers-The-Cat';

beforeAll(assertBuilt);

describe('recruit CLI as a real process', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  beforeEach(() => {
    ({ home, cleanup } = tempHome());
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
  });
  afterEach(() => cleanup());
  const recruit = (args: string[], input?: string) => runRecruit(args, { env, ...(input ? { input } : {}) });

  it('prints its version and help', async () => {
    const v = await recruit(['--version']);
    expect([v.code, v.stdout.trim()]).toEqual([0, '0.1.0']);
    const h = await recruit(['--help']);
    for (const cmd of ['signup', 'login', 'logout', 'whoami', 'plan', 'forgot-password', 'serve']) {
      expect(h.stdout).toContain(cmd);
    }
  });

  it('exits 2 on bad usage, 1 with the spec message on a user error, never a stack trace', async () => {
    const bad = await recruit(['frobnicate']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown command 'frobnicate'");
    const noUsers = await recruit(['login', '--email', 'ada@acme.io', '--password-stdin'], PASSWORD);
    expect(noUsers.code).toBe(1);
    expect(noUsers.stderr.trim()).toBe(`Error: ${M.noUsers}`);
    const missing = await recruit(['signup', '--email', 'ada@acme.io']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Missing --name, --password-stdin (no terminal to ask on).');
    const noTerms = await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin'],
      PASSWORD,
    );
    expect([noTerms.code, noTerms.stderr.trim()]).toEqual([1, `Error: ${M.termsRequired}`]);
    for (const r of [bad, noUsers, missing, noTerms]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('signs up, shows the user and plan, signs out; rejects a duplicate and a wrong password', async () => {
    const up = await recruit(
      [
        'signup',
        '--email',
        ' Ada@Acme.io',
        '--name',
        'Ada Lovelace',
        '--password-stdin',
        '--accept-terms',
        '--json',
      ],
      PASSWORD,
    );
    expect(up.code).toBe(0);
    expect(JSON.parse(up.stdout).user).toMatchObject({ email: 'ada@acme.io', name: 'Ada Lovelace' });

    const dup = await recruit(
      ['signup', '--email', 'ADA@acme.io', '--name', 'Other', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    expect([dup.code, dup.stderr.trim()]).toEqual([1, `Error: ${M.userExists}`]);

    const who = await recruit(['whoami']);
    expect(who.stdout).toContain('Ada Lovelace <ada@acme.io>');
    // The session's end in the user's time zone (Asia/Kolkata: UTC+05:30, no daylight saving).
    const { expiresAt } = JSON.parse((await recruit(['whoami', '--json'])).stdout) as { expiresAt: string };
    const kolkata = await runRecruit(['whoami'], { env: { ...env, TZ: 'Asia/Kolkata' } });
    const local = new Date(Date.parse(expiresAt) + 330 * 60_000).toISOString();
    expect(kolkata.stdout).toContain(
      `Session expires ${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+05:30)`,
    );

    // `recruit plan` lists what a plan decides; the open tools are on every plan and need none.
    const plan = JSON.parse((await recruit(['plan', '--json'])).stdout);
    expect(plan).toMatchObject({ tier: 'Basic', subscribed: false, trial: { active: true } });
    expect(plan.features.map((f: { name: string; allowed: boolean }) => [f.name, f.allowed])).toEqual(
      [
        'AI Chat',
        'Resume Parsing',
        'Resume Parsing',
        'LinkedIn Scraping',
        'Web Scraping',
        'Email',
        'Email Services',
        'AI Calling',
        'Advanced Calling',
        'Custom Integrations',
      ].map((name) => [name, true]),
    );
    const planText = (await recruit(['plan'])).stdout;
    expect(planText).toContain('✔ linkedin-scraping      LinkedIn Scraping');
    expect(planText).toContain('✔ custom-integrations    Custom Integrations');
    for (const open of ['Candidate Screening', 'Smart Sourcing', 'Smart Search', 'Candidate Engagement']) {
      expect(planText).not.toContain(open);
    }

    const out = await recruit(['logout']);
    expect(out.stdout.trim()).toBe('Signed out successfully');
    const after = await recruit(['whoami']);
    expect([after.code, after.stderr]).toEqual([
      1,
      'Error: You are not signed in.\nRun `recruit login` (or `recruit signup`) first.\n',
    ]);

    const wrong = await recruit(['login', '--email', 'ada@acme.io', '--password-stdin'], 'Nope-Nope-1');
    expect([wrong.code, wrong.stderr.trim()]).toEqual([1, `Error: ${M.invalidPassword}`]);
    const unknown = await recruit(['login', '--email', 'bob@acme.io', '--password-stdin'], PASSWORD);
    expect(unknown.stderr.trim()).toBe(`Error: ${M.noAccount}`);
    const ok = await recruit(['login', '--email', 'ada@acme.io', '--password-stdin'], PASSWORD);
    expect(ok.stdout).toContain('Sign in successful');
    expect((await recruit(['whoami', '--json'])).stdout).toContain('"email":"ada@acme.io"');
  });

  it('stops quietly when the reader of its output goes away (`recruit plan | head -1`)', async () => {
    await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    // The reading end is closed before the CLI writes, so its first line already meets EPIPE.
    const closedEarly = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], {
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.destroy();
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
    for (const args of [['plan'], ['whoami'], ['plan', '--json'], ['--help']]) {
      expect(await closedEarly(args), args.join(' ')).toEqual({ code: 0, stderr: '' });
    }
  });

  it('resets a password in two scripted steps and never leaks a secret', async () => {
    const runs = [];
    runs.push(
      await recruit(
        [
          'signup',
          '--email',
          'ada@acme.io',
          '--name',
          'Ada',
          '--password-stdin',
          '--security-question',
          '1',
          '--security-answer',
          ANSWER,
          '--accept-terms',
        ],
        PASSWORD,
      ),
    );
    const token = JSON.parse(readFileSync(path.join(home, 'cli-session.json'), 'utf8')).token as string;
    expect(statSync(path.join(home, 'cli-session.json')).mode & 0o777).toBe(0o600);

    const noAnswer = await recruit(['forgot-password', '--email', 'ada@acme.io']);
    expect(noAnswer.code).toBe(1);
    expect(noAnswer.stderr).toContain(`Security question: What was your first pet's name?`);
    expect(noAnswer.stderr).toContain('Missing --security-answer');
    const wrongAnswer = await recruit([
      'forgot-password',
      '--email',
      'ada@acme.io',
      '--security-answer',
      'rex',
    ]);
    expect(wrongAnswer.stderr).toContain(`Error: ${M.incorrectAnswer}`);

    const send = await recruit([
      'forgot-password',
      '--email',
      'ada@acme.io',
      '--security-answer',
      ANSWER.toLowerCase(),
    ]);
    runs.push(send);
    expect(send.code).toBe(0);
    const line = send.stderr.split('\n').find((l) => l.startsWith('Password reset code for ada@acme.io: '));
    const code = /: (\d{6}) /.exec(line ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(send.stdout).toContain(
      'Next: recruit forgot-password --email ada@acme.io --code <code> --password-stdin',
    );

    const badCode = await recruit(
      [
        'forgot-password',
        '--email',
        'ada@acme.io',
        '--code',
        code === '111111' ? '222222' : '111111',
        '--password-stdin',
      ],
      NEW_PASSWORD,
    );
    expect(badCode.stderr.trim()).toBe(`Error: ${M.invalidCode}`);
    const weak = await recruit(
      ['forgot-password', '--email', 'ada@acme.io', '--code', code!, '--password-stdin'],
      'weak',
    );
    expect(weak.stderr.trim()).toBe(`Error: ${M.passwordTooWeak}`);
    const reset = await recruit(
      ['forgot-password', '--email', 'ada@acme.io', '--code', code!, '--password-stdin'],
      NEW_PASSWORD,
    );
    runs.push(reset);
    expect(reset.stdout).toContain('Password reset successful');
    const old = await recruit(['whoami']);
    expect(old.code).toBe(1);
    runs.push(await recruit(['login', '--email', 'ada@acme.io', '--password-stdin'], NEW_PASSWORD));
    runs.push(await recruit(['whoami', '--json']));

    // The secrets appear nowhere: not in CLI output (but the one code delivery line), not in the data dir.
    const output = runs.map((r) => r.stdout + r.stderr).join('\n');
    for (const secret of [PASSWORD, NEW_PASSWORD, ANSWER, ANSWER.toLowerCase(), token]) {
      expect(output).not.toContain(secret);
    }
    expect(output.split(code!).length - 1).toBe(1);
    for (const file of readdirSync(home)) {
      if (file === 'cli-session.json') continue;
      const bytes = readFileSync(path.join(home, file)).toString('latin1');
      for (const secret of [PASSWORD, NEW_PASSWORD, ANSWER, ANSWER.toLowerCase(), token, code!]) {
        expect(bytes, `${secret} in ${file}`).not.toContain(secret);
      }
    }
  });

  it('serves the API; its log holds no password, token or code', async () => {
    const server = startServe({ ...env, RECRUIT_LOG_LEVEL: 'info' });
    try {
      const url = await server.url;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const post = (p: string, body: unknown, cookie = '') =>
        fetch(url + p, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      const up = await post('/api/auth/signup', { email: 'ada@acme.io', password: PASSWORD, name: 'Ada' });
      expect(up.status).toBe(201);
      const token = /recruit_session=([^;]+)/.exec(up.headers.get('set-cookie') ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      const session = await fetch(`${url}/api/auth/session`, {
        headers: { cookie: `recruit_session=${token}` },
      });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe('ada@acme.io');
      expect((await post('/api/auth/forgot', { email: 'ada@acme.io' })).status).toBe(200);
      // The server's output arrives over a pipe, after the answer maybe: read once it holds the line.
      const codeLine = /Password reset code for ada@acme\.io: (\d{6})/;
      await vi.waitFor(() => expect(server.output()).toMatch(codeLine), { timeout: 10_000, interval: 10 });
      const code = codeLine.exec(server.output())?.[1];
      expect(code).toBeDefined();
      expect(
        (await post('/api/auth/signin', { email: 'ada@acme.io', password: 'Wrong-Password-1' })).status,
      ).toBe(401);
      // The log line of that refused sign-in is in, so the check below covers it.
      await vi.waitFor(() => expect(server.output()).toContain('"statusCode":401'), {
        timeout: 10_000,
        interval: 10,
      });
      const finalLog = server.output();
      expect(finalLog).toContain('"statusCode":');
      for (const secret of [PASSWORD, 'Wrong-Password-1', token]) expect(finalLog).not.toContain(secret);
      expect(finalLog.split(code!).length - 1).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
