// A service that loads on its first call. openCore builds every tool's service, but a quick command
// (`recruit whoami`) uses one or two: a lazy service keeps the others' code, and the schemas and
// packages it imports, out of the start-up path (the CLI bundle splits them into chunks of their own).

/** A service whose every member is an async function: a stand-in can answer any of them by loading. */
export type AsyncService<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never;
};

/**
 * Stands in for the service `load` builds, loading it on the first call of any member; every call
 * answers the loaded service's answer. A failed load is retried on the next call.
 */
export function lazyService<T extends AsyncService<T>>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const service = () =>
    (loaded ??= load().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    }));
  const members = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_, key) {
      // Not a promise: `await core.email` must not call a member named then.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      let member = members.get(key);
      if (!member) {
        member = async (...args: unknown[]) => {
          const s = (await service()) as Record<string, (...a: unknown[]) => Promise<unknown>>;
          if (typeof s[key] !== 'function') throw new TypeError(`The service has no member ${key}.`);
          return s[key](...args);
        };
        members.set(key, member);
      }
      return member;
    },
  });
}
