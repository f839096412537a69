// Builds tests/corpus-gen/fresh-persons.json: the people of the held-out `fresh-people` corpus family, made
// from third-party data only, none of it written for this project (see tests/corpus-gen/fresh-data/README.md):
//
// - names, streets, cities, postcodes, company names, half the job titles, phone numbers, e-mail addresses,
//   bullets and summaries from @faker-js/faker 9 (MIT), one locale per person and a fixed seed;
// - institutions from Hipo's university-domains-list (MIT), a university of the person's country;
// - skills and the other half of the job titles from the O*NET 29.2 Database (CC BY 4.0): technology
//   examples (Technology Skills.txt) and reported job titles (Sample of Reported Titles.txt) of an
//   occupation drawn at random, and skill names of the O*NET content model (Content Model Reference.txt),
//   grouped for some people under the O*NET commodity titles / content-model categories as labels;
// - degree names and the spoken-languages line from the short per-language lists below; dates drawn at
//   random within fixed ranges (seeded).
//
// Each record has exactly the shape of a persons.mjs record, so every family's render() takes it.
// faker is not a project dependency. To rebuild (the output is committed, so the generator and the tests
// never need faker or the sources):
//
//   npm i --prefix /tmp/faker @faker-js/faker@9.9.0
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir>            # fresh-people
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> --seed 7 --count 34 \
//     --out fresh-persons-b.json --id-prefix b --exclude fresh-persons.json --soft knowledge   # fresh-people-b
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> --seed 31 --count 26 \
//     --out fresh-persons-c.json --id-prefix c --exclude fresh-persons.json --exclude fresh-persons-b.json \
//     --soft skills                                                                          # fresh-people-c
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> --seed 47 --count 18 \
//     --out fresh-persons-d.json --id-prefix d --exclude fresh-persons.json --exclude fresh-persons-b.json \
//     --exclude fresh-persons-c.json --soft knowledge                                          # fresh-people-d
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> --seed 71 --count 16 \
//     --out fresh-persons-e.json --id-prefix e --exclude fresh-persons.json --exclude fresh-persons-b.json \
//     --exclude fresh-persons-c.json --exclude fresh-persons-d.json --soft skills               # fresh-people-e
//   node tests/corpus-gen/fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> --seed 89 --count 22 \
//     --out fresh-persons-f.json --id-prefix f --exclude fresh-persons.json --exclude fresh-persons-b.json \
//     --exclude fresh-persons-c.json --exclude fresh-persons-d.json --exclude fresh-persons-e.json \
//     --soft knowledge                                                                         # fresh-people-f
//
// where <hipo-git-dir> is a git directory of github.com/Hipo/university-domains-list (commit bb07faf) and
// <onet-git-dir> one of github.com/nolanbrennan/O-Net-imports (commit d939b94, the O*NET 29.2 text files
// unchanged). It writes the people (--out, default fresh-persons.json, next to this file) and the subsets of
// the sources it used to fresh-data/ (universities.json and onet.json; universities-b.json and onet-b.json
// for fresh-persons-b.json, and so on: universities-f.json and onet-f.json for fresh-persons-f.json). Options,
// all optional (without them it makes fresh-people's people):
//   --seed N         the seed (default 20261126); person i's locale faker is seeded with N + i
//   --count N        how many people (default 26)
//   --id-prefix X    person ids X01, X02, … (default f)
//   --exclude FILE   leave out what another people file of this builder used: its O*NET occupations, its
//                    technology examples and its universities (read from its fresh-data/ subsets); may be
//                    given more than once, leaving out what each of the files used
//   --soft knowledge the second kind of skill: O*NET knowledge areas (2.C) instead of the content model's
//                    skills (2.A, 2.B)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import prettier from 'prettier';

const FAKER_DIR = process.env.FAKER_DIR ?? '/tmp/faker/node_modules/@faker-js/faker/dist/index.js';
const F = await import(pathToFileURL(FAKER_DIR).href);

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: '20261126' },
    count: { type: 'string', default: '26' },
    out: { type: 'string', default: 'fresh-persons.json' },
    'id-prefix': { type: 'string', default: 'f' },
    exclude: { type: 'string', multiple: true },
    soft: { type: 'string', default: 'skills' },
  },
});
const [hipoDir, onetDir] = positionals;
if (!hipoDir || !onetDir || !['skills', 'knowledge'].includes(opts.soft))
  throw new Error('usage: fresh-persons-build.mjs <hipo-git-dir> <onet-git-dir> [options, see above]');
