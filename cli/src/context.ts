import { AppError, loadConfig, type Config, type Core } from '@recruit/core';
import type { CliIO } from './io.js';
import { createSessionStore, type SessionStore } from './session-store.js';

/** What every command gets: config, the core opened on first use, the session store and the streams. */
export type CliContext = {
  io: CliIO;
  config: () => Config;
  core: () => Promise<Core>;
  session: () => SessionStore;
  /** The signed-in user (from the stored token), or 'You are not signed in' with a hint. */
  requireSignedIn: () => Promise<Awaited<ReturnType<Core['accounts']['requireSession']>>>;
  close: () => Promise<void>;
};

export function createContext(io: CliIO): CliContext {
  let config: Config | undefined;
  let core: Promise<Core> | undefined;
  let store: SessionStore | undefined;
  const getConfig = () => (config ??= loadConfig(io.env));
  // Reset codes without SMTP go to this terminal, on stderr so stdout stays machine-readable. The
  // core (the database driver, Kysely, the services) loads here: `recruit parse` without a session
  // and `recruit --help` never load it.
  const getCore = () =>
    (core ??= import('@recruit/core/core').then(({ openCore }) =>
      openCore(getConfig(), { consoleWrite: (line) => io.stderr.write(`${line}\n`) }),
    ));
  const session = () => (store ??= createSessionStore(getConfig().home));
  return {
    io,
    config: getConfig,
    core: getCore,
    session,
    async requireSignedIn() {
      const { token } = session().get();
      const s = token ? await (await getCore()).accounts.getSession(token) : null;
      if (!s) {
        if (token) session().clear();
        throw new AppError('unauthenticated', 'not_signed_in', 'You are not signed in.', {
          hint: 'Run `recruit login` (or `recruit signup`) first.',
        });
      }
      return s;
    },
    async close() {
      if (core)
        await core.then(
          (c) => c.close(),
          () => undefined,
        );
    },
  };
}
