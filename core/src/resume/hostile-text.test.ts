// Resume text is fully attacker-controlled: every pattern of the field extraction must answer a 1 MB
// hostile line in linear time (issue 15). The hostile lines are generated here, not stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUT_MS, hostileMegabyte, bestSyncMs } from '../../../tests/helpers/event-loop.js';
import { findDate, findPeriod, lastYear } from './dates.js';
import {
  RESUME_TEXT_LIMITS,
  asName,
  extractFields,
  findEmail,
  splitSections,
  unwrapLines,
} from './fields.js';
import { headingKey, sectionOf } from './sections.js';
import { PLACES, TITLE_WORDS, foldText, hasWordFrom, isPlace } from './vocabulary.js';

/** 1 MB lines shaped against the parser's patterns: long runs, near-misses, unclosed groups. */
const HOSTILE_LINES: Record<string, string> = {
  letters: hostileMegabyte('a'),
  'address characters without @': hostileMegabyte('a.'),
  'a@, dots, @': `a@${hostileMegabyte('.')}@`,
  'domain labels of digits': `x@${hostileMegabyte('1.')}`,
  'many @': hostileMegabyte('@a'),
  'unclosed parentheses': hostileMegabyte('('),
  dashes: hostileMegabyte('-', 'x'),
  'em spaces': `a${hostileMegabyte('\u2003')}x`,
  'spaces and tabs': `a${hostileMegabyte(' \t')}x`,
  'space-comma pairs': hostileMegabyte(' ,', 'x'),
  colons: hostileMegabyte(':', 'x'),
  'plus signs': hostileMegabyte('+'),
  'phone numbers': hostileMegabyte('+1 (415) 555-0134 '),
  digits: hostileMegabyte('1'),
  years: hostileMegabyte('2020 '),
  'year ranges': hostileMegabyte('2020 - '),
  months: hostileMegabyte('Jan '),
  since: hostileMegabyte('since '),
  skills: hostileMegabyte('SQL '),
  'wrap words': hostileMegabyte('x in '),
  at: hostileMegabyte(' at '),
  accents: hostileMegabyte('é'),
  emoji: hostileMegabyte('😀'),
  bullets: hostileMegabyte('• '),
  'skill levels': hostileMegabyte('- 5 '),
  'trailing punctuation': hostileMegabyte('.', 'a'),
};
const shapes = Object.entries(HOSTILE_LINES);

/** Where a hostile line sits: each section runs other patterns on it. */
const POSITIONS: Record<string, (line: string) => string[]> = {
  header: (line) => [line],
  skills: (line) => ['Skills', line],
  experience: (line) => ['Experience', 'Senior Engineer at Acme', 'Jan 2020 - Present', line],
  'experience header': (line) => ['Experience', line, 'Jan 2020 - Present', 'Built things'],
  education: (line) => ['Education', line],
};

const fast = (run: () => unknown) => expect(bestSyncMs(run)).toBeLessThan(HOSTILE_INPUT_MS);

describe('resume field extraction on hostile text', () => {
  describe.each(Object.entries(POSITIONS))('a 1 MB hostile line in the %s', (_, place) => {
    it.each(shapes)('%s: answered in under 50 ms', (_, line) => {
      fast(() => extractFields({ lines: place(line) }));
    });
  });

  it.each(shapes)('a 1 MB hostile headline (%s) is answered in under 50 ms', (_, line) => {
    fast(() => extractFields({ lines: ['Ada Lovelace'], headline: line }));
  });

  it('still finds the real fields between hostile lines', () => {
    const hostile = HOSTILE_LINES['a@, dots, @']!;
    const parsed = extractFields({
      lines: [
        'Ada Lovelace',
        hostile,
        'ada.lovelace@acme.io | +44 20 7946 0958',
        'Experience',
        'Senior Engineer at Acme Corp',
        'Jan 2020 - Present',
        HOSTILE_LINES.dashes!,
        'Skills',
        HOSTILE_LINES['unclosed parentheses']!,
        'Python, SQL (advanced), Docker - 5 years',
        'Education',
        HOSTILE_LINES['space-comma pairs']!,
        'BSc Physics, University of Leeds, 2015',
      ],
    });
    expect(parsed).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@acme.io',
      phone: '+442079460958',
      experience: [{ title: 'Senior Engineer', company: 'Acme Corp', period: 'Jan 2020 - Present' }],
      education: [{ degree: 'BSc Physics', institution: 'University of Leeds', year: '2015' }],
    });
    expect(parsed.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Docker']));
  });

  it('reads at most 3 000 lines and 2 000 characters a line', () => {
    const filler = Array.from({ length: RESUME_TEXT_LIMITS.lines - 2 }, (_, i) => `line ${i}`);
    const near = extractFields({ lines: ['Ada Lovelace', ...filler, 'ada@acme.io'] });
    expect(near.email).toBe('ada@acme.io');
    const beyond = extractFields({ lines: ['Ada Lovelace', ...filler, 'one more', 'ada@acme.io'] });
    expect(beyond.email).toBe('');
    const cut = extractFields({ lines: [`${'x'.repeat(RESUME_TEXT_LIMITS.lineChars)} ada@acme.io`] });
    expect(cut.email).toBe('');
  });

  it('never joins wrapped lines past the line bound', () => {
    const lines = Array.from({ length: 20_000 }, () => 'worked in');
    const out = unwrapLines(lines);
    expect(Math.max(...out.map((l) => l.length))).toBeLessThan(RESUME_TEXT_LIMITS.lineChars);
    expect(out.join(' ')).toBe(lines.join(' '));
  });
});