// fresh-persons.json → fresh-data/universities.json, onet.json; fresh-persons-b.json → …-b.json.
const dataSuffix = (file) => path.basename(file, '.json').replace(/^fresh-persons/, '');
const dataFile = (name, file) => path.join(here, 'fresh-data', `${name}${dataSuffix(file)}.json`);
const gitShow = (dir, file) =>
  execFileSync('git', ['--git-dir', dir, 'show', `HEAD:${file}`], { maxBuffer: 1 << 28 }).toString('utf8');
const gitHead = (dir) => execFileSync('git', ['--git-dir', dir, 'rev-parse', 'HEAD']).toString().trim();
const tsv = (text) => {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const keys = head.split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, i) => [keys[i], v])));
};

const SEED = Number(opts.seed);
const COUNT = Number(opts.count);
// What other people files used, left out here (--exclude, once per file): none by default.
const excluded = { codes: new Set(), examples: new Set(), universities: new Set() };
for (const file of opts.exclude ?? []) {
  const onet = JSON.parse(readFileSync(dataFile('onet', file), 'utf8'));
  const unis = JSON.parse(readFileSync(dataFile('universities', file), 'utf8'));
  for (const p of onet.people) {
    excluded.codes.add(p.code);
    for (const t of p.technology) excluded.examples.add(t.example);
  }
  for (const u of unis.universities) excluded.universities.add(u.name);
}

// Locales in the countries, country names and heading languages of persons.mjs (Poland and the Netherlands
// write in English there, as here); `hipo` is the country as Hipo's list spells it; `region` for
// libphonenumber.
const LOCALES = [
  { faker: 'fakerEN_GB', lang: 'en', country: 'United Kingdom', hipo: 'United Kingdom', region: 'GB' },
  { faker: 'fakerFR', lang: 'fr', country: 'France', hipo: 'France', region: 'FR' },
  { faker: 'fakerDE', lang: 'de', country: 'Deutschland', hipo: 'Germany', region: 'DE' },
  { faker: 'fakerEN_US', lang: 'en', country: 'USA', hipo: 'United States', region: 'US', state: true },
  { faker: 'fakerES', lang: 'es', country: 'España', hipo: 'Spain', region: 'ES' },
  { faker: 'fakerEN_IN', lang: 'en', country: 'India', hipo: 'India', region: 'IN' },
  { faker: 'fakerEN_IE', lang: 'en', country: 'Ireland', hipo: 'Ireland', region: 'IE' },
  { faker: 'fakerEN_AU', lang: 'en', country: 'Australia', hipo: 'Australia', region: 'AU', state: true },
  { faker: 'fakerPT_BR', lang: 'pt', country: 'Brasil', hipo: 'Brazil', region: 'BR' },
  { faker: 'fakerPL', lang: 'en', country: 'Poland', hipo: 'Poland', region: 'PL' },
  { faker: 'fakerNL', lang: 'en', country: 'Netherlands', hipo: 'Netherlands', region: 'NL' },
  { faker: 'fakerEN_CA', lang: 'en', country: 'Canada', hipo: 'Canada', region: 'CA', state: true },
  { faker: 'fakerIT', lang: 'it', country: 'Italia', hipo: 'Italy', region: 'IT' },
];

