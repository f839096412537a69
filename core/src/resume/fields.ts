// From resume text lines to the spec's parsed resume: name, email, phone, skills, experience, education.
// Each group of fields has its module in fields/; this one puts them together and keeps the public API.
import type { EducationEntry, ParsedResume } from '../schemas/resume.js';
import { findEmail, findName, findPhone } from './fields/contact.js';
import { findEducation } from './fields/education.js';
import { findExperience } from './fields/experience.js';
import { boundedLines, normaliseLine, splitSections, unwrapLines, type ResumeText } from './fields/lines.js';
import { findSkills } from './fields/skills.js';

export { asName, findEmail } from './fields/contact.js';
export { RESUME_TEXT_LIMITS, splitSections, unwrapLines, type ResumeText } from './fields/lines.js';

/** The spec's parsed resume from text lines. */
export function extractFields(text: ResumeText): ParsedResume {
  const hyphenated = text.hyphenated ?? true;
  const lines = unwrapLines(boundedLines(text.lines), hyphenated);
  const sections = splitSections(lines);
  const allText = lines.join('\n');
  const name = findName({ lines, headline: text.headline && normaliseLine(text.headline) }, sections);
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
