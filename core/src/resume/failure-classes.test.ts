// The failure classes of issue 9 (resumes made with templates the parser never saw), one case each, on
// text lines as the extractors give them: headings with icons or in a label column, one-line entries,
// company before title, noise in skills lists, national phone numbers, cut email addresses, placeholders.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { findPeriod } from './dates.js';
import { extractFields } from './fields.js';
import { pageText, pdfToText } from './pdf-text.js';
import { sectionOf } from './sections.js';

const parse = (...lines: string[]) => extractFields({ lines });

/**
 * A pdf.js text item of a synthetic page: `str` set at (x, y) in type of `size` points, as wide as its
 * characters at half an em each (roughly what a proportional font gives) unless `width` says otherwise.
 */
const item = (
  str: string,
  x: number,
  y: number,
  size: number,
  font = 'body',
  width = str.length * size * 0.5,
) => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
  fontName: font,
});
/** A synthetic page's lines and fields. */
const readPage = (items: ReturnType<typeof item>[]) => {
  const text = pageText(items, 600);
  return { lines: text.lines, fields: extractFields(text) };
};
/** The items of a heading set right-aligned in a gutter column that ends at x = 130. */
const gutterHeading = (str: string, y: number) => item(str, 130 - str.length * 9 * 0.5, y, 9, 'bold');

