// Synthetic people for the third-party-template resume corpus. Every resume and its truth file are made
// from these records only; the parser is never consulted. Phone numbers use ranges reserved for drama or
// documentation where the country has one (UK 07700 900xxx, US 555-01xx, …); emails use example domains
// or plausible national ones. Dates are [year, month]; end null = current job.

/** @typedef {{ label: string | null, items: string[] }} SkillGroup */

export const PERSONS = [
  {
    id: 'p01',
    lang: 'en',
    first: 'Olivia',
    last: 'Hartley',
    headline: 'Registered Nurse',
    email: 'olivia.hartley@nhsmail.co.uk',
    phone: { shown: '07700 900111', e164: '+447700900111' },
    address: { street: '14 Wellington Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'United Kingdom' },
    summary: 'Ward nurse with nine years in acute medicine and a calm head in busy shifts.',
    skills: [
      {
        label: 'Clinical',
        items: ['Patient Assessment', 'Wound Care', 'Medication Administration', 'Triage'],
      },
      { label: 'Systems', items: ['EPIC', 'Microsoft Excel'] },
    ],
    experience: [
      {
        title: 'Senior Staff Nurse',
        company: 'Leeds Teaching Hospitals NHS Trust',
        city: 'Leeds',
        start: [2019, 4],
        end: null,
        bullets: [
          'Lead a team of six nurses on a 28-bed acute medical ward.',
          'Introduced a falls-prevention checklist.',
        ],
      },
      {
        title: 'Staff Nurse',
        company: 'Sheffield Children’s Hospital',
        city: 'Sheffield',
        start: [2015, 9],
        end: [2019, 3],
        bullets: ['Cared for children after surgery and trained new starters.'],
      },
    ],
    education: [
      {
        degree: 'BSc (Hons) Adult Nursing',
        institution: 'University of Leeds',
        city: 'Leeds',
        start: 2012,
        end: 2015,
      },
    ],
    languages: 'English (native), French (A2)',
  },
  {
    id: 'p02',
    lang: 'fr',
    first: 'Camille',
    last: 'Lefèvre',
    headline: 'Ingénieure génie civil',
    email: 'camille.lefevre@orange.fr',
    phone: { shown: '06 53 14 90 94', e164: '+33653149094' },
    address: { street: '27 rue de la République', city: 'Lyon', postcode: '69002', country: 'France' },
    summary: 'Ingénieure structures, ouvrages d’art et bâtiments publics.',
    skills: [
      { label: 'Logiciels', items: ['AutoCAD', 'Revit', 'Robot Structural Analysis'] },
      { label: 'Méthodes', items: ['Eurocodes', 'BIM', 'Gestion de projet'] },
    ],
    experience: [
      {
        title: 'Ingénieure structures',
        company: 'Egis',
        city: 'Lyon',
        start: [2020, 1],
        end: null,
        bullets: ['Dimensionnement de ponts et passerelles en béton précontraint.'],
      },
      {
        title: 'Ingénieure d’études',
        company: 'Bouygues Construction',
        city: 'Paris',
        start: [2016, 9],
        end: [2019, 12],
        bullets: ['Études d’exécution pour des bâtiments de logements.'],
      },
      {
        title: 'Stagiaire bureau d’études',
        company: 'Setec',
        city: 'Paris',
        start: [2016, 2],
        end: [2016, 7],
        bullets: ['Notes de calcul et plans de ferraillage.'],
      },
    ],
    education: [
      { degree: 'Diplôme d’ingénieur', institution: 'INSA Lyon', city: 'Lyon', start: 2011, end: 2016 },
    ],
    languages: 'Français (langue maternelle), anglais (C1)',
  },
  {
    id: 'p03',
    lang: 'de',
    first: 'Jonas',
    last: 'Becker',
    headline: 'Steuerberater',
    email: 'jonas.becker@web.de',
    phone: { shown: '030 4672554', e164: '+49304672554' },
    address: { street: 'Kastanienallee 12', city: 'Berlin', postcode: '10435', country: 'Deutschland' },
    summary: 'Steuerberater mit Schwerpunkt auf mittelständischen Unternehmen.',
    skills: [
      { label: null, items: ['DATEV', 'SAP FI', 'Jahresabschluss', 'Umsatzsteuer', 'Microsoft Excel'] },
    ],
    experience: [
      {
        title: 'Steuerberater',
        company: 'KPMG AG',
        city: 'Berlin',
        start: [2018, 10],
        end: null,
        bullets: ['Betreuung von 40 Mandanten aus Handel und Industrie.'],
      },
      {
        title: 'Steuerfachangestellter',
        company: 'Ecovis Berlin',
        city: 'Berlin',
        start: [2013, 8],
        end: [2018, 9],
        bullets: ['Finanzbuchhaltung und Lohnabrechnung.'],
      },
    ],
    education: [
      {
        degree: 'B.A. Betriebswirtschaftslehre',
        institution: 'Freie Universität Berlin',
        city: 'Berlin',
        start: 2009,
        end: 2013,
      },
    ],
    languages: 'Deutsch (Muttersprache), Englisch (C1)',
  },
  {
    id: 'p04',
    lang: 'en',
    first: 'Marcus',
    last: 'Reed',
    headline: 'Data Scientist',
    email: 'marcus.reed@example.com',
    phone: { shown: '(415) 555-0176', e164: '+14155550176' },
    address: { street: '845 Valencia Street', city: 'San Francisco', postcode: 'CA 94110', country: 'USA' },
    summary: 'Data scientist who ships models into products and explains them to people.',
    skills: [
      { label: 'Languages', items: ['Python', 'R', 'SQL'] },
      { label: 'Machine learning', items: ['scikit-learn', 'PyTorch', 'XGBoost'] },
      { label: 'Tools', items: ['Docker', 'Airflow', 'Tableau'] },
    ],
    experience: [
      {
        title: 'Senior Data Scientist',
        company: 'Lyft',
        city: 'San Francisco',
        start: [2021, 6],
        end: null,
        bullets: ['Built pricing models used in 40 cities.', 'Mentored four analysts.'],
      },
      {
        title: 'Data Scientist',
        company: 'Nextdoor',
        city: 'San Francisco',
        start: [2018, 2],
        end: [2021, 5],
        bullets: ['Ranking models for the neighbourhood feed.'],
      },
      {
        title: 'Data Analyst',
        company: 'Kaiser Permanente',
        city: 'Oakland',
        start: [2016, 7],
        end: [2018, 1],
        bullets: ['Dashboards for hospital capacity planning.'],
      },
    ],
    education: [
      {
        degree: 'MS Statistics',
        institution: 'University of California, Berkeley',
        city: 'Berkeley',
        start: 2014,
        end: 2016,
      },
      {
        degree: 'BS Mathematics',
        institution: 'University of Oregon',
        city: 'Eugene',
        start: 2010,
        end: 2014,
      },
    ],
    languages: 'English (native), Spanish (B1)',
  },
  {
    id: 'p05',
    lang: 'es',
    first: 'Lucía',
    last: 'Fernández Ortega',
    headline: 'Chef de cocina',
    email: 'lucia.fernandez@gmail.com',
    phone: { shown: '612 345 678', e164: '+34612345678' },
    address: { street: 'Calle de Alcalá 120', city: 'Madrid', postcode: '28009', country: 'España' },
    summary: 'Chef con experiencia en cocina mediterránea y gestión de brigadas.',
    skills: [
      {
        label: null,
        items: ['Cocina mediterránea', 'Repostería', 'APPCC', 'Gestión de inventario', 'Control de costes'],
      },
    ],
    experience: [
      {
        title: 'Jefa de cocina',
        company: 'Grupo Larrumba',
        city: 'Madrid',
        start: [2019, 3],
        end: null,
        bullets: ['Dirección de una brigada de doce cocineros.'],
      },
      {
        title: 'Segunda de cocina',
        company: 'Hotel Villa Magna',
        city: 'Madrid',
        start: [2015, 5],
        end: [2019, 2],
        bullets: ['Diseño de menús de temporada.'],
      },
    ],
    education: [
      {
        degree: 'Técnico Superior en Dirección de Cocina',
        institution: 'Escuela de Hostelería de Madrid',
        city: 'Madrid',
        start: 2012,
        end: 2014,
      },
    ],
    languages: 'Español (nativo), inglés (B2)',
  },
  {
    id: 'p06',
    lang: 'en',
    first: 'Priya',
    last: 'Raghunathan',
    headline: 'Supply Chain Manager',
    email: 'priya.r@tatasteel.co.in',
    phone: { shown: '+91 98765 43210', e164: '+919876543210' },
    address: { street: '22 MG Road', city: 'Bengaluru', postcode: '560001', country: 'India' },
    summary: 'Supply chain manager for steel and automotive parts, from forecasting to the warehouse floor.',
    skills: [
      { label: 'Planning', items: ['Demand Forecasting', 'S&OP', 'Inventory Management'] },
      { label: 'Systems', items: ['SAP MM', 'Oracle SCM', 'Power BI'] },
      { label: 'Methods', items: ['Lean Six Sigma'] },
    ],
    experience: [
      {
        title: 'Supply Chain Manager',
        company: 'Tata Steel',
        city: 'Bengaluru',
        start: [2020, 7],
        end: null,
        bullets: ['Cut finished-goods inventory by 18 % in two years.'],
      },
      {
        title: 'Logistics Planner',
        company: 'Bosch India',
        city: 'Bengaluru',
        start: [2016, 1],
        end: [2020, 6],
        bullets: ['Planned inbound logistics for two plants.'],
      },
      {
        title: 'Graduate Engineer Trainee',
        company: 'Mahindra & Mahindra',
        city: 'Pune',
        start: [2014, 7],
        end: [2015, 12],
        bullets: ['Rotations in purchasing, production and quality.'],
      },
    ],
    education: [
      {
        degree: 'MBA Operations',
        institution: 'Indian Institute of Management Bangalore',
        city: 'Bengaluru',
        start: 2012,
        end: 2014,
      },
      {
        degree: 'B.Tech Mechanical Engineering',
        institution: 'National Institute of Technology Karnataka',
        city: 'Surathkal',
        start: 2008,
        end: 2012,
      },
    ],
    languages: 'English, Hindi, Tamil, Kannada',
  },
  {
    id: 'p07',
    lang: 'en',
    first: 'Siobhán',
    last: 'Murphy',
    headline: 'Secondary School Teacher',
    email: 'siobhan.murphy@eircom.ie',
    phone: { shown: '087 123 4567', e164: '+353871234567' },
    address: { street: '5 Grand Parade', city: 'Cork', postcode: 'T12 X2YF', country: 'Ireland' },
    summary: 'Teacher of mathematics and physics who runs the school’s robotics club.',
    skills: [
      {
        label: 'Teaching',
        items: ['Curriculum Design', 'Classroom Management', 'Differentiated Instruction'],
      },
      { label: 'Digital', items: ['Google Classroom', 'GeoGebra', 'Microsoft Teams'] },
    ],
    experience: [
      {
        title: 'Mathematics and Physics Teacher',
        company: 'Presentation Brothers College',
        city: 'Cork',
        start: [2017, 9],
        end: null,
        bullets: ['Teach Leaving Certificate higher-level mathematics.'],
      },
      {
        title: 'Substitute Teacher',
        company: 'Coláiste Chríost Rí',
        city: 'Cork',
        start: [2015, 9],
        end: [2017, 6],
        bullets: ['Covered mathematics and science classes for years 1 to 6.'],
      },
    ],
    education: [
      {
        degree: 'Professional Master of Education',
        institution: 'University College Cork',
        city: 'Cork',
        start: 2013,
        end: 2015,
      },
      {
        degree: 'BSc Physics',
        institution: 'University of Limerick',
        city: 'Limerick',
        start: 2009,
        end: 2013,
      },
    ],
    languages: 'English, Irish',
  },
  {
    id: 'p08',
    lang: 'en',
    first: 'Daniel',
    last: 'Okafor',
    headline: 'Corporate Lawyer',
    email: 'daniel.okafor@lawmail.com.au',
    phone: { shown: '0412 345 678', e164: '+61412345678' },
    address: { street: '101 Collins Street', city: 'Melbourne', postcode: 'VIC 3000', country: 'Australia' },
    summary: 'Corporate lawyer advising on mergers, acquisitions and capital raisings.',
    skills: [
      {
        label: null,
        items: [
          'Mergers & Acquisitions',
          'Contract Drafting',
          'Due Diligence',
          'Corporate Governance',
          'Negotiation',
        ],
      },
    ],
    experience: [
      {
        title: 'Senior Associate',
        company: 'Herbert Smith Freehills',
        city: 'Melbourne',
        start: [2020, 2],
        end: null,
        bullets: ['Advised on twelve public M&A transactions.'],
      },
      {
        title: 'Associate',
        company: 'Allens',
        city: 'Sydney',
        start: [2016, 3],
        end: [2020, 1],
        bullets: ['Capital raisings for mining companies.'],
      },
    ],
    education: [
      { degree: 'Juris Doctor', institution: 'Monash University', city: 'Melbourne', start: 2013, end: 2015 },
      {
        degree: 'Bachelor of Commerce',
        institution: 'University of Melbourne',
        city: 'Melbourne',
        start: 2009,
        end: 2012,
      },
    ],
    languages: 'English, Igbo',
  },
  {
    id: 'p09',
    lang: 'pt',
    first: 'Rafael',
    last: 'Souza Lima',
    headline: 'Arquiteto',
    email: 'rafael.lima@uol.com.br',
    phone: { shown: '(11) 91234-5678', e164: '+5511912345678' },
    address: { street: 'Rua Augusta 1500', city: 'São Paulo', postcode: '01304-001', country: 'Brasil' },
    summary: 'Arquiteto com foco em habitação social e retrofit de edifícios.',
    skills: [
      { label: 'Projeto', items: ['Revit', 'SketchUp', 'AutoCAD'] },
      { label: 'Visualização', items: ['V-Ray', 'Adobe Photoshop'] },
    ],
    experience: [
      {
        title: 'Arquiteto Sênior',
        company: 'Triptyque Arquitetura',
        city: 'São Paulo',
        start: [2019, 8],
        end: null,
        bullets: ['Coordenação de projetos residenciais de médio porte.'],
      },
      {
        title: 'Arquiteto',
        company: 'Studio MK27',
        city: 'São Paulo',
        start: [2015, 2],
        end: [2019, 7],
        bullets: ['Projetos executivos e detalhamento.'],
      },
    ],
    education: [
      {
        degree: 'Bacharelado em Arquitetura e Urbanismo',
        institution: 'Universidade de São Paulo',
        city: 'São Paulo',
        start: 2009,
        end: 2014,
      },
    ],
    languages: 'Português (nativo), inglês (C1), espanhol (B2)',
  },
  {
    id: 'p10',
    lang: 'en',
    first: 'Anna',
    last: 'Kowalczyk',
    headline: 'HR Business Partner',
    email: 'anna.kowalczyk@onet.pl',
    phone: { shown: '+48 512 345 678', e164: '+48512345678' },
    address: { street: 'ul. Marszałkowska 84', city: 'Warszawa', postcode: '00-514', country: 'Poland' },
    summary: 'HR business partner for engineering and operations teams of up to 400 people.',
    skills: [
      {
        label: 'HR',
        items: ['Talent Acquisition', 'Performance Management', 'Employee Relations', 'Polish Labour Law'],
      },
      { label: 'Systems', items: ['Workday', 'SAP SuccessFactors'] },
    ],
    experience: [
      {
        title: 'HR Business Partner',
        company: 'Allegro',
        city: 'Warszawa',
        start: [2021, 1],
        end: null,
        bullets: ['Partner to three engineering directors.'],
      },
      {
        title: 'HR Generalist',
        company: 'ING Bank Śląski',
        city: 'Katowice',
        start: [2017, 4],
        end: [2020, 12],
        bullets: ['Onboarding and payroll queries for 900 employees.'],
      },
      {
        title: 'Recruitment Specialist',
        company: 'Randstad Polska',
        city: 'Warszawa',
        start: [2015, 6],
        end: [2017, 3],
        bullets: ['Volume hiring for logistics clients.'],
      },
    ],
    education: [
      {
        degree: 'MA Psychology',
        institution: 'University of Warsaw',
        city: 'Warszawa',
        start: 2010,
        end: 2015,
      },
    ],
    languages: 'Polish (native), English (C1), German (B1)',
  },
  {
    id: 'p11',
    lang: 'en',
    first: 'Thomas',
    last: 'van Dijk',
    headline: 'Pharmacist',
    email: 't.vandijk@ziggo.nl',
    phone: { shown: '06-12345678', e164: '+31612345678' },
    address: { street: 'Oudegracht 210', city: 'Utrecht', postcode: '3511 NR', country: 'Netherlands' },
    summary: 'Community pharmacist interested in medication reviews for older patients.',
    skills: [
      {
        label: null,
        items: [
          'Medication Review',
          'Pharmaceutical Care',
          'Compounding',
          'Patient Counselling',
          'Pharmacom',
        ],
      },
    ],
    experience: [
      {
        title: 'Pharmacist',
        company: 'BENU Apotheek',
        city: 'Utrecht',
        start: [2018, 5],
        end: null,
        bullets: ['Medication reviews for 300 patients a year.'],
      },
      {
        title: 'Hospital Pharmacist in Training',
        company: 'UMC Utrecht',
        city: 'Utrecht',
        start: [2016, 9],
        end: [2018, 4],
        bullets: ['Sterile compounding and clinical rounds.'],
      },
    ],
    education: [
      { degree: 'MSc Pharmacy', institution: 'Utrecht University', city: 'Utrecht', start: 2010, end: 2016 },
    ],
    languages: 'Dutch (native), English (C2), German (B2)',
  },
  {
    id: 'p12',
    lang: 'en',
    first: 'Emily',
    last: 'Tran',
    headline: 'Marketing Manager',
    email: 'emily.tran@outlook.com',
    phone: { shown: '+1 416-555-0199', e164: '+14165550199' },
    address: { street: '200 Queen Street West', city: 'Toronto', postcode: 'ON M5V 3L9', country: 'Canada' },
    summary: 'Brand and growth marketer for consumer subscription products.',
    skills: [
      { label: 'Marketing', items: ['Content Marketing', 'SEO', 'Email Marketing', 'Brand Strategy'] },
      { label: 'Tools', items: ['HubSpot', 'Google Analytics', 'Figma'] },
    ],
    experience: [
      {
        title: 'Marketing Manager',
        company: 'Wealthsimple',
        city: 'Toronto',
        start: [2020, 10],
        end: null,
        bullets: ['Grew trial sign-ups by 35 % through lifecycle email.'],
      },
      {
        title: 'Marketing Specialist',
        company: 'Shopify',
        city: 'Ottawa',
        start: [2017, 5],
        end: [2020, 9],
        bullets: ['Ran the merchant newsletter with 1.2 million readers.'],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Commerce',
        institution: 'Queen’s University',
        city: 'Kingston',
        start: 2013,
        end: 2017,
      },
    ],
    languages: 'English, Vietnamese, French (B1)',
  },
  {
    id: 'p13',
    lang: 'it',
    first: 'Giulia',
    last: 'Romano',
    headline: 'Ingegnere meccanico',
    email: 'giulia.romano@libero.it',
    phone: { shown: '+39 02 1234 5678', e164: '+390212345678' },
    address: { street: 'Via Torino 45', city: 'Milano', postcode: '20123', country: 'Italia' },
    summary: 'Ingegnere meccanico nella progettazione di macchine automatiche.',
    skills: [
      { label: 'CAD', items: ['SolidWorks', 'CATIA'] },
      { label: 'Analisi', items: ['ANSYS', 'MATLAB'] },
      { label: 'Qualità', items: ['FMEA', 'ISO 9001'] },
    ],
    experience: [
      {
        title: 'Progettista meccanico',
        company: 'IMA Group',
        city: 'Bologna',
        start: [2019, 2],
        end: null,
        bullets: ['Progettazione di linee di confezionamento farmaceutico.'],
      },
      {
        title: 'Ingegnere di processo',
        company: 'Brembo',
        city: 'Bergamo',
        start: [2016, 10],
        end: [2019, 1],
        bullets: ['Ottimizzazione dei processi di lavorazione dei dischi freno.'],
      },
    ],
    education: [
      {
        degree: 'Laurea Magistrale in Ingegneria Meccanica',
        institution: 'Politecnico di Milano',
        city: 'Milano',
        start: 2014,
        end: 2016,
      },
    ],
    languages: 'Italiano (madrelingua), inglese (C1)',
  },
  {
    id: 'p14',
    lang: 'en',
    first: 'James',
    last: 'Whitfield',
    headline: 'Site Manager',
    email: 'james.whitfield@btinternet.co.uk',
    phone: { shown: '020 7946 0958', e164: '+442079460958' },
    address: {
      street: '3 Harbour Exchange Square',
      city: 'London',
      postcode: 'E14 9GE',
      country: 'United Kingdom',
    },
    summary: 'Construction site manager for residential and mixed-use schemes up to £60m.',
    skills: [
      { label: 'Site', items: ['Health and Safety', 'CSCS Black Card', 'SMSTS', 'Subcontractor Management'] },
      { label: 'Software', items: ['Asta Powerproject', 'Microsoft Project'] },
    ],
    experience: [
      {
        title: 'Senior Site Manager',
        company: 'Berkeley Group',
        city: 'London',
        start: [2018, 3],
        end: null,
        bullets: ['Delivered 420 homes across three phases.'],
      },
      {
        title: 'Site Manager',
        company: 'Taylor Wimpey',
        city: 'Reading',
        start: [2013, 6],
        end: [2018, 2],
        bullets: ['Ran sites of up to 120 plots.'],
      },
      {
        title: 'Assistant Site Manager',
        company: 'Persimmon Homes',
        city: 'Swindon',
        start: [2010, 9],
        end: [2013, 5],
        bullets: ['Quality checks and handovers.'],
      },
    ],
    education: [
      {
        degree: 'HNC Construction Management',
        institution: 'Oxford Brookes University',
        city: 'Oxford',
        start: 2008,
        end: 2010,
      },
    ],
    languages: 'English',
  },
];

/** Section headings in the person's language. */
export const HEADINGS = {
  en: {
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    summary: 'Profile',
    languages: 'Languages',
    contact: 'Contact',
  },
  fr: {
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    summary: 'Profil',
    languages: 'Langues',
    contact: 'Coordonnées',
  },
  de: {
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    summary: 'Profil',
    languages: 'Sprachen',
    contact: 'Kontakt',
  },
  es: {
    experience: 'Experiencia profesional',
    education: 'Formación',
    skills: 'Habilidades',
    summary: 'Perfil',
    languages: 'Idiomas',
    contact: 'Contacto',
  },
  pt: {
    experience: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    summary: 'Perfil',
    languages: 'Idiomas',
    contact: 'Contato',
  },
  it: {
    experience: 'Esperienza professionale',
    education: 'Istruzione',
    skills: 'Competenze',
    summary: 'Profilo',
    languages: 'Lingue',
    contact: 'Contatti',
  },
};

/** How "until now" is written, per language. */
export const PRESENT_WORD = {
  en: 'Present',
  fr: "aujourd'hui",
  de: 'heute',
  es: 'actualidad',
  pt: 'atual',
  it: 'oggi',
};

const EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const fullName = (p) => `${p.first} ${p.last}`;

/** The second address line as people of each country write it ("Leeds LS1 4AP", "69002 Lyon"). */
export function cityLine(a) {
  switch (a.country) {
    case 'United Kingdom':
    case 'Ireland':
    case 'India':
      return `${a.city} ${a.postcode}`;
    case 'USA':
    case 'Canada':
    case 'Australia':
      return `${a.city}, ${a.postcode}`;
    default:
      return `${a.postcode} ${a.city}`;
  }
}

/**
 * One date as a template shows it. Styles: 'short' (Mar 2018), 'long' (March 2018), 'numeric' (03/2018),
 * 'iso' (2018-03), 'year' (2018).
 */
export function showDate([y, m], style) {
  switch (style) {
    case 'short':
      return `${EN_SHORT[m - 1]} ${y}`;
    case 'long':
      return `${EN_LONG[m - 1]} ${y}`;
    case 'numeric':
      return `${String(m).padStart(2, '0')}/${y}`;
    case 'iso':
      return `${y}-${String(m).padStart(2, '0')}`;
    case 'year':
      return String(y);
    default:
      throw new Error(`unknown date style ${style}`);
  }
}

/** The end of a job as shown: a date, or the language's word for now. */
export const showEnd = (p, end, style) => (end ? showDate(end, style) : PRESENT_WORD[p.lang]);

/** The period in the parser's normalised form ('Mar 2018 - Present', '2018 - 2022'), for the truth file. */
export function truthPeriod(job, style) {
  const one = ([y, m]) => (style === 'year' ? String(y) : `${EN_SHORT[m - 1]} ${y}`);
  return `${one(job.start)} - ${job.end ? one(job.end) : 'Present'}`;
}

const ym = (d) => (d ? `${d[0]}-${String(d[1]).padStart(2, '0')}` : null);

/** Flat list of the skills as written (category labels are not skills). */
export const allSkills = (p) => p.skills.flatMap((g) => g.items);

/**
 * The record's spoken languages, 'English (native), French (A2)' → [{ name: 'English', level: 'native' }, …]: each
 * name capitalised, its level the text in brackets after it ('' where there is none).
 */
export const spokenLanguages = (p) =>
  p.languages
    .split(/,\s*(?![^(]*\))/)
    .filter(Boolean)
    .map((l) => {
      const m = /^(.*?)\s*\((.*)\)$/.exec(l.trim());
      const name = m ? m[1] : l.trim();
      return { name: name.charAt(0).toUpperCase() + name.slice(1), level: m ? m[2] : '' };
    });

/**
 * The truth for one rendered file, in the format of tests/fixtures/resumes/truth (name, email, phone in
 * E.164, skills, experience, education), plus start/end months so dates can be scored on their own.
 */
export function truthOf(p, { dateStyle }) {
  return {
    name: fullName(p),
    email: p.email,
    phone: p.phone.e164,
    skills: allSkills(p),
    experience: p.experience.map((j) => ({
      title: j.title,
      company: j.company,
      period: truthPeriod(j, dateStyle),
      start: dateStyle === 'year' ? String(j.start[0]) : ym(j.start),
      end: j.end ? (dateStyle === 'year' ? String(j.end[0]) : ym(j.end)) : null,
    })),
    education: p.education.map((e) => ({
      degree: e.degree,
      institution: e.institution,
      year: String(e.end),
    })),
  };
}

/** The region (ISO 3166) whose phone numbering a record's `address.country` follows. */
export const REGION_OF_COUNTRY = {
  'United Kingdom': 'GB',
  France: 'FR',
  Deutschland: 'DE',
  USA: 'US',
  España: 'ES',
  India: 'IN',
  Ireland: 'IE',
  Australia: 'AU',
  Brasil: 'BR',
  Poland: 'PL',
  Netherlands: 'NL',
  Canada: 'CA',
  Italia: 'IT',
};
