// Education: entries of the education sections, each a degree, an institution and a year.
import { RESUME_DEFAULTS, type EducationEntry } from '../../schemas/resume.js';
import { findPeriod, lastYear } from '../dates.js';
import { DEGREE_WORDS, INSTITUTION_WORDS, hasWordFrom, isPlace } from '../vocabulary.js';
import { isBullet, trimChars, type Section } from './lines.js';

const EDU_NOISE =
  /\b(gpa|grade|note|mention|thesis|these|m[ée]moire|abschlussnote|tesis|nota|voto|honou?rs|cum laude)\b/iu;

/** The entries of the education sections: degree, institution and year, in the order they are written. */
export function findEducation(sections: Section[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  for (const section of sections) {
    if (section.kind !== 'education') continue;
    let cur: Partial<EducationEntry> = {};
    const push = () => {
      if (cur.degree || cur.institution) {
        entries.push({
          degree: cur.degree ?? RESUME_DEFAULTS.degree,
          institution: cur.institution ?? RESUME_DEFAULTS.institution,
          year: cur.year ?? RESUME_DEFAULTS.year,
        });
      }
      cur = {};
    };
    const set = (key: keyof EducationEntry, value: string) => {
      if (cur[key] !== undefined) push();
      cur[key] = value;
    };
    for (const line of section.lines) {
      if (isBullet(line) || EDU_NOISE.test(line) || line.split(/\s+/).length > 16) continue;
      let text = line;
      const period = findPeriod(text);
      let year: string | undefined;
      if (period) {
        year = period.end;
        text = text.slice(0, period.index) + '\t' + text.slice(period.index + period.length);
      } else {
        const y = lastYear(text);
        if (y) {
          year = y.year;
          text = text.slice(0, y.index) + '\t' + text.slice(y.index + y.length);
        }
      }
      const pieces = text
        .split(/\t| \| | [•·] | [–—] | - /u)
        .flatMap((p) => {
          // 'BSc Physics, University of Leeds' is two parts; 'University of California, Berkeley' is one.
          const merged: string[] = [];
          for (const q of p.split(/,\s+(?=\p{Lu})/u)) {
            const known = hasWordFrom(q, INSTITUTION_WORDS) || hasWordFrom(q, DEGREE_WORDS);
            if (merged.length && !known) merged[merged.length - 1] += `, ${q}`;
            else merged.push(q);
          }
          return merged;
        })
        .map((p) => trimChars(p, ',:(|–—-', ',:)|–—-'))
        .filter((p) => p.length > 1 && !isPlace(p));
      const lineKinds = pieces.map((p) =>
        hasWordFrom(p, INSTITUTION_WORDS)
          ? 'institution'
          : hasWordFrom(p, DEGREE_WORDS)
            ? 'degree'
            : 'unknown',
      );
      pieces.forEach((p, i) => {
        const kind = lineKinds[i]!;
        if (kind === 'institution' || kind === 'degree') set(kind, p);
        else if (cur.degree === undefined && !lineKinds.includes('degree')) set('degree', p);
        else if (cur.institution === undefined && !lineKinds.includes('institution')) set('institution', p);
      });
      if (year) {
        if (cur.year !== undefined) push();
        cur.year = year;
      }
    }
    push();
  }
  return entries;
}
