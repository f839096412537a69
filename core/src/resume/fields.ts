// From resume text lines to the spec's parsed resume: name, email, phone, skills, experience, education.
// Each group of fields has its module in fields/; this one puts them together and keeps the public API.
import { RESUME_DEFAULTS, type EducationEntry, type ParsedResume } from '../schemas/resume.js';
import { asName, findEmail, findName, findPhone } from './fields/contact.js';
import { findEducation } from './fields/education.js';
import { findExperience } from './fields/experience.js';
import { labelledEntries } from './fields/labelled.js';
import {
  boundedLines,
  normaliseLine,
  splitSections,
  unwrapLines,
  type ResumeText,
  type Section,
} from './fields/lines.js';
import { findSkills } from './fields/skills.js';

export { asName, findEmail } from './fields/contact.js';
export { RESUME_TEXT_LIMITS, splitSections, unwrapLines, type ResumeText } from './fields/lines.js';

/** The spec's parsed resume from text lines. */
export function extractFields(text: ResumeText): ParsedResume {
  const hyphenated = text.hyphenated ?? true;
  const lines = labelledEntries(unwrapLines(boundedLines(text.lines), hyphenated));
  const allText = lines.join('\n');
  const split = splitSections(lines);
  const headline = text.headline && normaliseLine(text.headline);
  const name = findName({ lines, headline }, split);
  // (Only a name the page sets in its largest type: a two-word line in a list may be a name-like employer.)
  const sections = headline && asName(headline) === name ? withNameHeader(split, name) : split;
  const email = findEmail(allText, name, hyphenated);
  const schools: EducationEntry[] = [];
  const experience = findExperience(sections, schools);
  return {
    name,
    email,
    phone: findPhone(sections, allText, email),
    skills: findSkills(sections),
    experience,
    education: [...findEducation(sections), ...schools],
  };
}

/**
 * The sections with the candidate's name, where it stands alone on a line inside one (a sidebar read after the
 * main column: 'Skills' / … / 'Figma' / 'Emily Tran' / 'Marketing Manager' / 'Profile'), opening a header section
 * of its own: the name and the headline under it are not the skills' or the jobs' lines.
 */
function withNameHeader(sections: Section[], name: string): Section[] {
  if (!name || name === RESUME_DEFAULTS.name) return sections;
  // The name alone on its line, or broken over two in a narrow sidebar ('Olivia' / 'Hartley').
  const named = (lines: string[], i: number) =>
    lines[i]!.trim() === name ||
    (name.startsWith(`${lines[i]!.trim()} `) && `${lines[i]!.trim()} ${lines[i + 1]?.trim()}` === name);
  return sections.flatMap((s) => {
    const at = s.kind === 'header' ? -1 : s.lines.findIndex((_, i) => named(s.lines, i));
    if (at < 0) return [s];
    const head: Section = { kind: 'header', lines: s.lines.slice(at) };
    return at === 0 ? [head] : [{ kind: s.kind, lines: s.lines.slice(0, at) }, head];
  });
}
