import { loadConfig, openCore, type Core } from '@recruit/core';
import { tempHome, type TestDialect } from './databases.js';

export type TestCore = Core & {
  outbox: string[];
  clock: { advance: (ms: number) => void };
  dispose: () => Promise<void>;
};

/** A core on a fresh database of the given dialect, a movable clock and a captured console outbox. */
export async function makeTestCore(
  dialect: TestDialect,
  env: Record<string, string> = {},
): Promise<TestCore> {
  const { home, cleanup } = tempHome();
  const { target, drop } = await dialect.create();
  let offset = 0;
  const outbox: string[] = [];
  const core = await openCore(loadConfig({ RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', ...env }), {
    database: target,
    now: () => new Date(Date.now() + offset),
    consoleWrite: (line) => outbox.push(line),
  });
  return Object.assign(core, {
    outbox,
    clock: { advance: (ms: number) => void (offset += ms) },
    dispose: async () => {
      await core.close();
      await drop();
      cleanup();
    },
  });
}

/** The 6-digit code in the last console delivery. */
export const lastCode = (outbox: string[]): string => {
  const m = /: (\d{6}) \(valid/.exec(outbox.at(-1) ?? '');
  if (!m?.[1]) throw new Error(`no reset code in outbox: ${outbox.join(' | ')}`);
  return m[1];
};
