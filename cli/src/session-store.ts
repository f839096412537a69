import Conf from 'conf';

type Stored = { token?: string; email?: string; expiresAt?: string };

/** The CLI's session token, kept with conf in a 0600 file under the data dir. */
export function createSessionStore(home: string) {
  const conf = new Conf<Stored>({
    cwd: home,
    configName: 'cli-session',
    projectSuffix: '',
    configFileMode: 0o600,
  });
  return {
    get: (): Stored => ({
      token: conf.get('token'),
      email: conf.get('email'),
      expiresAt: conf.get('expiresAt'),
    }),
    save: (s: Required<Stored>) => conf.set(s),
    clear: () => conf.clear(),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
