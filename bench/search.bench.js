// Smart search speed (issue 10: 100k generated candidates, p95 query ≤ 20 ms on SQLite). Generates
// SEARCH_BENCH_N (100,000) varied candidates from word lists into a temporary SQLite database opened with
// the product's migrations (the FTS5 index is filled by its triggers), then times a mixed set of queries
// (words, phrases, OR, NOT, field filters, groups, prefixes) through the search service, beside a baseline
// measured in the same run on the same database: a plain FTS5 MATCH of one word, best 50 by bm25 (default
// weights, no owner scope, no join). SEARCH_BENCH_DB=file keeps (and reuses) the generated database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'core', 'dist');
if (!existsSync(path.join(dist, 'search', 'index.js'))) {
  console.error('core/dist is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
const { openDatabase } = await import(pathToFileURL(path.join(dist, 'db', 'database.js')).href);
const { createSearchService } = await import(pathToFileURL(path.join(dist, 'search', 'index.js')).href);
const { default: SqliteDatabase } = await import('better-sqlite3');

const N = Number(process.env.SEARCH_BENCH_N ?? 100_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 5);

// ---- word lists ----
const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan
Joseph Jessica Thomas Sarah Carlos Maria Wei Li Priya Arjun Fatima Omar Yuki Hiroshi Olga Ivan Lena Lukas Sofia
Mateo Chloe Noah Amara Kwame Ana Pedro Ingrid Lars Aisha Hassan Mei Chen Elena Marco Giulia Pierre Camille Sven
Nadia Tomasz Zofia Diego Lucia Raj Ananya Kofi Ngozi Hana Jin Emma Liam Olivia Ethan Ava Mason Isabella Lucas`.split(
    /\s+/,
  );
const LAST =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera
Campbell Mitchell Carter Roberts Patel Shah Kumar Singh Chen Wang Zhang Tanaka Sato Kowalski Novak Muller Schmidt
Fischer Weber Rossi Bianchi Dubois Laurent Silva Santos Okafor Mensah Ivanova Petrov Larsen Nielsen Haddad`.split(
    /\s+/,
  );
/** Professions: each with its roles and skills (a candidate's skills come mostly from their profession's). */
const FAMILIES = [
  {
    share: 0.22,
    roles:
      'Software Engineer;Frontend Developer;Backend Developer;Full Stack Developer;Mobile Developer;QA Engineer',
    skills:
      'JavaScript;TypeScript;Java;Go;Rust;C++;C#;Ruby;PHP;Kotlin;Swift;Python;React;Vue.js;Angular;Node.js;Django;Flask;Spring Boot;.NET;GraphQL;REST APIs;PostgreSQL;MySQL;MongoDB;Redis;Git;Docker;Agile',
  },
  {
    share: 0.14,
    roles: 'Data Engineer;Data Scientist;Data Analyst;Machine Learning Engineer',
    skills:
      'Python;SQL;Apache Spark;Hadoop;Kafka;Airflow;dbt;Snowflake;BigQuery;Tableau;Power BI;Excel;Machine Learning;Deep Learning;PyTorch;TensorFlow;NLP;Computer Vision;Data Analysis;Statistics;A/B Testing;Scala;R',
  },
  {
    share: 0.08,
    roles: 'DevOps Engineer;Site Reliability Engineer;Security Engineer;Cloud Architect',
    skills:
      'Docker;Kubernetes;Terraform;AWS;Azure;Google Cloud;Linux;CI/CD;Jenkins;Ansible;Prometheus;Go;Python;Bash;Networking;Security',
  },
  {
    share: 0.08,
    roles: 'Product Manager;Product Designer;UX Researcher;Program Manager',
    skills:
      'Product Management;Agile;Scrum;Jira;Figma;Sketch;User Research;Prototyping;Roadmapping;A/B Testing;SQL;Stakeholder Management',
  },
  {
    share: 0.12,
    roles: 'Account Executive;Sales Manager;Business Development Representative;Customer Success Manager',
    skills:
      'Salesforce;HubSpot;Negotiation;Cold Calling;Account Management;Lead Generation;B2B Sales;SaaS;Pipeline Management;CRM;Public Speaking',
  },
  {
    share: 0.1,
    roles: 'Financial Analyst;Accountant;Controller;FP&A Manager;Auditor',
    skills:
      'Financial Modeling;FP&A;Budgeting;Forecasting;GAAP;IFRS;Audit;Tax;CPA;Excel;SAP;NetSuite;Power BI',
  },
  {
    share: 0.1,
    roles: 'Registered Nurse;Nurse Practitioner;Medical Assistant;Charge Nurse',
    skills:
      'Registered Nurse;ICU;Patient Care;BLS;ACLS;PALS;Phlebotomy;EMR;Epic;Critical Care;Triage;Medication Administration',
  },
  {
    share: 0.08,
    roles: 'Operations Manager;Supply Chain Analyst;Warehouse Supervisor;Logistics Coordinator',
    skills:
      'Supply Chain;Logistics;Inventory Management;Lean;Six Sigma;Procurement;Warehouse Operations;WMS;Forklift;Excel;SAP',
  },
  {
    share: 0.08,
    roles: 'Recruiter;HR Business Partner;Marketing Manager;Content Writer;SEO Specialist',
    skills:
      'Recruiting;Onboarding;Payroll;Employee Relations;Copywriting;SEO;Content Strategy;Social Media;Google Ads;Public Speaking;Workday',
  },
].map((f) => ({ ...f, roles: f.roles.split(';'), skills: f.skills.split(';') }));
const ALL_SKILLS = [...new Set(FAMILIES.flatMap((f) => f.skills))];
const LEVELS = ['', '', 'Senior ', 'Junior ', 'Lead ', 'Principal ', 'Staff ', 'Head of '];
const CITIES =
  `New York, NY;San Francisco, CA;Austin, TX;Seattle, WA;Chicago, IL;Boston, MA;Denver, CO;Atlanta, GA;
London, UK;Manchester, UK;Berlin, Germany;Munich, Germany;Hamburg, Germany;Paris, France;Lyon, France;
Amsterdam, Netherlands;Madrid, Spain;Barcelona, Spain;Lisbon, Portugal;Milan, Italy;Warsaw, Poland;
Stockholm, Sweden;Oslo, Norway;Dublin, Ireland;Zurich, Switzerland;Toronto, Canada;Vancouver, Canada;
Sydney, Australia;Melbourne, Australia;Singapore;Tokyo, Japan;Bangalore, India;Mumbai, India;Lagos, Nigeria;
Nairobi, Kenya;Sao Paulo, Brazil;Mexico City, Mexico;Remote`
    .split(';')
    .map((s) => s.trim());
const COMPANY_A =
  `Acme Globex Initech Umbrella Hooli Stark Wayne Wonka Cyberdyne Soylent Tyrell Vandelay Massive
Dynamic Aperture Black Mesa Gringotts Oscorp Pied Piper Nakatomi Monarch Blue Sun Virtucon Dunder Prestige
Northwind Contoso Fabrikam Tailspin Litware Adventure Wingtip Proseware`.split(/\s+/);
const COMPANY_B = [
  'Corp',
  'Inc',
  'Labs',
  'Health',
  'Logistics',
  'Bank',
  'Systems',
  'Analytics',
  'Retail',
  'Group',
];
const VERBS = [
  'Built',
  'Led',
  'Designed',
  'Scaled',
  'Migrated',
  'Automated',
  'Improved',
  'Launched',
  'Managed',
];
const THINGS =
  `data pipelines;a payments platform;the reporting suite;customer onboarding;the ICU rota;quarterly forecasts;
the sales pipeline;warehouse throughput;the design system;hiring for three teams;the mobile app;fraud models`
    .split(';')
    .map((s) => s.trim());

// A small deterministic generator, so every run searches the same collection.
let seed = 12345;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
// Skewed picks (a few skills and cities are common, most are rare), like a real candidate pool.
const pick = (list, skew = 1) => list[Math.floor(rnd() ** skew * list.length)];
const familyOf = (u) => {
  let acc = 0;
  for (const f of FAMILIES) if (u < (acc += f.share)) return f;
  return FAMILIES.at(-1);
};

// SEARCH_BENCH_DB=/path/file.db keeps the generated database there (and reuses it on the next run).
const keep = process.env.SEARCH_BENCH_DB;
const dir = keep ? path.dirname(keep) : mkdtempSync(path.join(os.tmpdir(), 'recruit-search-bench-'));
const file = keep ?? path.join(dir, 'bench.db');
const reuse = keep !== undefined && existsSync(keep);
try {
  const opened = await openDatabase({ dialect: 'sqlite', file });
  const userId = reuse
    ? new SqliteDatabase(file, { readonly: true }).prepare('select id from users limit 1').get().id
    : randomUUID();
  const now = new Date().toISOString();

  // ---- generate: one transaction, prepared statements (the FTS5 rows come from the triggers) ----
  const t0 = performance.now();
  if (!reuse) {
    const raw = new SqliteDatabase(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = OFF');
    raw
      .prepare(`insert into users (id, email, name, password_hash, created_at) values (?, ?, ?, ?, ?)`)
      .run(userId, 'bench@example.com', 'Bench', 'x', now);
    const insert = raw.prepare(`insert into candidates (id, user_id, name, email, phone, skills, experience,
    education, source, position, location, experience_years, tags, notes, created_at, updated_at)
    values (?, ?, ?, ?, '', ?, ?, '[]', 'bench', ?, ?, ?, '[]', '', ?, ?)`);
    raw.transaction(() => {
      for (let i = 0; i < N; i++) {
        const name = `${pick(FIRST)} ${pick(LAST)}`;
        const family = familyOf(rnd());
        const role = pick(family.roles, 1.3);
        const jobs = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, j) => ({
          title: j === 0 ? role : pick(family.roles),
          company: `${pick(COMPANY_A)} ${pick(COMPANY_B)}`,
          period: `${2024 - 3 * j - 3} - ${j === 0 ? 'Present' : 2024 - 3 * j}`,
          description: `${pick(VERBS)} ${pick(THINGS)} with ${pick(family.skills, 1.4)}.`,
        }));
        // Most skills from the profession, one in four from anywhere.
        const skills = new Set();
        const n = 3 + Math.floor(rnd() * 6);
        while (skills.size < n) skills.add(rnd() < 0.75 ? pick(family.skills, 1.4) : pick(ALL_SKILLS));
        insert.run(
          randomUUID(),
          userId,
          name,
          `${name.toLowerCase().replace(/\W+/g, '.')}.${i}@mail.example`,
          JSON.stringify([...skills]),
          JSON.stringify(jobs),
          `${pick(LEVELS)}${role}`,
          pick(CITIES, 1.4),
          1 + Math.floor(rnd() * 20),
          now,
          now,
        );
      }
    })();
    // As the database is between runs of the app: the WAL copied into the file (the index is not merged).
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    const genSeconds = (performance.now() - t0) / 1000;
    console.log(
      `Generated ${N.toLocaleString('en-US')} candidates (FTS5 index by trigger) in ${genSeconds.toFixed(1)} s`,
    );
  }

  // ---- queries ----
  const search = createSearchService({ db: opened.db, dialect: 'sqlite' });
  const QUERIES = [
    'python',
    'javascript',
    'engineer',
    'kubernetes terraform',
    'react typescript',
    'sql',
    '"machine learning"',
    '"data engineer" berlin',
    '"registered nurse" icu',
    'python OR golang',
    'react OR vue.js OR angular',
    'java -javascript',
    'python NOT "machine learning"',
    'skill:python',
    'skill:"apache spark" location:berlin',
    'title:"data scientist"',
    'title:senior skill:aws',
    'location:london',
    'location:remote skill:rust',
    'company:globex',
    'company:"pied piper" skill:docker',
    '(python OR sql) location:germany',
    'skill:(kafka OR airflow) title:engineer',
    'title:nurse -location:"new york"',
    'financial analyst excel',
    'c++',
    '.net c#',
    'pyth*',
    'market*',
    'senior engineer python aws kubernetes',
    'head of sales',
    'lean six sigma',
    'recruiter onboarding',
    '-python',
    'garcia',
    '"lopez" madrid',
    'figma prototyping',
    'salesforce OR hubspot',
    'snowflake dbt',
    'supply chain logistics',
  ];
  const BASELINE = ['python', 'engineer', 'berlin', 'globex', 'nurse', 'react', 'sql', 'lopez'];
  const baselineStmt = (() => {
    const db = new SqliteDatabase(file, { readonly: true });
    return {
      run: (w) =>
        db
          .prepare(
            `select rowid, bm25(candidates_fts) as r from candidates_fts where candidates_fts match ? order by r limit 50`,
          )
          .all(`"${w}"`),
      close: () => db.close(),
    };
  })();

  const pct = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  };
  const time = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };

  // Warm-up (the page cache), then ROUNDS rounds of every query; the baseline interleaved in each round.
  for (const q of QUERIES) await search.search(userId, q);
  for (const w of BASELINE) baselineStmt.run(w);
  const ours = [];
  const base = [];
  const perQuery = new Map(QUERIES.map((q) => [q, []]));
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      let n = 0;
      const ms = await time(async () => (n = (await search.search(userId, q)).candidates.length));
      ours.push(ms);
      perQuery.get(q).push(ms);
      if (r === 0) hits += n;
    }
    for (const w of BASELINE) base.push(await time(async () => baselineStmt.run(w)));
  }
  baselineStmt.close();

  const f = (x) => x.toFixed(2);
  const slowest = [...perQuery.entries()]
    .map(([q, xs]) => [q, pct(xs, 50)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(
    `Queries: ${QUERIES.length} mixed (words, phrases, OR, NOT, fields, groups, prefixes) × ${ROUNDS} rounds, best 50 each (${hits} hits in round 1)`,
  );
  console.log(
    `Smart search:  p50 ${f(pct(ours, 50))} ms  p95 ${f(pct(ours, 95))} ms  max ${f(Math.max(...ours))} ms`,
  );
  console.log(
    `Baseline (plain FTS5 MATCH of one word, bm25 top 50):  p50 ${f(pct(base, 50))} ms  p95 ${f(pct(base, 95))} ms`,
  );
  console.log(
    `Ratio to baseline: p50 ×${(pct(ours, 50) / pct(base, 50)).toFixed(2)}  p95 ×${(pct(ours, 95) / pct(base, 95)).toFixed(2)}`,
  );
  console.log(`Slowest queries (p50): ${slowest.map(([q, ms]) => `${q} ${f(ms)} ms`).join('; ')}`);
  const goal = pct(ours, 95) <= 20;
  console.log(`Goal p95 ≤ 20 ms: ${goal ? 'met' : 'NOT met'}`);
  await opened.close();
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
