// The screening vocabulary: skills, credentials and tools across professions, each with its synonyms and
// abbreviations (K8s = Kubernetes, RN = Registered Nurse, CPA, …), the family it belongs to (a related skill
// earns part of the credit of a missing one) and what it implies (PostgreSQL implies SQL).
// Kept apart from the resume parser's vocabulary (core/src/resume/skills-vocabulary.ts), whose canonical
// names it reuses so a parsed skills list maps straight onto these concepts.
import { SKILLS, SKILL_ALIASES } from '../resume/skills-vocabulary.js';

/** One skill: 'Canonical|alias|alias', its family, and the concepts it implies. */
type Entry = readonly [spec: string, family?: string, implies?: readonly string[]];

// An alias written in capitals of at most 4 letters (RN, ER, CPA, AP) is matched case-sensitively: 'rn' or
// 'er' in running text is not a credential. Other aliases are matched case-insensitively.
const ENTRIES: readonly Entry[] = [
  // software: languages
  ['JavaScript|JS|ECMAScript|ES6', 'web-lang'],
  ['TypeScript|TS', 'web-lang', ['JavaScript']],
  ['Python|py', 'lang'],
  ['Java|J2EE|Java EE', 'jvm'],
  ['Kotlin', 'jvm'],
  ['Scala', 'jvm'],
  ['Go|Golang|GO', 'lang'],
  ['Rust', 'lang'],
  ['C++|cpp', 'lang'],
  ['C#|csharp|c sharp', 'dotnet'],
  ['Ruby', 'lang'],
  ['PHP', 'lang'],
  ['Swift', 'mobile'],
  ['SQL|T-SQL|TSQL|PL/SQL|structured query language', 'sql'],
  ['Bash|shell scripting|Shell|Zsh', 'scripting'],
  ['R|R programming|RStudio', 'stats-lang'],
  // software: web and frameworks
  ['React|React.js|ReactJS', 'frontend', ['JavaScript']],
  ['Angular|AngularJS', 'frontend', ['JavaScript']],
  ['Vue.js|Vue|VueJS', 'frontend', ['JavaScript']],
  ['Next.js|NextJS', 'frontend', ['React']],
  ['HTML|HTML5', 'markup'],
  ['CSS|CSS3|Sass|SCSS|Tailwind|Tailwind CSS', 'markup'],
  ['Node.js|Node|NodeJS', 'backend-runtime', ['JavaScript']],
  ['Express|Express.js', 'backend-runtime', ['Node.js']],
  ['NestJS', 'backend-runtime', ['Node.js', 'TypeScript']],
  ['Django', 'python-web', ['Python']],
  ['Flask', 'python-web', ['Python']],
  ['FastAPI', 'python-web', ['Python']],
  ['Spring Boot|Spring', 'jvm-web', ['Java']],
  ['.NET|.NET Core|ASP.NET|dotnet', 'dotnet', ['C#']],
  ['Ruby on Rails|Rails|RoR', 'ruby-web', ['Ruby']],
  ['REST APIs|REST|RESTful|REST API|RESTful APIs|RESTful services', 'api'],
  ['GraphQL', 'api'],
  ['gRPC', 'api'],
  ['Microservices|microservice architecture|service-oriented architecture|SOA', 'architecture'],
  ['Distributed Systems|distributed computing', 'architecture'],
  ['System Design|systems design|software architecture', 'architecture'],
  ['React Native', 'mobile', ['React']],
  ['iOS|iPhone development', 'mobile'],
  ['Android|Android SDK', 'mobile'],
  ['Flutter|Dart', 'mobile'],
  // software: data stores
  ['PostgreSQL|Postgres|psql', 'relational-db', ['SQL']],
  ['MySQL|MariaDB', 'relational-db', ['SQL']],
  ['Microsoft SQL Server|SQL Server|MSSQL', 'relational-db', ['SQL']],
  ['Oracle Database|Oracle DB|Oracle 19c', 'relational-db', ['SQL']],
  ['MongoDB|Mongo', 'nosql-db'],
  ['Redis', 'nosql-db'],
  ['DynamoDB', 'nosql-db'],
  ['Cassandra', 'nosql-db'],
  ['Elasticsearch|ElasticSearch|OpenSearch|ELK', 'search'],
  ['Kafka|Apache Kafka', 'streaming'],
  ['RabbitMQ|message queues|SQS', 'streaming'],
  // software: cloud and operations
  ['AWS|Amazon Web Services|EC2|S3|AWS Lambda|Lambda', 'cloud'],
  ['Azure|Microsoft Azure', 'cloud'],
  ['Google Cloud|GCP|Google Cloud Platform', 'cloud'],
  ['Docker|containers|containerization|containerisation', 'containers'],
  ['Kubernetes|K8s|k8s|EKS|GKE|AKS|OpenShift', 'containers', ['Docker']],
  ['Helm', 'containers', ['Kubernetes']],
  ['Terraform|infrastructure as code|IaC|CloudFormation|Pulumi', 'iac'],
  ['Ansible|Puppet|Chef', 'config-mgmt'],
  [
    'CI/CD|continuous integration|continuous delivery|continuous deployment|Jenkins|GitHub Actions|GitLab CI|CircleCI',
    'cicd',
  ],
  ['Linux|Unix|Ubuntu|RHEL|Red Hat', 'os'],
  ['Prometheus|Grafana|Datadog|observability|monitoring and alerting|New Relic', 'observability'],
  ['Site Reliability Engineering|SRE|on-call|incident response', 'reliability'],
  ['Networking|TCP/IP|DNS|load balancers|VPC', 'network'],
  ['Git|GitHub|GitLab|Bitbucket|version control', 'vcs'],
  // software: quality and practice
  ['Unit Testing|unit tests|TDD|test-driven development|Jest|JUnit|pytest|Mocha|Vitest', 'testing'],
  ['Test Automation|automated testing|Selenium|Cypress|Playwright|end-to-end testing', 'testing'],
  ['Agile|Scrum|Kanban|sprint planning', 'agile'],
  ['Code Review|code reviews|pull request reviews', 'practice'],
  ['Security|application security|OWASP|secure coding|penetration testing', 'security'],
  [
    'Performance Tuning|performance optimization|performance optimisation|profiling|query optimization',
    'practice',
  ],
  // data and analytics
  ['Machine Learning|ML|predictive modeling|predictive modelling', 'ml'],
  ['Deep Learning|neural networks', 'ml', ['Machine Learning']],
  ['Natural Language Processing|NLP', 'ml', ['Machine Learning']],
  ['Computer Vision|image recognition', 'ml', ['Machine Learning']],
  ['PyTorch', 'ml-lib', ['Python', 'Deep Learning']],
  ['TensorFlow|Keras', 'ml-lib', ['Python', 'Deep Learning']],
  ['scikit-learn|sklearn|scikit learn', 'ml-lib', ['Python', 'Machine Learning']],
  ['Pandas|NumPy|SciPy', 'py-data', ['Python']],
  [
    'Statistics|statistical analysis|statistical modeling|statistical modelling|regression analysis|hypothesis testing',
    'stats',
  ],
  ['A/B Testing|AB testing|experimentation|split testing|controlled experiments', 'stats'],
  ['Data Visualization|data visualisation|dashboards|dashboarding|data storytelling', 'bi'],
  ['Tableau', 'bi', ['Data Visualization']],
  ['Power BI|PowerBI|Power Query|DAX', 'bi', ['Data Visualization']],
  ['Looker|LookML|Looker Studio|Google Data Studio', 'bi', ['Data Visualization']],
  ['Excel|MS Excel|Microsoft Excel|spreadsheets|pivot tables|VLOOKUP|XLOOKUP', 'spreadsheet'],
  ['ETL|ELT|data pipelines|data pipeline', 'data-eng'],
  ['Spark|Apache Spark|PySpark|Databricks', 'big-data'],
  ['Airflow|Apache Airflow|Dagster|Prefect', 'data-eng', ['ETL']],
  ['dbt|data build tool', 'data-eng', ['SQL']],
  ['Data Warehousing|data warehouse|Snowflake|BigQuery|Redshift', 'warehouse', ['SQL']],
  ['Data Modeling|data modelling|dimensional modeling|dimensional modelling|star schema', 'data-eng'],
  ['MLOps|MLflow|model deployment|model serving', 'ml'],
  ['LLMs|large language models|generative AI|GenAI|prompt engineering|LangChain', 'ml'],
  ['Google Analytics|GA4', 'analytics'],
  // nursing and health
  [
    'Registered Nurse|RN|R.N.|registered nursing licence|registered nursing license|RN license|RN licence',
    'nursing-licence',
    ['Nursing'],
  ],
  ['Licensed Practical Nurse|LPN|LVN|licensed vocational nurse', 'nursing-licence', ['Nursing']],
  ['Nurse Practitioner|NP|APRN|FNP', 'nursing-licence', ['Nursing']],
  ['Certified Nursing Assistant|CNA|nursing assistant|nurse aide|healthcare assistant', 'care-assistant'],
  ['Nursing|nursing care|nurse', 'nursing'],
  ['BSN|Bachelor of Science in Nursing|BScN', 'nursing-degree', ['Nursing']],
  ['Basic Life Support|BLS', 'life-support'],
  ['Advanced Cardiac Life Support|ACLS', 'life-support', ['Basic Life Support']],
  ['Pediatric Advanced Life Support|PALS|paediatric advanced life support', 'life-support'],
  ['CPR|cardiopulmonary resuscitation|First Aid', 'life-support'],
  ['Patient Care|patient assessment|patient assessments|bedside care|direct patient care', 'patient-care'],
  [
    'Medication Administration|medication administration|administering medications|med pass|IV therapy|IV insertion|intravenous therapy',
    'patient-care',
  ],
  ['Wound Care|wound management|wound dressing', 'patient-care'],
  ['Critical Care|ICU|intensive care|intensive care unit|CCU', 'acute-care'],
  ['Emergency Nursing|emergency department|emergency room|ER|ED|triage|A&E', 'acute-care'],
  ['Medical-Surgical|med-surg|med/surg|medical surgical|medical-surgical unit', 'acute-care'],
  ['Telemetry|cardiac monitoring|ECG|EKG', 'acute-care'],
  ['Pediatrics|paediatrics|pediatric nursing|paediatric nursing|PICU|NICU', 'specialty-care'],
  ['Oncology|chemotherapy', 'specialty-care'],
  ['Geriatrics|elder care|long-term care|aged care|dementia care', 'specialty-care'],
  ['Labor and Delivery|L&D|obstetrics|maternity', 'specialty-care'],
  ['Electronic Health Records|EHR|EMR|electronic medical records|Epic|Cerner|Meditech', 'ehr'],
  ['Care Planning|care plans|nursing care plans|discharge planning', 'patient-care'],
  ['Infection Control|infection prevention', 'patient-care'],
  ['Phlebotomy|venipuncture|blood draws', 'clinical-skill'],
  ['HIPAA|patient confidentiality', 'compliance-health'],
  ['Charge Nurse|charge nursing|shift lead', 'nurse-lead'],
  ['CCRN|critical care registered nurse certification', 'nursing-cert', ['Critical Care']],
  ['CEN|certified emergency nurse|TNCC', 'nursing-cert', ['Emergency Nursing']],
  ['Clinical Research|clinical trials|GCP compliance', 'research-health'],
  ['Medical Coding|ICD-10|CPT coding|medical billing', 'health-admin'],
  // finance and accounting
  ['Certified Public Accountant|CPA|CPA licence|CPA license', 'accounting-cred', ['Accounting']],
  ['Chartered Accountant|ACA|ACCA|CIMA|chartered accountancy', 'accounting-cred', ['Accounting']],
  ['Chartered Financial Analyst|CFA', 'finance-cred', ['Financial Analysis']],
  ['Accounting|accountancy', 'accounting'],
  ['Bookkeeping|book-keeping', 'accounting'],
  ['GAAP|US GAAP', 'standards'],
  ['IFRS', 'standards'],
  ['Financial Reporting|financial statements|statutory reporting|management accounts', 'reporting'],
  ['Month-End Close|month end close|month-end|period close|year-end close|financial close', 'close'],
  [
    'Account Reconciliation|reconciliations|bank reconciliations|balance sheet reconciliations|account reconciliations',
    'close',
  ],
  ['General Ledger|GL|journal entries', 'close'],
  ['Accounts Payable|AP', 'ledger-ops'],
  ['Accounts Receivable|AR|collections', 'ledger-ops'],
  ['Payroll|payroll processing', 'ledger-ops'],
  ['Audit|auditing|external audit|internal audit|audit preparation', 'audit'],
  ['SOX|Sarbanes-Oxley|internal controls|SOX compliance', 'audit'],
  ['Tax|taxation|tax preparation|tax compliance|VAT|sales tax', 'tax'],
  ['Financial Analysis|financial analysis|variance analysis', 'fpa'],
  [
    'Financial Modeling|financial modelling|DCF|discounted cash flow|three-statement model|3-statement model',
    'fpa',
  ],
  ['Budgeting|budgets|budget management|annual budget', 'fpa'],
  ['Forecasting|forecasts|rolling forecast|rolling forecasts', 'fpa'],
  ['FP&A|financial planning and analysis|financial planning & analysis', 'fpa', ['Budgeting', 'Forecasting']],
  ['Valuation|valuations|comparable companies|precedent transactions', 'corp-fin'],
  ['Mergers and Acquisitions|M&A|due diligence', 'corp-fin'],
  ['Investment Banking', 'corp-fin'],
  ['Corporate Finance|corporate development', 'corp-fin'],
  ['Management Consulting|strategy consulting|consulting', 'consulting'],
  ['MBA|Master of Business Administration|Masters in Business Administration', 'business-degree'],
  ['Treasury|cash management|cash flow management|cash forecasting', 'treasury'],
  ['Risk Management|credit risk|market risk|risk assessment', 'risk'],
  ['QuickBooks|Xero|Sage|FreshBooks', 'smb-accounting-sw'],
  ['NetSuite|Oracle NetSuite', 'erp'],
  ['SAP|SAP FI|SAP FICO|SAP S/4HANA|S/4HANA', 'erp'],
  ['ERP|enterprise resource planning|Oracle ERP|Dynamics 365|Microsoft Dynamics', 'erp'],
  ['Bloomberg|Bloomberg Terminal|Capital IQ|FactSet', 'fin-data'],
  // sales and customer
  ['Sales|selling|sales experience', 'sales'],
  ['B2B Sales|B2B|business-to-business sales|enterprise sales', 'sales', ['Sales']],
  ['SaaS Sales|SaaS|software sales', 'saas', ['Sales']],
  [
    'Account Executive|AE|full-cycle sales|full cycle sales|closing deals|closed deals|closed-won',
    'sales',
    ['Sales'],
  ],
  ['Business Development|BDR|SDR|sales development', 'sales-dev'],
  ['Lead Generation|prospecting|outbound prospecting|cold calling|cold outreach', 'sales-dev'],
  [
    'Pipeline Management|pipeline generation|sales pipeline|pipeline management|building pipeline|built pipeline',
    'sales-ops',
  ],
  [
    'Quota Attainment|quota|exceeded quota|quota carrying|quota-carrying|% of quota|sales targets|revenue targets',
    'sales',
    ['Sales'],
  ],
  ['Negotiation|negotiating|contract negotiation', 'soft-commercial'],
  ['Salesforce|SFDC|Salesforce CRM', 'crm', ['CRM']],
  ['HubSpot|HubSpot CRM', 'crm', ['CRM']],
  ['CRM|customer relationship management|Pipedrive|Zoho CRM', 'crm'],
  [
    'Account Management|key account management|client management|client retention|upselling|cross-selling|renewals',
    'account-mgmt',
  ],
  ['Customer Success|customer success management|churn reduction|customer onboarding', 'account-mgmt'],
  ['Customer Service|customer support|client service|help desk|helpdesk|Zendesk', 'support'],
  [
    'Solution Selling|consultative selling|MEDDIC|MEDDICC|MEDDPICC|SPIN selling|Challenger Sale|value selling',
    'sales-method',
  ],
  ['Sales Forecasting|forecast accuracy|deal forecasting', 'sales-ops'],
  ['Retail Sales|retail|store sales|point of sale|POS', 'retail', ['Sales']],
  ['Territory Management|territory planning|field sales', 'sales', ['Sales']],
  ['Marketing|digital marketing|performance marketing', 'marketing'],
  ['SEO|search engine optimization|search engine optimisation', 'marketing'],
  ['SEM|Google Ads|PPC|paid search|paid social', 'marketing'],
  ['Content Marketing|content strategy|copywriting', 'marketing'],
  ['Email Marketing|Mailchimp|marketing automation|Marketo', 'marketing'],
  // design
  ['Figma', 'design-tool'],
  ['Sketch', 'design-tool'],
  ['Adobe XD|XD', 'design-tool'],
  [
    'Adobe Creative Suite|Adobe Creative Cloud|Photoshop|Adobe Photoshop|Illustrator|Adobe Illustrator|InDesign|Adobe InDesign',
    'graphic-tool',
  ],
  ['After Effects|motion design|motion graphics|Premiere Pro|animation', 'motion'],
  ['UX Design|user experience|UX|user experience design|interaction design|IxD', 'ux'],
  ['UI Design|user interface design|UI|visual design', 'ui'],
  [
    'User Research|UX research|usability testing|user interviews|user testing|contextual inquiry',
    'research-ux',
  ],
  ['Wireframing|wireframes|wireframe', 'ux-artifact'],
  ['Prototyping|prototypes|interactive prototypes|prototype', 'ux-artifact'],
  ['Design Systems|design system|component library|pattern library', 'ui'],
  ['Information Architecture|IA|site maps|card sorting', 'ux'],
  ['Accessibility|WCAG|a11y|inclusive design', 'ux'],
  ['Typography', 'graphic'],
  ['Branding|brand identity|visual identity|logo design', 'graphic'],
  ['Graphic Design|print design|layout design', 'graphic'],
  [
    'Design Thinking|human-centered design|human-centred design|journey mapping|customer journey mapping|personas',
    'research-ux',
  ],
  ['Product Design|end-to-end product design', 'ux'],
  ['Mobile Design|iOS design|Android design|mobile app design|responsive design', 'ui'],
  // operations, supply chain, project
  ['Supply Chain Management|supply chain|SCM', 'supply-chain'],
  ['Logistics|distribution|freight|shipping and receiving|transportation management', 'supply-chain'],
  ['Inventory Management|inventory control|stock control|cycle counts|cycle counting', 'supply-chain'],
  ['Procurement|purchasing|sourcing|strategic sourcing|vendor selection', 'procurement'],
  [
    'Vendor Management|supplier management|supplier relationships|vendor relationships|supplier negotiations',
    'procurement',
  ],
  [
    'Warehouse Management|warehouse operations|WMS|warehousing|fulfillment|fulfilment|pick and pack',
    'warehouse-ops',
  ],
  ['Lean|lean manufacturing|lean principles|Kaizen|5S|continuous improvement', 'process-improvement'],
  ['Six Sigma|Lean Six Sigma|Green Belt|Black Belt|DMAIC', 'process-improvement', ['Lean']],
  [
    'Process Improvement|process optimization|process optimisation|process redesign|workflow optimization',
    'process-improvement',
  ],
  [
    'Operations Management|operations management|operational excellence|business operations|operations leadership',
    'ops',
  ],
  ['KPIs|KPI|key performance indicators|OKRs', 'ops'],
  ['Demand Planning|demand forecasting|S&OP|sales and operations planning|capacity planning', 'planning'],
  ['Health and Safety|OSHA|EHS|safety compliance|workplace safety|HSE', 'safety'],
  ['Quality Assurance|QA|quality control|QC|ISO 9001|quality management', 'quality'],
  ['Project Management|project planning|project delivery|PMP|PRINCE2|project manager', 'project-mgmt'],
  ['Program Management|programme management|portfolio management', 'project-mgmt'],
  [
    'Stakeholder Management|stakeholder engagement|stakeholder communication|cross-functional collaboration|cross-functional teams',
    'soft-lead',
  ],
  ['Change Management|organizational change|organisational change', 'soft-lead'],
  [
    'People Management|team leadership|team management|managed a team|line management|direct reports|led a team|leading teams|supervised',
    'soft-lead',
  ],
  ['Mentoring|coaching|mentored|mentoring junior', 'soft-lead'],
  ['Budget Management|P&L|P&L management|cost control|cost reduction', 'ops-finance'],
  ['Product Management|product roadmap|roadmapping|product strategy|product discovery', 'product'],
  ['Jira|Confluence|Asana|Trello|Monday.com', 'pm-tool'],
  ['Microsoft Office|MS Office|Office 365|Microsoft 365|Word|PowerPoint|Outlook', 'office'],
  ['Data Analysis|data analytics|analytics|analysing data|analyzing data|reporting and analysis', 'analysis'],
  [
    'Communication|written communication|verbal communication|communication skills|presentation skills',
    'soft',
  ],
];