// The short lists: degree names and the spoken languages, per heading language.
const DEGREES = {
  en: {
    first: [
      'BSc Computer Science',
      'BA Economics',
      'BSc Nursing',
      'BEng Mechanical Engineering',
      'BA History',
    ],
    second: ['MSc Data Science', 'MBA', 'MA Education', 'MSc Finance', 'MEng Civil Engineering'],
  },
  fr: {
    first: ['Licence de gestion', 'Licence de droit', 'BTS Comptabilité', 'Licence d’informatique'],
    second: ['Master de finance', 'Master MIAGE', 'Diplôme d’ingénieur', 'Master de marketing'],
  },
  de: {
    first: ['B.Sc. Informatik', 'B.A. Betriebswirtschaftslehre', 'B.Eng. Maschinenbau', 'B.Sc. Pflege'],
    second: ['M.Sc. Wirtschaftsinformatik', 'M.A. Germanistik', 'M.Sc. Elektrotechnik', 'M.Sc. Physik'],
  },
  es: {
    first: ['Grado en Administración de Empresas', 'Grado en Enfermería', 'Grado en Derecho'],
    second: ['Máster en Finanzas', 'Máster en Ingeniería Industrial', 'Máster en Marketing Digital'],
  },
  pt: {
    first: ['Bacharelado em Administração', 'Bacharelado em Engenharia Civil', 'Licenciatura em Letras'],
    second: ['Mestrado em Economia', 'MBA em Gestão de Projetos', 'Mestrado em Ciência da Computação'],
  },
  it: {
    first: ['Laurea in Economia', 'Laurea in Ingegneria Gestionale', 'Laurea in Infermieristica'],
    second: ['Laurea magistrale in Informatica', 'Master in Finanza', 'Laurea magistrale in Architettura'],
  },
};
const SPOKEN = {
  en: [
    'English (native), Spanish (B1)',
    'English (native), German (B2)',
    'English (fluent), Hindi (native)',
    'English (C1), Polish (native)',
    'English (C1), Dutch (native), German (B1)',
  ],
  fr: ['Français (langue maternelle), anglais (B2)', 'Français (langue maternelle), espagnol (C1)'],
  de: ['Deutsch (Muttersprache), Englisch (C1)', 'Deutsch (Muttersprache), Französisch (B1)'],
  es: ['Español (nativo), inglés (C1)', 'Español (nativo), francés (B2)'],
  pt: ['Português (nativo), inglês (B2)', 'Português (nativo), espanhol (C1)'],
  it: ['Italiano (madrelingua), inglese (B2)', 'Italiano (madrelingua), tedesco (B1)'],
};

// --- third-party sources -------------------------------------------------------------------------------
const universities = JSON.parse(gitShow(hipoDir, 'world_universities_and_domains.json'));
const tech = tsv(gitShow(onetDir, 'Technology Skills.txt'));
const reported = tsv(gitShow(onetDir, 'Sample of Reported Titles.txt'));
const occupations = tsv(gitShow(onetDir, 'Occupation Data.txt'));
const model = tsv(gitShow(onetDir, 'Content Model Reference.txt'));