describe('section headings', () => {
  it('reads a heading after an icon glyph (icon fonts use the private use area) or a dingbat', () => {
    expect(sectionOf('\uf0b1 Experience')).toBe('experience');
    expect(sectionOf('\uf19dEducation')).toBe('education');
    expect(sectionOf('★ SKILLS')).toBe('skills');
  });

  it('reads two headings joined as one section, the first one’s', () => {
    expect(sectionOf('SKILLS & LANGUAGES')).toBe('skills');
    expect(sectionOf('Kenntnisse und Sprachen')).toBe('skills');
    expect(sectionOf('Experience / Projects')).toBe('experience');
    // …not any phrase with 'and' in it.
    expect(sectionOf('Research and Development')).toBeUndefined();
    // …nor a category label that names one heading ('Languages and Frameworks' in a skills list).
    expect(sectionOf('Languages and Frameworks')).toBeUndefined();
    const r = parse(
      'Jane Doe',
      'Experience',
      'Acme Ltd, Leeds\tApr 2019 – Present',
      'Staff Nurse',
      'SKILLS & LANGUAGES\tClinical:\tTriage, Wound Care',
      'Systems:\tEPIC, Microsoft Excel',
    );
    expect(r.skills).toEqual(['Triage', 'Wound Care', 'EPIC', 'Microsoft Excel']);
  });

  it('knows the short and the long headings of common templates', () => {
    expect(sectionOf('Work')).toBe('experience');
    expect(sectionOf('Schooling')).toBe('education');
    expect(sectionOf('Professional Skills')).toBe('skills');
    expect(sectionOf('Career Summary')).toBe('summary');
    expect(sectionOf('Honors & Awards')).toBe('other');
    expect(sectionOf('Profiles')).toBe('contact');
    // …but not a skill a list may hold on a line of its own.
    expect(sectionOf('Social Media')).toBeUndefined();
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

describe('page layouts: headings and dates in a left gutter (synthetic pdf.js items)', () => {
  // A page in the style of a CV whose section headings sit in a gutter (x < 130), each on the baseline
  // of its section's first line, with the body from x = 180 and a big name over a contact line.
  const header = [
    item('Mara Lindqvist', 180, 780, 24, 'bold'),
    item('Quantity Surveyor', 180, 764, 9),
    item('mara.lindqvist@example.se | +46 70 123 45 67 | Malmö, Sweden', 180, 750, 6.5),
  ];

  it('reads a gutter heading on the line of its first entry, and a smaller date drawn over the body edge as the line’s last cell', () => {
    const { lines, fields } = readPage([
      ...header,
      gutterHeading('Summary', 700),
      item('Surveyor for public works, twelve years on site.', 180, 700, 8),
      gutterHeading('Experience', 660),
      item('Skanska Sverige AB, Stockholm', 180, 660, 8),
      // A small grey date hung from the gutter: its last word runs over the body's first letters.
      item('Mar 2018 - Present', 140, 661, 5),
      item('Quantity Surveyor', 180, 648, 8),
      item('Cost plans for two hospital extensions.', 190, 636, 8),
      item('Peab Bygg, Oslo', 180, 616, 8),
      item('Jun 2012 - Feb 2018', 141, 617, 5),
      item('Site Estimator', 180, 604, 8),
      item('Priced tenders for housing schemes.', 190, 592, 8),
      gutterHeading('Education', 560),
      item('Lund University, Stockholm', 180, 560, 8),
      item('BSc Construction Management', 180, 548, 8),
      gutterHeading('Skills', 520),
      item('Cost Planning, Estimating, AutoCAD', 180, 520, 8),
    ]);
    expect(lines).toContain('Experience\tSkanska Sverige AB, Stockholm\tMar 2018 - Present');
    expect(lines).toContain('Peab Bygg, Oslo\tJun 2012 - Feb 2018');
    expect(fields.experience.map((e) => [e.company, e.title, e.period])).toEqual([
      ['Skanska Sverige AB', 'Quantity Surveyor', 'Mar 2018 - Present'],
      ['Peab Bygg', 'Site Estimator', 'Jun 2012 - Feb 2018'],
    ]);
    expect(fields.education).toMatchObject([{ institution: 'Lund University' }]);
    expect(fields.skills).toEqual(['Cost Planning', 'Estimating', 'AutoCAD']);
    expect(fields.email).toBe('mara.lindqvist@example.se');
  });

  it('keeps a small gutter date after a gutter heading out of the heading', () => {
    const { lines, fields } = readPage([
      ...header,
      gutterHeading('Education', 600),
      // The date sits between the heading and the body, in a smaller type, overlapping neither.
      item('2009 - 2012', 140, 601, 5),
      item('Chalmers University of Technology, Stockholm', 180, 600, 8),
      item('MSc Structural Engineering', 180, 588, 8),
      gutterHeading('Skills', 560),
      item('Cost Planning, Estimating', 180, 560, 8),
    ]);
    expect(lines).toContain('Education\t2009 - 2012\tChalmers University of Technology, Stockholm');
    expect(fields.education).toMatchObject([
      { institution: 'Chalmers University of Technology', year: '2012' },
    ]);
  });

  it('reads a heading wrapped over two lines of the gutter, its last line beside the first entry', () => {
    const { lines, fields } = readPage([
      ...header,
      gutterHeading('Employment', 672),
      gutterHeading('History', 660),
      item('Skanska Sverige AB, Stockholm', 180, 660, 8),
      item('Mar 2018 - Present', 140, 661, 5),
      item('Quantity Surveyor', 180, 648, 8),
      gutterHeading('Skills', 620),
      item('Cost Planning, Estimating', 180, 620, 8),
    ]);
    expect(lines).toContain('Employment History');
    expect(fields.experience).toMatchObject([
      { company: 'Skanska Sverige AB', title: 'Quantity Surveyor', period: 'Mar 2018 - Present' },
    ]);
  });

  it('does not take the header’s contact block for a sidebar beside a gutter of headings', () => {
    const { lines } = readPage([
      ...header,
      gutterHeading('Summary', 700),
      item('Surveyor for public works, twelve years on site.', 180, 700, 8),
      gutterHeading('Skills', 660),
      item('Cost Planning, Estimating', 180, 660, 8),
      gutterHeading('Languages', 640),
      item('Swedish, English', 180, 640, 8),
    ]);
    expect(lines).toEqual([
      'Mara Lindqvist',
      'Quantity Surveyor',
      'mara.lindqvist@example.se | +46 70 123 45 67 | Malmö, Sweden',
      'Summary\tSurveyor for public works, twelve years on site.',
      'Skills\tCost Planning, Estimating',
      'Languages\tSwedish, English',
    ]);
  });
});

describe('page layouts: the name (synthetic pdf.js items)', () => {
  it('joins a name wrapped in a sidebar even when a row of the other column lies between its lines', () => {
    const { lines, fields } = readPage([
      item('Maximiliane', 40, 760, 18, 'bold'),
      item('Oberhauser-Winkler', 40, 739, 18, 'bold'),
      item('Kaiserstraße 12, 60311 Frankfurt', 40, 715, 9),
      item('maxi.ow@example.de', 40, 700, 9),
      item('Berufserfahrung', 220, 765, 13, 'bold'),
      // On its own baseline, between the two lines of the name.
      item('Controllerin, Globex GmbH', 220, 748, 9),
      item('Jan 2019 – heute', 220, 734, 9),
    ]);
    expect(lines.slice(0, 2)).toEqual(['Maximiliane', 'Oberhauser-Winkler']);
    expect(fields.name).toBe('Maximiliane Oberhauser-Winkler');
  });

  it('reads the name off a first page that holds only a header band, the name in two big lines', () => {
    const { fields } = readPage([
      item('TOMASZ', 160, 480, 60),
      item('NOWAK', 215, 420, 60),
      item('Quantity Surveyor', 215, 385, 27),
      item('Download Resume', 250, 340, 12),
    ]);
    expect(fields.name).toBe('Tomasz Nowak');
  });

  it('passes over a page title in bigger type than the name, and a button’s label above it', () => {
    const { fields } = readPage([
      item('Show Contacts', 420, 790, 7),
      item('Tomasz Wiśniewski', 120, 770, 18),
      item('Quantity Surveyor', 120, 750, 8),
      item('tomasz.w@acme.io', 120, 720, 8),
      item('Resume', 60, 660, 24, 'bold'),
      item('Experience', 60, 620, 14, 'bold'),
      item('Quantity Surveyor', 60, 600, 9),
      item('2019 — Present', 60, 588, 9),
      item('Budimex, Warszawa', 60, 576, 9),
    ]);
    expect(fields.name).toBe('Tomasz Wiśniewski');
  });
});

describe('page layouts: a right-aligned header and a date column in one section (synthetic pdf.js items)', () => {
  // The name and contact lines right-aligned at the top; under them, full-width sections: a profile line,
  // a three-column skills table whose last column sits under the header, then entries with their dates
  // in a column of their own, wrapped over two rows ('Mar 2018 –' / 'Present').
  const page = [
    item('Ruairí Gallagher', 470, 776, 20, 'bold'),
    item('Quantity Surveyor', 480, 760, 12),
    item('ruairi.g@example.ie', 460, 745, 9),
    item('087 765 4321', 500, 733, 9),
    item('Profile', 40, 700, 12, 'bold'),
    item('Quantity surveyor on hospital and school projects across Munster for ten years,', 40, 684, 9),
    item('from feasibility estimates to final accounts.', 40, 673, 9),
    item('Skills', 40, 660, 12, 'bold'),
    item('• Cost Planning and Estimating', 55, 644, 9),
    item('• Tendering', 240, 644, 9),
    item('• CostX', 470, 644, 9),
    item('• Value Engineering Workshops', 55, 632, 9),
    item('• Final Accounts', 240, 632, 9),
    item('• Microsoft Excel', 470, 632, 9),
    item('Experience', 40, 608, 12, 'bold'),
    item('Mar', 40, 590, 9, 'bold'),
    item('2018', 66, 590, 9, 'bold'),
    item('–', 95, 590, 9, 'bold'),
    item('Senior Quantity Surveyor', 130, 590, 9, 'bold'),
    item('Present', 40, 579, 9, 'bold'),
    item('Sisk Group', 130, 568, 9, 'bold'),
    item('Priced the bills of quantities for a 200-bed hospital extension in Cork.', 55, 554, 9),
    item('Sep 2014 – Feb', 40, 530, 9, 'bold'),
    item('Quantity Surveyor', 130, 530, 9, 'bold'),
    item('2018', 40, 519, 9, 'bold'),
    item('Walls Construction', 130, 508, 9, 'bold'),
    item('Education', 40, 480, 12, 'bold'),
    item('2010 – 2014', 55, 464, 9, 'bold'),
    item('BSc Quantity Surveying', 140, 464, 9, 'bold'),
    item('(Munster Technological University)', 245, 464, 9),
  ];

  it('reads the header in place, not as a sidebar beside the sections', () => {
    const { lines, fields } = readPage(page);
    expect(lines.slice(0, 4)).toEqual([
      'Ruairí Gallagher',
      'Quantity Surveyor',
      'ruairi.g@example.ie',
      '087 765 4321',
    ]);
    expect(lines).toContain('• Cost Planning and Estimating\t• Tendering\t• CostX');
    expect(fields.skills, JSON.stringify(fields.skills)).toEqual(
      expect.arrayContaining(['Tendering', 'CostX', 'Microsoft Excel']),
    );
  });

  it('finds a date column that only the experience section has, its dates wrapped over two rows', () => {
    const { lines, fields } = readPage(page);
    expect(lines).toContain('Mar 2018 – Present\tSenior Quantity Surveyor');
    expect(lines).toContain('Sep 2014 – Feb 2018\tQuantity Surveyor');
    expect(fields.experience).toMatchObject([
      { title: 'Senior Quantity Surveyor', company: 'Sisk Group', period: 'Mar 2018 - Present' },
      { title: 'Quantity Surveyor', company: 'Walls Construction', period: 'Sep 2014 - Feb 2018' },
    ]);
  });

  it('reads the school in brackets after the degree', () => {
    expect(readPage(page).fields.education).toEqual([
      { degree: 'BSc Quantity Surveying', institution: 'Munster Technological University', year: '2014' },
    ]);
  });
});

describe('page layouts: a column of category labels a little left of the lists (synthetic pdf.js items)', () => {
  it('keeps a short label apart from its list when the lists of two rows start at the same x', () => {
    const { lines, fields } = readPage([
      item('Nadia Haddad', 180, 780, 20, 'bold'),
      item('nadia.haddad@example.fr', 180, 760, 9),
      item('Skills', 40, 720, 14, 'bold'),
      // Right-aligned labels ending at x = 80, lists from x = 88: a gap of 0.8 em.
      item('Cuisine', 80 - 7 * 5, 700, 10, 'bold'),
      item('Pâtisserie, Garde Manger', 88, 700, 10),
      item('Outils', 80 - 6 * 5, 686, 10, 'bold'),
      item('Thermomix, Pacojet', 88, 686, 10),
    ]);
    expect(lines.slice(-2)).toEqual(['Cuisine\tPâtisserie, Garde Manger', 'Outils\tThermomix, Pacojet']);
    expect(fields.skills).toEqual(['Pâtisserie', 'Garde Manger', 'Thermomix', 'Pacojet']);
  });

  it('reads a row alone as one phrase', () => {
    const { lines } = readPage([
      item('Nadia Haddad', 180, 780, 20, 'bold'),
      item('Cuisine', 45, 700, 10, 'bold'),
      item('Pâtisserie, Garde Manger', 88, 700, 10),
    ]);
    expect(lines).toContain('Cuisine Pâtisserie, Garde Manger');
  });
});

describe('page layouts: entries as two flows side by side (synthetic pdf.js items)', () => {
  it('reads the employer, title and dates stacked on the right before the bullets beside them', () => {
    const { lines, fields } = readPage([
      item('Ingrid Solberg', 40, 780, 24, 'bold'),
      item('ingrid.solberg@example.no', 40, 760, 9),
      item('Experience', 260, 720, 16, 'bold'),
      // Bullets on the left half, wrapped; employer (big), title and dates right-aligned on the right half.
      item('Led the fjord ferry timetable', 60, 694, 10),
      item('Fjord1', 520 - 6 * 8, 691.5, 16, 'bold'),
      item('redesign for 30 routes.', 60, 680, 10),
      item('Route Planner', 520 - 13 * 5, 674, 10, 'bold'),
      item('March 2019 - Present', 520 - 20 * 5, 660, 10),
      item('Timetables for the Bergen lines.', 60, 624, 10),
      item('Skyss', 520 - 5 * 8, 621.5, 16, 'bold'),
      item('Planning Analyst', 520 - 16 * 5, 604, 10, 'bold'),
      item('June 2015 - February 2019', 520 - 25 * 5, 590, 10),
      item('Education', 260, 550, 16, 'bold'),
      item('University of Bergen', 40, 530, 10),
      item('MSc Logistics, 2015', 40, 518, 10),
    ]);
    expect(lines.slice(lines.indexOf('Experience'), lines.indexOf('Education'))).toEqual([
      'Experience',
      'Fjord1',
      'Route Planner',
      'March 2019 - Present',
      'Led the fjord ferry timetable',
      'redesign for 30 routes.',
      'Skyss',
      'Planning Analyst',
      'June 2015 - February 2019',
      'Timetables for the Bergen lines.',
    ]);
    expect(fields.experience).toMatchObject([
      { title: 'Route Planner', company: 'Fjord1', period: 'Mar 2019 - Present' },
      { title: 'Planning Analyst', company: 'Skyss', period: 'Jun 2015 - Feb 2019' },
    ]);
  });

  it('reads a justified bullet line whose words stand far apart beside the stacked employer as one phrase', () => {
    const { lines, fields } = readPage([
      item('Ingrid Solberg', 40, 780, 24, 'bold'),
      item('ingrid.solberg@acme.io', 40, 760, 9),
      item('Experience', 260, 720, 16, 'bold'),
      // The first bullet line justified: two words at the edges of the bullet column.
      item('Consolidated', 60, 694, 10),
      item('timetables', 240 - 10 * 5, 694, 10),
      item('Fjord1', 520 - 6 * 8, 691.5, 16, 'bold'),
      item('for 30 ferry routes.', 60, 680, 10),
      item('Route Planner', 520 - 13 * 5, 674, 10, 'bold'),
      item('March 2019 - Present', 520 - 20 * 5, 660, 10),
      item('Timetables for the Bergen lines.', 60, 624, 10),
      item('Skyss', 520 - 5 * 8, 621.5, 16, 'bold'),
      item('Planning Analyst', 520 - 16 * 5, 604, 10, 'bold'),
      item('June 2015 - February 2019', 520 - 25 * 5, 590, 10),
      item('Education', 260, 550, 16, 'bold'),
      item('University of Bergen', 40, 530, 10),
    ]);
    expect(lines.slice(lines.indexOf('Experience') + 1, lines.indexOf('Experience') + 4)).toEqual([
      'Fjord1',
      'Route Planner',
      'March 2019 - Present',
    ]);
    expect(fields.experience).toMatchObject([
      { title: 'Route Planner', company: 'Fjord1', period: 'Mar 2019 - Present' },
      { title: 'Planning Analyst', company: 'Skyss', period: 'Jun 2015 - Feb 2019' },
    ]);
  });

  it('keeps the letters a fallback font sets inside a word, and drops an icon set apart', () => {
    const { lines } = readPage([
      item('Anna Nowak', 40, 780, 20, 'bold'),
      item('☎', 40, 760, 9, 'icons'),
      item('+48 512 345 678', 52, 760, 9),
      item('ING Bank ', 40, 740, 10),
      // 'Ś' and 'ą' from a second font, touching the letters around them.
      { ...item('Ś', 85, 740, 10, 'latin-ext'), width: 6 },
      { ...item('l', 91, 740, 10), width: 2 },
      { ...item('ą', 93, 740, 10, 'latin-ext'), width: 5 },
      item('ski', 98, 740, 10),
    ]);
    expect(lines).toContain('+48 512 345 678');
    expect(lines).toContain('ING Bank Śląski');
  });
});

describe('page layouts: a menu of section links repeated down every page (synthetic pdf.js items)', () => {
  const menu = ['ABOUT', 'WORK', 'SKILLS', 'LANGUAGES'].map((s, k) => item(s, 20, 700 - k * 20, 10, 'bold'));
  it('reads the menu of the first page only, so a later page’s short section is not read beside it', () => {
    const pages = [
      [
        ...menu,
        item('Nadia Haddad', 200, 720, 20),
        item('nadia.haddad@acme.io', 200, 690, 10),
        item('SKILLS', 200, 640, 12, 'bold'),
        item('Power BI', 200, 620, 10),
        item('Tableau', 200, 600, 10),
      ],
      // The last page: its one section beside the menu's rows.
      [...menu, item('LANGUAGES', 200, 680, 12, 'bold'), item('Arabic (native), French (C1)', 200, 660, 10)],
    ];
    const furniture = new Set<string>();
    const lines = pages.flatMap((p, n) => pageText(p, 600, n === 0, furniture).lines);
    expect(lines.slice(-2)).toEqual(['LANGUAGES', 'Arabic (native), French (C1)']);
    const fields = extractFields({ lines });
    expect(fields.skills).toEqual(['Power BI', 'Tableau']);
  });
});

describe('page layouts: a sidebar under a photo beside the name, letter-spaced capitals (synthetic pdf.js items)', () => {
  // A sidebar at x = 15 whose text starts under a photo; at x = 232 the name and headline in letter-spaced
  // capitals (each word a run of its own), a profile, then the sections.
  const spaced = (word: string) => word.split('').join(' ');
  /** Words in letter-spaced capitals from x = 232, each its own run, a letter's advance and a bit apart. */
  const spacedWords = (words: string[], y: number, size: number, font: string) => {
    let x = 232;
    return words.map((w) => {
      const it = item(spaced(w), x, y, size, font);
      x += it.width + (it.width / w.length) * 1.9;
      return it;
    });
  };
  const page = [
    ...spacedWords(['TOMASZ', 'WIŚNIEWSKI'], 812, 14, 'name'),
    ...spacedWords(['QUANTITY', 'SURVEYOR'], 788, 10, 'caps'),
    item('Quantity surveyor costing hospitals and schools from design to handover.', 232, 758, 10),
    item(spaced('EXPERIENCE'), 232, 700, 10, 'caps'),
    item('Senior Quantity Surveyor - Budimex', 232, 666, 11),
    item('March 2019 - Present', 232, 653, 10),
    item('Cost plans for three hospitals.', 232, 624, 10),
    item('Quantity Surveyor - Skanska Polska', 232, 570, 11),
    item('June 2014 - February 2019', 232, 557, 10),
    item(spaced('EDUCATION'), 232, 390, 10, 'caps'),
    item('MSc Civil Engineering', 232, 356, 11),
    item('2009 - 2014, Politechnika Gdańska', 232, 326, 10),
    item(spaced('CONTACT'), 15, 617, 10, 'caps'),
    item('ul. Długa 4, 80-831 Gdańsk', 44, 590, 10),
    item('tomasz.w@onet.pl', 44, 570, 10),
    item('512 345 678', 44, 550, 10),
    item(spaced('SKILLS'), 15, 474, 10, 'caps'),
    item('Cost Planning', 14, 452, 10),
    item('NEC4', 14, 420, 10),
    item('AutoCAD', 14, 388, 10),
    item('Polish (native), English (C1), German (B1)', 14, 160, 10),
  ];
  it('reads the name, headline and profile before the sidebar, and capitals set letter by letter as words', () => {
    const { lines, fields } = readPage(page);
    expect(lines.slice(0, 4)).toEqual([
      'TOMASZ WIŚNIEWSKI',
      'QUANTITY SURVEYOR',
      'Quantity surveyor costing hospitals and schools from design to handover.',
      'CONTACT',
    ]);
    expect(fields.name).toBe('Tomasz Wiśniewski');
    expect(fields.experience).toMatchObject([
      { title: 'Senior Quantity Surveyor', company: 'Budimex', period: 'Mar 2019 - Present' },
      { title: 'Quantity Surveyor', company: 'Skanska Polska' },
    ]);
    expect(fields.education).toMatchObject([{ institution: 'Politechnika Gdańska' }]);
    // The spoken languages' line under the skills is neither skills nor the end of a run of tags.
    expect(fields.skills).toEqual(['Cost Planning', 'NEC4', 'AutoCAD']);
    expect(fields.phone).toBe('+48512345678');
  });
});

describe('page layouts: section titles in a left column, top-aligned with their first entry (synthetic pdf.js items)', () => {
  it('reads each title with its first entry’s line, though the bigger title’s baseline sits lower, and one running into it', () => {
    const { lines, fields } = readPage([
      item('Mei Lin Tan', 80, 765, 20),
      item('meilin.tan@acme.io', 380, 770, 9),
      item('+65 9123 4567', 380, 755, 9),
      // 14 pt titles whose tops line up with the 11 pt first lines beside them: baselines 4.5 pt lower.
      item('Education', 84, 671.1, 14),
      item('Nanyang Polytechnic', 174, 675.6, 11, 'bold'),
      item('2012 - 2014 | Singapore', 174, 659, 9),
      item('Diploma in Nursing', 174, 637, 9),
      // A long title that runs up to the entry's first letter, split at a ligature as pdf.js gives it.
      item('Work experi', 84, 503.1, 14),
      item('ence', 84 + 11 * 7, 503.1, 14),
      // Its last letters end half a point inside the entry's column.
      item('Charge Nurse', 84 + 15 * 7 - 0.5, 507.6, 11, 'bold'),
      item('Mar 2019 - Present | Raffles Hospital', 84 + 15 * 7, 491, 9),
      item('Ran a ward of twenty beds.', 84 + 15 * 7, 469, 9),
    ]);
    expect(lines).toContain('Education\tNanyang Polytechnic');
    expect(lines).toContain('Work experience\tCharge Nurse');
    expect(fields.education).toMatchObject([
      { institution: 'Nanyang Polytechnic', degree: 'Diploma in Nursing' },
    ]);
    expect(fields.experience).toMatchObject([
      { title: 'Charge Nurse', company: 'Raffles Hospital', period: 'Mar 2019 - Present' },
    ]);
  });
});

describe('page layouts: dates wrapped in a narrow column beside each entry, parts headed inside entries (synthetic pdf.js items)', () => {
  it('reads each wrapped date whole beside its title, and the entries after a part heading in the body’s type', () => {
    const entry = (y: number, dates: [string, string], title: string, company: string) => [
      // The date column ends 12 pt before the titles: less than the gap that splits runs.
      item(dates[0], 43, y, 10),
      item(title, 43 + 14 * 5 + 12, y, 10),
      item(dates[1], 43, y - 12, 10),
      item(company, 43 + 14 * 5 + 12, y - 24, 10),
      item('Achievements', 43, y - 38, 10, 'italic'),
      item('• Brought the new ward rota in across all three sites.', 58, y - 50, 10),
      item('• Trained eleven newly qualified nurses on the wards.', 58, y - 62, 10),
      item('• Cut the time patients wait for a bed by a third.', 58, y - 74, 10),
    ];
    const { lines, fields } = readPage([
      item('Mei Lin Tan', 43, 780, 20),
      item('meilin.tan@acme.io', 43, 760, 10),
      item('Profile', 43, 745, 12, 'bold'),
      item('Charge nurse with ten years on busy surgical wards.', 43, 730, 10),
      item('Experience', 43, 710, 12, 'bold'),
      ...entry(690, ['Apr 2020 – Dec', '2022'], 'Charge Nurse', 'Raffles Hospital'),
      ...entry(590, ['Jan 2017 – Mar', '2020'], 'Staff Nurse', 'Tan Tock Seng Hospital'),
      // A word hyphenated at the column's edge.
      ...entry(490, ['Jun 2014 – to-', 'day'], 'Nursing Assistant', 'Mount Elizabeth Clinic'),
      item('Education', 43, 390, 12, 'bold'),
      item('2010 – 2014', 43, 370, 10),
      item('Diploma in Nursing (Nanyang Polytechnic)', 43 + 14 * 5 + 12, 370, 10),
    ]);
    expect(lines).toContain('Apr 2020 – Dec 2022\tCharge Nurse');
    expect(fields.experience).toMatchObject([
      { title: 'Charge Nurse', company: 'Raffles Hospital', period: 'Apr 2020 - Dec 2022' },
      { title: 'Staff Nurse', company: 'Tan Tock Seng Hospital', period: 'Jan 2017 - Mar 2020' },
      { title: 'Nursing Assistant', company: 'Mount Elizabeth Clinic', period: 'Jun 2014 - Present' },
    ]);
  });
});

describe('page layouts: icons named in the text layer, dates flush right in a column with the end on top (synthetic pdf.js items)', () => {
  it('drops icon glyphs the text layer names and reads each entry’s stacked dates, end over start, as its period', () => {
    // An item whose text is as wide as one glyph: an icon font's glyph named for what it shows.
    const icon = (name: string, x: number, y: number, size: number) => ({
      ...item(name, x, y, size),
      width: size,
    });
    // Dates right-aligned to end at x = 120, the entry's text a word space after them.
    const date = (str: string, y: number) => item(str, 120 - str.length * 5, y, 10);
    const { lines, fields } = readPage([
      item('Mei Lin Tan', 40, 780, 18),
      icon('MOBILE-ALT', 40, 760, 9),
      item('+65 9123 4567  meilin.tan@acme.io', 52, 760, 9),
      icon('SUITCASE', 40, 730, 14),
      item('EXPERIENCE', 60, 730, 14),
      date('Present', 710),
      item('Charge Nurse, RAFFLES HOSPITAL, Singapore', 132, 710, 10),
      date('February 2020', 698),
      icon('Angle-Right', 137, 698, 10),
      item('Ran a ward of twenty beds.', 152, 698, 10),
      date('January 2020', 670),
      item('Staff Nurse, TAN TOCK SENG HOSPITAL, Singapore', 132, 670, 10),
      date('March 2016', 658),
      icon('Angle-Right', 137, 658, 10),
      item('Cared for patients after surgery.', 152, 658, 10),
      date('2015', 630),
      item('Relief Nurse, MOUNT ELIZABETH, Singapore', 132, 630, 10),
      date('2014', 618),
      item('Covered night shifts.', 152, 618, 10),
    ]);
    expect(lines).toContain('EXPERIENCE');
    expect(lines).toContain('February 2020 – Present\tCharge Nurse, RAFFLES HOSPITAL, Singapore');
    expect(lines).toContain('March 2016 – January 2020\tStaff Nurse, TAN TOCK SENG HOSPITAL, Singapore');
    expect(fields.experience.map((e) => e.period)).toEqual([
      'Feb 2020 - Present',
      'Mar 2016 - Jan 2020',
      '2014 - 2015',
    ]);
  });
});

describe('page layouts: a timeline, its dates on the left of its line and the entries on the right (synthetic pdf.js items)', () => {
  it('reads each date with the entry beside it, and what comes after the timeline after it', () => {
    // Dates right-aligned to end at x = 234, a pin on the line at x = 261, the entries' boxes from x = 313.
    const date = (str: string, y: number) => item(str, 234 - str.length * 6, y, 12, 'bold');
    const entry = (y: number, company: string, title: string, bullet: string) => [
      item(company, 313, y - 10.5, 18, 'bold'),
      item(title, 313, y - 33, 14.4, 'bold'),
      item(bullet, 313, y - 61, 10.8),
    ];
    const { lines, fields } = readPage([
      item('About Me', 50, 735, 24, 'bold'),
      item('Charge nurse with ten years on busy surgical wards and a calm head.', 50, 690, 12),
      item('Experience', 241, 566, 24, 'bold'),
      date('June 2021 – Present', 492),
      ...entry(492, 'Raffles Hospital', 'Charge Nurse', 'Ran a ward of twenty beds.'),
      date('February 2018 – May 2021', 357),
      ...entry(357, 'Tan Tock Seng Hospital', 'Staff Nurse', 'Cared for patients after surgery.'),
      date('July 2016 – January 2018', 238),
      ...entry(238, 'Mount Elizabeth', 'Nursing Assistant', 'Covered night shifts.'),
      item('Education', 241, 157, 24, 'bold'),
      item('Nanyang Polytechnic', 51, 84, 14, 'bold'),
      item('2012 - 2014', 479, 85.4, 12),
      item('Diploma in Nursing', 51, 65, 12, 'bold'),
    ]);
    expect(lines.slice(2, 6)).toEqual([
      'Experience',
      'June 2021 – Present',
      'Raffles Hospital',
      'Charge Nurse',
    ]);
    expect(fields.experience.map((e) => [e.company, e.title, e.period])).toEqual([
      ['Raffles Hospital', 'Charge Nurse', 'Jun 2021 - Present'],
      ['Tan Tock Seng Hospital', 'Staff Nurse', 'Feb 2018 - May 2021'],
      ['Mount Elizabeth', 'Nursing Assistant', 'Jul 2016 - Jan 2018'],
    ]);
    expect(fields.education).toMatchObject([
      { institution: 'Nanyang Polytechnic', degree: 'Diploma in Nursing' },
    ]);
  });
});

describe('page layouts: a timeline of cards set left and right of its line in turn (synthetic pdf.js items)', () => {
  it('reads the cards top down, each as one line, then the sections side by side under them each whole', () => {
    // Each card: the title over 'at Employer' on the left, the place over the dates on the right of it, each
    // flow wrapped in the card's narrow box (a wrapped line in the style of the line above it).
    const card = (
      x: number,
      y: number,
      title: string,
      employer: string[],
      place: string[],
      dates: string,
    ) => [
      item(title, x, y, 11, 'bold'),
      ...employer.map((e, i) => item(e, x, y - 14 * (i + 1), 9, 'italic')),
      ...place.map((p, i) => item(p, x + 160, y - 14 * i, 9, 'bold-italic')),
      item(dates, x + 160, y - 14 * place.length, 9),
    ];
    const { lines, fields } = readPage([
      item('Career Timeline', 50, 720, 16, 'heading'),
      ...card(
        50,
        680,
        'Charge Nurse',
        ['at Leeds Teaching Hospitals NHS', 'Trust'],
        ['Leeds, United', 'Kingdom.'],
        'May 2018 - Present',
      ),
      ...card(330, 600, 'Staff Nurse', ['at Bon Secours'], ['Cork, Ireland.'], 'Sep 2014 - Apr 2018'),
      ...card(
        50,
        540,
        'Healthcare Assistant',
        ['at Mater Private'],
        ['Dublin, Ireland.'],
        'Jan 2012 - Aug 2014',
      ),
      ...card(50, 470, 'BSc Nursing', ['at University of Galway'], ['Galway, Ireland.'], '2008 - 2012'),
      item('Skills', 50, 400, 16, 'heading'),
      item('Triage', 50, 375, 9),
      item('Wound Care', 150, 375, 9),
      // The grid's last row holds one tag: an item of its own, not the rest of 'Triage'.
      item('EPIC', 50, 363, 9),
      item('Languages', 330, 400, 16, 'heading'),
      item('English', 330, 375, 9),
      item('Irish', 430, 375, 9),
    ]);
    expect(lines.slice(lines.indexOf('Career Timeline'))).toEqual([
      'Career Timeline',
      'Charge Nurse\tat Leeds Teaching Hospitals NHS Trust\tLeeds, United Kingdom.\tMay 2018 - Present',
      'Staff Nurse\tat Bon Secours\tCork, Ireland.\tSep 2014 - Apr 2018',
      'Healthcare Assistant\tat Mater Private\tDublin, Ireland.\tJan 2012 - Aug 2014',
      'BSc Nursing\tat University of Galway\tGalway, Ireland.\t2008 - 2012',
      'Skills',
      'Triage\tWound Care',
      'EPIC',
      'Languages',
      'English\tIrish',
    ]);
    expect(fields.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Charge Nurse', 'Leeds Teaching Hospitals NHS Trust', 'May 2018 - Present'],
      ['Staff Nurse', 'Bon Secours', 'Sep 2014 - Apr 2018'],
      ['Healthcare Assistant', 'Mater Private', 'Jan 2012 - Aug 2014'],
    ]);
    expect(fields.education).toMatchObject([{ degree: 'BSc Nursing', institution: 'University of Galway' }]);
    expect(fields.skills).toEqual(['Triage', 'Wound Care', 'EPIC']);
  });
});

describe('page layouts: a right sidebar whose section titles are centred (synthetic pdf.js items)', () => {
  it('reads the sidebar apart from the entries beside it', () => {
    const { fields } = readPage([
      item('Kofi Boateng', 30, 770, 30),
      item('EXPERIENCE', 30, 680, 15),
      item('Volta River Authority', 30, 656, 10),
      item('Akosombo', 342, 656, 10),
      item('HYDRO ENGINEER', 37, 638, 10),
      item('Jul 2020 - Present', 300, 638, 10),
      item('Ran turbine overhauls on six units.', 48, 622, 8),
      item('Ghana Grid Company', 30, 580, 10),
      item('Tema', 364, 580, 10),
      item('GRID PLANNER', 37, 562, 10),
      item('Jan 2016 - Jun 2020', 298, 562, 10),
      item('Load-flow studies for the northern lines.', 48, 546, 8),
      item('EDUCATION', 30, 430, 15),
      item('BSc Electrical Engineering', 30, 413, 10),
      item('Kwame Nkrumah University of Science and Technology', 30, 398, 8),
      item('2012 - 2016', 30, 384, 8),
      // The sidebar: contacts, then titles centred over its lists.
      item('+233 24 123 4567', 449, 660, 8),
      item('Accra, Ghana', 449, 624, 8),
      item('kofi.boateng@acme.io', 449, 642, 8),
      // On the entries' baselines, so read by rows they would run into them.
      item('SKILLS', 478, 580, 12),
      item('Hydraulics:', 431, 562, 8),
      item('Turbine Maintenance, SCADA', 431, 546, 9),
      item('Tools:', 431, 430, 8),
      item('MATLAB, PSS/E', 431, 413, 9),
      item('LANGUAGES', 472, 384, 12),
      item('English', 431, 360, 8),
      item('Twi', 431, 346, 8),
    ]);
    expect(fields.experience).toMatchObject([
      { title: 'HYDRO ENGINEER', company: 'Volta River Authority', period: 'Jul 2020 - Present' },
      { title: 'GRID PLANNER', company: 'Ghana Grid Company', period: 'Jan 2016 - Jun 2020' },
    ]);
    expect(fields.skills).toEqual(['Turbine Maintenance', 'SCADA', 'MATLAB', 'PSS/E']);
  });
});

describe('page layouts: a table row’s cell wrapped onto the row under it (synthetic pdf.js items)', () => {
  // Three columns: title left from x = 60, employer or school centred on x = 305, dates right-aligned to
  // x = 550; the title and the school wrap within their columns.
  const centred = (str: string, y: number, font = 'bold') => item(str, 305 - str.length * 2.5, y, 10, font);
  const right = (str: string, y: number) => item(str, 550 - str.length * 5, y, 10, 'bold');
  const page = [
    item('Kofi Mensah', 240, 780, 20, 'bold'),
    item('kofi.mensah@example.gh', 240, 762, 9),
    item('Experience', 60, 730, 12, 'bold'),
    item('Regional Operations and Logistics', 60, 712, 10, 'bold'),
    centred('Unilever Ghana', 712),
    right('Mar 2019 – Present', 712),
    item('Lead', 60, 699, 10, 'bold'),
    item('• Ran four depots and 60 drivers.', 63, 686, 10, 'regular'),
    item('Education', 60, 660, 12, 'bold'),
    item('Legon', 60, 642, 10, 'bold'),
    centred('Kwame Nkrumah University of', 642),
    right('2011 – 2015', 642),
    centred('Science and Technology', 629),
    item('• BSc Logistics', 63, 616, 10, 'regular'),
  ];

  it('joins the wrapped part, left-aligned or centred under its cell, to the cell', () => {
    const { lines, fields } = readPage(page);
    expect(lines).toContain('Regional Operations and Logistics Lead\tUnilever Ghana\tMar 2019 – Present');
    expect(lines).toContain('Legon\tKwame Nkrumah University of Science and Technology\t2011 – 2015');
    expect(fields.experience).toMatchObject([
      { title: 'Regional Operations and Logistics Lead', company: 'Unilever Ghana' },
    ]);
  });

  it('keeps a line in another font under a cell that changes font as a line of its own', () => {
    const { lines } = readPage([
      item('Kofi Mensah', 240, 780, 20, 'bold'),
      item('Experience', 60, 730, 12, 'bold'),
      item('Unilever Ghana', 60, 712, 10, 'bold'),
      item(', Accra', 130, 712, 10, 'regular'),
      right('Mar 2019 – Present', 712),
      item('Operations Lead', 60, 699, 10, 'regular'),
    ]);
    expect(lines.slice(-2)).toEqual(['Unilever Ghana, Accra\tMar 2019 – Present', 'Operations Lead']);
  });
});

describe('page layouts: two columns under a centred header (synthetic pdf.js items)', () => {
  it('splits where the right column starts, keeps the header whole, and a justified left line in its column', () => {
    const { lines, fields } = readPage([
      // The name in two fonts across the columns' gap, a centred contact line.
      item('Ama', 150, 760, 40, 'light'),
      item('Owusu', 240, 760, 40, 'bold'),
      item('ama.owusu@example.gh | 020 123 4567', 200, 735, 10),
      item('EDUCATION', 40, 700, 16, 'bold'),
      item('EXPERIENCE', 230, 700, 16, 'bold'),
      // Justified in the left column (x 40 to 225): its last word ends 5 points before the right column.
      item('KWAME', 40, 680, 12, 'bold'),
      item('NKRUMAH', 83.7, 680, 12, 'bold'),
      item('UNIVERSITY', 139.3, 680, 12, 'bold'),
      item('OF', 213, 680, 12, 'bold'),
      item('GHANA NATIONAL PETROLEUM | Analyst', 230, 680, 12, 'bold'),
      item('SCIENCE AND TECHNOLOGY', 40, 667, 12, 'bold'),
      item('BSc Petroleum Engineering', 40, 654, 10),
      item('Jun 2018 – Present | Accra', 230, 667, 10),
      item('2012 – 2016 | Kumasi', 40, 641, 10),
      item('• Reserves reporting for two offshore fields.', 240, 654, 10),
    ]);
    expect(lines.slice(0, 3)).toEqual(['Ama Owusu', 'ama.owusu@example.gh | 020 123 4567', 'EDUCATION']);
    expect(lines).toContain('KWAME NKRUMAH UNIVERSITY OF');
    expect(lines).toContain('GHANA NATIONAL PETROLEUM | Analyst');
    expect(fields.name).toBe('Ama Owusu');
    expect(fields.education).toMatchObject([
      { institution: 'KWAME NKRUMAH UNIVERSITY OF SCIENCE AND TECHNOLOGY' },
    ]);
  });
});

describe('page layouts: a sidebar whose text runs past its edge (synthetic pdf.js items)', () => {
  it('keeps the sidebar’s overflowing line in the sidebar and a name split at a ligature whole', () => {
    const { lines, fields } = readPage([
      item('Jo', 12, 790, 22, 'bold'),
      // 'Duffield' set in three items, the ligature 'ff' apart, the last starting right of 'Jo'.
      item('Du', 12, 764, 22, 'bold'),
      { ...item('ff', 34, 764, 22, 'bold'), width: 14 },
      item('ield', 48, 764, 22, 'bold'),
      item('Site Manager', 12, 736, 12),
      // Too long for the 180-point sidebar: it runs 20 points past it.
      item('jo.duffield@btinternet.example.uk', 12, 712, 12),
      item('Experience', 200, 790, 14, 'bold'),
      item('Senior Site Manager', 200, 700, 10, 'bold'),
      item('Berkeley Group', 200, 688, 10),
      item('March 2018 - Present - London', 200, 676, 10),
      item('Profile', 12, 640, 14, 'bold'),
      item('Site manager for housing schemes.', 12, 626, 9),
      item('Education', 200, 640, 14, 'bold'),
      item('HNC Construction', 200, 626, 10, 'bold'),
      item('Oxford Brookes University', 200, 614, 10),
      item('2008 - 2010', 200, 602, 10),
    ]);
    expect(fields.name).toBe('Jo Duffield');
    expect(lines.indexOf('jo.duffield@btinternet.example.uk')).toBeLessThan(lines.indexOf('Profile'));
    expect(lines.indexOf('Experience')).toBeGreaterThan(lines.indexOf('Profile'));
    expect(fields.experience).toMatchObject([{ title: 'Senior Site Manager', company: 'Berkeley Group' }]);
  });
});

describe('page layouts: a section name turned a quarter at the side of its band (synthetic pdf.js items)', () => {
  it('reads the turned lines as one heading where they start, before the entries beside them', () => {
    // Reading down: the first line at the right, the second to its left, both starting at y = 600.
    const turned = (str: string, x: number, y: number) => ({
      str,
      transform: [0, -20, 20, 0, x, y],
      width: str.length * 10,
      height: 20,
      fontName: 'heading',
    });
    const { lines, fields } = readPage([
      item('Jane Doe', 50, 760, 20, 'bold'),
      item('jane.doe@example.ie', 50, 735, 10),
      turned('WORK', 545, 600),
      turned('HISTORY', 525, 600),
      item('Charge Nurse, Mercy Hospital', 50, 560, 10, 'bold'),
      item('2018 - Present', 400, 560, 10),
      item('Ran a ward of twenty beds.', 50, 546, 10),
    ]);
    expect(lines).toContain('WORK HISTORY');
    expect(fields.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Charge Nurse', 'Mercy Hospital', '2018 - Present'],
    ]);
  });
});

describe('page layouts: TeX accents set as a glyph before the letter (synthetic pdf.js items)', () => {
  it('reads the accent and its letter as the accented letter, across two items', () => {
    const { lines, fields } = readPage([
      { ...item('Spirydion Bo˙', 36, 746, 14.3), width: 98.8 },
      item('zek', 128.9, 746, 14.3),
      item('al. Wrona 94c, Radk´', 36, 732.5, 10.9),
      { ...item('ow, Poland', 145, 732.5, 10.9) },
      // A spacing accent that makes no letter stays as it is.
      item('don´t', 36, 719, 10.9),
    ]);
    expect(fields.name).toBe('Spirydion Bożek');
    expect(lines).toContain('don´t');
  });
});

describe('page layouts: plain TeX titles in a margin column, their accents set apart (synthetic pdf.js items)', () => {
  it('reads a title with an accent glyph before its letter as a title, the column beside it in rows', () => {
    const at = (str: string, x: number, y: number, width: number, font = 'body') => ({
      ...item(str, x, y, 9.96, font),
      width,
    });
    const { lines, fields } = readPage([
      at('Camille Lef`', 258.7, 759.9, 75.8, 'name'),
      at('evre', 327.8, 759.9, 25.5, 'name'),
      at('Profil', 72, 679.2, 27.8, 'bold'),
      at('Ing´enieure structures, ouvrages d’art.', 180, 679.2, 170),
      // 'Expérience professionnelle' wraps in its column; the dates, flush right in theirs, sit a few points
      // under the titles' baselines.
      at('Exp´', 72, 657.4, 25.4, 'bold'),
      at('erience', 91.9, 657.4, 35.1, 'bold'),
      at('professionnelle', 72, 645.5, 73.1, 'bold'),
      at('Jan. 2020–', 187.4, 653.6, 46.6),
      at('aujourd’hui', 184.2, 641.6, 49.8),
      at('Ing´enieure structures, Egis, Lyon. Dimensionnement de ponts et', 244.8, 653.4, 295),
      at('passerelles en b´eton.', 244.8, 641.5, 90),
      at('Sep. 2016–', 187.5, 627.8, 46.5),
      at('Dec. 2019', 191.5, 615.8, 42.5),
      at('Ing´enieure d’´etudes, Bouygues Construction, Paris. Plans de', 244.8, 625.1, 290),
      at('logements.', 244.8, 613.2, 45),
      at('Formation', 72, 565.6, 51.6, 'bold'),
      at('2011–2016', 189.2, 562.1, 44.8),
      at('INSA Lyon. Diplˆome d’ing´enieur.', 244.8, 561.6, 140),
      at('Comp´', 72, 539.8, 35.4, 'bold'),
      at('etences', 107.4, 539.8, 37, 'bold'),
      at('Logiciels: AutoCAD, Revit.', 180, 539.8, 120),
      at('M´ethodes: Eurocodes, BIM.', 180, 527.8, 120),
      at('Langues', 72, 505.1, 40.7, 'bold'),
      at('Fran¸cais (langue maternelle).', 180, 504.5, 130),
    ]);
    expect(lines).toContain('Profil\tIngénieure structures, ouvrages d’art.');
    expect(fields.name).toBe('Camille Lefèvre');
    expect(lines).toContain('Compétences\tLogiciels: AutoCAD, Revit.');
    expect(fields.experience).toContainEqual(
      expect.objectContaining({ title: 'Ingénieure d’études', company: 'Bouygues Construction' }),
    );
    expect(fields.education).toMatchObject([{ institution: 'INSA Lyon' }]);
    expect(fields.skills).toEqual(['AutoCAD', 'Revit', 'Eurocodes', 'BIM']);
  });

  it('sets a title spelt with an accent glyph apart from the dates beside it, as a title', () => {
    const at = (str: string, x: number, y: number, width: number, font = 'body') => ({
      ...item(str, x, y, 9.96, font),
      width,
    });
    const { lines } = readPage([
      at('Exp´', 72, 657.42, 25.4, 'bold'),
      at('erience', 91.94, 657.42, 35.1, 'bold'),
      at('Jan. 2020–', 187.37, 653.55, 46.6),
      at('d’ex´', 244.8, 613.17, 22.7),
      at('July 2016', 192.07, 587.38, 41.9),
      at('Stagiaire bureau d’´', 244.8, 599.33, 88.3),
      at('etudes, Setec, Paris. Notes de calcul et plans de', 328.37, 599.33, 211.6),
      at('ferraillage.', 244.8, 587.38, 45.7),
      at('2011–2016', 189.17, 562.09, 44.8),
      at('INSA Lyon. Diplˆ', 244.8, 561.59, 80),
    ]);
    expect(lines[0]).toBe('Expérience\tJan. 2020–');
  });

  it('reads an accent glyph before a dotless i as an accented i', () => {
    const { fields } = readPage([
      { ...item('Luc´', 233.8, 759.9, 12), width: 27.4 },
      { ...item('ıa Fern´', 255.8, 759.9, 12), width: 49 },
      item('andez Ortega', 304.8, 759.9, 12),
    ]);
    expect(fields.name).toBe('Lucía Fernández Ortega');
    expect(parse('Lucía Fernández', 'Habilidades', 'Cocina, Reposter´ıa').skills).toEqual([
      'Cocina',
      'Repostería',
    ]);
  });
});

describe('page layouts: a label column beside rows of tags (synthetic pdf.js items)', () => {
  it('reads a label a little more than a space before the tags as a cell of its own', () => {
    // The tags start at x = 95 on the rows; 'HR' is far from its first tag, 'Systems' (ending at x = 87) a
    // little more than a space from it.
    const { lines } = readPage([
      item('Skills', 29, 700, 16, 'bold'),
      item('HR', 29, 670, 10, 'bold'),
      item('Talent Acquisition', 95, 670, 10),
      item('Performance Management', 205, 670, 10),
      item('Systems', 52, 640, 10, 'bold'),
      item('Workday', 95, 640, 10),
    ]);
    expect(lines.slice(1)).toEqual(['HR\tTalent Acquisition\tPerformance Management', 'Systems\tWorkday']);
  });

  it('reads one-word tags set evenly apart after a label in its own font as cells, a justified line as a line', () => {
    // 'Revit' ends at x = 132.5 (5 × 6.5), 'SketchUp' at 193; the gaps are 8.5 and 8 points in 13-point type.
    const { lines, fields } = readPage([
      item('Skills', 29, 700, 16, 'bold'),
      item('Design', 29, 670, 13, 'bold'),
      item('Revit', 100, 670, 13),
      item('SketchUp', 141, 670, 13),
      item('AutoCAD', 201, 670, 13),
      item('Rendering', 29, 650, 13, 'bold'),
      item('V-Ray', 100, 650, 13),
      item('Adobe Photoshop', 141, 650, 13),
      // The same gaps between the words of a justified line in one font (a school in capitals) join them.
      item('Education', 29, 620, 16, 'bold'),
      item('ESCUELA', 29, 590, 13),
      item('DE', 83, 590, 13),
      item('HOSTELERÍA', 104.5, 590, 13),
      item('DE', 178, 590, 13),
      item('MADRID', 29, 575, 13),
    ]);
    expect(lines).toContain('Design\tRevit\tSketchUp\tAutoCAD');
    expect(lines).toContain('ESCUELA DE HOSTELERÍA DE');
    expect(fields.skills).toEqual(
      expect.arrayContaining(['Revit', 'SketchUp', 'AutoCAD', 'V-Ray', 'Adobe Photoshop']),
    );
  });
});

describe('page layouts: section titles broken in a narrow label cell (synthetic pdf.js items)', () => {
  it('reads a title broken over the label cell’s rows, mid-word too, as one title beside its entry', () => {
    // Capitals in a 60-point cell at x = 20 beside the entries at x = 100, a row each 12 points.
    const { lines, fields } = readPage([
      item('Camille Lefèvre', 20, 800, 20),
      item('camille.lefevre@orange.fr', 20, 780, 9),
      item('FORMATION', 20, 740, 8, 'bold'),
      item('INSA Lyon, Lyon', 100, 740, 9),
      item('2016', 300, 740, 9),
      item('Diplôme d’ingénieur', 100, 728, 9),
      item('EXPÉRIENCE', 20, 700, 8, 'bold'),
      item('Egis, Lyon', 100, 700, 9),
      item('Jan 2020 – Dec 2023', 300, 700, 9),
      item('PROFESSIONN', 20, 688, 8, 'bold'),
      item('Ingénieure structures', 100, 688, 9),
      item('ELLE', 20, 676, 8, 'bold'),
      item('Dimensionnement de ponts en béton.', 100, 676, 9),
      item('Setec, Paris', 100, 650, 9),
      item('Feb 2016 – Jul 2016', 300, 650, 9),
      item('Stagiaire bureau d’études', 100, 638, 9),
    ]);
    expect(lines).toContain('EXPÉRIENCE PROFESSIONNELLE\tEgis, Lyon\tJan 2020 – Dec 2023');
    expect(lines).toContain('Ingénieure structures');
    expect(fields.experience.map((e) => [e.company, e.title])).toEqual([
      ['Egis', 'Ingénieure structures'],
      ['Setec', 'Stagiaire bureau d’études'],
    ]);
  });
});

describe('page layouts: a line broken at the column’s edge (synthetic pdf.js items)', () => {
  it('joins a school’s last word broken onto the next line, not a list’s next item', () => {
    // The column ends at x = 440 (the profile's line); 'Karnataka' (45 points) would not have fitted after the
    // school's line, which ends at x = 410.
    const { lines, fields } = readPage([
      item('Priya Raghunathan', 100, 800, 20),
      item('priya.r@tatasteel.co.in', 100, 780, 9),
      {
        ...item('Supply chain manager for steel and automotive parts, from forecast to floor.', 100, 760, 9),
        width: 340,
      },
      item('Education', 100, 730, 13, 'bold'),
      item('2008 - 2012', 110, 712, 8),
      {
        ...item('B.Tech Mechanical Engineering @ National Institute of Technology', 110, 700, 10),
        width: 300,
      },
      { ...item('Karnataka', 110, 687, 10), width: 45 },
      item('Skills', 100, 660, 13, 'bold'),
      { ...item('Python, Java, Go, Rust, Kotlin and Swift', 110, 640, 10), width: 328 },
      { ...item('Docker', 110, 627, 10), width: 32 },
    ]);
    expect(lines).toContain('B.Tech Mechanical Engineering @ National Institute of Technology Karnataka');
    expect(fields.education.map((e) => e.institution)).toEqual([
      'National Institute of Technology Karnataka',
    ]);
    expect(lines).toContain('Docker');
  });
});

describe('stop 26: layouts opened after their first contact (synthetic pdf.js items and lines)', () => {
  it('reads "Degree; School (Town)" as the school, its town in brackets left out, an acronym kept', () => {
    const r = parse(
      'Olivia Hartley',
      'Education',
      '2012-2015\tBSc (Hons) Adult Nursing; University of Leeds (Leeds)',
      '2010-2012\tMSc Wind Energy; Technical University of Denmark (DTU)',
    );
    expect(r.education.map((e) => [e.degree, e.institution])).toEqual([
      ['BSc (Hons) Adult Nursing', 'University of Leeds'],
      ['MSc Wind Energy', 'Technical University of Denmark (DTU)'],
    ]);
  });

  it('reads "Skills & Proficiency" as the skills, a sidebar after them from its name broken over two lines', () => {
    const { fields } = readPage([
      item('SKILLS & PROFICIENCY', 45, 780, 12, 'bold'),
      item('Patient Assessment', 45, 765, 9),
      item('Microsoft Excel', 45, 753, 9),
      // The sidebar, read after the main column: the name set largest, broken in its narrow box.
      item('Olivia', 430, 700, 18),
      item('Hartley', 430, 680, 18),
      item('Registered Nurse', 425, 660, 9),
      item('olivia.hartley@nhsmail.co.uk', 410, 640, 8),
      item('EDUCATION', 410, 600, 10, 'bold'),
      item('BSc (Hons) Adult Nursing', 410, 585, 8),
      item('University of Leeds', 410, 575, 8),
      item('2012 - 2015', 410, 565, 8),
    ]);
    expect(sectionOf('Skills & Proficiency')).toBe('skills');
    expect(fields.name).toBe('Olivia Hartley');
    expect(fields.skills).toEqual(['Patient Assessment', 'Microsoft Excel']);
  });

  it('reads a title between rules typed as dashes, and leaves the next entry’s period on its line', () => {
    const r = parse(
      'Marcus Reed',
      '———\tSkills\t———',
      'Languages: Python, R, SQL',
      '———\tExperience\t———',
      'Lyft\t2021.06-Present',
      'Senior Data Scientist',
      'Built pricing models used in 40 cities.',
    );
    expect(sectionOf('———\tContact\t———')).toBe('contact');
    // Titles common résumé templates give these sections.
    expect(sectionOf('Key Competencies')).toBe('skills');
    expect(sectionOf('Technical Proficiency')).toBe('skills');
    expect(sectionOf('Education Background')).toBe('education');
    expect(sectionOf('Personal Statement')).toBe('summary');
    expect(r.skills).toEqual(['Python', 'R', 'SQL']);
    expect(r.experience).toMatchObject([
      { company: 'Lyft', title: 'Senior Data Scientist', period: 'Jun 2021 - Present' },
    ]);
  });

  it('reads title, employer and a line of the place alone over the dates as one entry', () => {
    const r = parse(
      'John Smith',
      'Experience',
      'Senior Accountant',
      'Deloitte',
      'London, United Kingdom',
      'Mar 2019 - Present',
      'Led the audit of two listed clients.',
      'Accountant',
      'KPMG',
      'Leeds, UK',
      'Jan 2015 - Feb 2019',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Senior Accountant', 'Deloitte', 'Mar 2019 - Present'],
      ['Accountant', 'KPMG', 'Jan 2015 - Feb 2019'],
    ]);
    // An employer and its town ('Wealthsimple, Toronto') is no place alone.
    const town = parse(
      'Emily Tran',
      'Experience',
      'Wealthsimple, Toronto',
      'Marketing Manager\t2020 - Present',
      'Grew sign-ups.',
    );
    expect(town.experience).toMatchObject([{ title: 'Marketing Manager', company: 'Wealthsimple' }]);
  });

  it('reads labelled skill groups side by side on one line, and a name written family name first', () => {
    expect(parse('Jane Doe', 'Skills', 'Languages: Python, R | Tools: Tableau, Excel').skills).toEqual([
      'Python',
      'R',
      'Tableau',
      'Excel',
    ]);
    // 'Smith, John' where the e-mail address holds both names; 'Acme, London' is no name.
    expect(parse('Smith, John', 'john@smith.com', '(415) 555-0176').name).toBe('John Smith');
    expect(parse('Acme, London', 'john@smith.com', '(415) 555-0176').name).not.toBe('London Acme');
  });

  it('reads two months of one year and a year range whose end leaves out its century', () => {
    expect(findPeriod('Jan–Mar 2021')?.period).toBe('Jan 2021 - Mar 2021');
    expect(findPeriod('mai–juil. 2021')?.period).toBe('May 2021 - Jul 2021');
    expect(findPeriod('Mentor, 2019–21')?.period).toBe('2019 - 2021');
    expect(findPeriod('(2015-18)')?.period).toBe('2015 - 2018');
    // A phone number with an extension is no period; nor is a year and a month.
    expect(findPeriod('Tel. 030 2019-21')).toBeUndefined();
    expect(findPeriod('ISBN 2019-05')).toBeUndefined();
  });

  it('reads a title wrapped in a narrow column, and an employer wrapped beside dates that wrap too', () => {
    const r = parse(
      'Olivia Hartley',
      'olivia.hartley@nhsmail.co.uk',
      'Introduction',
      'Ward nurse with nine years in acute medicine.',
      'Educational',
      'background',
      'University of Leeds\t2012 ~ 2015',
      'BSc (Hons) Adult Nursing',
      'Work experience',
      'Leeds Teaching Hospitals NHS\t2019.04 to',
      'Trust\tpresent',
      'Senior Staff Nurse',
      '1. Lead a team of six nurses.',
      'Sheffield Children’s Hospital\t2015.09 ~ 2019.03',
      'Staff Nurse',
    );
    expect(sectionOf('Introduction')).toBe('summary');
    expect(r.education.map((e) => e.institution)).toEqual(['University of Leeds']);
    expect(r.experience.map((e) => [e.company, e.title, e.period])).toEqual([
      ['Leeds Teaching Hospitals NHS Trust', 'Senior Staff Nurse', 'Apr 2019 - Present'],
      ['Sheffield Children’s Hospital', 'Staff Nurse', 'Sep 2015 - Mar 2019'],
    ]);
  });

  it('reads a column of dates beside the entries as their label column, a skill row’s label naming a section', () => {
    // The dates and the skills' labels at x = 20, the entries at x = 90, each label on its entry's baseline;
    // 'Languages' labels a row of programming languages.
    const { fields } = readPage([
      item('Marcus Reed', 150, 800, 24),
      item('Data Scientist', 180, 770, 10),
      item('Education', 90, 730, 13, 'bold'),
      item('2014-2016', 20, 710, 8, 'bold'),
      item('MS Statistics; University of California, Berkeley (Berkeley)', 90, 710, 8),
      item('Experience', 90, 680, 13, 'bold'),
      item('2021-Present', 20, 660, 8, 'bold'),
      item('Senior Data Scientist; Lyft (San Francisco)', 90, 660, 8),
      item('• Built pricing models used in 40 cities.', 100, 648, 8),
      item('2018-2021', 20, 630, 8, 'bold'),
      item('Data Scientist; Nextdoor (San Francisco)', 90, 630, 8),
      item('• Ranking models for the neighbourhood feed.', 100, 618, 8),
      item('Skills', 90, 590, 13, 'bold'),
      item('Languages', 20, 570, 8, 'bold'),
      item('Python, R, SQL', 90, 570, 8),
      item('Tools', 20, 558, 8, 'bold'),
      item('Docker, Airflow, Tableau', 90, 558, 8),
      item('marcus.reed@example.com • (415) 555-0176', 150, 520, 8),
    ]);
    expect(fields.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Senior Data Scientist', 'Lyft', '2021 - Present'],
      ['Data Scientist', 'Nextdoor', '2018 - 2021'],
    ]);
    expect(fields.education.map((e) => e.institution)).toEqual(['University of California, Berkeley']);
  });
});

