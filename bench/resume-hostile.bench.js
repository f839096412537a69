// Event-loop time of the built field extraction on 1 MB hostile lines (issue 15 asks for under 50 ms each).
// The tests check that the work grows linearly (core/src/resume/hostile-text.test.ts, counted, not timed);
// the times are printed here: best of three runs per line, the slowest shapes first. No thresholds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'core', 'dist', 'resume');
if (!existsSync(path.join(dist, 'fields.js'))) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const { extractFields, findEmail } = await import(pathToFileURL(path.join(dist, 'fields.js')).href);
const { findPeriod } = await import(pathToFileURL(path.join(dist, 'dates.js')).href);

const run = (unit, tail = '') => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000) + tail;
/** The shapes of the hostile-text test, 1 MB each. */
const SHAPES = {
  letters: run('a'),
  'a@, dots, @': `a@${run('.')}@`,
  'many @': run('@a'),
  'unclosed parentheses': run('('),
  dashes: run('-', 'x'),
  'spaces and tabs': `a${run(' \t')}x`,
  'space-comma pairs': run(' ,', 'x'),
  colons: run(':', 'x'),
  'phone numbers': run('+1 (415) 555-0134 '),
  digits: run('1'),
  'year ranges': run('2020 - '),
  months: run('Jan '),
  skills: run('SQL '),
  'wrap words': run('x in '),
  at: run(' at '),
  accents: run('é'),
  emoji: run('😀'),
  bullets: run('• '),
  'trailing punctuation': run('.', 'a'),
};
const POSITIONS = {
  header: (line) => [line],
  skills: (line) => ['Skills', line],
  experience: (line) => ['Experience', 'Senior Engineer at Acme', 'Jan 2020 - Present', line],
  education: (line) => ['Education', line],
};

const best = (fn) => {
  let min = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
};

const rows = [];
for (const [shape, line] of Object.entries(SHAPES)) {
  for (const [where, place] of Object.entries(POSITIONS)) {
    rows.push([`extractFields, ${where}`, shape, best(() => extractFields({ lines: place(line) }))]);
  }
  rows.push([
    'extractFields, headline',
    shape,
    best(() => extractFields({ lines: ['Ada'], headline: line })),
  ]);
  rows.push(['findEmail', shape, best(() => findEmail(line))]);
  rows.push(['findPeriod', shape, best(() => findPeriod(line))]);
}
rows.sort((a, b) => b[2] - a[2]);
console.log(`${rows.length} runs on 1 MB hostile lines, best of 3; slowest:`);
for (const [what, shape, ms] of rows.slice(0, 8))
  console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${what} (${shape})`);
const median = rows[Math.floor(rows.length / 2)][2];
console.log(`median ${median.toFixed(2)} ms, slowest ${rows[0][2].toFixed(1)} ms`);
