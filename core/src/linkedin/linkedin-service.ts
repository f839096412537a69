// LinkedIn profiles (the spec's LinkedIn screen, /features/linkedin): the URL rules and messages, a
// PhantomBuster profile-scraper agent with the user's key (launch, wait for the run, read its
// output), otherwise the clearly labelled demo sample. Save Candidate stores a profile as a
// candidate once per profile URL; Bulk Import extracts a list of URLs and reports each.
import { AppError, ProviderError } from '../errors.js';
import type { CandidateRepo } from '../candidates/candidate-repo.js';
import type { PlanService } from '../plans/plan-service.js';
import type { ScrapeRun, ScrapingProvider } from '../providers/ports.js';
import { configureKeyHint } from '../providers/provider-error.js';
import {
  LINKEDIN_MESSAGES as M,
  MAX_BULK_LINKEDIN,
  linkedinProfileSchema,
  type LinkedinProfile,
  type LinkedinResult,
  type LinkedinSaveResult,
} from '../schemas/scraping-tools.js';
import { SCRAPE_WAIT, type ScrapeWait } from '../scraping/scraping-service.js';
import { linkedinProfileKey } from './profile-key.js';

/** The profile URL, normalized to https://www.linkedin.com/in/<slug>/; the spec's two messages otherwise. */
export function checkLinkedinUrl(raw: string): string {
  const text = raw.trim();
  if (!text)
    throw new AppError('validation', 'linkedin_url_required', M.urlRequired, { title: M.urlRequiredTitle });
  let url: URL | undefined;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    url = undefined;
  }
  const host = url?.hostname.toLowerCase() ?? '';
  const slug = /^\/in\/([^/?#]{1,100})\/?$/.exec(url?.pathname ?? '')?.[1];
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !(host === 'linkedin.com' || host.endsWith('.linkedin.com')) ||
    !slug ||
    text.length > 2048
  )
    throw new AppError('validation', 'invalid_linkedin_url', M.invalidUrl, { title: M.invalidUrlTitle });
  return `https://www.linkedin.com/in/${slug}/`;
}

/** The spec's demo sample (name, headline, location, connections, experience, education, skills). */
export const DEMO_PROFILE: Omit<LinkedinProfile, 'url'> = {
  name: 'Alex Morgan (sample)',
  headline: 'Senior Software Engineer | Cloud & Distributed Systems',
  location: 'San Francisco Bay Area',
  connections: '500+',
  experience: [
    {
      title: 'Senior Software Engineer',
      company: 'Example Corp',
      duration: '2021 - Present',
      description: 'Leads the platform team building internal cloud services.',
    },
    {
      title: 'Software Engineer',
      company: 'Sample Systems',
      duration: '2017 - 2021',
      description: 'Built data pipelines and APIs.',
    },
  ],
  education: [{ school: 'State University', degree: 'B.Sc. Computer Science', years: '2013 - 2017' }],
  skills: ['TypeScript', 'Go', 'Kubernetes', 'PostgreSQL', 'System Design'],
};