describe('page layouts: skills as tags (synthetic pdf.js items)', () => {
  it('reads a row of boxes whose names wrap onto two lines, a one-line name centred between them, as one row', () => {
    const { lines, fields } = readPage([
      item('Skills', 29, 700, 16, 'bold'),
      item('Mergers &', 100, 670, 9),
      item('Contract', 200, 670, 9),
      item('Due', 300, 670, 9),
      item('Negotiation', 370, 663.5, 9),
      item('Acquisitions', 100, 657, 9),
      item('Drafting', 200, 657, 9),
      item('Diligence', 300, 657, 9),
      // Two rows of tags, one under the other, nothing between them: two lines.
      item('Languages', 29, 620, 16, 'bold'),
      item('English', 100, 590, 9),
      item('French', 200, 590, 9),
      item('German', 100, 577, 9),
      item('Polish', 200, 577, 9),
      // …nor do a table's rows with a cell more on the lower one, beside a short line between them.
      item('Tools', 29, 540, 16, 'bold'),
      item('Excel', 100, 510, 9),
      item('Word', 200, 510, 9),
      item('Visio', 270, 503.5, 9),
      item('Outlook', 100, 497, 9),
      item('Teams', 200, 497, 9),
      item('Slack', 300, 497, 9),
      // …nor a table of two columns beside a short line of another column far to the right.
      item('Python', 100, 460, 9),
      item('Expert', 200, 460, 9),
      item('Hobbies', 450, 453.5, 9),
      item('Java', 100, 447, 9),
      item('Good', 200, 447, 9),
    ]);
    expect(lines).toContain('Mergers & Acquisitions\tContract Drafting\tDue Diligence\tNegotiation');
    expect(lines).toContain('English\tFrench');
    expect(lines).toContain('German\tPolish');
    expect(lines).toContain('Excel\tWord');
    expect(lines).toContain('Python\tExpert');
    expect(fields.skills.slice(0, 4)).toEqual([
      'Mergers & Acquisitions',
      'Contract Drafting',
      'Due Diligence',
      'Negotiation',
    ]);
  });

  it('keeps a title and its employer on the line under it apart, entry after entry in one type', () => {
    const { lines } = readPage([
      item('Jane Doe', 20, 760, 20, 'bold'),
      item('Volunteering', 20, 700, 14, 'bold'),
      ...['Treasurer', 'Secretary', 'Coach'].flatMap((title, k) => [
        item(title, 20, 670 - k * 40, 10.5),
        item(['Leeds Food Bank', 'Hyde Park Choir', 'Otley Rugby Club'][k]!, 20, 657.4 - k * 40, 10.5),
      ]),
    ]);
    expect(lines).toContain('Treasurer');
    expect(lines).toContain('Leeds Food Bank');
  });

  it('reads a tag wrapped in its box onto a second line as one tag', () => {
    // Tags one a row, 24 pt apart; 'Medication Administration' wraps a line's height (12.6 pt) under its start.
    const { fields } = readPage([
      item('Jane Doe', 20, 760, 20, 'bold'),
      item('Skills', 20, 700, 14, 'bold'),
      item('Patient Assessment', 20, 670, 10.5),
      item('Wound Care', 20, 646, 10.5),
      item('Medication', 20, 622, 10.5),
      item('Administration', 20, 609.4, 10.5),
      item('Triage', 20, 585.4, 10.5),
      item('Phlebotomy', 20, 561.4, 10.5),
    ]);
    expect(fields.skills).toEqual([
      'Patient Assessment',
      'Wound Care',
      'Medication Administration',
      'Triage',
      'Phlebotomy',
    ]);
    // An e-mail address wrapped so in a column of contact lines is no tag.
    const { lines } = readPage([
      item('Jane Doe', 20, 760, 20, 'bold'),
      item('Contact', 20, 700, 14, 'bold'),
      item('Leeds', 20, 670, 10.5),
      item('United Kingdom', 20, 646, 10.5),
      item('jane.doe@nhs', 20, 622, 10.5),
      item('mail.co.uk', 20, 609.4, 10.5),
      item('07700 900111', 20, 585.4, 10.5),
    ]);
    expect(lines).not.toContain('jane.doe@nhs mail.co.uk');
  });

  it('reads tags set well over a word space apart as separate skills, under their category labels', () => {
    const { lines, fields } = readPage([
      item('Ama Owusu', 40, 780, 20, 'bold'),
      item('SKILLS', 40, 740, 16, 'bold'),
      item('Reservoir', 40, 720, 12, 'label'),
      // Tag boxes: 15 points between one tag's text and the next (1.5 em), a tag to a row when long.
      item('Petrel', 45, 705, 10),
      item('Eclipse', 90, 705, 10),
      item('Well Testing', 140, 705, 10),
      item('Production', 40, 685, 12, 'label'),
      item('Nodal Analysis', 45, 670, 10),
      item('Artificial Lift Design', 45, 655, 10),
      item('Prosper', 45, 640, 10),
      item('GAP', 95, 640, 10),
      item('LANGUAGES', 40, 610, 16, 'bold'),
      item('English, Twi', 40, 595, 10),
    ]);
    expect(lines).toContain('Petrel\tEclipse\tWell Testing');
    expect(fields.skills).toEqual([
      'Petrel',
      'Eclipse',
      'Well Testing',
      'Nodal Analysis',
      'Artificial Lift Design',
      'Prosper',
      'GAP',
    ]);
  });

  it('reads names set as runs of their own a few word spaces apart as separate skills', () => {
    // Inline list items with a margin: 0.7 em between one name and the next, a normal space inside each.
    const { lines, fields } = readPage([
      item('Ama Owusu', 40, 780, 20, 'bold'),
      item('Skills', 40, 740, 16, 'bold'),
      item('Reservoir', 40, 720, 10, 'label'),
      item('Reservoir Simulation', 100, 720, 10),
      item('Well Testing', 100 + 20 * 5 + 7, 720, 10),
      item('Production Data Analysis', 100 + 32 * 5 + 14, 720, 10),
      item('Languages', 40, 680, 16, 'bold'),
      item('English, Twi', 40, 665, 10),
    ]);
    expect(lines).toContain('Reservoir\tReservoir Simulation\tWell Testing\tProduction Data Analysis');
    expect(fields.skills).toEqual(
      expect.arrayContaining(['Reservoir Simulation', 'Well Testing', 'Production Data Analysis']),
    );
    // A sentence's words stay one phrase, however wide a justified line sets them.
    const prose = readPage([
      item('Ama Owusu', 40, 780, 20, 'bold'),
      item('Summary', 40, 740, 16, 'bold'),
      item('Led the field', 40, 720, 10),
      item('development plan for', 40 + 13 * 5 + 7, 720, 10),
    ]);
    expect(prose.lines).toContain('Led the field development plan for');
  });

  it('keeps a list mark and its item together', () => {
    const { lines } = readPage([
      item('Ama Owusu', 40, 780, 20, 'bold'),
      item('SKILLS', 40, 740, 16, 'bold'),
      item('•', 45, 720, 10),
      item('Petrel', 65, 720, 10),
    ]);
    expect(lines).toContain('• Petrel');
  });
});

describe('page layouts: category cells side by side (synthetic pdf.js items)', () => {
  it('keeps two category cells of a row apart when little more than a space separates them, and their wrapped rows too', () => {
    // Each cell is 200 points wide from x = 180 and x = 382; a cell's text ends a few points before the
    // next cell starts (less than the gap between table columns), and its last item wraps.
    const { lines, fields } = readPage([
      item('Tomás Ferreira', 180, 780, 20, 'bold'),
      item('tomas.ferreira@example.pt', 180, 760, 9),
      item('Skills', 110, 700, 12, 'bold'),
      item('Kitchen', 180, 700, 10, 'bold'),
      item(':', 215, 700, 10),
      item('Menu Costing, Allergen Manage-', 225, 700, 10),
      item('Tools', 382, 700, 10, 'bold'),
      item(': Rational Combi, Sous', 407, 700, 10),
      item('ment, HACCP Level 3, Butchery, Pickling', 180, 688, 10),
      item('Vide', 382, 688, 10),
    ]);
    expect(lines.slice(-2)).toEqual([
      'Skills\tKitchen: Menu Costing, Allergen Manage-\tTools: Rational Combi, Sous',
      'ment, HACCP Level 3, Butchery, Pickling\tVide',
    ]);
    expect(fields.skills).toEqual([
      'Menu Costing',
      'Allergen Management',
      'HACCP Level 3',
      'Butchery',
      'Pickling',
      'Rational Combi',
      'Sous Vide',
    ]);
  });
});

