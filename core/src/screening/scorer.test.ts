import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LINEAR_GROWTH_BOUND, countScannedChars } from '../../../tests/helpers/work-count.js';
import { AppError } from '../errors.js';
import { readJob } from './job.js';
import { createScorer } from './scorer.js';
import { createScreeningService, resumeFromText } from './screening-service.js';
import { findConcepts } from './vocabulary.js';

const set = path.resolve(import.meta.dirname, '../../../tests/fixtures/screening');
const jd = (id: string) => readFileSync(path.join(set, 'jds', `${id}.md`), 'utf8');
const resume = (id: string) => resumeFromText(readFileSync(path.join(set, 'resumes', `${id}.txt`), 'utf8'));
const NOW = new Date('2026-11-01T00:00:00Z');

const NURSING_JD = `Registered Nurse – Medical-Surgical Unit
Requirements
- Active RN license (required)
- BLS certification
- 2+ years of acute care nursing experience
Nice to have
- ACLS
- Telemetry experience
Benefits
- Tuition reimbursement
`;

const NURSE = `Maria Lopez
maria.lopez@example.com
Registered Nurse with 5 years of experience on busy medical-surgical floors.
Experience
Staff Nurse, St. Mary's Hospital
Jan 2021 - Present
- Provide patient care for 6 patients per shift on a med-surg unit
Certifications
RN
`;

const ACCOUNTANT = `John Park
john@example.com
CPA with 8 years in public accounting.
Experience
Senior Accountant, Deloitte
2016 - Present
- Led month-end close, reconciliations and SOX testing
Skills
Excel, QuickBooks, GAAP
`;

describe('the vocabulary', () => {
  test('abbreviations and synonyms name one skill, across professions', () => {
    const names = (t: string) => findConcepts(t).map((c) => c.name);
    expect(names('Ran K8s clusters; JS and TS; Postgres')).toEqual([
      'Kubernetes',
      'JavaScript',
      'TypeScript',
      'PostgreSQL',
    ]);
    expect(names('RN, BLS, ACLS; med-surg and ICU')).toEqual([
      'Registered Nurse',
      'Basic Life Support',
      'Advanced Cardiac Life Support',
      'Medical-Surgical',
      'Critical Care',
    ]);
    expect(names('CPA; month end close; AP and AR')).toEqual([
      'Certified Public Accountant',
      'Month-End Close',
      'Accounts Payable',
      'Accounts Receivable',
    ]);
    // lower-case 'rn' or 'go' in running text is not a credential or a language
    expect(names('we go to the turn rn')).toEqual([]);
    // joined words are read apart unless the whole is a name
    expect(names('React/Redux, CI/CD')).toEqual(['React', 'Redux', 'CI/CD']);
  });
});

describe('reading a job description', () => {
  test('required and nice-to-have from headings and wording, and the years asked', () => {
    const job = readJob(jd('j04-senior-accountant'));
    const kind = (n: string) => job.skills.find((s) => s.name === n)?.kind;
    expect(job.title).toBe('Senior Accountant');
    expect(job.level).toBe(3);
    expect(job.years).toBe(4); // '4+ years of accounting experience, public accounting a plus'
    expect(kind('Certified Public Accountant')).toBe('required');
    expect(kind('Month-End Close')).toBe('required');
    expect(kind('NetSuite or ERP')).toBe('preferred');
    expect(kind('SOX')).toBe('preferred');
  });

  test("'Tableau, Looker or Power BI' is one requirement any of them meets", () => {
    const job = readJob(jd('j08-data-analyst'));
    const bi = job.skills.find(
      (s) => s.alternatives?.includes('Tableau') && s.alternatives.includes('Power BI'),
    );
    expect(bi?.kind).toBe('required');
    const sc = createScorer(jd('j08-data-analyst'), { now: NOW });
    expect(sc.score(resume('r41-bi-developer')).matched).toContain(bi!.name);
  });

  test('an "or" list is one requirement even when one choice is already required by the title', () => {
    const FPA = `Financial Analyst, FP&A
Must have
- 2-4 years in FP&A, corporate finance, investment banking or consulting
Nice to have
- CFA or MBA progress
- SQL or Power BI
`;
    const job = readJob(FPA);
    const names = job.skills.map((s) => s.name);
    // banking is a choice of the line, not a second requirement beside FP&A
    expect(names).not.toContain('Investment Banking');
    expect(job.skills.find((s) => s.alternatives?.includes('Investment Banking'))?.alternatives).toEqual([
      'FP&A',
      'Corporate Finance',
      'Investment Banking',
      'Management Consulting',
    ]);
    // a broad word without examples after it ('SQL or Power BI') is one of the choices
    expect(job.skills.find((s) => s.alternatives?.includes('SQL'))).toMatchObject({
      kind: 'preferred',
      alternatives: ['SQL', 'Power BI'],
    });
    expect(names).toContain('Chartered Financial Analyst or MBA');
    const sc = createScorer(FPA, { now: NOW });
    const banker = sc.score(
      resumeFromText(
        `Sam Lee\nInvestment banking analyst, 3 years of corporate finance work.\nSkills: SQL, Excel`,
      ),
    );
    expect(banker.missing).toEqual(['FP&A']);
    expect(banker.matched).toContain(
      'FP&A or Corporate Finance or Investment Banking or Management Consulting',
    );
    expect(banker.missingPreferred).not.toContain('SQL or Power BI');
  });
});