const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first JSON object in the agent's output that reads as a profile (PhantomBuster's profile scraper fields). */
export function profileFromOutput(output: string, url: string): LinkedinProfile | undefined {
  const candidates: unknown[] = [];
  const trimmed = output.trim();
  for (const text of [trimmed, ...trimmed.split('\n').map((l) => l.trim())]) {
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    try {
      const v: unknown = JSON.parse(text);
      candidates.push(...(Array.isArray(v) ? v : [v]));
    } catch {
      // Not JSON: a log line.
    }
  }
  for (const c of candidates) {
    if (!isRecord(c)) continue;
    const general = isRecord(c.general) ? c.general : c;
    const name =
      str(general.fullName) ||
      str(general.name) ||
      `${str(general.firstName)} ${str(general.lastName)}`.trim();
    if (!name) continue;
    const jobs = Array.isArray(c.jobs) ? c.jobs : Array.isArray(c.experience) ? c.experience : [];
    const schools = Array.isArray(c.schools) ? c.schools : Array.isArray(c.education) ? c.education : [];
    const skills = Array.isArray(c.skills)
      ? c.skills.map((s) => (isRecord(s) ? str(s.name) : str(s))).filter(Boolean)
      : str(c.skills || c.allSkills)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
    const parsed = linkedinProfileSchema.safeParse({
      name: name.slice(0, 200),
      headline: (str(general.headline) || str(general.title)).slice(0, 500),
      location: str(general.location).slice(0, 200),
      connections: str(general.connectionsCount ?? general.connections).slice(0, 50),
      url,
      experience: jobs
        .filter(isRecord)
        .slice(0, 50)
        .map((j) => ({
          title: (str(j.jobTitle) || str(j.title)).slice(0, 200),
          company: (str(j.companyName) || str(j.company)).slice(0, 200),
          duration: (str(j.dateRange) || str(j.duration)).slice(0, 100),
          description: str(j.description).slice(0, 2000),
        })),
      education: schools
        .filter(isRecord)
        .slice(0, 20)
        .map((e) => ({
          school: (str(e.schoolName) || str(e.school)).slice(0, 200),
          degree: str(e.degree).slice(0, 200),
          years: (str(e.dateRange) || str(e.years)).slice(0, 50),
        })),
      skills: skills.slice(0, 100).map((s) => s.slice(0, 100)),
    });
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LinkedinServiceDeps = {
  plans: Pick<PlanService, 'use'>;
  scraperFor: (userId: string) => Promise<ScrapingProvider | undefined>;
  candidates: Pick<CandidateRepo, 'saveParsed'>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  wait?: ScrapeWait;
};

export const createLinkedinService = ({
  plans,
  scraperFor,
  candidates,
  now = () => new Date(),
  sleep = sleepFor,
  wait = SCRAPE_WAIT,
}: LinkedinServiceDeps) => {
  const error = (url: string, message: string, suggestion: string): LinkedinResult => ({
    status: 'error',
    is_demo: false,
    url,
    error: message,
    suggestion,
  });

  async function waitForEnd(scraper: ScrapingProvider, containerId: string): Promise<ScrapeRun> {
    const deadline = now().getTime() + wait.timeoutMs;
    for (let look = 0; ; look++) {
      const run = await scraper.fetchRun(containerId);
      if (run.status === 'finished' || run.status === 'launch error') return run;
      const left = deadline - now().getTime();
      if (left <= 0) return run;
      await sleep(Math.min(wait.delaysMs[Math.min(look, wait.delaysMs.length - 1)] ?? 1000, left));
    }
  }

  async function live(scraper: ScrapingProvider, url: string): Promise<LinkedinResult> {
    const agents = await scraper.listAgents();
    const agent = agents.find(
      (a) =>
        /linkedin/i.test(`${a.name} ${a.script ?? ''}`) && /profile/i.test(`${a.name} ${a.script ?? ''}`),
    );
    if (!agent) return error(url, M.noAgent, M.noAgentSuggestion);
    const { containerId } = await scraper.launchAgent(agent.id, { url });
    const run = await waitForEnd(scraper, containerId);
    if (run.status !== 'finished')
      return error(
        url,
        run.status === 'launch error'
          ? 'The PhantomBuster agent could not be launched.'
          : `PhantomBuster was still running the profile scrape after ${Math.round(wait.timeoutMs / 1000)} s.`,
        'Open the agent in your PhantomBuster dashboard to see its log, then try again.',
      );
    if (run.exitCode !== null && run.exitCode !== 0)
      return error(
        url,
        `The PhantomBuster agent stopped with exit code ${run.exitCode}.`,
        'Open the agent in your PhantomBuster dashboard to see its log, then try again.',
      );
    const { output } = await scraper.fetchOutput(containerId);
    const profile = profileFromOutput(output, url);
    if (!profile)
      return error(
        url,
        M.noProfile,
        "Check the agent's settings in your PhantomBuster dashboard, then try again.",
      );
    return { status: 'success', is_demo: false, url, profile };
  }

  /** Extract Profile: the gate ('linkedin-scraping', Pro's 100 a month), the URL rules, then live or demo. */
  async function extract(userId: string, rawUrl: string): Promise<LinkedinResult> {
    return plans.use(
      userId,
      'linkedin-scraping',
      async () => {
        const url = checkLinkedinUrl(rawUrl);
        const scraper = await scraperFor(userId);
        if (!scraper)
          return {
            status: 'demo',
            is_demo: true,
            url,
            profile: { ...DEMO_PROFILE, url },
            suggestion: M.demoText,
          } satisfies LinkedinResult;
        try {
          return await live(scraper, url);
        } catch (e) {
          if (e instanceof ProviderError)
            return error(
              url,
              e.message,
              e.code === 'invalid_key' ? configureKeyHint : 'Try again in a moment.',
            );
          throw e;
        }
      },
      { counts: (r) => r.status === 'success' },
    );
  }

  /** Bulk Import: each URL extracted in turn and reported; a refused URL is reported, not thrown. */
  async function bulk(
    userId: string,
    urls: readonly string[],
  ): Promise<{ results: LinkedinResult[]; message: string }> {
    const list = urls.map((u) => u.trim()).filter(Boolean);
    if (list.length === 0)
      throw new AppError('validation', 'linkedin_urls_required', M.bulkEmpty, { title: M.urlRequiredTitle });
    if (list.length > MAX_BULK_LINKEDIN)
      throw new AppError('validation', 'too_many_linkedin_urls', M.bulkTooMany(MAX_BULK_LINKEDIN));
    const results: LinkedinResult[] = [];
    for (const u of list) {
      try {
        results.push(await extract(userId, u));
      } catch (e) {
        if (!(e instanceof AppError) || e.kind === 'forbidden' || e.kind === 'rate_limited') throw e;
        results.push({ status: 'error', is_demo: false, url: u, error: e.message });
      }
    }
    const ok = results.filter((r) => r.status !== 'error').length;
    return { results, message: M.bulkSummary(ok, list.length) };
  }

  /** Save Candidate: a scraped profile becomes a candidate once per profile URL; sample data is refused. */
  async function save(
    userId: string,
    input: unknown,
    opts: { isDemo: boolean },
  ): Promise<LinkedinSaveResult> {
    if (opts.isDemo) throw new AppError('validation', 'demo_profile', M.demoNotSaved, { title: M.demoTitle });
    const parsed = linkedinProfileSchema.safeParse(input);
    if (!parsed.success)
      throw new AppError(
        'validation',
        'invalid_profile',
        parsed.error.issues[0]?.message ?? 'The profile is not valid.',
      );
    const profile = parsed.data;
    const url = checkLinkedinUrl(profile.url);
    const source = `linkedin:${url}`;
    const linkedinKey = linkedinProfileKey(url) ?? url;
    const saved = await candidates.saveParsed(
      userId,
      {
        name: profile.name,
        email: '',
        phone: '',
        skills: profile.skills,
        experience: profile.experience.map((e) => ({
          title: e.title || 'Unknown Position',
          company: e.company || 'Unknown Company',
          period: e.duration || 'Unknown',
          description: e.description,
        })),
        education: profile.education.map((e) => ({
          degree: e.degree || 'Degree',
          institution: e.school || 'Unknown Institution',
          year: e.years || 'Unknown',
        })),
      },
      { source, linkedinKey },
    );
    return saved.created
      ? { candidateId: saved.candidate.id, created: true, message: M.savedText(profile.name) }
      : { candidateId: saved.candidate.id, created: false, message: M.updatedText(saved.candidate.name) };
  }

  return { extract, bulk, save };
};

export type LinkedinService = ReturnType<typeof createLinkedinService>;
