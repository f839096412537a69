// Event-loop time of hostile inputs (issue 15: a 1 MB hostile input is answered in under 50 ms).
// The median of three runs keeps one slow run on a loaded 2-core machine from failing a test, while
// a super-linear pattern (seconds on 1 MB) fails every run.

/** The bound of the issue for one hostile input, in milliseconds of event-loop time. */
export const HOSTILE_INPUT_MS = 50;

/** One megabyte of hostile text: `unit` repeated to 1 000 000 characters, then `tail`. */
export const hostileMegabyte = (unit: string, tail = ''): string =>
  unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000) + tail;

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** Median time of three synchronous runs of `run`, in milliseconds (the event loop is blocked throughout). */
export function medianSyncMs(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Median wall time of three awaited runs of `run`, in milliseconds. */
export async function medianAsyncMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run().catch(() => undefined);
    times.push(performance.now() - start);
  }
  return median(times);
}
