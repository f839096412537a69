// Section headings of resumes in English, French, German, Spanish, Portuguese and Italian.

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'interests'
  | 'references'
  | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  experience: [
    'work',
    'work experiences',
    'employment experience',
    'professional history',
    'internships',
    'experience',
    'experiences',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'career timeline',
    'timeline',
    'professional background',
    'positions held',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'emplois',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'praxiserfahrung',
    'berufspraxis',
    // Swiss German: the stations of a career.
    'stationen',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'historial laboral',
    'experiencia de trabajo',
    'experiencia profissional',
    'historico profissional',
    'esperienza',
    'esperienze',
    'esperienza professionale',
    'esperienze professionali',
    'esperienza lavorativa',
    'esperienze lavorative',
    'jobs',
    'experience highlights',
    'berufliche stationen',
    'erfahrung',
    'ervaring',
    'werkervaring',
    'professionele ervaring',
    'doświadczenie',
    'doświadczenie zawodowe',
    'historia zatrudnienia',
  ],
  education: [
    'schooling',
    'academic history',
    'education history',
    'educational background',
    'education background',
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academic qualifications',
    'qualifications',
    'studies',
    'formation',
    'formations',
    'parcours academique',
    'etudes',
    'diplomes',
    'formation academique',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'akademischer werdegang',
    'schulbildung',
    'formacion',
    'formacion academica',
    'educacion',
    'estudios',
    'formacao',
    'formacao academica',
    'educacao',
    'istruzione',
    'formazione',
    'istruzione e formazione',
    'titoli di studio',
    'academics',
    'schulische ausbildung',
    'percorso formativo',
    'opleiding',
    'opleidingen',
    'wykształcenie',
    'edukacja',
  ],
  skills: [
    'professional skills',
    'skills summary',
    'skill set',
    'skillset',
    'technical proficiencies',
    'proficiencies',
    'proficiency',
    'skills & expertise',
    'toolbox',
    'skills',
    'skill',
    'technical skills',
    'key skills',
    'skill highlights',
    'skills highlights',
    'core skills',
    'core competencies',
    'key competencies',
    'technical proficiency',
    'competencies',
    'skills & tools',
    'skills and tools',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'competences',
    'competences techniques',
    'competences cles',
    'savoir-faire',
    'kenntnisse',
    'fahigkeiten',
    'fachkenntnisse',
    'kompetenzen',
    'kernkompetenzen',
    'it-kenntnisse',
    'edv-kenntnisse',
    'technische kenntnisse',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'habilidades tecnicas',
    'competencias tecnicas',
    'competencias clave',
    'conhecimentos',
    'competenze',
    'competenze tecniche',
    'abilita',
    'conoscenze',
    'abilities',
    'capabilities',
    'strengths',
    'specialties',
    'technical expertise',
    'conocimientos informáticos',
    'capacità e competenze',
    'capacità',
    'vaardigheden',
    'competenties',
    'umiejętności',
    'kompetencje',
    'key strengths',
    'core strengths',
    'professional strengths',
    // The Europass CV's "Personal skills", in each language its template is written in.
    'personal skills',
    'compétences personnelles',
    'persönliche fähigkeiten',
    'competencias personales',
    'competenze personali',
    'competências pessoais',
    'persoonlijke vaardigheden',
    'umiejętności osobiste',
    // …and its older wording (the Europass CV of 2004-2012).
    'personal skills and competences',
    'aptitudes et compétences personnelles',
    'persönliche fähigkeiten und kompetenzen',
    'capacidades y aptitudes personales',
    'capacità e competenze personali',
    'aptidões e competências pessoais',
    // Technologies and tools, in each language ('Technologies & Tools', 'Tecnologías y herramientas'); the tools
    // word alone is a group's label ('Werkzeuge', 'Outils'), not a heading.
    'technologien',
    'tecnologías',
    'tecnologias',
    'tecnologie',
    'technologien und werkzeuge',
    'technologies et outils',
    'tecnologías y herramientas',
    'tecnologias e ferramentas',
    'tecnologie e strumenti',
  ],
  summary: [
    // A Korean template's English for 자기소개 (self-introduction).
    'introduce',
    'career summary',
    'summary',
    'profile',
    'professional summary',
    'professional profile',
    'about me',
    'about',
    'introduction',
    'objective',
    'career objective',
    // The objective in other languages ('Berufsziel' in AbiWord's German résumé template).
    'berufsziel',
    'objectif',
    'objectif professionnel',
    'objetivo',
    'objetivo profesional',
    'objetivo profissional',
    'obiettivo',
    'obiettivo professionale',
    'cel zawodowy',
    'personal statement',
    'profil',
    'profil professionnel',
    'a propos',
    'a propos de moi',
    'resume',
    'zusammenfassung',
    'uber mich',
    'kurzprofil',
    'perfil',
    'perfil profesional',
    'resumen',
    'sobre mi',
    'perfil profissional',
    'resumo',
    'sobre mim',
    'profilo',
    'profilo professionale',
    'sommario',
    'chi sono',
    'executive summary',
    'profiel',
    'over mij',
    'samenvatting',
    'o mnie',
    'podsumowanie',
    'profil zawodowy',
  ],
  languages: [
    'languages',
    'langues',
    'sprachen',
    'sprachkenntnisse',
    'idiomas',
    'linguas',
    'lingue',
    'lingue straniere',
    'talen',
    'talenkennis',
    'języki',
    'języki obce',
    'znajomość języków',
  ],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'personal information',
    'coordonnees',
    'kontakt',
    'kontaktdaten',
    'personliche daten',
    'personalien',
    'contacto',
    'datos personales',
    'datos de contacto',
    'contato',
    'dados pessoais',
    'contatti',
    'dati personali',
    'contact me',
    'get in touch',
    'contactgegevens',
    'persoonlijke gegevens',
    'dane kontaktowe',
    'dane osobowe',
    'profiles',
    'online profiles',
    'social profiles',
    'links',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses & certifications',
    'certificats',
    'zertifikate',
    'zertifizierungen',
    'certificaciones',
    'certificacoes',
    'certificazioni',
  ],
  projects: ['projects', 'selected projects', 'projets', 'projekte', 'proyectos', 'projetos', 'progetti'],
  interests: [
    'interests',
    'hobbies',
    'hobbies & interests',
    "centres d'interet",
    'loisirs',
    'interessen',
    'hobbys',
    'intereses',
    'aficiones',
    'interesses',
    'interessi',
  ],
  references: [
    'references',
    'referees',
    'referenzen',
    'referencias',
    'referencias profissionais',
    'referenze',
  ],
  other: [
    'other info',
    'other information',
    'additional information',
    'volunteer',
    'courses',
    'training',
    'trainings',
    'awards',
    'honors',
    'honours',
    'honors & awards',
    'honours & awards',
    'honors and awards',
    'honours and awards',
    'awards & honors',
    'awards and honors',
    'awards & honours',
    'publications',
    'volunteering',
    'volunteer experience',
    'achievements',
    'distinctions',
    'publikationen',
    'ehrenamt',
    'premios',
    'publicaciones',
    'voluntariado',
    'premi',
    'pubblicazioni',
  ],
};

