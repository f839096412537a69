// Hostile input of issue 15 (a 1 MB hostile input must not hold the event loop). Tests check such input
// by counting the work (tests/helpers/work-count.ts), never by timing it: the times are printed by the
// benches (bench/auth-hostile.bench.js, bench/resume-hostile.bench.js).

/** One megabyte of hostile text: `unit` repeated to 1 000 000 characters, then `tail`. */
export const hostileMegabyte = (unit: string, tail = ''): string =>
  unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000) + tail;