describe('scoring', () => {
  test('a nurse scores far above an accountant for a nursing JD; the missing list names the missing licence', () => {
    const sc = createScorer(NURSING_JD, { now: NOW });
    const nurse = sc.score(resumeFromText(NURSE));
    const accountant = sc.score(resumeFromText(ACCOUNTANT));
    expect(nurse.score).toBeGreaterThan(60);
    expect(accountant.score).toBeLessThan(15);
    expect(nurse.matched).toEqual(expect.arrayContaining(['Registered Nurse', 'Medical-Surgical']));
    expect(nurse.missing).toEqual(['Basic Life Support']);
    expect(nurse.missingPreferred).toEqual(['Advanced Cardiac Life Support', 'Telemetry']);
    expect(accountant.missing).toEqual(
      expect.arrayContaining(['Registered Nurse', 'Basic Life Support', 'Nursing']),
    );
    expect(nurse.years).toBe(5.9); // Jan 2021 to Nov 2026, both months counted
    expect(nurse.requiredYears).toBe(2);
    // the evidence of a skill is the job that used it
    expect(nurse.evidence).toContain(
      'Medical-Surgical: Provide patient care for 6 patients per shift on a med-surg unit',
    );
    expect(nurse.summary).toMatch(
      /^Strong match: \d of \d required skills found; missing Basic Life Support/,
    );
  });

  test('an LPN without the RN licence ranks below RNs for the ICU job, and is told so', () => {
    const sc = createScorer(jd('j03-icu-registered-nurse'), { now: NOW });
    const icu = sc.score(resume('r11-icu-rn'));
    const er = sc.score(resume('r16-er-nurse'));
    const lpn = sc.score(resume('r14-lpn-ltc'));
    expect(icu.score).toBeGreaterThan(er.score);
    expect(er.score).toBeGreaterThan(lpn.score);
    expect(lpn.missing).toContain('Registered Nurse');
    expect(icu.matched).toEqual(
      expect.arrayContaining(['Registered Nurse', 'Critical Care', 'Advanced Cardiac Life Support']),
    );
    expect(icu.missing).not.toContain('Registered Nurse');
  });

  test('a related skill earns part of the credit and is said', () => {
    const sc = createScorer('Cloud Engineer\nRequirements\n- AWS\n- Terraform', { now: NOW });
    const azure = sc.score(
      resumeFromText('Ann Lee\nCloud Engineer, Contoso\n2020 - Present\n- Azure and Terraform'),
    );
    const none = sc.score(resumeFromText('Bob Ray\nCloud Engineer, Contoso\n2020 - Present\n- Terraform'));
    expect(azure.missing).toEqual(['AWS']);
    expect(azure.related).toEqual([{ skill: 'AWS', via: 'Azure' }]);
    expect(azure.score).toBeGreaterThan(none.score);
  });

  test('recent matching experience counts more than old', () => {
    const sc = createScorer('Data Analyst\nRequirements\n- SQL\n- Tableau', { now: NOW });
    const recent = sc.score(
      resumeFromText('A B\nExperience\nData Analyst, X\n2022 - Present\n- SQL and Tableau dashboards'),
    );
    const old = sc.score(
      resumeFromText(
        'C D\nExperience\nTeacher, Z\n2014 - Present\n- Taught maths\nData Analyst, Y\n2010 - 2014\n- SQL and Tableau dashboards',
      ),
    );
    expect(recent.parts.recency).toBe(1);
    expect(old.parts.recency).toBe(0.4);
    expect(recent.score).toBeGreaterThan(old.score);
  });

  test('ranking work grows linearly with the number of resumes (counted, not timed)', () => {
    // The speed (resumes ranked per second) is printed by bench/screening.bench.js. Here: the text the
    // scorer scans for 8 times the resumes is at most 16 times as much, so per-resume work does not grow
    // with the batch.
    const sc = createScorer(jd('j01-senior-backend-engineer'), { now: NOW });
    const parsed = readFileSync(path.join(set, 'grades.tsv'), 'utf8')
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((l) => resume(l.split('\t')[0]!));
    expect(parsed).toHaveLength(50);
    const rank = (list: typeof parsed) => list.map((r) => sc.score(r)).sort((a, b) => b.score - a.score);
    const eightTimes = Array.from({ length: 8 }, () => parsed).flat();
    let ranked: ReturnType<typeof rank> = [];
    const once = countScannedChars(() => rank(parsed));
    const many = countScannedChars(() => (ranked = rank(eightTimes)));
    expect(once).toBeGreaterThan(0);
    expect(many / once).toBeLessThan(LINEAR_GROWTH_BOUND);
    expect(ranked).toHaveLength(400);
    expect(ranked.slice(0, 8).map((r) => r.score)).toEqual(Array(8).fill(ranked[0]!.score));
  });
});