// An item a template can show as it is: no list separators or brackets that would make it two items.
const plain = (s, max) => s.length <= max && !/[,;|/()[\]"\\&%$#_{}~^]/.test(s);
const techByOcc = new Map();
// O*NET's generic examples ("Word processing software", "Calendar software") name a kind of software, not a
// product a resume would list; they are left out.
const generic = (s) =>
  / (software|systems?)$/.test(s) &&
  s
    .split(' ')
    .slice(1)
    .every((w) => !/^[A-Z][a-z]/.test(w));
for (const r of tech) {
  if (!plain(r.Example, 32) || generic(r.Example) || excluded.examples.has(r.Example)) continue;
  if (!techByOcc.has(r['O*NET-SOC Code'])) techByOcc.set(r['O*NET-SOC Code'], []);
  techByOcc.get(r['O*NET-SOC Code']).push(r);
}
const titlesByOcc = new Map();
for (const r of reported) {
  if (!plain(r['Reported Job Title'], 40)) continue;
  if (!titlesByOcc.has(r['O*NET-SOC Code'])) titlesByOcc.set(r['O*NET-SOC Code'], []);
  titlesByOcc.get(r['O*NET-SOC Code']).push(r['Reported Job Title']);
}
const occTitle = new Map(occupations.map((o) => [o['O*NET-SOC Code'], o.Title]));
const candidates = [...techByOcc.keys()]
  .filter((c) => !excluded.codes.has(c))
  .filter((c) => techByOcc.get(c).length >= 6 && (titlesByOcc.get(c)?.length ?? 0) >= 3)
  .sort();
// The 35 skills of the content model (2.A.x.y basic, 2.B.x.y cross-functional) with their category; or
// (--soft knowledge) its 31 knowledge areas (2.C.x.y) with theirs (2.C.x).
const byId = new Map(model.map((m) => [m['Element ID'], m['Element Name']]));
const skillNames =
  opts.soft === 'knowledge'
    ? model
        .filter((m) => /^2\.C\.\d+\.[a-z]$/.test(m['Element ID']))
        .map((m) => ({
          name: m['Element Name'],
          category: byId.get(m['Element ID'].replace(/\.[a-z]$/, '')),
        }))
    : model
        .filter((m) => /^2\.[AB]\.\d\.[a-z]$/.test(m['Element ID']))
        .map((m) => ({
          name: m['Element Name'],
          category: m['Element ID'].startsWith('2.A')
            ? byId.get('2.A')
            : byId.get(m['Element ID'].slice(0, 5)),
        }));

// --- people ----------------------------------------------------------------------------------------------
const picker = F.fakerEN;
picker.seed(SEED);
const usedUniversities = new Map();
const usedOnet = [];

const ascii = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
const sentence = (s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
const monthsBetween = ([y1, m1], [y2, m2]) => (y2 - y1) * 12 + (m2 - m1);
const addMonths = ([y, m], n) => {
  const t = y * 12 + (m - 1) + n;
  return [Math.floor(t / 12), (t % 12) + 1];
};

function person(i) {
  const loc = LOCALES[i % LOCALES.length];
  const f = F[loc.faker];
  f.seed(SEED + i);
  const first = f.person.firstName();
  const last = f.person.lastName();

  // Phone: faker's national form, kept only if libphonenumber reads a possible (and valid) number of the country.
  let phone;
  for (let tries = 0; !phone; tries++) {
    if (tries > 50) throw new Error(`no phone for ${loc.faker}`);
    const shown = f.phone.number({ style: 'national' });
    const n = parsePhoneNumberFromString(shown, loc.region);
    if (n && n.isPossible() && n.isValid() && n.country === loc.region) phone = { shown, e164: n.number };
  }

  // E-mail: faker's own from the name, or first.last at a faker domain.
  let email;
  for (let tries = 0; !email || !/^[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(email); tries++) {
    if (tries > 50) throw new Error(`no email for ${first} ${last}`);
    email = picker.datatype.boolean()
      ? f.internet.email({ firstName: first, lastName: last })
      : `${ascii(first)}.${ascii(last)}@${f.internet.domainName()}`;
  }

  const postcode = loc.state
    ? `${f.location.state({ abbreviated: true })} ${f.location.zipCode()}`
    : f.location.zipCode();
  const address = {
    street: f.location.streetAddress(),
    city: f.location.city(),
    postcode,
    country: loc.country,
  };

  // Occupation (O*NET) drawn at random: its technology examples and reported titles.
  const code = picker.helpers.arrayElement(candidates);
  const examples = techByOcc.get(code);
  const titles = titlesByOcc.get(code);
  const title = () => (picker.datatype.boolean() ? picker.helpers.arrayElement(titles) : f.person.jobTitle());

  // Jobs, newest first: 1–3, back to back with gaps of 0–3 months.
  const nJobs = picker.number.int({ min: 1, max: 3 });
  const experience = [];
  let start = [picker.number.int({ min: 2016, max: 2024 }), picker.number.int({ min: 1, max: 12 })];
  let end = picker.number.float() < 0.65 ? null : addMonths(start, picker.number.int({ min: 8, max: 20 }));
  if (end && monthsBetween(end, [2025, 12]) < 0) end = [2025, 12];
  for (let j = 0; j < nJobs; j++) {
    const bullets = Array.from({ length: picker.number.int({ min: 1, max: 2 }) }, () =>
      sentence(picker.datatype.boolean() ? f.company.catchPhrase() : f.company.buzzPhrase()),
    );
    experience.push({
      title: title(),
      company: f.company.name(),
      city: f.location.city(),
      start,
      end,
      bullets,
    });
    end = addMonths(start, -picker.number.int({ min: 1, max: 4 }));
    start = addMonths(end, -picker.number.int({ min: 10, max: 60 }));
  }

  // Education, newest first: 1–2 entries, the last one ending before the first job.
  const nEdu = picker.number.int({ min: 1, max: 2 });
  const unis = universities
    .filter((u) => u.country === loc.hipo && plain(u.name, 60) && /^[\p{Script=Latin}\s.'’-]+$/u.test(u.name))
    .filter((u) => !excluded.universities.has(u.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const oldest = experience[experience.length - 1].start[0];
  const education = [];
  let eduEnd = oldest - picker.number.int({ min: 0, max: 1 });
  const degrees = DEGREES[loc.lang];
  for (let e = 0; e < nEdu; e++) {
    const u = picker.helpers.arrayElement(unis);
    usedUniversities.set(u.name, u);
    const length = picker.number.int({ min: 2, max: 4 });
    const list = nEdu === 2 && e === 0 ? degrees.second : degrees.first;
    education.push({
      degree: picker.helpers.arrayElement(list),
      institution: u.name,
      city: f.location.city(),
      start: eduEnd - length,
      end: eduEnd,
    });
    eduEnd -= length;
  }

  // Skills: flat, 3–6 technology examples and 2–3 content-model skills; or grouped, two O*NET commodity titles
  // with 2–3 of their examples each and one content-model category with 2–3 of its skills.
  // (Flat when the occupation has fewer than two commodities of two usable examples.)
  const byCommodity = new Map();
  for (const r of examples) {
    if (!plain(r['Commodity Title'], 32)) continue;
    if (!byCommodity.has(r['Commodity Title'])) byCommodity.set(r['Commodity Title'], []);
    byCommodity.get(r['Commodity Title']).push(r);
  }
  const labels = [...byCommodity.keys()].filter((k) => byCommodity.get(k).length >= 2).sort();
  const grouped = picker.datatype.boolean() && labels.length >= 2;
  let skills;
  let picked;
  let soft;
  if (grouped) {
    const chosen = picker.helpers.arrayElements(labels, 2);
    picked = chosen.flatMap((k) =>
      picker.helpers.arrayElements(byCommodity.get(k), picker.number.int({ min: 2, max: 3 })),
    );
    const categories = [...new Set(skillNames.map((s) => s.category))].filter(
      (c) => skillNames.filter((s) => s.category === c).length >= 3,
    );
    const category = picker.helpers.arrayElement(categories);
    soft = picker.helpers.arrayElements(
      skillNames.filter((s) => s.category === category),
      picker.number.int({ min: 2, max: 3 }),
    );
    skills = [
      ...chosen.map((label) => ({
        label,
        items: picked.filter((r) => r['Commodity Title'] === label).map((r) => r.Example),
      })),
      { label: category, items: soft.map((s) => s.name) },
    ];
  } else {
    picked = picker.helpers.arrayElements(examples, picker.number.int({ min: 3, max: 6 }));
    soft = picker.helpers.arrayElements(skillNames, picker.number.int({ min: 2, max: 3 }));
    skills = [{ label: null, items: [...picked.map((r) => r.Example), ...soft.map((s) => s.name)] }];
  }
  usedOnet.push({
    code,
    occupation: occTitle.get(code),
    technology: picked.map((r) => ({ example: r.Example, commodity: r['Commodity Title'] })),
    [opts.soft]: soft,
  });
  // The same item twice (O*NET lists a few examples under two commodities) is kept once.
  const seen = new Set();
  for (const g of skills) g.items = g.items.filter((x) => !seen.has(x) && seen.add(x));
  skills = skills.filter((g) => g.items.length);

  return {
    id: `${opts['id-prefix']}${String(i + 1).padStart(2, '0')}`,
    lang: loc.lang,
    first,
    last,
    headline: experience[0].title,
    email,
    phone,
    address,
    summary: sentence(f.company.catchPhrase()),
    skills,
    experience,
    education,
    languages: picker.helpers.arrayElement(SPOKEN[loc.lang]),
  };
}

const people = Array.from({ length: COUNT }, (_, i) => person(i));
// Written as the project's prettier would format them.
const writeJson = async (file, value) =>
  writeFileSync(
    file,
    await prettier.format(JSON.stringify(value), { ...(await prettier.resolveConfig(file)), parser: 'json' }),
  );
await writeJson(path.join(here, opts.out), people);
mkdirSync(path.join(here, 'fresh-data'), { recursive: true });
await writeJson(dataFile('universities', opts.out), {
  source: 'https://github.com/Hipo/university-domains-list',
  commit: gitHead(hipoDir),
  license: 'MIT, Copyright (c) 2014-2025 Hipo (see README.md here)',
  universities: [...usedUniversities.values()].sort((a, b) => a.name.localeCompare(b.name)),
});
await writeJson(dataFile('onet', opts.out), {
  source: 'O*NET 29.2 Database, via https://github.com/nolanbrennan/O-Net-imports',
  commit: gitHead(onetDir),
  license: 'CC BY 4.0 (see README.md here)',
  people: usedOnet.map((o, i) => ({ person: people[i].id, ...o })),
  reportedTitles: people.map((p, i) => ({
    person: p.id,
    titles: p.experience.map((j) => j.title).filter((t) => titlesByOcc.get(usedOnet[i].code).includes(t)),
  })),
});
console.log(`${people.length} people`);