export type Concept = {
  name: string;
  family: string | undefined;
  implies: readonly string[];
};

/** Every concept by canonical name. */
export const CONCEPTS: ReadonlyMap<string, Concept> = new Map(
  ENTRIES.map(([spec, family, implies]) => {
    const name = spec.split('|')[0]!;
    return [name, { name, family, implies: implies ?? [] }];
  }),
);

/** Lower-case, diacritics folded, curly quotes and dashes plain. */
export const fold = (s: string): string =>
  /^[\x20-\x7e]*$/.test(s)
    ? s.toLowerCase()
    : s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‐-―]/g, '-').replace(/[‘’]/g, "'").toLowerCase();

/** Tokens of a text: words that may hold + # . / & - inside ('c++', 'node.js', 'ci/cd', 'l&d'). */
export function tokens(text: string): string[] {
  return tokensAt(text).map((t) => t.text);
}

/** Tokens with where each starts in the text. */
function tokensAt(text: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  const re = /[\p{L}\p{N}][\p{L}\p{N}+#./&'-]*/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let t = m[0];
    // trailing punctuation belongs to the sentence, not the word (but 'c++' and 'c#' keep theirs)
    while (/[./&'-]$/.test(t)) t = t.slice(0, -1);
    if (t.endsWith("'s")) t = t.slice(0, -2);
    if (t) out.push({ text: t, index: m.index });
  }
  return out;
}

/** Names that are also ordinary words: they count only when written with their capital ('Go', 'Sketch'). */
const CAPITALISED_ONLY = new Set([
  'Go',
  'R',
  'Spring',
  'Sketch',
  'Word',
  'Outlook',
  'Epic',
  'Sage',
  'Rails',
  'Express',
  'Lean',
  'Chef',
  'Puppet',
  'Swift',
  'Shell',
  'Lambda',
  'Node',
  'Mongo',
  'Helm',
  'Looker',
  'Kanban',
  'Closing',
  'XD',
  'Dart',
  'Ruby',
  'Rust',
  'Java',
]);

const isStrict = (alias: string) =>
  CAPITALISED_ONLY.has(alias) || (/^[A-Z&][A-Z&.]{0,3}$/.test(alias) && alias.length <= 4);

type PhraseTable = {
  /** Folded phrase (tokens joined by one space) → canonical name. */
  loose: Map<string, string>;
  /** Phrase as written (capitals) → canonical name, for short capital abbreviations. */
  strict: Map<string, string>;
  /** The first word of each phrase (folded, and as written) → the most words a phrase starting with it has. */
  firstLoose: Map<string, number>;
  firstStrict: Map<string, number>;
};

function buildTable(): PhraseTable {
  const table: PhraseTable = {
    loose: new Map(),
    strict: new Map(),
    firstLoose: new Map(),
    firstStrict: new Map(),
  };
  const longest = (first: Map<string, number>, word: string, n: number) =>
    first.set(word, Math.max(first.get(word) ?? 0, n));
  const setLoose = (t: string[], name: string) => {
    const key = t.map(fold).join(' ');
    if (table.loose.has(key)) return;
    table.loose.set(key, name);
    longest(table.firstLoose, fold(t[0]!), t.length);
  };
  const add = (alias: string, name: string) => {
    const t = tokens(alias);
    if (t.length === 0) return;
    if (isStrict(alias)) {
      if (!table.strict.has(t.join(' '))) table.strict.set(t.join(' '), name);
      longest(table.firstStrict, t[0]!, t.length);
      return;
    }
    setLoose(t, name);
  };
  for (const [spec] of ENTRIES) {
    const [name, ...aliases] = spec.split('|');
    add(name!, name!);
    for (const a of aliases) add(a, name!);
  }
  // The parser's own spellings map onto a concept when one of its aliases is the same phrase.
  for (const [alias, canonical] of Object.entries(SKILL_ALIASES)) {
    const target = table.loose.get(tokens(canonical).map(fold).join(' '));
    if (target) add(alias, target);
  }
  // Parser skills this vocabulary does not know become concepts of their own (no family).
  for (const s of SKILLS) {
    const t = tokens(s);
    const key = t.map(fold).join(' ');
    if (!key || table.loose.has(key) || table.strict.has(t.join(' '))) continue;
    if (s.length <= 2) continue; // 'Go', 'R', 'C#' are in the table above; other two-letter names are noise
    setLoose(t, s);
    if (!CONCEPTS.has(s))
      (CONCEPTS as Map<string, Concept>).set(s, { name: s, family: undefined, implies: [] });
  }
  return table;
}

const TABLE = buildTable();

/** Where a concept was found in a text: the concept and the index of the token it starts at. */
export type Found = {
  name: string;
  /** The token it starts at, and the character it starts at in the text. */
  at: number;
  index: number;
  /** The word after it, as written. */
  next: string | undefined;
};

/**
 * The concepts named in a text, in order, longest phrase first at each position ('React Native' is not
 * also 'React'). Runs in time linear in the text (one map look-up per position and phrase length).
 */
export function findConcepts(text: string): Found[] {
  const raw: string[] = [];
  const where: number[] = [];
  for (const { text: t, index } of tokensAt(text)) {
    // 'React/Redux', 'AWS/GCP', 'React-based': parts of a joined word unless the whole is a name ('CI/CD')
    if (
      /[/-]/.test(t) &&
      !TABLE.firstLoose.has(fold(t)) &&
      !TABLE.firstStrict.has(t) &&
      !TABLE.loose.has(fold(t)) &&
      !TABLE.strict.has(t)
    ) {
      for (const part of t.split(/[/-]/))
        if (part) {
          raw.push(part);
          where.push(index);
        }
    } else {
      raw.push(t);
      where.push(index);
    }
  }
  const low = raw.map(fold);
  const out: Found[] = [];
  for (let i = 0; i < raw.length;) {
    let hit: string | undefined;
    let len = 0;
    const most = Math.max(TABLE.firstLoose.get(low[i]!) ?? 1, TABLE.firstStrict.get(raw[i]!) ?? 1);
    for (let n = Math.min(most, raw.length - i); n >= 1 && !hit; n--) {
      hit = TABLE.loose.get(n === 1 ? low[i]! : low.slice(i, i + n).join(' '));
      if (!hit) hit = TABLE.strict.get(n === 1 ? raw[i]! : raw.slice(i, i + n).join(' '));
      if (hit) len = n;
    }
    if (hit) {
      out.push({ name: hit, at: i, index: where[i]!, next: raw[i + len] });
      i += len;
    } else i++;
  }
  return out;
}

/** The concept a single skill name (a parsed skills-list entry) stands for, if any. */
export function conceptOf(skill: string): string | undefined {
  const found = findConcepts(skill);
  return found.length === 1 ? found[0]!.name : undefined;
}

/** A concept with everything it implies, transitively. */
export function withImplied(names: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const stack = [...names];
  while (stack.length) {
    const n = stack.pop()!;
    if (out.has(n)) continue;
    out.add(n);
    for (const i of CONCEPTS.get(n)?.implies ?? []) stack.push(i);
  }
  return out;
}

export const familyOf = (name: string): string | undefined => CONCEPTS.get(name)?.family;

/** Concepts other concepts imply ('Sales', 'SQL', 'Nursing'): broad words rather than specific skills. */
const BROAD = new Set([...CONCEPTS.values()].flatMap((c) => c.implies));
export const isBroad = (name: string): boolean => BROAD.has(name);

/** Families of licences and certifications a person holds. */
const CREDENTIALS = new Set(['nursing-licence', 'accounting-cred', 'finance-cred']);
/** Words after a credential that make it someone else's ('the RN supervisor', 'our CPA firm'). */
const NOT_HELD = /^(supervisors?|managers?|teams?|staff|colleagues?|directors?|partners?|firms?|clients?)$/;

/** False for a credential named as someone else's ('reported to the RN supervisor'). */
export const heldBy = (f: Found): boolean =>
  !CREDENTIALS.has(familyOf(f.name) ?? '') || f.next === undefined || !NOT_HELD.test(f.next);

// ---- job titles ----

/** Title words with the same meaning, folded to one ('developer' → 'engineer', 'rn' → 'nurse'). */
const TITLE_SYNONYMS: Readonly<Record<string, string>> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'engineer',
  sde: 'engineer',
  engineering: 'engineer',
  rn: 'nurse',
  nursing: 'nurse',
  lpn: 'nurse',
  np: 'nurse',
  accountancy: 'accountant',
  accounting: 'accountant',
  cpa: 'accountant',
  auditor: 'accountant',
  audit: 'accountant',
  bi: 'data',
  ae: 'executive',
  rep: 'representative',
  representative: 'executive',
  sdr: 'development',
  bdr: 'development',
  ux: 'ux',
  ui: 'ui',
  'ui/ux': 'ux',
  'ux/ui': 'ux',
  frontend: 'front-end',
  'front-end': 'front-end',
  front: 'front-end',
  backend: 'back-end',
  'back-end': 'back-end',
  back: 'back-end',
  fullstack: 'full-stack',
  'full-stack': 'full-stack',
  devops: 'devops',
  sre: 'devops',
  reliability: 'devops',
  platform: 'devops',
  infrastructure: 'devops',
  analytics: 'analyst',
  analysis: 'analyst',
  scientist: 'scientist',
  ops: 'operations',
  logistics: 'supply',
  chain: 'supply',
  warehouse: 'supply',
  'fp&a': 'finance',
  financial: 'finance',
  mgr: 'manager',
  management: 'manager',
};

/** Words of a title that say level, not role. */
export const SENIORITY_WORDS: Readonly<Record<string, number>> = {
  intern: 0,
  trainee: 0,
  apprentice: 0,
  graduate: 1,
  junior: 1,
  jr: 1,
  entry: 1,
  associate: 1,
  assistant: 1,
  i: 1,
  ii: 2,
  mid: 2,
  iii: 3,
  senior: 3,
  sr: 3,
  experienced: 3,
  lead: 4,
  staff: 4,
  principal: 4,
  charge: 4,
  supervisor: 4,
  manager: 4,
  head: 5,
  director: 5,
  vp: 6,
  chief: 6,
};

const TITLE_STOP = new Set([
  'of',
  'and',
  'the',
  'a',
  'an',
  'for',
  'in',
  'at',
  'to',
  '&',
  'with',
  'level',
  'job',
  'title',
  'role',
  'position',
  'we',
  're',
  'hiring',
]);

/** The role words of a title, folded through the synonyms, level words dropped. */
export function titleWords(title: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokens(fold(title))) {
    if (TITLE_STOP.has(t)) continue;
    const w = TITLE_SYNONYMS[t] ?? t;
    if (w in SENIORITY_WORDS && w !== 'manager' && w !== 'director' && w !== 'supervisor') continue;
    out.add(w.replace(/s$/, ''));
  }
  return out;
}

/** The level a title says (0 intern … 6 executive), or undefined when it says none. */
export function titleLevel(title: string): number | undefined {
  let level: number | undefined;
  for (const t of tokens(fold(title))) {
    const w = TITLE_SYNONYMS[t] === 'manager' ? 'manager' : t;
    const l = SENIORITY_WORDS[w];
    if (l !== undefined && (level === undefined || l > level)) level = l;
  }
  return level;
}