describe('the screening service', () => {
  const plans = { use: <T>(_u: string, _f: string, work: () => Promise<T>) => work() };
  const candidate = (id: string, text: string) => ({ ...resumeFromText(text), id, email: null });

  const service = (analyst?: string) =>
    createScreeningService({
      plans: plans as never,
      candidates: { list: async () => [candidate('a', ACCOUNTANT), candidate('n', NURSE)] },
      now: () => NOW,
      ...(analyst ? { analystFor: async () => ({ analyse: async () => analyst }) } : {}),
    });

  test("empty inputs are refused with the screen's titles", async () => {
    await expect(
      service().screen('u', { resumeText: ' ', jobDescription: NURSING_JD }),
    ).rejects.toMatchObject({
      code: 'resume_required',
      title: 'Resume Required',
    });
    await expect(service().screen('u', { resumeText: NURSE, jobDescription: '' })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  test('screen: the score with the JD read, and no analysis without a model', async () => {
    const r = await service().screen('u', { resumeText: NURSE, jobDescription: NURSING_JD });
    expect(r.name).toBe('Maria Lopez');
    expect(r.job.required).toContain('Registered Nurse');
    expect(r.job.preferred).toEqual(['Advanced Cardiac Life Support', 'Telemetry']);
    expect(r.analysis).toBeNull();
    const withModel = await service('The candidate fits.').screen('u', {
      resumeText: NURSE,
      jobDescription: NURSING_JD,
    });
    expect(withModel.analysis).toBe('The candidate fits.');
    expect(withModel.score).toBe(r.score);
  });

  test("the user's chat model writes the analysis; its failure is said and the score stays", async () => {
    const asked: string[] = [];
    const model = {
      model: 'local-llama',
      complete: async (messages: { content: string }[], opts?: { maxTokens?: number }) => {
        asked.push(messages.map((m) => m.content).join('\n'));
        expect(opts?.maxTokens).toBe(1000);
        return { content: ' Strong ICU fit. ', model: 'local-llama', finishReason: 'stop' };
      },
    };
    const svc = (m: unknown) =>
      createScreeningService({
        plans: plans as never,
        candidates: { list: async () => [] },
        now: () => NOW,
        modelFor: async () => m as never,
      });
    const ok = await svc(model).screen('u', { resumeText: NURSE, jobDescription: NURSING_JD });
    expect(ok.analysis).toBe('Strong ICU fit.');
    expect(asked[0]).toContain('Missing required: Basic Life Support');
    const down = await svc({
      ...model,
      complete: async () => {
        throw new Error('connection refused');
      },
    }).screen('u', { resumeText: NURSE, jobDescription: NURSING_JD });
    expect(down.analysis).toBeNull();
    expect(down.analysisError).toBe(
      "The AI analysis could not be made (connection refused); the score above is the local scorer's.",
    );
    expect(down.score).toBe(ok.score);
  });

  test('saved candidates ranked best first', async () => {
    const r = await service().rankCandidates('u', NURSING_JD);
    expect(r.candidates.map((c) => [c.rank, c.id])).toEqual([
      [1, 'n'],
      [2, 'a'],
    ]);
    expect(r.message).toBe('Successfully found 2 candidates!');
  });
});