/** Lower case, no diacritics, no decoration: the key a heading is looked up by. */
export const headingKey = (line: string): string =>
  (!/[^\p{ASCII}]/u.test(line) ? line : line.normalize('NFD'))
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    // The lookbehind starts a match only where a run starts (else each position of a long run rescans it).
    .replace(/(?<![:\-–—_|•·*#=])[:\-–—_|•·*#=]+\s*$/u, '')
    // Icons before a heading ('\uf0b1 Experience', '★ EDUCATION'): Font Awesome and other icon fonts map
    // their glyphs to the private use area; symbols and dingbats are \p{So}.
    .replace(/^[\s\-–—_|•·*#=\p{Co}\p{So}]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();

const LOOKUP = new Map<string, SectionKind>();
// Headings of two words or more, their words run together ('EXPÉRIENCEPROFESSIONNELLE': a page that set the space
// between them where the browser drops it).
const RUN_TOGETHER = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const n of names) {
    LOOKUP.set(headingKey(n), kind);
    if (headingKey(n).includes(' ')) RUN_TOGETHER.set(headingKey(n).replace(/[ ']/g, ''), kind);
  }
}

/** The section a line opens, or undefined when it is not a heading. Letter-spaced caps ('S K I L L S') count. */
export function sectionOf(line: string): SectionKind | undefined {
  let trimmed = line.trim();
  // A title between two rules typed as dashes, each its own cell ('———<tab>Contact<tab>———').
  trimmed =
    (trimmed.includes('\t') ? DASHED_TITLE.exec(trimmed)?.[1] : undefined) ??
    NUMBERED_TITLE.exec(trimmed)?.[1] ??
    trimmed;
  if (trimmed.length > 48 || trimmed.includes('\t')) return undefined;
  // Each extractor asks about the same lines: the answers are kept for a while (lines here are short).
  const known = headingCache.get(trimmed);
  if (known !== undefined) return known || undefined;
  const kind = headingOf(trimmed);
  if (headingCache.size >= 4_000) headingCache.clear();
  headingCache.set(trimmed, kind ?? '');
  return kind;
}

const headingCache = new Map<string, SectionKind | ''>();
// A numbered title, its number in a cell of its own or before it ('3<tab>Stationen', '2. Education').
const NUMBERED_TITLE = /^\d{1,2}\.?[\t ]([^\t\d][^\t]*)$/u;
const DASHED_TITLE = /^[-–—_=~*·•]{2,}\t([^\t]+)\t[-–—_=~*·•]{2,}$/u;

function headingOf(trimmed: string): SectionKind | undefined {
  const key = headingKey(trimmed);
  const direct = LOOKUP.get(key);
  if (direct) return direct;
  if (/^(\S ){3,}\S$/.test(key)) return LOOKUP.get(key.replace(/ /g, ''));
  if (/^[\p{Lu}']{8,}$/u.test(trimmed)) return RUN_TOGETHER.get(key.replace(/'/g, ''));
  // A kind of skills, experience or profile named before the word ('Computer Skills', 'Clinical Experience',
  // 'Personal Profile'): two or three words, the last the heading's.
  const qualified = /^[\p{L}&-]{1,20}(?: [\p{L}&-]{1,20})? (skills|experience|profile|summary)$/u.exec(key);
  if (qualified) return LOOKUP.get(qualified[1]!);
  // A heading in the first person ('My Skills', 'Mes compétences', 'Meine Kenntnisse', 'Mis habilidades').
  const mine = /^(?:my|mes|mon|ma|meine|mein|mis|mi|minhas|meus|le mie|i miei) (.+)$/u.exec(key);
  if (mine) return LOOKUP.get(mine[1]!);
  // Two or three headings joined ('SKILLS & LANGUAGES', 'Kenntnisse und Sprachen', 'Skills / Interests'): the
  // section is the first one's (the lists that follow are read as that section's; spoken languages and
  // places among them are sorted out there).
  if (/[&+/,]|\s(?:and|und|et|y|e|i)\s/u.test(key)) {
    const parts = key.split(/\s*[&+/,]\s*|\s(?:and|und|et|y|e|i)\s/u).filter((p) => p !== '');
    if (parts.length >= 2 && parts.length <= 3 && parts.every((p) => LOOKUP.has(p)))
      return LOOKUP.get(parts[0]!);
    // Contact details named by two of their labels ('Address and Phone', 'Adresse et téléphone'); one label
    // alone is no heading (it stands before its value in contact blocks).
    if (parts.length >= 2 && parts.length <= 3 && parts.every((p) => CONTACT_LABELS.has(p))) return 'contact';
  }
  return undefined;
}

const CONTACT_LABELS = new Set(
  [
    'address',
    'phone',
    'email',
    'e-mail',
    'telephone',
    'adresse',
    'téléphone',
    'telefon',
    'dirección',
    'teléfono',
    'correo',
    'endereço',
    'telefone',
    'indirizzo',
    'telefono',
    'adres',
    'telefoon',
    'adres e-mail',
  ].map(headingKey),
);

export const isSectionHeading = (line: string): boolean => sectionOf(line) !== undefined;