describe('the parser patterns themselves on 1 MB', () => {
  it.each(shapes)('findEmail (%s)', (_, line) => fast(() => findEmail(line)));
  it.each(shapes)('findPeriod, findDate and lastYear (%s)', (_, line) => {
    fast(() => findPeriod(line));
    fast(() => findDate(line));
    fast(() => lastYear(line));
  });
  it.each(shapes)('splitSections and asName (%s)', (_, line) => {
    fast(() => splitSections([line]));
    fast(() => asName(line));
  });
  it.each(['colons', 'dashes', 'spaces and tabs'])('headingKey (%s)', (shape) => {
    fast(() => headingKey(HOSTILE_LINES[shape]!));
  });
  it.each(['trailing punctuation', 'letters', 'spaces and tabs'])('hasWordFrom (%s)', (shape) => {
    fast(() => hasWordFrom(HOSTILE_LINES[shape]!, TITLE_WORDS));
  });
  it.each(['em spaces', 'space-comma pairs', 'letters'])('isPlace (%s)', (shape) => {
    fast(() => isPlace(HOSTILE_LINES[shape]!));
  });

  it('sectionOf and headingKey still read headings', () => {
    expect(sectionOf('  WORK EXPERIENCE :: ')).toBe('experience');
    expect(sectionOf('S K I L L S')).toBe('skills');
    expect(headingKey('## Formación académica ---')).toBe('formacion academica');
  });
});

describe('the linear rewrites answer as the patterns they replace', () => {
  const OLD_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
  const text = (chars: string[], maxLength = 30) =>
    fc.array(fc.constantFrom(...chars), { maxLength }).map((cs) => cs.join(''));

  it('findEmail', () => {
    fc.assert(
      fc.property(text(['a', 'Z', '1', '.', '@', '-', '_', '%', '+', ' ', 'x', 'io']), (s) => {
        expect(findEmail(s)).toBe((OLD_EMAIL.exec(s)?.[0] ?? '').toLowerCase());
      }),
      { numRuns: 5000 },
    );
  });

  it('headingKey', () => {
    const old = (line: string) =>
      line
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[’`]/g, "'")
        .replace(/[:\-–—_|•·*#=]+\s*$/u, '')
        .replace(/^[\s\-–—_|•·*#=]+/u, '')
        .replace(/\s+/g, ' ')
        .trim();
    fc.assert(
      fc.property(text([':', '-', '–', '#', '*', ' ', '\t', 'a', 'É', '=']), (s) => {
        expect(headingKey(s)).toBe(old(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('splitSections reads "Heading: content" as the old pattern did', () => {
    const old = (line: string) => {
      const m = /^([^:\t]{3,40})\s*:\s*(.+)$/u.exec(line);
      const kind = m ? sectionOf(m[1]!) : undefined;
      return m && kind ? { kind, content: m[2]! } : undefined;
    };
    fc.assert(
      fc.property(text(['Skills', 'Education', 'Key skills', ':', ' ', '\t', 'a', 'Python'], 8), (raw) => {
        const line = raw.trim();
        if (!line || sectionOf(line)) return;
        const [, opened] = splitSections([line]);
        // A heading in a label column ('Skills<tab>Python') opens its section with the rest of the line.
        const tab = line.indexOf('\t');
        const cellKind = tab > 0 ? sectionOf(line.slice(0, tab)) : undefined;
        if (cellKind) {
          expect(opened).toEqual({ kind: cellKind, lines: [line.slice(tab + 1)] });
          return;
        }
        const expected = old(line);
        expect(opened ? { kind: opened.kind, content: opened.lines[0] } : undefined).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('isPlace', () => {
    const old = (piece: string): boolean => {
      const f = foldText(piece).replace(/[()]/g, '').trim();
      if (PLACES.has(f)) return true;
      const parts = f.split(/\s*,\s*/);
      if (parts.length >= 2 && parts.length <= 3) {
        const last = piece.split(/\s*,\s*/).pop() ?? '';
        if (/^[A-Z]{2}$/.test(last.trim()) || parts.every((p) => PLACES.has(p)) || PLACES.has(parts.at(-1)!))
          return parts.every((p) => p.split(' ').length <= 3);
      }
      return false;
    };
    fc.assert(
      fc.property(
        text(['Berlin', 'Paris', 'France', 'TX', 'Austin', ',', ' ', 'x', 'Remote', 'New York'], 8),
        (s) => {
          expect(isPlace(s)).toBe(old(s));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
