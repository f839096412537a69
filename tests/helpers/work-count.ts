// How much text a piece of code scans, counted instead of timed: tests that guard against super-linear
// work on hostile input compare the count for an input and for one 8 times longer. Counts do not depend
// on the machine's load, so such a test fails on a quadratic regression and never on a busy CI machine.
//
// Counted while `run` executes (synchronously): every regular-expression execution — String's replace,
// split, match, matchAll and search, and RegExp's test, all go through RegExp.prototype.exec — as the
// characters from where it starts to the end of its match (to the end of the text when it finds none; one
// step for a sticky attempt that fails, as split makes at each position), and the characters that
// String's scanning methods read. Work inside one execution (a pattern that backtracks) is not visible
// here; on the 1 MB inputs of the hostile-text tests such a pattern runs for minutes (as it did under the
// timed checks these replace), so the test overruns its timeout rather than passing.

type Scanning =
  'indexOf' | 'lastIndexOf' | 'includes' | 'split' | 'normalize' | 'toLowerCase' | 'toUpperCase';
const SCANNING: Scanning[] = [
  'indexOf',
  'lastIndexOf',
  'includes',
  'split',
  'normalize',
  'toLowerCase',
  'toUpperCase',
];

const indexOf = String.prototype.indexOf;

/** Characters a String method read: a search from its start position to its hit or the end. */
function scanned(name: Scanning, text: string, args: unknown[], result: unknown): number {
  const needle = String(args[0]);
  if (name === 'indexOf' || name === 'includes') {
    const from = Math.min(Math.max(Number(args[1] ?? 0) || 0, 0), text.length);
    const hit = name === 'indexOf' ? (result as number) : result ? indexOf.call(text, needle, from) : -1;
    return (hit >= 0 ? hit + needle.length : text.length) - from + 1;
  }
  if (name === 'lastIndexOf') {
    const from =
      args[1] === undefined ? text.length : Math.min(Math.max(Number(args[1]) || 0, 0), text.length);
    return from - Math.max(result as number, 0) + 1;
  }
  // split with a pattern is counted by exec.
  if (name === 'split' && args[0] instanceof RegExp) return 0;
  return text.length + 1;
}

/** Starts counting as described above; `stop` puts the original methods back and gives the count. */
function startCounting(): { stop: () => number } {
  let count = 0;
  const exec = Object.getOwnPropertyDescriptor(RegExp.prototype, 'exec')!;
  const strings = SCANNING.map(
    (name) => [name, Object.getOwnPropertyDescriptor(String.prototype, name)!] as const,
  );
  const originalExec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = originalExec.call(this, text);
    if (match) count += match.index + match[0].length - from + 1;
    else count += this.sticky ? 1 : text.length - from + 1;
    return match;
  };
  for (const [name, descriptor] of strings) {
    const original = descriptor.value as (...args: unknown[]) => unknown;
    Object.defineProperty(String.prototype, name, {
      ...descriptor,
      value: function (this: string, ...args: unknown[]) {
        const result = original.apply(this, args);
        count += scanned(name, this, args, result);
        return result;
      },
    });
  }
  return {
    stop: () => {
      Object.defineProperty(RegExp.prototype, 'exec', exec);
      for (const [name, descriptor] of strings) Object.defineProperty(String.prototype, name, descriptor);
      return count;
    },
  };
}

/** The characters scanned while `run` executes, as described above. */
export function countScannedChars(run: () => unknown): number {
  const counting = startCounting();
  try {
    run();
  } catch (error) {
    counting.stop();
    throw error;
  }
  return counting.stop();
}

/**
 * The characters scanned from the call of `run` until its promise settles (a rejection counts too: a
 * refusal is the answer these tests look at). Everything else this thread runs meanwhile is counted as
 * well, so the awaited call must be the test's only work in flight.
 */
export async function countScannedCharsAsync(run: () => Promise<unknown>): Promise<number> {
  const counting = startCounting();
  try {
    await run();
  } catch {
    // Refused: the work up to the refusal is what is counted.
  }
  return counting.stop();
}

/**
 * Counts for `run` on the input `make(n)` and on `make(8 * n)`: for linear work the second is at most
 * about 8 times the first (less when the code reads a bounded prefix), for quadratic work about 64 times.
 */
export function scanGrowth<T>(make: (chars: number) => T, run: (input: T) => unknown, n = 125_000) {
  // A first call on a small input: lazily built tables and caches are not counted against the small run.
  run(make(1_000));
  const small = countScannedChars(() => run(make(n)));
  const large = countScannedChars(() => run(make(8 * n)));
  return { small, large, ratio: large / Math.max(small, 1) };
}

/** As scanGrowth, for async work (counted with countScannedCharsAsync). */
export async function scanGrowthAsync<T>(
  make: (chars: number) => T,
  run: (input: T) => Promise<unknown>,
  n = 125_000,
) {
  await run(make(1_000)).catch(() => undefined);
  const small = await countScannedCharsAsync(() => run(make(n)));
  const large = await countScannedCharsAsync(() => run(make(8 * n)));
  return { small, large, ratio: large / Math.max(small, 1) };
}

/** A linear bound on the growth: twice the factor of 8 that linear work shows, far under quadratic. */
export const LINEAR_GROWTH_BOUND = 16;
