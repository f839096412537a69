// The failure classes of issue 9 (resumes made with templates the parser never saw), one case each, on
// text lines as the extractors give them: headings with icons or in a label column, one-line entries,
// company before title, noise in skills lists, national phone numbers, cut email addresses, placeholders.
import { describe, expect, it } from 'vitest';
import { extractFields } from './fields.js';
import { sectionOf } from './sections.js';

const parse = (...lines: string[]) => extractFields({ lines });

describe('section headings', () => {
  it('reads a heading after an icon glyph (icon fonts use the private use area) or a dingbat', () => {
    expect(sectionOf('\uf0b1 Experience')).toBe('experience');
    expect(sectionOf('\uf19dEducation')).toBe('education');
    expect(sectionOf('★ SKILLS')).toBe('skills');
  });

  it('knows the short and the long headings of common templates', () => {
    expect(sectionOf('Work')).toBe('experience');
    expect(sectionOf('Schooling')).toBe('education');
    expect(sectionOf('Professional Skills')).toBe('skills');
    expect(sectionOf('Career Summary')).toBe('summary');
  });

  it('reads a heading in a label column on the line of the first entry', () => {
    const r = parse(
      'Jane Doe',
      'Work\tSenior Engineer, Acme Ltd\tJan 2020 - Present',
      'Education\tUniversity of Leeds, BSc Computer Science, 2015',
    );
    expect(r.experience).toMatchObject([
      { title: 'Senior Engineer', company: 'Acme Ltd', period: 'Jan 2020 - Present' },
    ]);
    expect(r.education).toMatchObject([{ institution: 'University of Leeds', year: '2015' }]);
  });
});

describe('entries', () => {
  it('splits one-line entries on |, · and tabs, with the dates right-aligned', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Senior Engineer | Acme Ltd | London | Jan 2020 – Present',
      'Data Analyst · Globex Corporation\tMar 2017 – Dec 2019',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Senior Engineer', 'Acme Ltd', 'Jan 2020 - Present'],
      ['Data Analyst', 'Globex Corporation', 'Mar 2017 - Dec 2019'],
    ]);
  });

  it('finds the title when the company comes first', () => {
    const r = parse('Jane Doe', 'Experience', 'Deloitte | Tax Adviser | Madrid | 2015 - 2019');
    expect(r.experience).toMatchObject([
      { title: 'Tax Adviser', company: 'Deloitte', period: '2015 - 2019' },
    ]);
  });

  it('reports neither template placeholders nor sentences as education entries', () => {
    const r = parse(
      'Jane Doe',
      'Education',
      'Unknown Institution',
      'Weekend volunteering.',
      'University of Leeds',
      'BSc Nursing 2015',
    );
    expect(r.education).toEqual([
      { degree: 'BSc Nursing', institution: 'University of Leeds', year: '2015' },
    ]);
  });
});

describe('skills', () => {
  it('keeps dates, places, levels, category labels and duplicates out of the list', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'Design Tools',
      'Figma (Advanced), Sketch - Intermediate',
      'Oct 2021',
      'Wrocław, PL',
      ' Python, Python,  SQL',
      'Intermediate',
      'B2',
    );
    expect(r.skills).toEqual(['Figma', 'Sketch', 'Python', 'SQL']);
  });

  it('reads skills grouped under category labels, "Languages" among them', () => {
    const r = parse('Jane Doe', 'Skills', 'Languages: Python, R', 'Frameworks: React, Django');
    expect(r.skills).toEqual(['Python', 'R', 'React', 'Django']);
  });

  it('still reads spoken languages under a skills list as not skills', () => {
    const r = parse('Jane Doe', 'Skills', 'Python, SQL, Docker', 'Languages: English, French');
    expect(r.skills).toEqual(['Python', 'SQL', 'Docker']);
  });
});

describe('contact details', () => {
  it('infers the region of a national phone number from the address or the email domain', () => {
    expect(parse('Jane Doe', 'Leeds, United Kingdom', '07700 900111').phone).toBe('+447700900111');
    expect(parse('Jean Dupont', 'jean.dupont@orange.fr', '06 53 14 90 94').phone).toBe('+33653149094');
    expect(parse('Hans Müller', 'Berlin, Deutschland', 'Tel. 030 4672554').phone).toBe('+49304672554');
  });

  it('puts back an email address the text layer cut at its domain', () => {
    expect(parse('Jane Doe', 'jane.doe@nhsmail.co', '.uk').email).toBe('jane.doe@nhsmail.co.uk');
    expect(parse('Jane Doe', 'Email: jane.doe@example.co m | 07700 900111').email).toBe(
      'jane.doe@example.com',
    );
    // …and leaves whole addresses alone.
    expect(parse('Jane Doe', 'jane@example.com', '.NET, C#').email).toBe('jane@example.com');
    expect(parse('Jane Doe', 'jane@example.co is my address').email).toBe('jane@example.co');
  });

  it('does not take the country of a cut address for the phone number (.co is Colombia)', () => {
    expect(parse('Jane Doe', 'Email: jane.doe@example.co m | 07700 900111').phone).toBe('+447700900111');
  });
});