describe('entries', () => {
  it('reads an employer wrapped onto a second line under the dates, its title on the third', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'April 2019 – Present',
      'Leeds Teaching Hospitals',
      'NHS Trust',
      'Senior Staff Nurse',
      'Lead a team of six nurses on a 28-bed ward.',
      'September 2015 – March 2019',
      'Sheffield Children’s Hospital',
      'Staff Nurse',
      'Cared for children after surgery and trained new',
      'starters.',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Leeds Teaching Hospitals NHS Trust', 'Senior Staff Nurse'],
      ['Sheffield Children’s Hospital', 'Staff Nurse'],
    ]);
  });

  it('reads dates written year first with dots, and the employer and its town in brackets after the title', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Charge Nurse (Mercy, Cork)\t2018.05 - Present',
      'Staff Nurse (Contract)\t2014.09 - 2018.04',
      'Healthcare Assistant (Bon Secours, Tralee)\t2012.01 - 2014.08',
      'Education',
      // Its employers have their towns in brackets, so a school has too ('Oranmore', a town no list knows).
      'BSc Nursing (University of Galway, Oranmore)\t2010.09.01 - 2014.06.30',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Charge Nurse', 'Mercy', 'May 2018 - Present'],
      // How a job was held is no employer.
      ['Staff Nurse (Contract)', 'Unknown Company', 'Sep 2014 - Apr 2018'],
      ['Healthcare Assistant', 'Bon Secours', 'Jan 2012 - Aug 2014'],
    ]);
    expect(r.education).toEqual([
      { degree: 'BSc Nursing', institution: 'University of Galway', year: 'Jun 2014' },
    ]);
    // A version number is no date.
    expect(findPeriod('Python 2019.1 - 2020.3')).toBeUndefined();
  });

  it('reads jobs and degrees under one timeline heading, each degree at a school an education entry', () => {
    const r = parse(
      'Jane Doe',
      'Career Timeline',
      'Charge Nurse\tCork, Ireland.',
      'at Cork University Hospital\tMay 2018 - Present',
      'Scrum Master\tLimerick, Ireland.',
      'at University of Limerick\tSep 2014 - Apr 2018',
      'BSc General Nursing\tGalway, Ireland.',
      'at University of Galway\t2010 - 2014',
    );
    // A job at a university hospital, and a scrum master at a university, are jobs.
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Charge Nurse', 'Cork University Hospital', 'May 2018 - Present'],
      ['Scrum Master', 'University of Limerick', 'Sep 2014 - Apr 2018'],
    ]);
    expect(r.education).toEqual([
      { degree: 'BSc General Nursing', institution: 'University of Galway', year: '2014' },
    ]);
  });

  it('gives an entry whose words tell neither part apart the order of title and employer of the other entries', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Harbour Foods, Bristol\t2019 - 2023',
      'Sous Chef',
      'Initech, Oslo\t2015 - 2019',
      'Pastry Cook',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Harbour Foods', 'Sous Chef'],
      ['Initech', 'Pastry Cook'],
    ]);
    // Title first in the other entries: the undecided one keeps the title first.
    const t = parse(
      'Jane Doe',
      'Experience',
      'Sous Chef, Harbour Foods\t2019 - 2023',
      'Pastry Cook, Initech\t2015 - 2019',
    );
    expect(t.experience.map((e) => [e.company, e.title])).toEqual([
      ['Harbour Foods', 'Sous Chef'],
      ['Initech', 'Pastry Cook'],
    ]);
  });

  it('takes the title from where the other entries have theirs when no word names it, not the place beside the employer', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Harbour Foods Ltd\tDunmore',
      'Senior Accountant\tJan 2020 – Present',
      'Kettle & Vine Ltd\tAshby Parva',
      'Glass Blower\tMar 2015 – Dec 2019',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Harbour Foods Ltd', 'Senior Accountant'],
      ['Kettle & Vine Ltd', 'Glass Blower'],
    ]);
  });

  it('reads "Company / City – Title" headings, one wrapped onto a second line in a narrow column', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Harbour Foods / Bristol – Sous Chef',
      'March 2019 – Present',
      'Ran the pass for a 90-cover dining room.',
      'Kettle Inn / Ashby Parva – Line Cook',
      'June 2016 – February 2019',
      'Cooked breakfast and lunch services.',
      'Marlow Catering / Dunmore – Pastry',
      'Apprentice',
      'May 2014 – May 2016',
      'Baked for weddings.',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Harbour Foods', 'Sous Chef'],
      ['Kettle Inn', 'Line Cook'],
      ['Marlow Catering', 'Pastry Apprentice'],
    ]);
  });

  it('reads a heading on the dates’ line wrapped onto the next, and a firm of partners with a particle', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'May 2024 – Present Harbour Foods — Breakfast Sous',
      'Chef',
      'Ran the pass for a 90-cover dining room.',
      'April 2020 – February 2024 Freriks, Smeets and van den Pol — Line Cook',
      'Cooked breakfast and lunch services.',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Harbour Foods', 'Breakfast Sous Chef'],
      ['Freriks, Smeets and van den Pol', 'Line Cook'],
    ]);
  });

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

  it('takes a whole line for the title rather than an unknown city after the employer', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Skanska Sverige AB, Malmö\tMar 2018 - Present',
      'Quantity Surveyor',
      'Cost plans for two hospital extensions.',
    );
    expect(r.experience).toMatchObject([
      { company: 'Skanska Sverige AB', title: 'Quantity Surveyor', period: 'Mar 2018 - Present' },
    ]);
  });

  it('keeps a firm named after its partners whole: a list of names ending in "and", or two names joined by a spaced hyphen', () => {
    const r = parse(
      'Ines Carvalho',
      'Experience',
      'Tax Adviser, Pereira, Lobo e Quintas, Braga\tMay 2018 – Present',
      'Audits for family firms.',
      'Junior Adviser | OKONKWO, ADEBAYO AND EZE\tJan 2015 – Apr 2018',
      'Payroll for forty clients.',
      'Office Clerk at Hakkinen - van Dijk, Turku\tJun 2012 – Dec 2014',
      'Filing and post.',
      'Data Analyst - Mercado Libre\tJan 2011 – May 2012',
    );
    expect(r.experience).toMatchObject([
      { title: 'Tax Adviser', company: 'Pereira, Lobo e Quintas' },
      { title: 'Junior Adviser', company: 'OKONKWO, ADEBAYO AND EZE' },
      { title: 'Office Clerk', company: 'Hakkinen - van Dijk' },
      // A spaced hyphen after a title still separates it from the employer.
      { title: 'Data Analyst', company: 'Mercado Libre' },
    ]);
    // The partners' names tell the employer even where no word of the title does, and the employer comes first.
    expect(
      parse(
        'Ines Carvalho',
        'Experience',
        'MACEDO, MELO E SARAIVA | Futuro Usabilidade Atendente',
        'Aug 2020 – Dec 2021',
        'SOUZA, FRANCO E MOREIRA | Humano Branding Técnico',
        'Jun 2016 – May 2020',
      ).experience,
    ).toMatchObject([
      { title: 'Futuro Usabilidade Atendente', company: 'MACEDO, MELO E SARAIVA' },
      { title: 'Humano Branding Técnico', company: 'SOUZA, FRANCO E MOREIRA' },
    ]);
    expect(
      parse(
        'Ines Carvalho',
        'Experience',
        'SOUZA, FRANCO E MOREIRA | Humano Branding Líder',
        'Jun 2016 – May 2020',
      ).experience,
    ).toMatchObject([{ title: 'Humano Branding Líder', company: 'SOUZA, FRANCO E MOREIRA' }]);
  });

  it('finds the title when the company comes first', () => {
    const r = parse('Jane Doe', 'Experience', 'Deloitte | Tax Adviser | Madrid | 2015 - 2019');
    expect(r.experience).toMatchObject([
      { title: 'Tax Adviser', company: 'Deloitte', period: '2015 - 2019' },
    ]);
  });

  it.each([
    {
      where: 'right-aligned on the first line',
      lines: ['Education', 'MSc Structural Engineering, University of 2014 – 2016', 'Strathclyde, Glasgow.'],
      institution: 'University of Strathclyde',
      year: '2016',
    },
    {
      where: 'a cell of its own beside the heading',
      lines: [
        'Istruzione\tLaurea in Ingegneria Civile, Università degli Studi di\t2012 – 2014',
        'Padova, Padova.',
      ],
      institution: 'Università degli Studi di Padova',
      year: '2014',
    },
  ])(
    'puts back an entry wrapped after a preposition when its period is $where',
    ({ lines, institution, year }) => {
      const r = parse('Jane Doe', ...lines, 'Skills', 'Python');
      expect(r.education).toMatchObject([{ institution, year }]);
    },
  );

  it('puts back an entry wrapped anywhere when the template ends its entries with a full stop', () => {
    const r = parse(
      'Jane Doe',
      'Experience\tWard Sister, Royal Devon University Healthcare NHS\tMay 2020 – Present',
      'Foundation, Exeter.',
      'Ran a 24-bed surgical ward.',
      'Staff Nurse, Torbay Hospital, Torquay.\tJun 2016 – Apr 2020',
      'Skills\tTriage',
    );
    expect(r.experience).toMatchObject([
      { title: 'Ward Sister', company: 'Royal Devon University Healthcare NHS Foundation' },
      { title: 'Staff Nurse', company: 'Torbay Hospital' },
    ]);
    // Without entries ending in a full stop, a title line is not joined to the employer line under it.
    const twoLines = parse(
      'Jane Doe',
      'Experience',
      'Ward Sister, Surgery\tMay 2020 – Present',
      'Royal Devon Healthcare, Barnstaple.',
    );
    expect(twoLines.experience[0]?.title).not.toContain('Royal Devon');
  });

  // Two buyers' entries, employer and city on one line, title and period on the next, as the layouts below
  // leave them.
  it.each([
    {
      layout: 'a period wrapped in a right-hand column onto the row under it',
      lines: [
        'Northwind Traders\tSeattle',
        'Category Buyer\t02/2019 –',
        'Ran the fresh produce category for 40 stores.\tPresent',
        'Contoso Foods\tRedmond',
        'Junior Buyer\t09/2016 –',
        'Supplier onboarding and price files.\t01/2019',
      ],
      titles: ['Category Buyer', 'Junior Buyer'],
      periods: ['Feb 2019 - Present', 'Sep 2016 - Jan 2019'],
    },
    {
      layout: 'periods written with non-breaking and other Unicode hyphens, titles set in small caps',
      lines: [
        'Northwind Traders\tSeattle',
        'SENiOR CATEGORY BUYER\tFeb 2019 \u2011 Present',
        'Contoso Foods\tRedmond',
        'BUYER\t2016 \u2010 2019',
      ],
      titles: ['SENIOR CATEGORY BUYER', 'BUYER'],
      periods: ['Feb 2019 - Present', '2016 - 2019'],
    },
    {
      layout: "the employer over 'Title • Month, Year — Month, Year'",
      lines: [
        'Northwind Traders',
        'Category Buyer • Feb, 2019 — Present',
        'Contoso Foods',
        'Junior Buyer • Sep, 2016 — Jan, 2019',
      ],
      titles: ['Category Buyer', 'Junior Buyer'],
      periods: ['Feb 2019 - Present', 'Sep 2016 - Jan 2019'],
    },
  ])('reads entries with $layout', ({ lines, titles, periods }) => {
    const r = parse('Jane Doe', 'Experience', ...lines);
    expect(r.experience).toMatchObject([
      { title: titles[0], company: 'Northwind Traders', period: periods[0] },
      { title: titles[1], company: 'Contoso Foods', period: periods[1] },
    ]);
  });

  it('reads a period left open after its dash as a current job, and one whose end is on the next line of a date column as closed', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      '2021-',
      'HR Business Partner',
      'Allegro',
      'Partner to three engineering directors.',
      '2017-2020',
      'HR Generalist',
      'ING Bank Śląski',
    );
    expect(r.experience).toMatchObject([
      { title: 'HR Business Partner', company: 'Allegro', period: '2021 - Present' },
      { title: 'HR Generalist', company: 'ING Bank Śląski', period: '2017 - 2020' },
    ]);
    expect(findPeriod('März 2021 –')).toMatchObject({ period: 'Mar 2021 - Present' });
    // Not a year inside a word or an address.
    expect(findPeriod('ops@acme2021-')).toBeUndefined();
    const stacked = parse(
      'Jane Doe',
      'Experience',
      'Taylor Wimpey\tLeeds',
      'Site Manager\t04/2017 –',
      'Ran sites of up to 120 plots.\t12/2020',
    );
    expect(stacked.experience).toMatchObject([{ period: 'Apr 2017 - Dec 2020' }]);
  });

  it('reads ISO 8601 dates, a field of study on its own line and skill levels as tools that keep a resume as data print them', () => {
    const r = parse(
      'Amara Okafor',
      'amara.okafor@example.ng',
      'Work',
      'Kobo360',
      'Logistics Analyst',
      '2019-02-01 - 2022-06-30',
      'Route planning for 3 000 trucks.',
      'Education',
      'University of Lagos',
      'Transport Management',
      'Bachelor',
      '2014-09-01 - 2018-07-15',
      'Skills',
      'Analytics',
      'Advanced',
      'SQL',
      'Power BI',
      'Tools',
      'Master',
      'Excel',
    );
    expect(r.experience).toMatchObject([
      { title: 'Logistics Analyst', company: 'Kobo360', period: 'Feb 2019 - Jun 2022' },
    ]);
    expect(r.education).toMatchObject([
      { degree: 'Bachelor, Transport Management', institution: 'University of Lagos' },
    ]);
    expect(r.skills).not.toContain('Master');
    expect(r.skills).not.toContain('Advanced');
    expect(r.skills).toEqual(expect.arrayContaining(['SQL', 'Power BI', 'Excel']));
  });

  it('reads accents a TeX font set as glyphs of their own, and entries set as list items with cells', () => {
    const r = parse(
      'Hélène Dubé\tEmail: helene.dube@example.fr',
      'Exp´erience professionnelle',
      '•\tSoci´et´e G´en´erale\tParis',
      'Analyste cr´edit\tSep 2018 – aujourd’hui',
      '•\tAnalyse des dossiers de financement.',
      'Formation',
      '•\t´Ecole Centrale de Lyon\tLyon',
      'Diplˆome d’ing´enieur\t2013 – 2016',
      'Comp´etences',
      '•\tOutils: Excel, Moody’s\tM´ethodes: Bˆale III, IFRS 9',
      'Langues',
      '•\tFran¸cais, anglais',
    );
    expect(r.experience).toMatchObject([
      { title: 'Analyste crédit', company: 'Société Générale', period: 'Sep 2018 - Present' },
    ]);
    expect(r.education).toMatchObject([{ institution: 'École Centrale de Lyon', year: '2016' }]);
    expect(r.skills).toEqual(['Excel', 'Moody’s', 'Bâle III', 'IFRS 9']);
  });

  it('reads words with ligature characters and soft hyphens as their letters', () => {
    const r = parse(
      'Jane Doe',
      'Proﬁle',
      'Oﬃce manager.',
      'Experience',
      'Senior Oﬃce Manager, Acme Corp\tJan 2019 – Present',
      'Education',
      'Uni\u00adversity of Leeds, BSc Finance, 2015',
      'Skills',
      'Microsoft Oﬃce, Work\u00adflow Design',
    );
    expect(r.experience).toMatchObject([{ title: 'Senior Office Manager', company: 'Acme Corp' }]);
    expect(r.education).toMatchObject([{ institution: 'University of Leeds' }]);
    expect(r.skills).toEqual(['Microsoft Office', 'Workflow Design']);
  });

  it('puts back a degree wrapped onto a line of its own above the school', () => {
    const r = parse(
      'Jane Doe',
      'Formação',
      'Licenciatura em Economia',
      'Universidade Nova de Lisboa',
      '2016',
      'Mestrado em Engenharia',
      'Mecânica',
      'Universidade de Coimbra',
      '2019',
    );
    expect(r.education).toEqual([
      { degree: 'Licenciatura em Economia', institution: 'Universidade Nova de Lisboa', year: '2016' },
      { degree: 'Mestrado em Engenharia Mecânica', institution: 'Universidade de Coimbra', year: '2019' },
    ]);
  });

  it.each([
    ['2019/01 – 2020/03', 'Jan 2019 - Mar 2020'],
    ["Jan '19 – Mar '20", 'Jan 2019 - Mar 2020'],
    ['Sep ’98 – Jun ’02', 'Sep 1998 - Jun 2002'],
    ['Jan 2019 – Till date', 'Jan 2019 - Present'],
    ['Mar 2019 - To Present', 'Mar 2019 - Present'],
    ['Jan 2019 → Present', 'Jan 2019 - Present'],
    ['Jan 2019 -> Mar 2020', 'Jan 2019 - Mar 2020'],
    ['2019-02-01 - 2022-06-30', 'Feb 2019 - Jun 2022'],
    ['Feb, 2019 — Present', 'Feb 2019 - Present'],
    ['Feb 2019 \u2011 Jun 2022', 'Feb 2019 - Jun 2022'],
  ])('reads the period %s', (written, period) => {
    expect(findPeriod(written)?.period).toBe(period);
  });

  it('finds no period in an academic year or a phrase with an apostrophe', () => {
    expect(findPeriod('2015/16')).toBeUndefined();
    expect(findPeriod("Rock 'n' roll for 45 minutes")).toBeUndefined();
  });

  it('puts back a school or degree wrapped in a narrow column: after a preposition, hyphenated, justified', () => {
    const r = parse(
      'Jane Doe',
      'EDUCATION',
      'UNIVERSITY OF GHANA',
      'Master of',
      'Education',
      '2013 – 2015 | Accra',
      'KWAME NKRUMAH UNIVER-',
      'SITY OF SCIENCE',
      'BSc Physics',
      '2009 – 2013 | Kumasi',
      'INSTITUTE\tOF\tTECHNOLOGY\tOF',
      'ACCRA',
      'Diploma in Surveying',
      '2007 – 2009 | Accra',
    );
    expect(r.education).toMatchObject([
      { institution: 'UNIVERSITY OF GHANA', degree: 'Master of Education' },
      { institution: 'KWAME NKRUMAH UNIVERSITY OF SCIENCE' },
      { institution: 'INSTITUTE OF TECHNOLOGY OF ACCRA' },
    ]);
    // XeTeX's hyphen is U+2010; a justified line of two words before it.
    expect(
      parse(
        'Jane Doe',
        'EDUCATION',
        'UNIVERSITY\tCOL‐',
        'LEGE LONDON',
        'MSc Geography',
        '2005 – 2006 | London',
      ).education,
    ).toMatchObject([{ institution: 'UNIVERSITY COLLEGE LONDON' }]);
    expect(
      parse(
        'Jane Doe',
        'EDUCATION',
        'ROYAL ACADEMY OF MU‐',
        'SIC',
        'BMus Composition',
        '2005 – 2008 | London',
      ).education,
    ).toMatchObject([{ institution: 'ROYAL ACADEMY OF MUSIC' }]);
  });

  it('takes the town beside a school’s years for a place, not a degree', () => {
    const r = parse(
      'Jane Doe',
      'Education',
      'University College Dublin',
      '2013 - 2015 | Dublin',
      'Professional Master of Education',
      'Maynooth University',
      '2009 - 2013 | Maynooth',
      'BSc Physics',
    );
    expect(r.education).toMatchObject([
      { institution: 'University College Dublin', degree: 'Professional Master of Education', year: '2015' },
      { institution: 'Maynooth University', degree: 'BSc Physics', year: '2013' },
    ]);
  });

  it('knows school words in the languages resumes are written in', () => {
    const r = parse(
      'Jane Doe',
      'Education',
      'Politechnika Gdańska\t2010 – 2014',
      'Inżynier budownictwa',
      'Hogeschool Utrecht\t2008 – 2010',
      'Bachelor Bouwkunde',
      'Helsingin yliopisto\t2006 – 2008',
      'Kandidaatti',
    );
    expect(r.education.map((e) => e.institution)).toEqual([
      'Politechnika Gdańska',
      'Hogeschool Utrecht',
      'Helsingin yliopisto',
    ]);
  });

  it('drops a school’s town the vocabulary does not know where the template writes every employer’s place after it', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Mar 2021 – Present\tSite Engineer, Vinci Construction SA, Bourg-la-Reine',
      'Sep 2019 – Jan 2021\tJunior Engineer, Eiffage SA, Saint-Brieuc',
      'Education',
      '2014 – 2017\tDiplôme d’ingénieur, Ecole Centrale de Nantes, Quimperlé',
    );
    expect(r.education).toMatchObject([{ institution: 'Ecole Centrale de Nantes' }]);
    // Elsewhere a name after a comma stays the school's.
    expect(
      parse(
        'Jane Doe',
        'Experience',
        'Analyst, Lyft',
        'Jun 2021 – Present',
        'Education',
        'University of California, Berkeley, 2016',
      ).education,
    ).toMatchObject([{ institution: 'University of California, Berkeley' }]);
  });

  it('drops a school’s town where employers stand with theirs on a line over the title and dates, the same way', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Harbour Foods, Dunmore',
      '■\tSous Chef\tJan 2021 – Present',
      'Kettle Inn, Ashby Parva',
      '■\tLine Cook\tMar 2017 – Dec 2020',
      'Education',
      'Westmoor College, Tavistock',
      '■\tDiploma in Culinary Arts\t2014 – 2016',
    );
    expect(r.education).toMatchObject([
      { institution: 'Westmoor College', degree: 'Diploma in Culinary Arts' },
    ]);
    // Employers set under their dates, the school over its own: a campus after a comma stays the school's.
    const t = parse(
      'Jane Doe',
      'Experience',
      'Data Scientist',
      '2021 — Present',
      'Lyft, San Francisco',
      'Data Analyst',
      '2016 — 2021',
      'Nextdoor, Oakland',
      'Education',
      'University of California, Berkeley',
      '2014 — 2016',
      'MS Statistics',
    );
    expect(t.education).toMatchObject([{ institution: 'University of California, Berkeley' }]);
  });

  it('drops a school’s town written as the employers’ are, beside the dates, or after the one job there is', () => {
    const r = parse(
      'Jane Doe',
      'Experience\tHarbour Foods, Dunmore\tMar 2021 – Present',
      'Sous Chef',
      'Kettle Inn, Ashby Parva\tJan 2017 – Feb 2021',
      'Line Cook',
      'Education\tWestmoor College, Tavistock\t2014 – 2016',
      'Diploma in Culinary Arts',
    );
    expect(r.education).toMatchObject([{ institution: 'Westmoor College' }]);
    const t = parse(
      'Jane Doe',
      'Experience',
      'Sous Chef, Harbour Foods, Dunmore\tMar 2021 – Present',
      'Education',
      'Diploma in Culinary Arts, Westmoor College, Tavistock\t2014 – 2016',
    );
    expect(t.education).toMatchObject([{ institution: 'Westmoor College' }]);
  });

  it('reads schools named as a university centre or a laboratory', () => {
    const r = parse(
      'Jane Doe',
      'Education',
      '2015 – 2017\tPhD Genetics (Cold Spring Harbor Laboratory)',
      '2010 – 2014\tGrado en Derecho (Florida Universitaria)',
    );
    expect(r.education.map((e) => e.institution)).toEqual([
      'Cold Spring Harbor Laboratory',
      'Florida Universitaria',
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
  it('reads rows of tags beside a column of category labels, one a heading word, a tag wrapped under its row', () => {
    const r = parse(
      'Anna Kowalczyk',
      'Skills',
      'HR\tTalent Acquisition\tPerformance Management',
      'Polish Labour Law',
      'Tools\tWorkday\tSAP SuccessFactors',
      'Languages',
      'Polish (native)',
    );
    expect(r.skills).toEqual([
      'Talent Acquisition',
      'Performance Management',
      'Polish Labour Law',
      'Workday',
      'SAP SuccessFactors',
    ]);
    // A level drawn as dots between two items ('Sketch ●●●●● V-Ray').
    expect(parse('Jane Doe', 'Skills', 'Revit\t●●●● SketchUp ●●●', 'V-Ray ●●●●●').skills.sort()).toEqual([
      'Revit',
      'SketchUp',
      'V-Ray',
    ]);
  });

  it('reads labelled lists under the name and profile, with no skills heading, and drops the labels', () => {
    const r = parse(
      'Anna Kowalczyk',
      'HR Business Partner · Warszawa · anna@example.pl',
      'HR business partner for engineering teams.',
      'HR:\tTalent Acquisition, Employee Relations, Polish Labour Law',
      'Systems:\tWorkday, SAP SuccessFactors',
      'Experience',
      'HR Business Partner (Allegro, Warszawa)\t2021 - Present',
    );
    expect(r.skills).toEqual([
      'Talent Acquisition',
      'Employee Relations',
      'Polish Labour Law',
      'Workday',
      'SAP SuccessFactors',
    ]);
    // …but not the contact details written so.
    expect(
      parse(
        'Anna Kowalczyk',
        'Address:\tul. Marszałkowska 84, Warszawa',
        'Systems:\tWorkday, SAP',
        'Experience',
      ).skills,
    ).toEqual(['Workday', 'SAP']);
  });

  it('drops the label beside a list whose items are set apart by slashes', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'Clinical\tPatient Assessment / Wound Care / Triage',
      'Systems\tEPIC / Microsoft Excel',
    );
    expect(r.skills).toEqual(['Patient Assessment', 'Wound Care', 'Triage', 'EPIC', 'Microsoft Excel']);
  });

  it('reads skill groups labelled in a column of the profile, and a group labelled "Languages" that names known skills', () => {
    const r = parse(
      'Jane Doe',
      'Brief profile',
      'Profile\tGeotechnical engineer who tests soils for bridges.',
      'Field work\tCone Penetration Testing',
      'Borehole Logging',
      'Software\tAutoCAD',
      'PLAXIS',
      'Experience',
      '04/2019 - Present\tGeotechnical Engineer',
      'Arup',
    );
    expect(r.skills).toEqual(['Cone Penetration Testing', 'Borehole Logging', 'AutoCAD', 'PLAXIS']);
    const t = parse(
      'Jane Doe',
      'Brief profile',
      'Languages\tPython',
      'SQL',
      'Machine learning\tscikit-learn',
      'PyTorch',
      'Experience',
      '04/2019 - Present\tData Scientist',
      'Lyft',
    );
    expect(t.skills).toEqual(['Python', 'SQL', 'scikit-learn', 'PyTorch']);
  });

  it('reads a list written as a sentence to its last item', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      '■ Kitchen: Menu Costing, Butchery, HACCP Level 3.',
      '■ Systems: Apicbase.',
    );
    expect(r.skills).toEqual(['Menu Costing', 'Butchery', 'HACCP Level 3', 'Apicbase']);
  });

  it('reads skills under a heading in the first person, without the level of their bars, past a menu of the page’s tabs', () => {
    const r = parse(
      'Jane Doe',
      'Experience',
      'Sous Chef',
      '2019 — Present',
      'Harbour Foods, Bristol',
      'My Skills',
      'Menu Costing 80%',
      'Butchery 4/5',
      'Resume\tPortfolio\tBlog\tContact',
      'Food Safety 90 %',
    );
    expect(r.skills).toEqual(['Menu Costing', 'Butchery', 'Food Safety']);
    expect(r.experience).toHaveLength(1);
  });

  it('reads lines of one phrase over lists as the lists’ labels, even one that names a skill', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'HR',
      'Talent Acquisition, Performance Management',
      'Systems',
      'Workday, Greenhouse',
    );
    expect(r.skills).toEqual(['Talent Acquisition', 'Performance Management', 'Workday', 'Greenhouse']);
  });

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
      '●●●●○',
      'Docker\t★★★',
    );
    expect(r.skills).toEqual(['Figma', 'Sketch', 'Python', 'SQL', 'Docker']);
  });

  it('joins a skill the list wrapped between two lines', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'Bookkeeping, Payroll, Financial Statements, VAT Returns, Microsoft',
      'Excel',
    );
    expect(r.skills).toEqual([
      'Bookkeeping',
      'Payroll',
      'Financial Statements',
      'VAT Returns',
      'Microsoft Excel',
    ]);
  });

  it('joins a software maker’s name at the end of a full line to its product on the next', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'Hewlett-Packard HP OpenVMS, Microsoft Office, Microsoft Excel, Linux, Microsoft',
      'Word, Microsoft Outlook, Troubleshooting, Negotiation, Mathematics',
    );
    expect(r.skills).toContain('Microsoft Word');
    expect(r.skills).not.toContain('Word');
  });

  it('reads skill groups set under their labels right after the contact details, with no skills heading', () => {
    const r = parse(
      'Ana Ruiz',
      'Contact',
      'Sevilla, España',
      '612 345 678',
      'ana.ruiz@acme.io',
      'Cocina',
      'Repostería',
      'Panadería',
      'Gestión',
      'APPCC\tEscandallos',
      'Languages',
      'Español (nativo)',
    );
    expect(r.phone).toBe('+34612345678');
    expect(r.skills).toEqual(expect.arrayContaining(['Repostería', 'Panadería', 'APPCC', 'Escandallos']));
    // A label among tags set one a line, in the resume's language, is not a skill.
    expect(
      parse('Jan Novak', 'Skills', 'Design', 'Figma', 'Sketch', 'Werkzeuge', 'Git\tDocker').skills,
    ).toEqual(['Figma', 'Sketch', 'Git', 'Docker']);
    // Groups whose skills the vocabulary does not know, one of them under a category label (the first
    // group's label, 'Site', a word of no category, is still read as a skill).
    const groups = parse(
      'Tom Hale',
      'Contact',
      'Leeds, United Kingdom',
      '0113 496 0000',
      'tom.hale@acme.io',
      'Site',
      'Scaffold Inspection',
      'Concrete Pours',
      'Systems',
      'Causeway Estimating',
      'Languages',
      'English',
    ).skills;
    expect(groups).toEqual(
      expect.arrayContaining(['Scaffold Inspection', 'Concrete Pours', 'Causeway Estimating']),
    );
    expect(groups).not.toContain('Systems');
  });

  it('reads skills grouped under category labels, "Languages" among them', () => {
    const r = parse('Jane Doe', 'Skills', 'Languages: Python, R', 'Frameworks: React, Django');
    expect(r.skills).toEqual(['Python', 'R', 'React', 'Django']);
  });

  it('reads category cells set side by side, each wrapped onto the rows under it', () => {
    const r = parse(
      'Jane Doe',
      'Skills\tKitchen: Menu Costing, Allergen Manage-\tTools: Rational Combi, Sous',
      'ment, HACCP Level\tVide',
      '3, Food Safety',
      'Languages\tEnglish (native)',
    );
    expect(r.skills).toEqual([
      'Menu Costing',
      'Allergen Management',
      'HACCP Level 3',
      'Food Safety',
      'Rational Combi',
      'Sous Vide',
    ]);
  });

  it('tells a category label on a line of its own from the wrapped end of the list above it', () => {
    const r = parse(
      'Jane Doe',
      'Skills',
      'Teaching',
      'Lesson Planning, Assessment Design, Behaviour Support Plans',
      'Digital',
      'Seesaw, Kahoot, Microsoft OneNote',
      'Languages',
      'English',
    );
    expect(r.skills).toEqual([
      'Lesson Planning',
      'Assessment Design',
      'Behaviour Support Plans',
      'Seesaw',
      'Kahoot',
      'Microsoft OneNote',
    ]);
    // The end of a list wrapped above a labelled list is still the list's end.
    const wrapped = parse(
      'Jane Doe',
      'Skills',
      'HR\tTalent Acquisition, Performance Management, Employee Relations, Polish Labour',
      'Law',
      'Systems\tWorkday, SAP SuccessFactors',
    );
    expect(wrapped.skills).toContain('Polish Labour Law');
  });

  it('reads the lists of a narrow column: labels on lines of their own, items wrapped at the column edge', () => {
    const r = parse(
      'Jane Doe',
      'SKILLS',
      'Languages:',
      'Python • R • SQL',
      'Methods:',
      'Demand Forecasting • Stock',
      'Control • Statistical Process',
      'Control',
      'LANGUAGES',
      'English, Twi',
    );
    expect(r.skills).toEqual([
      'Python',
      'R',
      'SQL',
      'Demand Forecasting',
      'Stock Control',
      'Statistical Process Control',
    ]);
  });

  it('still reads spoken languages under a skills list as not skills', () => {
    const r = parse('Jane Doe', 'Skills', 'Python, SQL, Docker', 'Languages: English, French');
    expect(r.skills).toEqual(['Python', 'SQL', 'Docker']);
    // …also without a label, in any language CLDR names, among the skills or on a line of their own.
    expect(parse('Jane Doe', 'Skills', 'Python, SQL, Inglés (C1), Yoruba').skills).toEqual(['Python', 'SQL']);
    expect(
      parse('Jane Doe', 'Skills', 'Bookkeeping', 'Payroll', 'Deutsch (Muttersprache), Englisch').skills,
    ).toEqual(['Bookkeeping', 'Payroll']);
  });

  it('reads category labels set in capitals over one item a line, "LANGUAGES" among them', () => {
    const r = parse(
      'Aiko Tanaka',
      'SKILLS',
      'LANGUAGES',
      'Go',
      'Kotlin',
      'DEEP LEARNING',
      'JAX',
      'Keras',
      'INFRASTRUCTURE',
      'Kubernetes',
      'Terraform',
      'LANGUAGES',
      'Japanese (native), English (C1)',
    );
    expect(r.skills).toEqual(['Go', 'Kotlin', 'JAX', 'Keras', 'Kubernetes', 'Terraform']);
    // One product written in capitals at the top of a flat list is a skill, not a label.
    expect(parse('Aiko Tanaka', 'Skills', 'ABACUS', 'Bookkeeping', 'Payroll').skills).toEqual([
      'ABACUS',
      'Bookkeeping',
      'Payroll',
    ]);
  });
});

describe('contact details', () => {
  it('reads a national number by the country where it is valid, when nothing near it names one', () => {
    // The address, in a footer, is no hint; '0800 069259' is possible in the US, valid in the UK.
    const r = parse(
      'Arden Kessler',
      'Bartender',
      'Experience',
      '12/2022 – Present\tBartender, Nicolas LLC, Leeds',
      '3 Kling Green – LS3 4JV Leeds – United Kingdom',
      '0800 069259 •\tarden.kessler@gmail.com',
    );
    expect(r.phone).toBe('+44800069259');
  });

  it('infers the region of a national phone number from the address or the email domain', () => {
    expect(parse('Jane Doe', 'Leeds, United Kingdom', '07700 900111').phone).toBe('+447700900111');
    expect(parse('Jean Dupont', 'jean.dupont@orange.fr', '06 53 14 90 94').phone).toBe('+33653149094');
    expect(parse('Hans Müller', 'Berlin, Deutschland', 'Tel. 030 4672554').phone).toBe('+49304672554');
  });

  it('reads a national number nothing hints at in the country whose own format groups it so', () => {
    // An English resume, a webmail address, no town: '0472 644 986' is how Australia writes a mobile number
    // (France writes '04 72 64 49 86', Belgium '0472 64 49 86'; the Netherlands' '0472' area is not English).
    const r = parse(
      'John Rohan',
      'Email: john.rohan20@gmail.com',
      'Phone: 0472 644 986',
      'Research Associate',
    );
    expect(r.phone).toBe('+61472644986');
    // Grouped as Belgium and Sweden both group it ('0472 64 49 86', '0472-64 49 86'): no one country's, and not
    // Australia's.
    expect(parse('John Rohan', 'john.rohan20@gmail.com', 'Phone: 0472 64 49 86').phone).not.toMatch(
      /^\+(61|32|46)/u,
    );
  });

  it('does not take a house number and postcode for a number where national numbers start with 0', () => {
    expect(parse('Lena Vogt', 'Schillerstraße 7 80336 München', 'Deutschland 089 2180 3344').phone).toBe(
      '+498921803344',
    );
    // …while where people write national numbers without the trunk 0, such a number is read.
    expect(parse('Ana Souza', 'São Paulo, Brasil', 'Cel. (21) 98765-4321').phone).toBe('+5521987654321');
  });

  it('takes a valid number over a postcode that passes for a possible one on the same line', () => {
    expect(
      parse('Rafael Lima', 'Rua Augusta 1500, São Paulo 01304-001, Brasil • (11) 91234-5678 • r@uol.com.br')
        .phone,
    ).toBe('+5511912345678');
  });

  it('reads a name set letter-spaced', () => {
    expect(parse('K o f i A s a n t e M e n s a h', 'kofi@example.gh').name).toBe('Kofi Asante Mensah');
    // A pair of letters kerned together, and a double-barrelled surname.
    expect(parse('A m a ra O k a fo r - Q u ay s o n', 'amara@example.gh').name).toBe('Amara Okafor-Quayson');
    // Its last letter is no wrapping word ('e', 'and' in Italian and Portuguese).
    expect(parse('A m a ra O k a fo r - Q u ay e', 'amara@example.gh').name).toBe('Amara Okafor-Quaye');
  });

  it('puts back an address whose domain typesetting hyphenated at the end of its cell', () => {
    expect(parse('Kofi Mensah', 'Accra,\tkofi.mensah@mensah-', 'Ghana\tlogistics.com.gh').email).toBe(
      'kofi.mensah@mensahlogistics.com.gh',
    );
  });

  it('puts back an email address hyphenated over two lines', () => {
    // Typesetting hyphenated a word of the name: the hyphen goes.
    expect(parse('Margarete Albrecht', 'Berlin · marga- rete.albrecht@web.de').email).toBe(
      'margarete.albrecht@web.de',
    );
    // A hyphen of the address stays.
    expect(parse('Mary-Jane Holt', 'mary- jane.holt@example.com').email).toBe('mary-jane.holt@example.com');
  });

  it('keeps a hyphen ending a line where the typesetter adds none of its own (a browser’s or word processor’s PDF)', async () => {
    const lines = [
      'Quartilla Baldacci',
      'quartilla.baldacci@gullible-',
      'synergy.com',
      'Skills',
      'Coca-',
      'Cola Bottling',
    ];
    expect(extractFields({ lines, hyphenated: false }).email).toBe('quartilla.baldacci@gullible-synergy.com');
    // TeX breaks words with hyphens of its own: that one goes.
    expect(extractFields({ lines, hyphenated: true }).email).toBe('quartilla.baldacci@gulliblesynergy.com');
    const entry = ['Nikos Pappas', 'Experience', 'Sales Manager, Coca-', 'Cola Hellenic\tMay 2019 – Present'];
    expect(extractFields({ lines: entry, hyphenated: false }).experience).toMatchObject([
      { title: 'Sales Manager', company: 'Coca-Cola Hellenic' },
    ]);
    // The typesetter is named in the PDF's information dictionary: Chromium (Skia), pdfTeX. It is asked only
    // when a line or a cell ends in a hyphen ('quartilla.baldacci@gullible-', 'INDIAN INSTITUTE OF MAN‐').
    const corpus = new URL('../../../tests/fixtures/resume-corpus/', import.meta.url);
    const hyphenatedIn = async (file: string) =>
      (await pdfToText(new Uint8Array(await readFile(new URL(file, corpus))), { maxPages: 1 })).hyphenated;
    expect(await hyphenatedIn('fresh-people/fresh-people-tonyalgara-resume-f26.pdf')).toBe(false);
    expect(await hyphenatedIn('deedy-resume/deedy-resume-p06.pdf')).toBe(true);
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

  it('reads the phone on the email address’s line wherever a menu of section links put that line', () => {
    const r = parse(
      'ABOUT',
      'ERIK LINDQVIST',
      'EXPERIENCE',
      'KUNGSGATAN 48, LÄGENHET 1102 · UPPSALA 753 21 · 018 471 20 00 · ERIK.LINDQVIST@TELIA.SE',
      'SKILLS',
      'Hydrologist modelling rivers and lakes for the county.',
    );
    expect(r.phone).toBe('+46184712000');
  });

  it('reads the phone on the line where an address broken over two lines starts', () => {
    const r = parse(
      'PROFILE',
      'HALINA WRÓBEL',
      'UL. KRÓTKA 7/2 M. 14 · PUŁAWY 24-100, LUBELSKIE, POLAND · 81 886 42 17 · HALINA.WROBEL@ZIELONE-',
      'OGRODY.COM.PL',
      'Horticulturist growing vegetables for the town’s schools.',
    );
    expect(r.phone).toBe('+48818864217');
  });

  it('reads a Portuguese resume’s number as Brazilian where it is too long for Portugal', () => {
    expect(
      parse('Joana Prado', 'Telefone: (79) 2578-7444', 'Experiência profissional', 'Analista, Vale').phone,
    ).toBe('+557925787444');
    expect(
      parse('Joana Prado', 'Telefone: 912 345 678', 'Experiência profissional', 'Analista, Galp').phone,
    ).toBe('+351912345678');
  });

  it('reads a national number by any country the address names or the email’s country domain', () => {
    // CLDR's country names, in the resume's language or in English.
    expect(parse('Erik Lindqvist', 'Uppsala, Sverige · 018-471 20 00 · erik@lindqvist.com').phone).toBe(
      '+46184712000',
    );
    expect(parse('Ana Ferreira', 'Lisboa, Portugal · 912 345 678').phone).toBe('+351912345678');
    expect(parse('Kari Nordmann', 'Oslo, Norway | 412 34 567 | kari@nordmann.net').phone).toBe('+4741234567');
    // Any country's two-letter domain, but not one sold for its letters.
    expect(parse('Kari Nordmann', 'kari.nordmann@online.no · 412 34 567').phone).toBe('+4741234567');
    expect(parse('Jordan Ellis', 'jordan@ellis.io · (415) 555-0134').phone).toBe('+14155550134');
    // A given name that is also a country's is not where the candidate lives.
    expect(parse('Israel Gómez', 'Valencia · 612 345 678', 'Experiencia', 'Camarero, Bar Sol').phone).toBe(
      '+34612345678',
    );
  });

  it('does not take the country of a cut address for the phone number (.co is Colombia)', () => {
    expect(parse('Jane Doe', 'Email: jane.doe@example.co m | 07700 900111').phone).toBe('+447700900111');
  });
});

describe('stop 24: layouts opened after their first contact (synthetic pdf.js items and lines)', () => {
  it('reads a sidebar whose large name runs past its edge, over a headline, a profile and the contacts', () => {
    const { lines, fields } = readPage([
      item('Lucía', 20, 800, 24),
      // Too long for the 180-point column: it ends over the right column's date column.
      { ...item('Fernández Ortega', 20, 780, 24), width: 186 },
      item('Chef de cocina', 20, 745, 24),
      item('Chef con experiencia en cocina', 20, 725, 10),
      item('mediterránea y gestión.', 20, 712, 10),
      item('lucia.fernandez@gmail.com', 40, 670, 10),
      item('612 345 678', 40, 654, 10),
      item('Calle de Alcalá 120', 40, 638, 10),
      item('28009 Madrid', 40, 624, 10),
      item('España', 40, 610, 10),
      item('Experiencia profesional', 320, 792, 14),
      item('desde 2019', 204, 762, 10, 'italic'),
      item('Madrid', 204, 748, 10, 'italic'),
      item('Jefa de cocina, Grupo Larrumba', 320, 762, 10),
      item('> Dirección de una brigada de doce', 336, 717, 10),
      item('cocineros.', 342, 703, 10),
      item('2015-2019', 204, 675, 10, 'italic'),
      item('Madrid', 204, 661, 10, 'italic'),
      item('Segunda de cocina, Hotel Villa Magna', 320, 675, 10),
      item('> Diseño de menús de temporada.', 336, 630, 10),
      item('Formación', 357, 584, 14),
      item('2012–2014', 204, 554, 10, 'italic'),
      item('Madrid', 204, 540, 10, 'italic'),
      item('Técnico Superior, Escuela de Hostelería', 320, 554, 10),
    ]);
    expect(lines.indexOf('España')).toBeLessThan(lines.indexOf('Experiencia profesional'));
    expect(fields.name).toBe('Lucía Fernández Ortega');
    expect(fields.experience.map((e) => [e.title, e.company])).toEqual([
      ['Jefa de cocina', 'Grupo Larrumba'],
      ['Segunda de cocina', 'Hotel Villa Magna'],
    ]);
  });

  it('reads a sidebar of a greeting paragraph and, a blank line under it, the contacts beside the sections', () => {
    // The sidebar's lines every 12.6 points in 8.4-point type; the contacts 21 points under its paragraph.
    const { lines, fields } = readPage([
      item('Hi!', 43, 805.5, 8.4),
      item('My name is Priya', 43, 792.9, 8.4),
      item('Raghunathan, and this is', 43, 780.3, 8.4),
      item('my resume. I work as a', 43, 767.7, 8.4),
      item('Supply Chain Manager', 43, 755.1, 8.4),
      item('and live in Bengaluru.', 43, 742.5, 8.4),
      item('priya.r@tatasteel.co.in', 56, 721.5, 8.4),
      item('+91 98765 43210', 56, 708.9, 8.4),
      item('About Me', 190, 812.4, 12.6, 'bold'),
      item('Supply chain manager for steel and automotive parts.', 171, 795, 8.4),
      item('Work', 192, 753.6, 12.6, 'bold'),
      item('07/2020 - Present', 208, 727.8, 8.4),
      item('Supply Chain Manager @ Tata Steel', 208, 712.1, 10.5),
      item('Cut inventory by 18 % in two years.', 220, 696, 8.4),
      item('01/2016 - 06/2020', 208, 670, 8.4),
      item('Logistics Planner @ Bosch India', 208, 654.3, 10.5),
      item('Education', 192, 620, 12.6, 'bold'),
      item('2012 - 2014', 208, 600, 8.4),
      item('MBA Operations @ Indian Institute of Management Bangalore', 208, 584.3, 10.5),
    ]);
    // The sidebar whole, before the sections (not cut by the first job).
    expect(lines.slice(0, 8)).toEqual([
      'Hi!',
      'My name is Priya',
      'Raghunathan, and this is',
      'my resume. I work as a',
      'Supply Chain Manager',
      'and live in Bengaluru.',
      'priya.r@tatasteel.co.in',
      '+91 98765 43210',
    ]);
    expect(fields.email).toBe('priya.r@tatasteel.co.in');
    expect(fields.experience.map((e) => [e.title, e.company])).toEqual([
      ['Supply Chain Manager', 'Tata Steel'],
      ['Logistics Planner', 'Bosch India'],
    ]);
  });

  it('stops the name where a headline in its type follows further down than its own lines', () => {
    const { fields } = readPage([
      item('Priya', 20, 803, 25),
      item('Raghunathan', 20, 779, 25),
      item('Supply Chain', 20, 744, 25),
      item('Manager', 20, 726, 25),
      item('priya.r@tatasteel.co.in', 20, 690, 10),
      item('Experience', 300, 700, 14),
      item('Supply Chain Manager, Tata Steel', 300, 680, 10),
      item('Cut finished-goods inventory by 18 % in two years.', 300, 666, 10),
    ]);
    expect(fields.name).toBe('Priya Raghunathan');
  });

  it('reads the name at the top, not the employers set in a bigger type entry after entry', () => {
    const { fields } = readPage([
      item('Thomas van Dijk', 40, 763, 19.5, 'bold'),
      item('Pharmacist', 40, 733, 13.5),
      item('Email t.vandijk@ziggo.nl', 40, 690, 10),
      item('Work', 40, 360, 14, 'bold'),
      item('BENU Apotheek', 40, 321, 21, 'bold'),
      item('Pharmacist', 40, 290, 18, 'bold'),
      item('2018-05 — Present', 40, 270, 10),
      item('Medication reviews for 300 patients a year, with their doctors.', 40, 250, 10),
      item('UMC Utrecht', 40, 209, 21, 'bold'),
      item('Hospital Pharmacist in Training', 40, 178, 18, 'bold'),
      item('2016-09 — 2018-04', 40, 158, 10),
      item('Sterile compounding and clinical rounds on the wards of the hospital.', 40, 138, 10),
      item('Community pharmacist interested in medication reviews for older patients.', 40, 100, 10),
    ]);
    expect(fields.name).toBe('Thomas van Dijk');
    expect(fields.experience).toMatchObject([
      { title: 'Pharmacist', company: 'BENU Apotheek' },
      { title: 'Hospital Pharmacist in Training', company: 'UMC Utrecht' },
    ]);
  });

  it('leaves a school’s town and country after it out of its name', () => {
    expect(
      parse(
        'Thomas van Dijk',
        'Experience',
        '2018 - present\tPharmacist, BENU Apotheek, Utrecht, Netherlands',
        'Medication reviews for 300 patients a year.',
        'Education',
        '2016\tMSc Pharmacy, Utrecht University, Utrecht, Netherlands',
        '2010\tBSc Pharmacy, University of Warsaw, Warszawa, Poland',
      ).education,
    ).toMatchObject([
      { degree: 'MSc Pharmacy', institution: 'Utrecht University' },
      { degree: 'BSc Pharmacy', institution: 'University of Warsaw' },
    ]);
  });

  it('reads two skills joined by "and" apart where they are names, a skill with "and" in its name whole', () => {
    expect(
      parse(
        'Thomas van Dijk',
        'Skills',
        'HR',
        'Talent Acquisition, Employee Relations, and Polish Labour Law',
        'Systems\tWorkday and SAP SuccessFactors',
        'CAD\tSolidWorks and CATIA',
        'Software\tAsta Powerproject and Microsoft Project',
        'Site\tHealth and Safety, CSCS Black Card, SMSTS, and Subcontractor Management',
        'Commercial\tSales and Marketing, Negotiation, Budgeting and Financial Reporting',
      ).skills,
    ).toEqual([
      'HR',
      'Talent Acquisition',
      'Employee Relations',
      'Polish Labour Law',
      'Workday',
      'SAP SuccessFactors',
      'SolidWorks',
      'CATIA',
      'Asta Powerproject',
      'Microsoft Project',
      'Health and Safety',
      'CSCS Black Card',
      'SMSTS',
      'Subcontractor Management',
      'Sales and Marketing',
      'Negotiation',
      'Budgeting and Financial Reporting',
    ]);
    // A group label in its cell beside two skills joined so is a label, with no list mark to tell.
    expect(
      parse(
        'Agnieszka Nowak',
        'Skills',
        'HR',
        'Talent Acquisition, Performance Management, Employee Relations, and Polish Labour Law',
        'Systems\tWorkday and SAP SuccessFactors',
      ).skills,
    ).not.toContain('Systems');
  });

  it('reads the spoken languages as the first group of a skills section, and the groups after them as skills', () => {
    expect(
      parse(
        'Priya Raghunathan',
        'Skills',
        'Languages',
        'English Hindi Tamil',
        'Planning',
        'Demand Forecasting, S&OP',
      ).skills,
    ).toEqual(['Demand Forecasting', 'S&OP']);
    expect(
      parse('Lucía Ortega', 'Habilidades', 'Idiomas', 'Español\tnativo', 'inglés\tB2', 'Repostería, APPCC')
        .skills,
    ).toEqual(['Repostería', 'APPCC']);
  });

  it('takes the place under a label column’s dates, beside the entry’s wrapped line, for no part of the entry', () => {
    const { lines, fields } = readPage([
      item('Siobhán Murphy', 20, 800, 20),
      item('Experience', 200, 770, 14),
      item('since 2017', 100, 740, 10, 'italic'),
      item('Cork', 100, 727, 10, 'italic'),
      // 'Title, Employer' wraps at the body's right edge (x = 395, where the description ends): 'Brothers'
      // would not have fitted after 'Presentation' (x = 365).
      item('Mathematics Teacher', 200, 740, 10, 'bold'),
      item(', Presentation', 295, 740, 10),
      item('Brothers College', 200, 727, 10),
      item('Teaches the Leaving Certificate course.', 200, 700, 10),
      item('2015-2017', 100, 680, 10, 'italic'),
      item('Cork', 100, 667, 10, 'italic'),
      item('Substitute Teacher', 200, 680, 10, 'bold'),
      item(', Coláiste Chríost Rí', 290, 680, 10),
    ]);
    expect(lines).toContain('since 2017 Cork\tMathematics Teacher, Presentation Brothers College');
    expect(fields.experience.map((e) => [e.title, e.company])).toEqual([
      ['Mathematics Teacher', 'Presentation Brothers College'],
      ['Substitute Teacher', 'Coláiste Chríost Rí'],
    ]);
  });

  it('does not join a line under an entry’s line that fills the body when it starts in another type', () => {
    const { lines } = readPage([
      item('Siobhán Murphy', 20, 800, 20),
      item('Experience', 200, 770, 14),
      item('2017 – 2020', 100, 740, 10, 'italic'),
      item('Head of Mathematics and Physics', 200, 740, 10, 'bold'),
      item('Presentation College', 200, 727, 10, 'italic'),
      item('2015 – 2017', 100, 700, 10, 'italic'),
      item('Substitute Teacher', 200, 700, 10, 'bold'),
      item('Coláiste Chríost Rí', 200, 687, 10, 'italic'),
    ]);
    expect(lines).toContain('Presentation College');
  });

  it('reads a period letter-spaced in one run', () => {
    const { lines, fields } = readPage([
      item('Anna Kowalczyk', 80, 780, 26),
      item('Work Experience', 80, 600, 18),
      item('0 1 / 2 0 2 1 – P R E S E N T', 100, 570, 6.6),
      item('HR Business Partner', 100, 553, 13),
      item('Allegro · Warszawa', 100, 540, 8.4),
    ]);
    expect(lines).toContain('01/2021 – PRESENT');
    expect(fields.experience).toMatchObject([{ title: 'HR Business Partner', company: 'Allegro' }]);
    expect(fields.experience[0]!.period).toBe('Jan 2021 - Present');
  });

  it('reads headings in a gutter of their own, each far from the next, beside their entries in rows', () => {
    const { fields } = readPage([
      item('Ich bin Jonas Becker.', 150, 800, 40),
      item('Kontaktdaten', 180, 760, 16),
      item('Kastanienallee 12, Berlin', 180, 740, 11),
      item('030 4672554', 180, 725, 11),
      item('jonas.becker@web.de', 180, 710, 11),
      item('AUSBILDUNG', 54, 489, 13.5),
      item('Freie Universität Berlin', 180, 491, 18.7),
      item('B.A. Betriebswirtschaftslehre • 2013', 180, 464, 12),
      item('ERFAHRUNG', 54, 326, 13.5),
      item('KPMG AG', 180, 328, 18.7),
      item('Steuerberater • October 2018 - heute', 180, 301, 12),
      item('KENNTNISSE', 54, 55, 13.5),
      item('DATEV, SAP FI', 180, 58, 11),
    ]);
    expect(fields.name).toBe('Jonas Becker');
    expect(fields.experience).toMatchObject([{ title: 'Steuerberater', company: 'KPMG AG' }]);
    expect(fields.education).toMatchObject([{ institution: 'Freie Universität Berlin' }]);
  });

  it('reads a kind of skills, experience or profile named before the heading’s word, and other common headings', () => {
    expect(sectionOf('Computer Skills')).toBe('skills');
    expect(sectionOf('Soft Skills')).toBe('skills');
    expect(sectionOf('Clinical Experience')).toBe('experience');
    expect(sectionOf('Personal Profile')).toBe('summary');
    expect(sectionOf('Jobs')).toBe('experience');
    expect(sectionOf('Academics')).toBe('education');
    expect(sectionOf('Strengths')).toBe('skills');
    expect(sectionOf('Get in touch')).toBe('contact');
    // Not a phrase of four words, nor a category label of a skills list.
    expect(sectionOf('Five Years of Clinical Experience')).toBeUndefined();
    expect(sectionOf('Languages and Frameworks')).toBeUndefined();
  });

  it('keeps the hyphen of a double name broken over two lines of the name’s type, and drops the title after it', () => {
    const { fields } = readPage([
      item('MARÍA JOSÉ GARCÍA-', 40, 780, 28),
      item('LÓPEZ - CV', 40, 748, 28),
      item('Enfermera', 40, 720, 12),
      item('maria@garcia.es', 40, 700, 10),
      item('Experiencia', 40, 660, 14),
      item('Enfermera, Hospital La Paz', 40, 640, 10),
      item('2019 - 2021', 300, 640, 10),
    ]);
    expect(fields.name).toBe('María José García-López');
    expect(fields.experience).toMatchObject([{ company: 'Hospital La Paz', period: '2019 - 2021' }]);
  });

  it('reads the name out of a document title around it and the letters after it', () => {
    expect(parse('Curriculum Vitae: Jane Doe', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('CV – Jane Doe', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse("Jane Doe's Resume", 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('Jane Doe, PhD', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('Jane Doe MBA', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('Jane Doe, RN, BSN', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('Jane Doe (she/her)', 'jane@doe.ie').name).toBe('Jane Doe');
    expect(parse('Prof. Dr. Hans Müller', 'hans@mueller.de').name).toBe('Hans Müller');
    // A given name that looks like a form of address without its dot stays.
    expect(parse('Ing Wang Li', 'ing@wang.cn').name).toBe('Ing Wang Li');
  });

  it('reads a national number by the country a Dutch or Polish resume’s headings point to', () => {
    expect(
      parse('Jan de Vries', 'Telefoon: 06 12345678', 'jan@devries.com', 'Werkervaring', 'Engineer, Acme')
        .phone,
    ).toBe('+31612345678');
    expect(
      parse(
        'Anna Nowak',
        'Telefon: 512 345 678',
        'anna@nowak.com',
        'Doświadczenie zawodowe',
        'Inżynier, Acme',
      ).phone,
    ).toBe('+48512345678');
  });

  it('reads an entry line split by semicolons, or with a colon after its dates', () => {
    expect(
      parse('Jane Doe', 'Experience', "Senior Nurse; St James's Hospital; 2019-2021").experience,
    ).toMatchObject([{ title: 'Senior Nurse', company: "St James's Hospital", period: '2019 - 2021' }]);
    expect(
      parse('Jane Doe', 'Experience', "2019 – 2021: Senior Nurse at St James's Hospital, Dublin").experience,
    ).toMatchObject([{ title: 'Senior Nurse', company: "St James's Hospital" }]);
  });

  it('reads education lines with bracketed years, a school after “from”, a degree in small letters, Dutch and Polish schools', () => {
    const edu = (line: string) =>
      parse('Jane Doe', 'Education', line).education.map((e) => [e.degree, e.institution, e.year]);
    expect(edu('Trinity College Dublin — BSc Nursing (2011–2015)')).toEqual([
      ['BSc Nursing', 'Trinity College Dublin', '2015'],
    ]);
    expect(edu('Master of Science in Computer Science from Stanford University, 2018')).toEqual([
      ['Master of Science in Computer Science', 'Stanford University', '2018'],
    ]);
    expect(edu('Uniwersytet Warszawski, magister psychologii, 2015')).toEqual([
      ['magister psychologii', 'Uniwersytet Warszawski', '2015'],
    ]);
    expect(edu('Hogeschool van Amsterdam, HBO Communicatie, 2016')).toEqual([
      ['HBO Communicatie', 'Hogeschool van Amsterdam', '2016'],
    ]);
    expect(edu('Technical University of Denmark (DTU), MSc, 2019')).toEqual([
      ['MSc', 'Technical University of Denmark (DTU)', '2019'],
    ]);
    expect(edu('BSc Physics (University of Limerick), 2013')).toEqual([
      ['BSc Physics', 'University of Limerick', '2013'],
    ]);
    // A comma before small letters that name neither stays inside its part.
    expect(edu('University of California, Berkeley, BA Economics, 2012')).toEqual([
      ['BA Economics', 'University of California, Berkeley', '2012'],
    ]);
  });

  it('reads an aside set flush right in the left margin apart from the body, and a name set in two weights', () => {
    const right = (str: string, y: number, size = 10, font = 'body') =>
      item(str, 145 - str.length * size * 0.5, y, size, font);
    const { lines, fields } = readPage([
      item('Siobhán', 196, 720, 40, 'light'),
      // The second weight starts where the first ends: no space in the text layer.
      item('Murphy', 336, 720, 40, 'bold'),
      item('Secondary School Teacher', 228, 700, 14),
      right('contact', 640, 14, 'heading'),
      right('5 Grand Parade', 628),
      right('T12 X2YF Cork', 615),
      right('siobhan.murphy@eircom.ie', 578),
      right('087 123 4567', 565),
      right('languages', 540, 14, 'heading'),
      right('English', 528),
      right('Irish', 515),
      right('teaching', 490, 14, 'heading'),
      right('Curriculum Design, GeoGebra', 478),
      item('profile', 173, 640, 17, 'heading'),
      item('Teacher of mathematics and physics who runs the robotics club.', 173, 615, 10),
      item('experience', 173, 587, 17, 'heading'),
      item('2017 - now', 173, 562, 10),
      item('Presentation Brothers College, Cork', 235, 562, 10, 'bold'),
      item('Mathematics Teacher', 470, 562, 8),
      item('Teach Leaving Certificate higher-level mathematics.', 235, 550, 10),
    ]);
    expect(lines[0]).toBe('Siobhán Murphy');
    expect(lines.indexOf('087 123 4567')).toBeLessThan(lines.indexOf('profile'));
    expect(fields.name).toBe('Siobhán Murphy');
    expect(fields.skills).toEqual(['Curriculum Design', 'GeoGebra']);
    expect(fields.experience).toMatchObject([
      { title: 'Mathematics Teacher', company: 'Presentation Brothers College' },
    ]);
  });

  it('reads skill groups after the spoken languages, and a “languages” title over known skills, as skills', () => {
    expect(
      parse(
        'Marcus Reed',
        'Languages',
        'English (native)',
        'Spanish (B1)',
        'Languages',
        'Python, R, SQL',
        'tools',
        'Docker, Tableau',
      ).skills,
    ).toEqual(['Python', 'R', 'SQL', 'Docker', 'Tableau']);
    expect(
      parse('Siobhán Murphy', 'Languages', 'English', 'Irish', 'teaching', 'Curriculum Design, GeoGebra')
        .skills,
    ).toEqual(['Curriculum Design', 'GeoGebra']);
    expect(
      parse('Marcus Reed', 'Languages', 'English', 'Write to me', '(415) 555-0176, marcus@reed.io').skills,
    ).toEqual([]);
    // Contact lines in a footer after the languages are no skills.
    expect(
      parse(
        'Marcus Reed',
        'Languages',
        'English (native)',
        '845 Valencia Street – San Francisco',
        '(415) 555-0176 • marcus@reed.io',
      ).skills,
    ).toEqual([]);
  });

  it('reads an e-mail address and a phone number letter-spaced in one run', () => {
    const { fields } = readPage([
      item('o l i v i a . h a r t l e y @ n h s m a i l . c o . u k', 20, 750, 9),
      item('0 7 7 0 0 9 0 0 1 1 1', 20, 740, 9),
      item('OLIVIA HARTLEY', 200, 710, 24),
      item('Experience', 30, 660, 12),
      item('Leeds Teaching Hospitals NHS Trust', 30, 646, 9.4),
      item('2019 – Present', 500, 646, 9.4),
      item('Senior Staff Nurse', 40, 634, 9.4),
    ]);
    expect(fields.email).toBe('olivia.hartley@nhsmail.co.uk');
    expect(fields.phone).toBe('+447700900111');
  });

  it('reads a school’s years at the right margin with it, above columns that start lower down', () => {
    const { lines } = readPage([
      item('Olivia Hartley', 200, 760, 24),
      item('olivia@nhs.net', 40, 740, 9),
      item('Education', 30, 710, 12),
      item('University of Leeds', 33, 693, 9.4),
      item('2012 – 2015', 534, 693, 9.4),
      item('BSc Nursing', 43, 681, 9.4),
      item('Employment History', 30, 660, 12),
      item('Skills', 400, 660, 12),
      item('Leeds Teaching Hospitals NHS Trust', 33, 646, 9.4),
      item('2019 – Present', 294, 646, 9.4),
      item('Clinical: Triage, EPIC', 400, 646, 9.4),
      item('Senior Staff Nurse', 43, 634, 9.4),
      item('Languages: English', 400, 634, 9.4),
      item('Sheffield Children’s Hospital', 33, 588, 9.4),
      item('2015 – 2019', 305, 588, 9.4),
      item('Staff Nurse', 43, 576, 9.4),
    ]);
    expect(lines).toContain('University of Leeds\t2012 – 2015');
    expect(lines.indexOf('Clinical: Triage, EPIC')).toBeGreaterThan(lines.indexOf('Staff Nurse'));
  });

  it('reads a school’s years in square brackets, and a full date with “de” as no start of a period', () => {
    expect(parse('Jane Doe', 'Education', 'Juris Doctor, Monash University [2013 - 2015]').education).toEqual(
      [{ degree: 'Juris Doctor', institution: 'Monash University', year: '2015' }],
    );
    expect(findPeriod('Última atualização: 2 de novembro de 2026')).toBeUndefined();
    expect(findPeriod('desde 2019')?.period).toBe('2019 - Present');
    // The phone on such a line is read.
    expect(
      parse(
        'Rafael Lima',
        'Residência\tSão Paulo, Brasil',
        'Última atualização: 2 de novembro de 2026\tTelefone\t(11) 91234-5678',
      ).phone,
    ).toBe('+5511912345678');
  });

  it('reads a plain-text dash (" -- ") between an employer or a school and its town', () => {
    const r = parse(
      'Olivia Hartley',
      'Experience',
      'Leeds Teaching Hospitals NHS Trust -- Leeds',
      'Apr 2019 ~ to date (75 months ~); Senior Staff Nurse',
      'Education',
      'BSc (Hons) Adult Nursing -- 2015',
      'University of Leeds -- Leeds',
    );
    expect(r.experience).toMatchObject([
      {
        title: 'Senior Staff Nurse',
        company: 'Leeds Teaching Hospitals NHS Trust',
        period: 'Apr 2019 - Present',
      },
    ]);
    expect(r.education).toMatchObject([{ institution: 'University of Leeds', year: '2015' }]);
  });

  it('reads skill groups under the name, each label on a line of its own over its list, no heading', () => {
    expect(
      parse(
        'Giulia Romano',
        'giulia.romano@libero.it',
        '+39 02 1234 5678',
        '* Cad',
        'SolidWorks, CATIA',
        '* Qualità',
        'FMEA, ISO 9001',
        'Esperienza',
        'Progettista meccanico, IMA Group\t2019 - oggi',
      ).skills,
    ).toEqual(['SolidWorks', 'CATIA', 'FMEA', 'ISO 9001']);
    // One group alone right over a skills heading belongs to that list.
    expect(
      parse(
        'Emily Tran',
        'emily@tran.ca',
        '* Marketing',
        'Content Marketing, SEO',
        '* Tools',
        'HubSpot, Figma, Canva',
      ).skills,
    ).toEqual(['HubSpot', 'Figma', 'Canva', 'Content Marketing', 'SEO']);
  });

  it('reads Dutch and Polish months, open ends and starts', () => {
    expect(findPeriod('jan 2019 – mrt 2021')?.period).toBe('Jan 2019 - Mar 2021');
    expect(findPeriod('maart 2019 tot heden')?.period).toBe('Mar 2019 - Present');
    expect(findPeriod('sinds 2019')?.period).toBe('2019 - Present');
    expect(findPeriod('wrz 2015 - cze 2019')?.period).toBe('Sep 2015 - Jun 2019');
    expect(findPeriod('październik 2018 – obecnie')?.period).toBe('Oct 2018 - Present');
    expect(findPeriod('od 2019')?.period).toBe('2019 - Present');
    // …but not a place before a year ('La Paz' is no 'paź').
    expect(findPeriod('Hospital La Paz 2019 - 2021')?.period).toBe('2019 - 2021');
  });

  it('knows Dutch and Polish headings, and German’s short one for experience', () => {
    expect(sectionOf('Werkervaring')).toBe('experience');
    expect(sectionOf('Doświadczenie zawodowe')).toBe('experience');
    expect(sectionOf('ERFAHRUNG')).toBe('experience');
    expect(sectionOf('Opleiding')).toBe('education');
    expect(sectionOf('Wykształcenie')).toBe('education');
    expect(sectionOf('Vaardigheden')).toBe('skills');
    expect(sectionOf('Umiejętności')).toBe('skills');
    expect(sectionOf('Języki obce')).toBe('languages');
  });

  it('reads text printed twice a point apart (a text shadow) once', () => {
    const { lines, fields } = readPage([
      item("I'm Olivia", 147, 599.1, 67),
      item("I'm Olivia", 147, 599.9, 67),
      item('Hartley.', 171, 524.9, 67),
      item('Hartley.', 171, 525.6, 67),
      item('olivia.hartley@nhs.net', 150, 480, 11),
    ]);
    expect(lines.slice(0, 2)).toEqual(["I'm Olivia", 'Hartley.']);
    expect(fields.name).toBe('Olivia Hartley');
  });

  it('leaves the contact form a page prints after its skills out of them', () => {
    expect(
      parse(
        'Marcus Reed',
        'Skills',
        'PYTHON',
        'SQL',
        'I look forward to hearing from you.',
        'Name *',
        'Marcus Reed',
        '845 Valencia Street',
        'Email *',
        '(415) 555-0176',
        'Message *',
        'SUBMIT',
      ).skills,
    ).toEqual(['PYTHON', 'SQL']);
  });

  it('reads skills set one a line in capitals under a line in small letters as items, not its rest', () => {
    expect(
      parse(
        'Olivia Hartley',
        'Skills',
        'Languages: English (native), French (A2)',
        'TRIAGE',
        'EPIC',
        'MICROSOFT EXCEL',
      ).skills,
    ).toEqual(['TRIAGE', 'EPIC', 'MICROSOFT EXCEL']);
  });

  it('ends a cell wrapped after a wrapping word with the next line when other cells follow it', () => {
    expect(
      parse(
        'Rafael Lima',
        'Education',
        '2009-2014 Bacharelado em Arquitetura e\tSão Paulo',
        'Urbanismo',
        'Universidade de São Paulo',
      ).education,
    ).toMatchObject([
      { degree: 'Bacharelado em Arquitetura e Urbanismo', institution: 'Universidade de São Paulo' },
    ]);
  });

  it('ends a label hyphenated in its column with the next line', () => {
    expect(
      // Labelled lists under the name with no heading (only lines 'Label:<tab>…' are read there).
      parse(
        'Rafael Lima',
        'Arquiteto com foco em habitação social.',
        'Projeto:\tRevit, SketchUp, AutoCAD',
        'Visualiza-\tV-Ray, Adobe Photoshop',
        'ção:',
        'Experiência',
        'Arquiteto Sênior (Triptyque Arquitetura, São Paulo)\t2019 - atual',
      ).skills,
    ).toEqual(['Revit', 'SketchUp', 'AutoCAD', 'V-Ray', 'Adobe Photoshop']);
  });

  it('ends a label a word processor broke mid-word in its narrow cell, no hyphen, with its letters under it', () => {
    expect(
      parse(
        'Camille Lefèvre',
        'COMPÉTENCES & LANGUES',
        'Logiciels: AutoCAD, Revit, Robot Structural Analysis',
        'Méthode Eurocodes, BIM, Gestion de projet',
        's:',
        'Langues:\tFrançais (langue maternelle), anglais (C1)',
      ).skills,
    ).toEqual(['AutoCAD', 'Revit', 'Robot Structural Analysis', 'Eurocodes', 'BIM', 'Gestion de projet']);
  });

  it('reads a justified list line as one list, its stretched spaces after commas no gaps between tags', () => {
    const { lines, fields } = readPage([
      item('Siobhán Murphy', 40, 780, 20),
      // TeX's words, one item each, with the widths of the real page (the spaces stretched to 1.2-1.4 em).
      { ...item('Teaching:', 48, 720, 10), width: 43.5 },
      { ...item('Curriculum', 106.1, 720, 10), width: 51 },
      { ...item('Design,', 169, 720, 10), width: 34.2 },
      { ...item('Classroom', 217.5, 720, 10), width: 48.9 },
      { ...item('Management,', 278.3, 720, 10), width: 63.7 },
      { ...item('Differentiated', 356.2, 720, 10), width: 61.7 },
      { ...item('Instruction', 106.1, 708.3, 10), width: 48.6 },
      item('Digital:', 48, 695, 10),
      item('Google Classroom, GeoGebra, Microsoft Teams', 106, 695, 10),
    ]);
    expect(lines).toContain('Teaching:\tCurriculum Design, Classroom Management, Differentiated Instruction');
    expect(fields.skills).toEqual(
      expect.arrayContaining(['Curriculum Design', 'Classroom Management', 'Differentiated Instruction']),
    );
  });

  it('reads two contact labels joined as a contact heading, one alone as none', () => {
    expect(sectionOf('Address and Phone')).toBe('contact');
    expect(sectionOf('Dirección y teléfono')).toBe('contact');
    expect(sectionOf('Address')).toBeUndefined();
    expect(
      parse('Olivia Hartley', 'Skills', 'Triage, EPIC', 'Address and Phone', 'Name *', '14 Wellington Road')
        .skills,
    ).toEqual(['Triage', 'EPIC']);
  });

  it('reads capitals letter-spaced with kerned pairs, and a known skill’s words', () => {
    const { lines } = readPage([
      item('Marcus Reed', 50, 800, 20),
      item('Skills', 50, 760, 13),
      item('TA B L E A U', 180, 740, 11),
      item('M I C R O S O F T E X C E L', 180, 720, 11),
      item('S C I K I T- L E A R N', 180, 700, 11),
    ]);
    expect(lines).toEqual(expect.arrayContaining(['TABLEAU', 'MICROSOFT EXCEL', 'SCIKIT-LEARN']));
  });
});

describe('stop 25: skills beside rating marks, a school and its town', () => {
  it('reads each skill of a rated grid whole, its name wrapped in a narrow cell and centred on the marks', () => {
    const { lines, fields } = readPage([
      item('Daniel Okafor', 40, 790, 24),
      item('Corporate Lawyer', 40, 765, 16),
      // Each name in a 45 pt cell beside its marks: one, two or three lines centred on the marks' row.
      item('Mergers', 40, 675, 7),
      item('&', 40, 662, 7),
      item('Acquisitions', 40, 649.5, 7),
      item('•••••', 85, 660, 14),
      item('Contract', 130, 668, 7),
      item('Drafting', 130, 655.5, 7),
      item('•••••', 175, 660, 14),
      item('Negotiation', 220, 662, 7),
      item('•••••', 265, 660, 14),
      item('Figma', 40, 632, 7),
      item('•••', 85, 630, 14),
      item('Corporate lawyer advising on mergers and capital raisings.', 40, 620, 8),
      item('Experience', 40, 590, 16),
      item('Senior Associate, Herbert Smith Freehills', 40, 570, 10),
    ]);
    expect(lines.find((l) => l.includes('Contract'))).toMatch(/Mergers & Acquisitions.*Contract Drafting/u);
    expect(fields.skills).toEqual(['Mergers & Acquisitions', 'Contract Drafting', 'Negotiation', 'Figma']);
  });

  it('leaves a table of skills in rows alone: its rows are lines, not cells of one name', () => {
    const { lines } = readPage([
      item('Jane Doe', 40, 790, 24),
      item('Python', 40, 675, 7),
      item('•••••', 85, 675, 14),
      item('Java', 130, 675, 7),
      item('•••••', 175, 675, 14),
      item('Excel', 40, 663, 7),
      item('•••••', 85, 663, 14),
      item('Tableau', 130, 663, 7),
      item('•••••', 175, 663, 14),
    ]);
    expect(lines).toEqual(['Jane Doe', 'Python\t•••••\tJava\t•••••', 'Excel\t•••••\tTableau\t•••••']);
  });

  it('reads a school without the town a template writes after it, where the resume names that town again', () => {
    const edu = (...lines: string[]) => parse(...lines).education.map((e) => e.institution);
    expect(
      edu(
        'Residence\tMelbourne, Australia',
        'Daniel Okafor',
        'Education',
        'Juris Doctor, Monash University in Melbourne [2013 - 2015]',
      ),
    ).toEqual(['Monash University']);
    expect(
      edu('Rafael Lima', 'Formação', 'Arquitetura, Universidade de São Paulo em São Paulo [2008 - 2013]'),
    ).toEqual(['Universidade de São Paulo']);
    // A name with its town in it stays whole where the town is named nowhere else.
    expect(
      edu('Jan Nowak', 'Education', 'Fine Arts Academy in Wroclaw\tRadlin', 'BSc Nursing\t2019 – 2021'),
    ).toEqual(['Fine Arts Academy in Wroclaw']);
  });
  it('reads Linux Libertine’s ligatures of the private use area as their letters where they touch a word', () => {
    const { lines } = readPage([
      item('Amira Haddad', 40, 780, 20),
      item('Skills', 40, 740, 12),
      // 'Microso' + U+E039 (f_t) + ' Excel'; U+E048 (Q_u) + 'een’s University'; 'Proge' + U+E03C (t_t) + 'ista'.
      { ...item('EPIC, Microso', 40, 720, 10), width: 65 },
      { ...item('\uE039', 105, 720, 10), width: 5 },
      item(' Excel', 110, 720, 10),
      { ...item('\uE048', 40, 700, 10), width: 10 },
      item('een’s University', 50, 700, 10),
      item('Proge\uE03Cista meccanico', 40, 680, 10),
      // An icon of another font at the same code point, a space from its text: no letters.
      item('\uE03C', 40, 660, 10),
      item('Phone 0412 345 678', 60, 660, 10),
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'EPIC, Microsoft Excel',
        'Queen’s University',
        'Progettista meccanico',
        'Phone 0412 345 678',
      ]),
    );
  });

  it('reads an employer’s town in another font more than an em after its name as a cell of its own', () => {
    const { lines, fields } = readPage([
      item('Olivia Hartley', 40, 780, 20),
      item('Employment History', 40, 740, 12, 'bold'),
      { ...item('Leeds Teaching Hospitals NHS Trust', 40, 720, 10, 'bold'), width: 155 },
      { ...item(' ', 195, 720, 10, 'bold'), width: 20 },
      { ...item('Leeds', 207, 720, 10, 'italic'), width: 25 },
      item('2019 – Present', 480, 720, 10),
      item('Senior Staff Nurse', 40, 706, 10),
    ]);
    expect(lines).toContain('Leeds Teaching Hospitals NHS Trust\tLeeds\t2019 – Present');
    expect(fields.experience[0]).toMatchObject({
      company: 'Leeds Teaching Hospitals NHS Trust',
      title: 'Senior Staff Nurse',
    });
  });

  it('reads a name letter-spaced in small letters a word a run, its particle in small letters', () => {
    const { fields } = readPage([
      { ...item('T h o m a s', 195, 760, 21.6), width: 93.4 },
      { ...item(' ', 288.9, 760, 21.6), width: 20 },
      { ...item('v a n', 302.4, 760, 21.6), width: 45.2 },
      { ...item(' ', 347.6, 760, 21.6), width: 20 },
      { ...item('D i j k', 361.1, 760, 21.6), width: 52.5 },
      item('t.vandijk@ziggo.nl', 20, 740, 9),
    ]);
    expect(fields.name).toBe('Thomas van Dijk');
  });
  it('reads skill groups labelled in small letters, a label wrapped in its narrow column', () => {
    expect(
      parse(
        'Priya Raghunathan',
        'skills',
        'planning',
        'Demand Forecasting, S&OP, Inventory Management',
        'systems',
        'SAP MM, Oracle SCM, Power BI',
        'machine',
        'learning',
        'scikit-learn, PyTorch',
        'methods',
        'Lean Six Sigma',
      ).skills,
    ).toEqual([
      'Demand Forecasting',
      'S&OP',
      'Inventory Management',
      'SAP MM',
      'Oracle SCM',
      'Power BI',
      'scikit-learn',
      'PyTorch',
      'Lean Six Sigma',
    ]);
    // …but a phrase's rest in small letters is still its rest ('Gestion' / 'de projet').
    expect(parse('Jane Doe', 'Skills', 'tools', 'Budget, Gestion', 'de projet', 'Excel').skills).toEqual([
      'Budget',
      'Gestion de projet',
      'Excel',
    ]);
  });

  it('keeps what follows a school’s comma where every school has its town on a line of its own under it', () => {
    const edu = (...lines: string[]) => parse(...lines).education.map((e) => e.institution);
    expect(
      edu(
        'Ravi Shah',
        'Experience',
        '2021 - now\tLyft, San Francisco\tSenior Data Scientist',
        '2018 - 2021\tUber, Oakland\tData Scientist',
        'Education',
        '2016\tMS Statistics\tUniversity of California, Berkeley',
        'Berkeley',
        '2014\tBS Mathematics\tUniversity of Oregon',
        'Eugene',
      ),
    ).toEqual(['University of California, Berkeley', 'University of Oregon']);
    // One school over a line that may be its town's wrapped rest: the town after the comma is not its name.
    expect(
      edu(
        'Ravi Shah',
        'Experience',
        '2021 - now\tLyft, San Francisco\tSenior Data Scientist',
        '2018 - 2021\tUber, Oakland\tData Scientist',
        'Education',
        '2016\tMS Statistics\tUniversity of Oregon, Eugene',
        'Oregon',
      ),
    ).toEqual(['University of Oregon']);
  });
});

describe('stop 25: the families of its first held-out round, opened after their first contact', () => {
  it('drops an icon font’s glyphs, a rating’s circles among them, whatever letters they map to', () => {
    const { lines, fields } = readPage([
      item('Emily Tran', 420, 500, 18),
      // Font Awesome set as a font whose glyphs map to letters: 'ŵ' a cap before a heading, 'ĪĪĪff' three full
      // circles and two empty ones.
      item('ŵ', 30, 780, 10, 'icons'),
      item('Education', 45, 780, 12, 'bold'),
      item('Bachelor of Commerce', 45, 765, 9),
      item('Queen’s University, Kingston. 2013 – 2017', 45, 755, 9),
      item('h', 30, 730, 10, 'icons'),
      item('Skills', 45, 730, 12, 'bold'),
      item('ĪĪĪĪĪ', 45, 715, 9, 'icons'),
      item('Content Marketing', 100, 715, 9),
      item('ĪĪĪff', 45, 703, 9, 'icons'),
      item('Email Marketing', 100, 703, 9),
    ]);
    expect(lines).toEqual(
      expect.arrayContaining(['Education', 'Skills', 'Content Marketing', 'Email Marketing']),
    );
    expect(fields.skills).toEqual(['Content Marketing', 'Email Marketing']);
    // A text font's runs stay: words of three letters and more, figures, a ligature set in a fallback font.
    const { lines: text } = readPage([
      item('James Whit', 20, 780, 30, 'name'),
      { ...item('fi', 170, 780, 30, 'fallback'), width: 18 },
      item('eld', 188, 780, 30, 'name'),
      item('2019 – 2021', 20, 740, 10, 'digits'),
    ]);
    expect(text).toEqual(['James Whitfield', '2019 – 2021']);
  });

  it('reads a sidebar after the main column: the name set largest and the headline under it end the list above', () => {
    const { fields } = readPage([
      item('Skills', 45, 780, 12, 'bold'),
      item('Content Marketing', 45, 765, 9),
      item('Figma', 45, 753, 9),
      item('Emily Tran', 420, 500, 18),
      item('Marketing Manager', 420, 485, 9),
      item('Profile', 420, 470, 9),
      item('Brand and growth marketer for consumer subscription products.', 400, 458, 9),
    ]);
    expect(fields.name).toBe('Emily Tran');
    expect(fields.skills).toEqual(['Content Marketing', 'Figma']);
  });

  it('reads "Title: Month YYYY - Month YYYY" under the employer, and technologies-and-tools headings', () => {
    const r = parse(
      'Jonas Becker',
      'TECHNOLOGIEN & TOOLS',
      'DATEV\tSAP FI',
      'AUSBILDUNG',
      'B.A. Betriebswirtschaftslehre',
      'Freie Universität Berlin, Berlin: 2009 - 2013',
      'BERUFSERFAHRUNG',
      'KPMG AG',
      'Steuerberater: October 2018 - heute',
    );
    expect(r.skills).toEqual(['DATEV', 'SAP FI']);
    expect(r.experience).toMatchObject([{ company: 'KPMG AG', title: 'Steuerberater' }]);
    expect(
      parse('Ana Ruiz', 'TECNOLOGÍAS Y HERRAMIENTAS', 'Cocina mediterránea\tRepostería\tAPPCC').skills,
    ).toEqual(['Cocina mediterránea', 'Repostería', 'APPCC']);
  });

  it('reads the name out of a greeting sentence wrapped over lines, not a contact form’s fields', () => {
    const r = parse(
      'About Me',
      'Data scientist who ships models.',
      'Work',
      '06/2021 - Present',
      'Senior Data Scientist @ Lyft',
      'Hi!',
      'My name is Priya\tSupply chain manager for steel.',
      'Raghunathan, and this is my resume. I work as a',
      'Contact',
      'First Name\tLast Name',
    );
    expect(r.name).toBe('Priya Raghunathan');
    expect(parse('Contact', 'First Name\tLast Name', 'Email', 'SEND').name).toBe('Unknown');
  });

  it('reads programming languages as a skill group under a skills heading, the list set in cells', () => {
    expect(
      parse('Marcus Reed', 'Skills', 'Languages', 'Python\tR\tSQL', 'Tools', 'Docker\tAirflow').skills,
    ).toEqual(['Python', 'R', 'SQL', 'Docker', 'Airflow']);
  });

  it('joins a school’s name wrapped after its line, its rest in small letters; B.Tech before "@" is a degree', () => {
    const r = parse(
      'Lucía Fernández',
      'Formación',
      '2012 - 2014',
      'Técnico Superior en Dirección de Cocina @ Escuela de Hostelería',
      'de Madrid',
      '2008 - 2012',
      'B.Tech Mechanical Engineering @ National Institute of Technology Karnataka',
    );
    expect(r.education.map((e) => e.institution)).toEqual([
      'Escuela de Hostelería de Madrid',
      'National Institute of Technology Karnataka',
    ]);
  });
  it('reads a given name on a line of its own over the family name, not a town, a label or a form over a name', () => {
    expect(
      parse('Address:', '22 MG Road', 'Priya', 'Raghunathan', 'Summary', 'Supply chain manager.').name,
    ).toBe('Priya Raghunathan');
    expect(parse('Lucía', 'Fernández Ortega', 'Jefa de cocina').name).toBe('Lucía Fernández Ortega');
    expect(parse('Berlin', 'Jonas Becker', 'Steuerberater').name).toBe('Jonas Becker');
    expect(parse('Tv', 'Thomas van Dijk', 'Pharmacist').name).toBe('Thomas van Dijk');
    expect(parse('Contact', 'Email', 'Send', 'Priya Raghunathan').name).toBe('Priya Raghunathan');
  });

  it('reads "Skill Highlights" as a skills heading', () => {
    expect(parse('Priya Raghunathan', 'Skill Highlights', 'Demand Forecasting', 'S&OP').skills).toEqual([
      'Demand Forecasting',
      'S&OP',
    ]);
  });
});

describe('stop 28: europass-cv-odt, opened after its first contact', () => {
  it('reads months with two-digit years as a period between dashes, not a month and a day alone', () => {
    expect(findPeriod('Feb. 19–alla data attuale\tProgettista meccanico')).toMatchObject({
      period: 'Feb 2019 - Present',
    });
    expect(findPeriod('Ott. 16–Gen. 19\tIngegnere di processo')).toMatchObject({
      period: 'Oct 2016 - Jan 2019',
    });
    expect(findPeriod('Jan 98 – Mar 03')).toMatchObject({ period: 'Jan 1998 - Mar 2003' });
    // A day of a month is no period, nor is an end before its start.
    expect(findPeriod('Interview on Feb 19')).toBeUndefined();
    expect(findPeriod('Mar 21 – Feb 19')).toBeUndefined();
    const r = parse(
      'Giulia Romano',
      'ESPERIENZA PROFESSIONALE',
      'Feb. 19–alla data attuale\tProgettista meccanico',
      'IMA Group, Bologna',
      'Ott. 16–Gen. 19\tIngegnere di processo',
      'Brembo, Bergamo',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Progettista meccanico', 'IMA Group', 'Feb 2019 - Present'],
      ['Ingegnere di processo', 'Brembo', 'Oct 2016 - Jan 2019'],
    ]);
  });

  it('reads the Europass CV’s "Personal skills" heading in its languages', () => {
    expect(sectionOf('COMPETENZE PERSONALI')).toBe('skills');
    expect(sectionOf('Persönliche Fähigkeiten')).toBe('skills');
    expect(sectionOf('Compétences personnelles')).toBe('skills');
  });

  it('leaves a spoken-language grid’s labels out of the skills: its rows of levels and the labels over them', () => {
    const r = parse(
      'Olivia Hartley',
      'PERSONAL SKILLS',
      'Mother tongue(s)\tEnglish',
      'Other language(s)\tUNDERSTANDING\tSPEAKING\tWRITING',
      'Listening\tReading\tSpoken interaction\tSpoken production',
      'French\tA2\tA2\tA2\tA2\tA2',
      'Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user',
      'Common European Framework of Reference for Languages',
      'Job-related skills\tClinical: Patient Assessment, Wound Care, Triage',
    );
    expect(r.skills).toEqual(['Patient Assessment', 'Wound Care', 'Triage']);
    // A label beside nothing but spoken languages is no skill either.
    expect(
      parse('Olivia Hartley', 'SKILLS', 'Mother tongue(s)\tEnglish, Vietnamese', 'Excel, SQL, Tableau')
        .skills,
    ).toEqual(['Excel', 'SQL', 'Tableau']);
  });

  it('takes no school from a cell of years the dates’ reader does not know', () => {
    const r = parse(
      'Giulia Romano',
      'ISTRUZIONE E FORMAZIONE',
      '14–16\tLaurea Magistrale in Ingegneria Meccanica',
      'Politecnico di Milano, Milano',
    );
    expect(r.education.map((e) => e.institution)).toEqual(['Politecnico di Milano']);
  });
});

describe('stop 28: its held-out round, opened after its first contact', () => {
  it('reads "Company, Town. Title." and "School, Town. Degree." as one sentence each (esieecv)', () => {
    const r = parse(
      'Emily Tran',
      'Experience',
      '10/2020 – Present\tWealthsimple, Toronto. Marketing Manager.',
      'Grew trial sign-ups by 35 % through lifecycle email.',
      'Education',
      '2013 – 2017\tQueen’s University, Kingston. Bachelor of Commerce.',
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([['Marketing Manager', 'Wealthsimple']]);
    expect(r.education.map((e) => [e.institution, e.degree])).toEqual([
      ['Queen’s University', 'Bachelor of Commerce'],
    ]);
    // …not an employer whose name ends with a full stop ('Acme Corp. Sales'), nor a state university's campus.
    expect(
      parse('Ada Lovelace', 'Experience', '2019 – 2021\tSales Manager, Acme Corp. Sales').experience[0]
        ?.company,
    ).not.toBe('Acme');
    expect(
      parse('Ada Lovelace', 'Education', '2010 – 2014\tUniversity of California, Berkeley. BSc Statistics.')
        .education[0]?.institution,
    ).toBe('University of California, Berkeley');
  });

  it('leaves a description written after the employer and its town out of the entry’s header', () => {
    const r = parse(
      'Priya Raghunathan',
      'Experience',
      'Logistics Planner',
      'Bosch India, Bengaluru, Planned inbound logistics for two plants.\t2016 - 2020',
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([['Logistics Planner', 'Bosch India']]);
  });

  it('keeps a section’s title alone on its row apart from the label column’s lines under it', () => {
    const { lines } = readPage([
      item('Emily Tran', 40, 780, 20, 'bold'),
      item('Skills', 40, 700, 12, 'bold'),
      item('Tools', 46, 680, 10),
      item('HubSpot, Google Analytics, Figma', 200, 680, 10),
      item('Languages', 40, 650, 12, 'bold'),
      item('English', 46, 632, 10),
      item('Vietnamese', 46, 618, 10),
      item('French', 46, 604, 10),
      item('B1', 200, 604, 10),
    ]);
    expect(lines).toContain('Languages');
    expect(lines.some((l) => l.startsWith('Languages '))).toBe(false);
  });

  it('reads a gutter of titles beside their sections, under a header, where a list’s label names a section', () => {
    const { fields } = readPage([
      item('Marcus Reed', 40, 780, 24, 'bold'),
      item('Data Scientist', 60, 755, 12),
      item('Email: marcus.reed@example.com', 260, 755, 12),
      item('San Francisco, USA', 60, 740, 12),
      item('Summary', 40, 700, 18, 'title'),
      item('Data scientist who ships models.', 225, 702, 12),
      item('Experience', 40, 664, 18, 'title'),
      item('Senior Data Scientist', 225, 666, 12, 'bold'),
      item('Lyft, San Francisco', 225, 652, 12),
      item('2021 - Present', 420, 652, 12),
      item('Skills', 40, 600, 18, 'title'),
      item('Languages', 225, 602, 12, 'bold'),
      item('Python, R, SQL', 225, 588, 12),
      item('Tools', 225, 574, 12, 'bold'),
      item('Docker, Airflow, Tableau', 225, 560, 12),
    ]);
    expect(fields.experience.map((e) => [e.title, e.company])).toEqual([['Senior Data Scientist', 'Lyft']]);
    expect(fields.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Docker', 'Tableau']));
  });

  it('reads a name set in boxes apart and its reading in small capitals after a slash as the name', () => {
    const text = pageText(
      [
        item('Priya', 56, 760, 27),
        item('Raghunathan / P', 139, 760, 27),
        item('RIYA', 317, 760, 18.75),
        item('R', 56, 730, 27),
        item('AGHUNATHAN', 74, 730, 18.75),
        item('Email：priya.r@tatasteel.co.in', 56, 700, 10),
        item('Skills', 56, 660, 14),
        item('Planning：Demand Forecasting, S&OP', 56, 640, 10),
      ],
      600,
    );
    expect(text.headline).toBe('Priya Raghunathan');
    const fields = extractFields(text);
    expect(fields.name).toBe('Priya Raghunathan');
    expect(fields.email).toBe('priya.r@tatasteel.co.in');
    expect(fields.skills).toEqual(['Demand Forecasting', 'S&OP']);
  });

  it('reads a consultancy’s CV: its letterhead’s mailbox and number are not the candidate’s, numbered titles, table headers', () => {
    const r = parse(
      'Puzzle ITC AG',
      'Chilegass 1, CH-4001 Basel / Tel. +41 22 222 22 22',
      'www.puzzle.ch / info@puzzle.ch',
      'Curriculum Vitae',
      'Thomas van Dijk',
      '1\tPersonalien',
      'Name\tThomas van Dijk',
      'E-Mail\tt.vandijk@ziggo.nl',
      'Telefon\t06-12345678',
      '2 Kernkompetenzen',
      'Kategorie\tKompetenz',
      'Notizen\tMedication Review, Compounding',
      '3\tStationen',
      'Von\tBis\tAktivität',
      '05.2018\theute\tPharmacist',
      'BENU Apotheek, Utrecht',
      'Von Bis\tAusbildung',
      '2010 2016\tMSc Pharmacy\tUtrecht University',
    );
    expect(r.email).toBe('t.vandijk@ziggo.nl');
    expect(r.phone).toBe('+31612345678');
    expect(r.skills).toEqual(['Medication Review', 'Compounding']);
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Pharmacist', 'BENU Apotheek', 'May 2018 - Present'],
    ]);
    // A freelancer's own shared-looking mailbox is still theirs, and so is the number beside it.
    const own = parse('Jane Doe', 'info@janedoe.com', '+44 20 7946 0958');
    expect([own.email, own.phone]).toEqual(['info@janedoe.com', '+442079460958']);
  });

  it('reads a table whose header row names a section in its last column row by row, not as two columns', () => {
    const { fields } = readPage([
      item('Emily Tran', 88, 780, 20, 'bold'),
      item('1', 50, 740, 12, 'title'),
      item('Personalien', 88, 740, 12, 'title'),
      item('E-Mail', 90, 722, 9),
      item('emily.tran@outlook.com', 180, 722, 9),
      item('Telefon', 90, 710, 9),
      item('+1 416-555-0199', 180, 710, 9),
      item('Sprachkenntnisse', 90, 698, 9),
      item('English', 180, 698, 9),
      item('2', 50, 670, 12, 'title'),
      item('Kernkompetenzen', 88, 670, 12, 'title'),
      item('Kategorie', 90, 652, 9),
      item('Kompetenz', 205, 652, 9),
      item('Marketing', 90, 640, 9),
      item('Content Marketing, SEO, Email Marketing', 205, 640, 9),
      item('3', 50, 610, 12, 'title'),
      item('Stationen', 88, 610, 12, 'title'),
      item('Von', 90, 592, 9),
      item('Bis', 130, 592, 9),
      item('Aktivität', 180, 592, 9),
      item('10.2020', 90, 580, 9),
      item('heute', 130, 580, 9),
      item('Marketing Manager', 180, 580, 9),
      item('Wealthsimple, Toronto', 180, 562, 9),
      item('4', 50, 530, 12, 'title'),
      item('Ausbildung', 88, 530, 12, 'title'),
      item('Von', 90, 512, 9),
      item('Bis', 130, 512, 9),
      item('Ausbildung', 180, 512, 9),
      item('2013', 90, 500, 9),
      item('2017', 130, 500, 9),
      item('Bachelor of Commerce', 180, 500, 9),
      item('Queen’s University', 180, 488, 9),
    ]);
    expect(fields.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Marketing Manager', 'Wealthsimple', 'Oct 2020 - Present'],
    ]);
    expect(fields.skills).toEqual(['Content Marketing', 'SEO', 'Email Marketing']);
    expect(fields.education.map((e) => e.institution)).toEqual(['Queen’s University']);
  });

  it('reads Korean dates ("2019. 04 ~"), a "SKILL" and an "INTRODUCE" heading, and no job badge of its length', () => {
    expect(findPeriod('2015. 09 ~ 2019. 03\tSheffield Children’s Hospital')).toMatchObject({
      period: 'Sep 2015 - Mar 2019',
    });
    expect(findPeriod('2019. 04 ~\tLeeds Teaching Hospitals NHS Trust')).toMatchObject({
      period: 'Apr 2019 - Present',
    });
    expect(sectionOf('SKILL')).toBe('skills');
    expect(sectionOf('INTRODUCE')).toBe('summary');
    const r = parse(
      'Olivia Hartley',
      'EXPERIENCE',
      'Total 11 years 1 month',
      '2019. 04 ~\tLeeds Teaching Hospitals NHS Trust\tCurrent 7 years 8 months',
      'Senior Staff Nurse',
      '2015. 09 ~ 2019. 03\tSheffield Children’s Hospital 3 years 7 months',
      'Staff Nurse',
      'Ausbildung',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['Senior Staff Nurse', 'Leeds Teaching Hospitals NHS Trust', 'Apr 2019 - Present'],
      ['Staff Nurse', 'Sheffield Children’s Hospital', 'Sep 2015 - Mar 2019'],
    ]);
  });

  it('joins an entry’s line wrapped before a joining word, its rest in capitals', () => {
    const r = parse(
      'Siobhán Murphy',
      'Experience',
      'Presentation Brothers College, Cork — Mathematics',
      'and Physics Teacher',
      'SEP 2017 - PRESENT',
      'Teach Leaving Certificate higher-level mathematics.',
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([
      ['Mathematics and Physics Teacher', 'Presentation Brothers College'],
    ]);
  });

  it('leaves out a school’s town that the experience gives a line of its own under a job', () => {
    const r = parse(
      'Anna Kowalczyk',
      'Work Experience',
      'Allegro',
      'HR Business Partner',
      'January 2021 - Present',
      'Warszawa',
      'Education',
      'University of Warsaw, Warszawa',
      '2010 - 2015',
      'MA Psychology',
    );
    expect(r.education.map((e) => e.institution)).toEqual(['University of Warsaw']);
  });

  it('reads group titles in bigger type over their items, one a line, as labels, and the items apart', () => {
    const { fields } = readPage([
      item('Siobhán Murphy', 40, 780, 20, 'bold'),
      item('Skills', 40, 700, 10, 'title'),
      item('Teaching', 40, 680, 13.5, 'group'),
      item('Curriculum Design', 70, 661, 7.5, 'item', 61.7),
      item('Classroom Management', 70, 650.5, 7.5, 'item', 81.7),
      item('Differentiated Instruction', 70, 640, 7.5, 'item', 81.2),
      item('Digital', 40, 611, 13.5, 'group'),
      item('Google Classroom', 70, 592, 7.5, 'item', 62.1),
      item('GeoGebra', 70, 581.5, 7.5, 'item', 35),
      item('Microsoft Teams', 70, 571, 7.5, 'item', 60),
      // A footer in other type under the last item: the item stays an item.
      item('Designed by a theme author', 40, 540, 6, 'foot'),
      item('2026 © Ported for Hugo', 40, 532, 6, 'foot'),
    ]);
    expect(fields.skills).toEqual([
      'Curriculum Design',
      'Classroom Management',
      'Differentiated Instruction',
      'Google Classroom',
      'GeoGebra',
      'Microsoft Teams',
    ]);
  });
});

describe('stop 29: its held-out round, opened after its first contact', () => {
  /** A Hugo theme's page: experience and education at the left; skill groups, then other info, at the right. */
  const twoColumns = (footerY: number) => [
    item('Olivia Hartley', 200, 780, 24, 'name'),
    item('Professional Experience', 60, 700, 12, 'title'),
    item('April 2019 - Present', 60, 684, 6, 'date'),
    // 'Company, Town — Title' wrapped at the column's edge, before the dash.
    item('Leeds Teaching Hospitals NHS Trust, Leeds', 60, 672, 9, 'entry'),
    item('— Senior Staff Nurse', 60, 660, 9, 'entry'),
    item('01. Lead a team of six nurses.', 60, 645, 7, 'body'),
    item('Education', 60, 600, 12, 'title'),
    item('2012 - 2015', 60, 584, 6, 'date'),
    item('University of Leeds, Leeds — BSc (Hons)', 60, 572, 9, 'entry'),
    item('Adult Nursing', 60, 560, 9, 'entry'),
    item('CLINICAL', 380, 700, 7, 'caps'),
    item('— Patient Assessment', 385, 686, 6, 'item'),
    item('— Wound Care', 385, 676, 6, 'item'),
    item('SYSTEMS', 380, 650, 7, 'caps'),
    item('— EPIC', 385, 636, 6, 'item'),
    item('— Microsoft Excel', 385, 626, 6, 'item'),
    item('OTHER INFO', 380, 600, 7, 'caps'),
    item('EMAIL:', 380, 586, 5, 'label'),
    item('olivia.hartley@nhsmail.co.uk', 380, 576, 6, 'item'),
    // Centred under both columns, a little past the gutter.
    item('This was generated using node-html-pdf, and is rather static.', 200, footerY, 7, 'foot'),
  ];

  it('reads a column that opens with titled groups of listed items, under no heading, as skills', () => {
    const { fields } = readPage(twoColumns(420));
    expect(fields.skills).toEqual(['Patient Assessment', 'Wound Care', 'EPIC', 'Microsoft Excel']);
    // …not one group alone (a title over a list is anything).
    const one = readPage(twoColumns(420).filter((i) => !/SYSTEMS|EPIC|Excel/u.test(i.str)));
    expect(one.fields.skills).toEqual([]);
  });

  it('reads a line under both columns that runs a little across the gutter after the right column', () => {
    const { lines } = readPage(twoColumns(420));
    expect(lines.at(-1)).toBe('This was generated using node-html-pdf, and is rather static.');
    expect(lines.indexOf('Adult Nursing')).toBeLessThan(lines.indexOf('CLINICAL:'));
  });

  it('joins an entry’s line broken at the column’s edge before its dash or within its last field', () => {
    const { fields } = readPage(twoColumns(420));
    expect(fields.experience.map((e) => [e.title, e.company])).toEqual([
      ['Senior Staff Nurse', 'Leeds Teaching Hospitals NHS Trust'],
    ]);
    expect(fields.education.map((e) => [e.degree, e.institution])).toEqual([
      ['BSc (Hons) Adult Nursing', 'University of Leeds'],
    ]);
  });

  it('joins no sentence, nor a line after a period’s dash, to an entry’s line at the column’s edge', () => {
    const { lines } = readPage([
      item('Experience', 60, 700, 12, 'title'),
      item('PERSIMMON HOMES, Swindon. September 2010 – May 2013', 60, 680, 9, 'entry'),
      item('Quality checks', 60, 668, 9, 'entry'),
      item('Assistant Site Manager', 60, 656, 9, 'entry'),
      item('Ran sites.', 60, 644, 9, 'entry'),
      item('Skills', 60, 600, 12, 'title'),
      item('Smith & Co, Leeds — Buyer', 60, 580, 9, 'entry'),
      item('Ran sites.', 60, 568, 9, 'entry'),
    ]);
    expect(lines).toContain('Quality checks');
    expect(lines).toContain('Smith & Co, Leeds — Buyer');
  });

  it('reads other info as a section of its own', () => {
    expect(sectionOf('OTHER INFO')).toBe('other');
    expect(sectionOf('Additional information')).toBe('other');
  });

  it('reads a name written family name first with its particle, the e-mail address the initial and family name', () => {
    const r = parse(
      'van Dijk, Thomas',
      'Pharmacist',
      'Oudegracht 210, 3511 NR Utrecht, Netherlands',
      't.vandijk@ziggo.nl / 06-12345678',
    );
    expect(r.name).toBe('Thomas van Dijk');
    // …not an employer and its town whose words the address does not hold.
    expect(parse('de Vries, Amsterdam', 't.vandijk@ziggo.nl').name).not.toBe('Amsterdam de Vries');
  });

  it('leaves out a school’s town where the employers have theirs after a comma, however set', () => {
    const lines = (school: string, town = 'Utrecht') => [
      'Thomas van Dijk',
      'Experience',
      `BENU Apotheek, ${town}`,
      'Pharmacist\t2018/05 – Present',
      `UMC Utrecht, ${town}`,
      'Hospital Pharmacist in Training\t2016/09 – 2018/04',
      'Education',
      'MSc Pharmacy',
      `${school}\t2010 – 2016`,
    ];
    expect(parse(...lines('Utrecht University, Utrecht')).education[0]!.institution).toBe(
      'Utrecht University',
    );
    expect(parse(...lines('Queen’s University, Kingston')).education[0]!.institution).toBe(
      'Queen’s University',
    );
    // A state university's campus stays, unless an employer's place is that town.
    expect(parse(...lines('University of California, Berkeley')).education[0]!.institution).toBe(
      'University of California, Berkeley',
    );
    expect(parse(...lines('University Of California, Berkeley')).education[0]!.institution).toBe(
      'University Of California, Berkeley',
    );
    expect(parse(...lines('University of Warsaw, Warszawa', 'Warszawa')).education[0]!.institution).toBe(
      'University of Warsaw',
    );
  });

  it('reads no phone number in a day and time written in digits', () => {
    const r = parse(
      'Generated at: 18.07.2025 15:34',
      'Rafael Souza Lima',
      'Rua Augusta 1500, 01304-001 São Paulo, Brasil',
      '(11) 91234-5678, rafael.lima@uol.com.br,',
    );
    expect(r.phone).toBe('+5511912345678');
    // …a French number set in pairs with dots stays a number.
    expect(parse('Camille Lefèvre', 'Tél. 06.53.14.90.94', 'camille@orange.fr').phone).toBe('+33653149094');
  });

  it('reads a headline in Portuguese over the name as no part of it', () => {
    expect(parse('Arquiteto', 'Rafael Souza Lima', 'rafael.lima@uol.com.br').name).toBe('Rafael Souza Lima');
  });
});

describe('stop 29: its second held-out round, opened after its first contact', () => {
  /** The Europass CV of 2004-2012 as its rows come out: a label cell, a tab, the value. */
  const europass = [
    'Europass Curriculum Vitae',
    'Personal information',
    'Name / Surname\tAnna Kowalczyk',
    'Address\tul. Marszałkowska 10, 00-590 Warszawa, Poland',
    'Telephone\t+48 22 123 45 67',
    'Personal Email\tanna.kowalczyk@wp.pl',
    'Work experience',
    'Dates\t01/2021 – Present',
    'Occupation or position held\tHR Business Partner',
    'Main activities and responsibilities\tPartner to three engineering directors.',
    'Name and address of employer\tAllegro, Warszawa',
    'Dates\t03/2017 – 12/2020',
    'Occupation or position held\tHR Generalist',
    'Name and address of employer\tING Bank Śl ˛aski, Katowice',
    'Education and training',
    'Dates\t2010 – 2015',
    'Title of qualification awarded\tMA Psychology',
    'Name and type of organisation providing education and training\tUniversity of Warsaw, Warszawa',
    'Personal skills and competences',
    'Mother tongue Other language(s)\tPolish',
    'Self-assessment (*)\tUnderstanding\tSpeaking\tWriting',
    'European level\tSpoken\tSpoken',
    'Listening\tReading',
    'interaction\tproduction',
    'C1\tProficient\tC1\tProficient\tC1\tProficient\tC1\tProficient\tC1\tProficient',
    'English',
    'user\tuser\tuser\tuser\tuser',
    '(*)Common European Framework of Reference (CEF) level',
    'HR\tTalent Acquisition, Performance Management',
    'Systems\tWorkday, SAP SuccessFactors',
  ];

  it('reads entries written as labelled rows, the name beside its label, and no CEFR grid word as a skill', () => {
    const r = parse(...europass);
    expect(r.name).toBe('Anna Kowalczyk');
    expect(r.experience.map((e) => [e.title, e.company, e.period])).toEqual([
      ['HR Business Partner', 'Allegro', 'Jan 2021 - Present'],
      ['HR Generalist', 'ING Bank Śląski', 'Mar 2017 - Dec 2020'],
    ]);
    expect(r.education.map((e) => [e.degree, e.institution])).toEqual([
      ['MA Psychology', 'University of Warsaw'],
    ]);
    expect(r.skills).toEqual([
      'Talent Acquisition',
      'Performance Management',
      'Workday',
      'SAP SuccessFactors',
    ]);
  });

  it('reads the labelled rows in the Europass CV’s other languages', () => {
    const r = parse(
      'Nome(s) / Apelido(s)\tRafael Souza Lima',
      'E-mail Pessoal\trafael.lima@uol.com.br',
      'Experiência profissional',
      'Datas\t08/2019 – atual',
      'Função ou cargo ocupado\tArquiteto Sênior',
      'Principais actividades e responsabilidades\tCoordenação de projetos residenciais.',
      'Nome e morada do empregador\tTriptyque Arquitetura, São Paulo',
      'Educação e formação',
      'Datas\t2009 – 2014',
      'Designação da qualificação atribuída\tBacharelado em Arquitetura e Urbanismo',
      'Nome e tipo da organização de ensino ou formação\tUniversidade de São Paulo, São Paulo',
    );
    expect(r.name).toBe('Rafael Souza Lima');
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([
      ['Arquiteto Sênior', 'Triptyque Arquitetura'],
    ]);
    expect(r.education.map((e) => e.institution)).toEqual(['Universidade de São Paulo']);
    // A family name's label first: the two words the other way round.
    expect(parse('Surname / First name\tKowalczyk Anna', 'anna@wp.pl').name).toBe('Anna Kowalczyk');
  });

  it('reads the Europass CV’s older "Personal skills and competences" in its languages', () => {
    for (const heading of [
      'Personal skills and competences',
      'Aptitudes et compétences personnelles',
      'Persönliche Fähigkeiten und Kompetenzen',
      'Capacidades y aptitudes personales',
      'Capacità e competenze personali',
      'Aptidões e competências pessoais',
    ])
      expect(sectionOf(heading), heading).toBe('skills');
  });

  it('drops a page number and the footer after it on its run', () => {
    const { lines } = readPage([
      item('Rafael Souza Lima', 40, 780, 16, 'name'),
      item('Skills', 40, 700, 12, 'title'),
      item('Revit, SketchUp, AutoCAD', 40, 680, 10),
      item('Página 2 / 2 - Curriculum vitæ de', 40, 40, 8, 'foot'),
      item('Seite 3 von 4', 300, 40, 8, 'foot'),
    ]);
    expect(lines).toEqual(['Rafael Souza Lima', 'Skills', 'Revit, SketchUp, AutoCAD']);
  });

  it('reads skill groups’ labels set apart by a dash, a group of one item too', () => {
    const r = parse(
      'Jonas Becker',
      'Skills',
      'Planning - Demand Forecasting, S&OP, Inventory Management',
      'Systems - SAP MM, Oracle SCM',
      'Methods - Lean Six Sigma',
    );
    expect(r.skills).toEqual([
      'Demand Forecasting',
      'S&OP',
      'Inventory Management',
      'SAP MM',
      'Oracle SCM',
      'Lean Six Sigma',
    ]);
  });

  it('reads a label alone at a skills section’s start over a row of tags as the label', () => {
    const r = parse(
      'Emily Tran',
      'Skills',
      'Marketing',
      'Content Marketing\tSEO\tEmail Marketing',
      'Tools',
      'HubSpot\tFigma',
    );
    expect(r.skills).toEqual(['Content Marketing', 'SEO', 'Email Marketing', 'HubSpot', 'Figma']);
  });
});

describe('stop 29: its third held-out round, opened after its first contact', () => {
  it('reads two sections side by side under full-width ones each whole, and the footer under them last', () => {
    const { lines, fields } = readPage([
      item('Priya Raghunathan', 50, 780, 20, 'name'),
      // The contact block flush right in the header, the jobs' dates at the right margin.
      item('22 MG Road', 480, 790, 10),
      item('Bengaluru 560001, India', 430, 778, 10),
      item('+91 98765 43210', 460, 766, 10),
      item('priya.r@tatasteel.co.in', 440, 754, 10),
      item('Profile', 50, 740, 12, 'title'),
      item(
        'Supply chain manager for steel and automotive parts, from forecasting to the floor.',
        50,
        724,
        10,
      ),
      item('Experience', 50, 690, 12, 'title'),
      item('Tata Steel, Bengaluru', 50, 674, 10),
      item('07/2020 – Present', 480, 674, 10),
      item('Supply Chain Manager', 50, 662, 10, 'italic'),
      item('Bosch India, Bengaluru', 50, 640, 10),
      item('01/2016 – 06/2020', 480, 640, 10),
      item('Logistics Planner', 50, 628, 10, 'italic'),
      item('Skills', 50, 600, 12, 'title'),
      item('Languages', 320, 600, 12, 'title'),
      item('Planning:', 50, 584, 10, 'bold'),
      item('Demand Forecasting, S&OP, Inventory', 98, 584, 10),
      item('English', 320, 584, 10),
      // The group's list wrapped under its label, over groups with labels of their own: no title of its own.
      item('Management', 50, 572, 10),
      item('Hindi', 320, 572, 10),
      item('Systems:', 50, 560, 10, 'bold'),
      item('SAP MM, Oracle SCM', 93, 560, 10),
      item('Tamil', 320, 560, 10),
      item('Methods:', 50, 548, 10, 'bold'),
      item('Lean Six Sigma', 93, 548, 10),
      item('Priya Raghunathan – Curriculum Vitae', 240, 40, 6, 'foot'),
    ]);
    expect(lines.slice(lines.indexOf('Skills'))).toEqual([
      'Skills',
      'Planning: Demand Forecasting, S&OP, Inventory',
      'Management',
      'Systems: SAP MM, Oracle SCM',
      'Methods: Lean Six Sigma',
      'Languages',
      'English',
      'Hindi',
      'Tamil',
      'Priya Raghunathan – Curriculum Vitae',
    ]);
    expect(fields.skills).toContain('Inventory Management');
  });

  it('reads a strengths section as skills', () => {
    expect(sectionOf('Professional Strengths')).toBe('skills');
    expect(sectionOf('Key strengths')).toBe('skills');
  });

  it('reads a phone number apart from the house number of the address after it on its line', () => {
    const r = parse(
      'Camille Lefèvre',
      'camille.lefevre@orange.fr 06 53 14 90 94 27 rue de la République, 69002 Lyon, France',
    );
    expect(r.phone).toBe('+33653149094');
  });

  it('leaves out a school’s town where the jobs’ towns stand on lines of their own', () => {
    const r = parse(
      'Emily Tran',
      'Experience',
      'Marketing Manager - Wealthsimple (2020-Present)',
      'Toronto',
      'Grew trial sign-ups by 35 %.',
      'Marketing Specialist - Shopify (2017-2020)',
      'Ottawa',
      'Ran the merchant newsletter.',
      'Education',
      'Queen’s University, Kingston - (2013-2017)',
      'Bachelor of Commerce',
    );
    expect(r.education.map((e) => e.institution)).toEqual(['Queen’s University']);
  });

  it('reads employers’ places two lines over their dates as the template’s way with places', () => {
    const r = parse(
      'Anna Kowalczyk',
      'Experience',
      'Allegro, Warszawa',
      'HR Business Partner',
      'Jan 2021 - Present',
      'Partner to three engineering directors.',
      'Randstad Polska, Warszawa',
      'Recruitment Specialist',
      'Jun 2015 - Mar 2017',
      'Volume hiring for logistics clients.',
      'Education',
      'University of Warsaw, Warszawa',
      'MA Psychology',
      '2010 - 2015',
    );
    expect(r.education.map((e) => e.institution)).toEqual(['University of Warsaw']);
  });
});

describe('stop 30: abiword-resume-ant’s PDF, its titles at the foot of their cells', () => {
  it('reads the objective’s heading in the languages it is written in, as the summary', () => {
    for (const heading of ['Berufsziel', 'Objectif professionnel', 'Objetivo', 'Obiettivo', 'Cel zawodowy'])
      expect(sectionOf(heading), heading).toBe('summary');
    const r = parse(
      'Jonas Becker',
      'jonas.becker@web.de',
      'Berufsziel',
      'Steuerberater mit Schwerpunkt auf mittelständischen Unternehmen.',
      'Kenntnisse',
      'DATEV, SAP FI',
    );
    expect(r.skills).toEqual(['DATEV', 'SAP FI']);
  });
});

describe('stop 30: a school with a name of its own, its town after it', () => {
  it('reads the school without the town where the school has a name of its own, whole where its town is its name', () => {
    const school = (line: string) =>
      parse('Emily Tran', 'emily.tran@outlook.com', 'Education', line).education.map((e) => e.institution);
    expect(school('Bachelor of Commerce, Queen’s University in Kingston [2013 - 2017]')).toEqual([
      'Queen’s University',
    ]);
    expect(school('BSc Nursing, Monash University in Melbourne [2015 - 2018]')).toEqual([
      'Monash University',
    ]);
    // Only what a school is, and its town: the town is its name.
    expect(school('BSc Nursing, Fine Arts Academy in Wroclaw [2017 - 2021]')).toEqual([
      'Fine Arts Academy in Wroclaw',
    ]);
    expect(school('MA Music, State University of Music in Trossingen [2010 - 2012]')).toEqual([
      'State University of Music in Trossingen',
    ]);
  });
});

describe('stop 30: twentyseconds-libreoffice’s PDF, a grid of rated names wrapping in their cells', () => {
  it('reads each name whole beside its whole rating, a name one word where its parts spell a known skill', () => {
    const name = (str: string, x: number, y: number) => item(str, x, y, 12, 'serif');
    const dots = (n: number, x: number, y: number) => item('●'.repeat(n), x, y, 12, 'dots', n * 10.5);
    const { lines, fields } = readPage([
      item('Rafael Souza Lima', 40, 760, 16, 'serif'),
      item('rafael.lima@uol.com.br', 40, 740, 10, 'serif'),
      item('Competências', 200, 530, 14, 'serif'),
      // Three cells of names, each beside a cell of ratings of five marks.
      name('Revit', 202.3, 500),
      name('Sketch', 202.3, 483.7),
      name('Up', 202.3, 467.3),
      dots(5, 250.2, 500),
      dots(5, 250.2, 483.7),
      name('AutoCAD', 312.5, 500),
      name('V-Ray', 312.5, 483.7),
      dots(4, 380.7, 500),
      dots(1, 380.7, 483.7),
      dots(4, 380.7, 467.3),
      dots(1, 380.7, 451),
      name('Adobe', 437.7, 500),
      name('Photoshop', 437.7, 483.7),
      dots(3, 530.7, 500),
      dots(2, 530.7, 483.7),
    ]);
    expect(lines.slice(3)).toEqual([
      expect.stringMatching(/^Revit\s●{5}\sAutoCAD\s●{5}\sAdobe Photoshop\s●{5}$/u),
      expect.stringMatching(/^SketchUp\s●{5}\sV-Ray\s●{5}$/u),
    ]);
    expect(fields.skills).toEqual(['Revit', 'AutoCAD', 'Adobe Photoshop', 'SketchUp', 'V-Ray']);
  });

  it('leaves a grid as it stands where its marks make no whole ratings, or a name would run into a sentence', () => {
    const name = (str: string, x: number, y: number) => item(str, x, y, 12, 'serif');
    const dots = (n: number, x: number, y: number) => item('●'.repeat(n), x, y, 12, 'dots', n * 10.5);
    const page = (...cells: ReturnType<typeof item>[]) =>
      readPage([
        item('Rafael Souza Lima', 40, 760, 16, 'serif'),
        item('Competências', 200, 530, 14, 'serif'),
        name('Revit', 202.3, 500),
        dots(5, 250.2, 500),
        ...cells,
      ]).lines.slice(2);
    // Six marks where a rating has five.
    expect(
      page(
        name('Adobe', 437.7, 500),
        name('Photoshop', 437.7, 483.7),
        dots(4, 530.7, 500),
        dots(2, 530.7, 483.7),
      ),
    ).toEqual([
      expect.stringMatching(/^Revit\s●{5}\sAdobe\s●{4}$/u),
      expect.stringMatching(/^Photoshop\s●{2}$/u),
    ]);
    // A sentence beside a rating: no name.
    expect(
      page(
        name('Adobe', 437.7, 500),
        name('Photoshop and Lightroom for retouching', 437.7, 483.7),
        dots(3, 530.7, 500),
        dots(2, 530.7, 483.7),
      ),
    ).toEqual([
      expect.stringMatching(/^Revit\s●{5}\sAdobe\s●{3}$/u),
      expect.stringMatching(/^Photoshop and Lightroom for retouching\s*●{2}$/u),
    ]);
  });

  it('reads a name its rating follows in the next cell as a skill, not as a label', () => {
    expect(
      parse('Rafael Lima', 'Competências', 'Revit ●●●●● AutoCAD ●●●●●', 'Rhino\t●●●●● V-Ray\t●●●●●').skills,
    ).toEqual(['Revit', 'AutoCAD', 'Rhino', 'V-Ray']);
  });
});

describe('stop 30: its held-out round, opened after its first contact', () => {
  it('reads a heading in capitals whose words a page ran together', () => {
    expect(sectionOf('EXPÉRIENCEPROFESSIONNELLE')).toBe('experience');
    expect(sectionOf('ESPERIENZAPROFESSIONALE')).toBe('experience');
    expect(sectionOf('WORKEXPERIENCE')).toBe('experience');
    // (In small letters, one word is one word.)
    expect(sectionOf('Workexperience')).toBeUndefined();
  });

  it('cuts a title and its employer, a degree and its school, at a slash with no space round it', () => {
    const r = parse(
      'Anna Kowalczyk',
      'anna.kowalczyk@onet.pl',
      'Experience',
      '2021‒Present\tHR Business Partner/Allegro',
      'Warszawa',
      '- Partner to three engineering directors.',
      '2017‒2020\tUX/UI Designer, Netguru',
      'Kraków',
      '- Design systems for fintech clients.',
      'Education',
      '2010‒2015\tMA Psychology/University of Warsaw',
    );
    expect(r.experience.map((e) => [e.title, e.company])).toEqual([
      ['HR Business Partner', 'Allegro'],
      ['UX/UI Designer', 'Netguru'],
    ]);
    expect(r.education.map((e) => [e.institution, e.degree])).toEqual([
      ['University of Warsaw', 'MA Psychology'],
    ]);
  });

  it('reads the months a page sets under a period’s years', () => {
    expect(findPeriod('2017‒2020 April December\tHR Generalist/ING Bank')?.period).toBe(
      'Apr 2017 - Dec 2020',
    );
    expect(findPeriod('2021‒Present January\tHR Business Partner')?.period).toBe('Jan 2021 - Present');
    expect(findPeriod('2016 - 2019 ottobre gennaio')?.period).toBe('Oct 2016 - Jan 2019');
    // Not a month of a name after them, nor a month the year does not have beside it.
    expect(findPeriod('2018 - Present Mars, Inc')?.period).toBe('2018 - Present');
    expect(findPeriod('2018 - Present January March\tChef')?.period).toBe('2018 - Present');
    expect(findPeriod('2015 - 2017 June\tChef')?.period).toBe('2015 - 2017');
  });

  it('gives a period line with only a town beside it the row of cells above it', () => {
    const r = parse(
      'Anna Kowalczyk',
      'anna.kowalczyk@onet.pl',
      'Experience',
      'Allegro\tHR Business Partner\t2021.01 - Present\tWarszawa',
      'Partner to three engineering directors.',
      'Randstad Polska\tRecruitment Specialist',
      '2015.06 - 2017.03\tWarszawa',
      'Volume hiring for logistics clients.',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Allegro', 'HR Business Partner'],
      ['Randstad Polska', 'Recruitment Specialist'],
    ]);
  });

  it('starts a cell at a phrase in another font half an em or more after the one before it', () => {
    const { lines } = readPage([
      item('Siobhán Murphy', 36, 760, 40, 'name'),
      item('Education', 36, 560, 20, 'title'),
      item('University College Cork', 36.5, 515.1, 18, 'bold', 210),
      item('Professional Master of Education', 258.5, 515.1, 18, 'light', 278.2),
      item('2013-2015', 36.5, 482.1, 15, 'regular', 73.5),
      item('Experience', 36, 440, 20, 'title'),
      item('Studio MK27', 36.5, 404.1, 22.5, 'bold', 139.7),
      item('Arquiteto', 188.2, 404.1, 18, 'light', 79.5),
      item('2015.02 - 2019.07', 279.7, 404.1, 18, 'light', 148.3),
      // A word space after a bold word, in a sentence: one run.
      item('Managed', 36.5, 380, 12, 'bold', 50),
      item('the studio’s residential projects.', 89.5, 380, 12, 'light', 180),
    ]);
    expect(lines).toContain('University College Cork\tProfessional Master of Education');
    expect(lines).toContain('Studio MK27\tArquiteto\t2015.02 - 2019.07');
    expect(lines).toContain('Managed the studio’s residential projects.');
  });
});

describe('stop 30: developer-resume-ajivoin, roles flush right at the margin over two lists side by side', () => {
  // The page as pdf.js gives it (x, baseline, width), the template's section titles across the page, each entry a row
  // of its dates (town under them), its employer or school in bold, and its role or degree flush right at the margin;
  // the skills and the spoken languages side by side at the foot.
  const at = (str: string, x: number, y: number, x1: number, size = 9, font = 'regular') =>
    item(str, x, y, size, font, x1 - x);
  const page = (margin: ReturnType<typeof item>[]) => [
    at('Marcus', 56.7, 773.3, 160, 29.7, 'bold'),
    at('Reed', 56.7, 750.5, 130.9, 29.7, 'bold'),
    at('(415) 555-0176', 252, 782.1, 311.3),
    at('marcus.reed@example.com', 252, 764, 367),
    at('845 Valencia Street', 404.8, 782.1, 484.8),
    at('San Francisco, CA 94110, USA', 404.8, 763.5, 527.2),
    at('PROFILE', 56.7, 701, 93.4, 9, 'bold'),
    at('Data scientist who ships models into products and explains them to people.', 56.7, 679.1, 368.6),
    at('EXPERIENCE', 56.7, 565.7, 111.1, 9, 'bold'),
    at('6/2021 – present', 56.7, 547.1, 129),
    at('San Francisco', 56.7, 538.2, 107.7, 8),
    at('Lyft', 141, 547.1, 157.2, 9, 'bold'),
    at('Built pricing models used in 40 cities.', 141, 536.2, 300),
    at('7/2016 – 1/2018', 56.7, 484.2, 125.6),
    at('Oakland', 56.7, 475.3, 87.4, 8),
    at('Kaiser Permanente', 141, 484.2, 222.6, 9, 'bold'),
    at('Dashboards for hospital capacity planning.', 141, 473.3, 316.3),
    ...margin,
    at('SKILLS', 56.7, 90, 86.7, 9, 'bold'),
    at('Languages:', 56.7, 68.2, 106.6, 9, 'bold'),
    at('Python, R, SQL', 140.5, 68.2, 206.4, 9, 'mono'),
    at('Tools:', 56.7, 57.3, 81.6, 9, 'bold'),
    at('Docker, Airflow, Tableau', 140.5, 57.3, 253.5, 9, 'mono'),
    at('LANGUAGES', 394, 90, 448.1, 9, 'bold'),
    at('English', 394, 68.2, 425.5, 9, 'bold'),
    at('Spanish', 394, 57.3, 427.9, 9, 'bold'),
  ];

  it('reads an entry’s role set flush right at the margin on its dated row', () => {
    const { lines, fields } = readPage(
      page([
        at('Senior Data Scientist', 449.5, 547.1, 538.6, 9, 'bold'),
        at('Data Analyst', 484.3, 484.2, 538.6, 9, 'bold'),
      ]),
    );
    expect(lines).toContain('6/2021 – present\tLyft\tSenior Data Scientist');
    expect(fields.experience.map((e) => [e.company, e.title])).toEqual([
      ['Lyft', 'Senior Data Scientist'],
      ['Kaiser Permanente', 'Data Analyst'],
    ]);
    expect(fields.skills).toEqual(['Python', 'R', 'SQL', 'Docker', 'Airflow', 'Tableau']);
  });

  it('reads no link, nothing short of the margin and nothing beside undated text as a role', () => {
    const link = readPage(
      page([
        at('Senior Data Scientist', 449.5, 547.1, 538.6, 9, 'bold'),
        at('GitHub: github.com/mreed', 440, 484.2, 538.6),
      ]),
    ).lines;
    expect(link).toContain('6/2021 – present\tLyft\tSenior Data Scientist');
    expect(link).not.toContain('7/2016 – 1/2018\tKaiser Permanente\tGitHub: github.com/mreed');
    const short = readPage(
      page([
        at('Senior Data Scientist', 449.5, 547.1, 538.6, 9, 'bold'),
        at('Data Analyst', 420, 484.2, 470, 9, 'bold'),
      ]),
    ).lines;
    expect(short).not.toContain('7/2016 – 1/2018\tKaiser Permanente\tData Analyst');
    const undated = readPage(
      page([
        at('Senior Data Scientist', 449.5, 547.1, 538.6, 9, 'bold'),
        at('Open to relocation', 460, 679.1, 538.6),
      ]),
    ).lines;
    expect(undated).not.toContain(
      'Data scientist who ships models into products and explains them to people.\tOpen to relocation',
    );
  });

  it('takes no sentence beside an entry’s town for its employer', () => {
    const r = parse(
      'Marcus Reed',
      'Experience',
      '6/2021 – present\tLyft\tSenior Data Scientist',
      'San Francisco\tBuilt pricing models used in 40 cities.',
      '7/2016 – 1/2018\tKaiser Permanente\tData Analyst',
      'Oakland\tDashboards for hospital capacity planning.',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Lyft', 'Senior Data Scientist'],
      ['Kaiser Permanente', 'Data Analyst'],
    ]);
  });
});

describe('stop 30: skill groups’ labels opening rows of tags', () => {
  it('reads a word no skill list knows, opening each row of known skills, as its group’s label', () => {
    expect(
      parse(
        'Rafael Souza Lima',
        'Competências',
        'Projeto\tRevit\tSketchUp\tAutoCAD',
        'Visualização\tV-Ray\tAdobe Photoshop',
        'Idiomas\tPortuguês (nativo)\tInglês (C1)',
      ).skills,
    ).toEqual(['Revit', 'SketchUp', 'AutoCAD', 'V-Ray', 'Adobe Photoshop']);
    // Rows under labels of their own are tags only, the first ones too.
    expect(
      parse(
        'Rahul Mehta',
        'Skills',
        'Planning',
        'Demand Forecasting\tS&OP\tInventory Management',
        'Systems',
        'SAP MM\tOracle SCM\tPower BI',
      ).skills,
    ).toEqual(['Demand Forecasting', 'S&OP', 'Inventory Management', 'SAP MM', 'Oracle SCM', 'Power BI']);
    // A flat list in one row of tags over the spoken languages' row: its first tag is no label.
    expect(
      parse(
        'Pieter de Vries',
        'Skills',
        'Medication Review\tPharmaceutical Care\tCompounding\tPatient Counselling',
        'Languages\tDutch (native)\tEnglish (C2)',
      ).skills,
    ).toEqual(['Medication Review', 'Pharmaceutical Care', 'Compounding', 'Patient Counselling']);
    // Two rows of groups over it: their labels.
    expect(
      parse(
        'Siobhán Murphy',
        'Skills',
        'Teaching\tCurriculum Design\tClassroom Management',
        'Digital\tGoogle Classroom\tMicrosoft Teams',
        'Languages\tEnglish\tIrish',
      ).skills,
    ).toEqual(['Curriculum Design', 'Classroom Management', 'Google Classroom', 'Microsoft Teams']);
    // Rows of tags none of which a skill list knows: tags only.
    expect(
      parse('Ada Lind', 'Skills', 'Quilting\tBeekeeping\tFalconry', 'Origami\tCalligraphy\tWoodturning')
        .skills,
    ).toEqual(['Quilting', 'Beekeeping', 'Falconry', 'Origami', 'Calligraphy', 'Woodturning']);
  });
});

describe('stop 30: its second round, opened after its first contact', () => {
  it('reads a monospaced face’s words, a character’s advance apart, as one phrase', () => {
    // DejaVu Sans Mono at 9 pt: 5.42 pt a character, a word an item of the text layer.
    const mono = (x: number, y: number, ...words: string[]) => {
      const out: ReturnType<typeof item>[] = [];
      let at = x;
      for (const w of words) {
        out.push(item(w, at, y, 9, 'mono', w.length * 5.42));
        at += (w.length + 1) * 5.42;
      }
      return out;
    };
    const { lines, fields } = readPage([
      item('James', 44, 778, 18, 'monobold', 54),
      item('Whitfield', 44, 760, 18, 'monobold', 97),
      ...mono(195.5, 780.6, 'Position', ':', 'Site', 'Manager'),
      ...mono(211.7, 765.6, 'Phone', ':', '020', '7946', '0958'),
      ...mono(211.7, 750, 'Email', ':', 'james.whitfield@btinternet.co.uk'),
      item('Education', 51.7, 704.1, 13.2, 'monobold', 71),
      ...mono(
        51.7,
        683.1,
        'HNC',
        'Construction',
        'Management,',
        'Oxford',
        'Brookes',
        'University,',
        'Oxford',
      ),
      ...mono(486.4, 683.1, '2008', '-', '2010'),
    ]);
    expect(lines).toContain('Position : Site Manager');
    expect(lines.join('\n')).toContain('Phone : 020 7946 0958');
    expect(lines).toContain('HNC Construction Management, Oxford Brookes University, Oxford\t2008 - 2010');
    expect(fields.phone).toBe('+442079460958');
    // Three characters apart: two cells. A proportional face's runs (its words' advances differ) 0.7 em apart: tags.
    const apart = readPage([
      item('James Whitfield', 44, 778, 18, 'monobold', 150),
      ...mono(51.7, 700, 'Site', 'Manager'),
      ...mono(51.7 + 15 * 5.42, 700, 'London'),
      item('Revit', 51.7, 680, 9, 'sans', 25),
      item('SketchUp', 95, 680, 9, 'sans', 50),
      item('AutoCAD', 165, 680, 9, 'sans', 44),
      item('Talent Acquisition', 51.7, 660, 9, 'sans', 80),
      item('Performance Management', 137.7, 660, 9, 'sans', 110),
    ]).lines;
    expect(apart).toContain('Site Manager\tLondon');
    expect(apart).toContain('Talent Acquisition\tPerformance Management');
    // A proportional face whose few words without a narrow letter happen to advance alike: no proof of a typewriter.
    const alike = readPage([
      item('James Whitfield', 44, 778, 18, 'monobold', 150),
      item('Manager', 51.7, 680, 9, 'sans', 7 * 5.4),
      item('Nurse', 120, 680, 9, 'sans', 5 * 5.4),
      item('Owner', 180, 680, 9, 'sans', 5 * 5.4),
      item('Talent Acquisition', 51.7, 660, 9, 'sans', 80),
      item('Performance Management', 137.2, 660, 9, 'sans', 110),
    ]).lines;
    expect(alike).toContain('Talent Acquisition\tPerformance Management');
  });

  it('dates an entry by its one year where the others open with their periods in a cell of their own', () => {
    const r = parse(
      'Camille Lefèvre',
      'Expérience professionnelle',
      '2016-2019\tIngénieure d’études, Bouygues Construction, Paris',
      '• Études d’exécution pour des bâtiments de logements.',
      '2016\tStagiaire bureau d’études, Setec, Paris',
      '• Notes de calcul et plans de ferraillage.',
    );
    expect(r.experience.map((e) => [e.company, e.title, e.period])).toEqual([
      ['Bouygues Construction', 'Ingénieure d’études', '2016 - 2019'],
      ['Setec', 'Stagiaire bureau d’études', '2016 - 2016'],
    ]);
    // Without such periods, a year opening a line is no entry's.
    expect(
      parse('Camille Lefèvre', 'Expérience professionnelle', '2016\tPrix du jeune ingénieur').experience,
    ).toEqual([]);
  });

  it('reads an employer’s town and its title after a colon', () => {
    const r = parse(
      'Emily Tran',
      'emily.tran@outlook.com',
      'Work Experience',
      'Wealthsimple, Toronto: Marketing Manager\t2020.10 - Present',
      'Grew trial sign-ups by 35 %.',
      'Shopify, Ottawa: Marketing Specialist\t2017.05 - 2020.09',
      'Ran the merchant newsletter.',
      'Education',
      'Bachelor of Commerce, Queen’s University, Kingston\t2013 - 2017',
    );
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Wealthsimple', 'Marketing Manager'],
      ['Shopify', 'Marketing Specialist'],
    ]);
    expect(r.education.map((e) => e.institution)).toEqual(['Queen’s University']);
  });
});
