// The web-scraping tool: the model of a feature service (docs/architecture.md, "Adding a tool").
// It owns the whole use case: the plan gate, the URL check, the local scraper without a key (SSRF
// safe: safe-fetch.ts), and with a key an honest PhantomBuster run (launch, wait for the run to end,
// fetch its output).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { AppError, ProviderError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { ScrapeRun, ScrapingAgent, ScrapingProvider } from '../providers/ports.js';
import { configureKeyHint } from '../providers/provider-error.js';
import { SCRAPING_MESSAGES } from '../schemas/key-messages.js';
import type { ScrapeResult, ScrapeRunProgress, ScrapeRunView } from '../schemas/tool-results.js';
import { LOCAL_SCRAPE_MESSAGES } from '../schemas/scraping-tools.js';
import type { LocalScraper } from './local-scraper.js';
import { createScrapeRunStore, SCRAPE_RUN_RETENTION_MS, type LaunchedRun } from './run-store.js';

/** How long a scrape waits for the agent's run to end, and the pauses between two looks at it. */
export type ScrapeWait = { timeoutMs: number; delaysMs: readonly number[] };
export const SCRAPE_WAIT: ScrapeWait = { timeoutMs: 60_000, delaysMs: [1000, 2000, 3000, 5000] };

export const MAX_SCRAPE_URL_LENGTH = 2048;
/** Output beyond this is cut, keeping its end (the last lines say how the run went). */
export const MAX_SCRAPE_CONTENT = 100_000;

export const SCRAPE_RESULT_MESSAGES = {
  completed: 'Scraping completed on PhantomBuster.',
  stillRunning: 'Scraping job still running on PhantomBuster.',
  noAgent: 'No PhantomBuster agent found in your account.',
  noAgentSuggestion: 'Create a web-scraping phantom in your PhantomBuster dashboard, then try again.',
  timedOut: (seconds: number) => `PhantomBuster was still running the scrape after ${seconds} s.`,
  timedOutSuggestion: 'Its result will be in your PhantomBuster dashboard once the agent finishes.',
  agentFailed: (reason: string) => `The PhantomBuster agent ${reason}.`,
  agentFailedSuggestion: 'Open the agent in your PhantomBuster dashboard to see its log, then try again.',
  noOutput: 'PhantomBuster finished the scrape but sent no output.',
  noOutputSuggestion: "Check the agent's settings in your PhantomBuster dashboard, then try again.",
  launched: (agent: string) => `PhantomBuster agent ${agent} launched.`,
  running: (agent: string, status: string, seconds: number) =>
    `PhantomBuster agent ${agent} is ${status === 'running' ? 'running' : status === 'starting' ? 'starting' : `at status '${status}'`} (${seconds} s).`,
  runNotFound: 'No scrape with this container id was started from your account on this server.',
  runNotFoundTitle: 'Scrape Not Found',
} as const;

/** The last characters of a run's console output the screen shows while it runs. */
export const MAX_PROGRESS_OUTPUT = 4000;

const urlError = (code: string, title: string, message: string) =>
  new AppError('validation', code, message, { title });

/** The scrape URL, trimmed: required (the spec's 'URL Required'), http(s), with a host, of sane length. */
export function checkScrapeUrl(raw: string): string {
  const url = raw.trim();
  if (!url) throw urlError('url_required', SCRAPING_MESSAGES.urlRequired, SCRAPING_MESSAGES.urlRequiredText);
  if (url.length > MAX_SCRAPE_URL_LENGTH)
    throw urlError('url_too_long', SCRAPING_MESSAGES.invalidUrl, SCRAPING_MESSAGES.urlTooLongText);
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
    throw urlError('invalid_url', SCRAPING_MESSAGES.invalidUrl, SCRAPING_MESSAGES.invalidUrlText);
  return url;
}

/** A local scrape as the spec's scrape result: the page's main text as content, the rest in metadata. */
async function localScrape(local: LocalScraper, url: string, at: Date): Promise<ScrapeResult> {
  try {
    const page = await local.scrape(url);
    const e = page.extract;
    return {
      status: 'success',
      is_demo: false,
      data: {
        title: e.title || new URL(e.url).hostname,
        url: e.url,
        containerId: `local-${randomUUID()}`,
        status: 'completed',
        message: LOCAL_SCRAPE_MESSAGES.completed,
        launchTimestamp: at.toISOString(),
        agentId: 'local',
        content: e.text,
        metadata: {
          source: 'local',
          extracted: e,
          redirects: page.redirects,
          contentType: page.contentType,
          bytes: page.bytes,
        },
      },
    };
  } catch (err) {
    // An address refusal is the user's input being refused (400); other failures are shown as values.
    if (err instanceof AppError && err.kind !== 'validation')
      return {
        status: 'error',
        is_demo: false,
        error: err.message,
        suggestion: 'Check the URL and try again.',
      };
    throw err;
  }
}

/** A provider failure as the error value the scraping screen shows in its API Error banner. */
function providerFailure(e: ProviderError): ScrapeResult {
  const suggestion =
    e.code === 'invalid_key'
      ? configureKeyHint
      : e.code === 'rate_limited'
        ? 'Wait a moment before trying again.'
        : (e.code === 'timeout' || e.code === 'unreachable') && e.hint
          ? e.hint
          : 'Check the URL and try again.';
  return { status: 'error', is_demo: false, error: e.message, suggestion };
}

/** Why a run that ended is not a clean finish, or undefined when it is. */
function failureOf(run: ScrapeRun): string | undefined {
  if (run.status === 'launch error') return 'could not be launched';
  if (run.endType && run.endType !== 'finished') return `was stopped (${run.endType})`;
  if (run.exitCode !== null && run.exitCode !== 0) return `stopped with exit code ${run.exitCode}`;
  return undefined;
}

const keyNotConfigured = () =>
  new AppError('validation', 'api_key_not_configured', 'PhantomBuster API key not configured', {
    title: SCRAPING_MESSAGES.keyRequired,
    hint: SCRAPING_MESSAGES.keyRequiredText,
  });

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One look at a run while a scrape waits for it: its PhantomBuster status and the seconds since launch. */
export type ScrapeLook = { containerId: string; status: string; elapsedSeconds: number };
/** Hears a scrape's progress: a line, and with a look at the run, the look (a terminal redraws it in place). */
export type ScrapeProgress = (line: string, look?: ScrapeLook) => void;

export type ScrapingServiceDeps = {
  /** Where the runs the screen follows are kept (table scrape_runs), shared by every server process. */
  db: Db;
  plans: Pick<PlanService, 'use' | 'checkAccess'>;
  /** The user's scraping provider, or undefined when no key is saved (the page is then scraped locally). */
  scraperFor: (userId: string) => Promise<ScrapingProvider | undefined>;
  /** The local scraper, used without a key (loaded on first use: it brings undici and an HTML parser). */
  localScraper: () => Promise<LocalScraper>;
  now?: () => Date;
  /** Injected in tests so waiting for a run takes no time. */
  sleep?: (ms: number) => Promise<void>;
  wait?: ScrapeWait;
};

/** Web scraping: the 'web-scraping' plan gate, PhantomBuster with the user's key, or the local scraper. */
export const createScrapingService = ({
  db,
  plans,
  scraperFor,
  localScraper,
  now = () => new Date(),
  sleep = sleepFor,
  wait = SCRAPE_WAIT,
}: ScrapingServiceDeps) => {
  /** Looks at the run until it ends or the wait is over; the last look is returned either way. */
  async function waitForEnd(
    scraper: ScrapingProvider,
    containerId: string,
    progress: ScrapeProgress = () => {},
  ): Promise<ScrapeRun> {
    const started = now().getTime();
    const deadline = started + wait.timeoutMs;
    for (let look = 0; ; look++) {
      const run = await scraper.fetchRun(containerId);
      const elapsedSeconds = Math.max(0, Math.round((now().getTime() - started) / 1000));
      progress(`Run ${containerId}: ${run.status} (${elapsedSeconds} s)`, {
        containerId,
        status: run.status,
        elapsedSeconds,
      });
      if (run.status === 'finished' || run.status === 'launch error') return run;
      const left = deadline - now().getTime();
      if (left <= 0) return run;
      const pause = wait.delaysMs[Math.min(look, wait.delaysMs.length - 1)] ?? 1000;
      await sleep(Math.min(pause, left));
    }
  }

  /** The agent the scrape runs (the user's first), or the error value when they have none. */
  async function firstAgent(scraper: ScrapingProvider): Promise<ScrapingAgent | ScrapeResult> {
    const agent: ScrapingAgent | undefined = (await scraper.listAgents())[0];
    if (agent) return agent;
    return {
      status: 'error',
      is_demo: false,
      error: SCRAPE_RESULT_MESSAGES.noAgent,
      suggestion: SCRAPE_RESULT_MESSAGES.noAgentSuggestion,
    };
  }

  const isResult = (x: ScrapingAgent | ScrapeResult): x is ScrapeResult => 'is_demo' in x;

  /**
   * The result of a run as it stands at `run` (its last look): still running after the wait is a
   * timeout error, a stop or a non-zero exit is the agent's failure, a clean end without output is an
   * error too; only a clean end with output is 'success'.
   */
  async function resultOf(
    scraper: ScrapingProvider,
    launched: LaunchedRun,
    run: ScrapeRun,
    progress: ScrapeProgress = () => {},
  ): Promise<ScrapeResult> {
    const data = (status: string, message: string, content = '') => ({
      title: `Scrape of ${new URL(launched.url).hostname}`,
      url: launched.url,
      containerId: launched.containerId,
      status,
      message,
      launchTimestamp: launched.launchTimestamp,
      agentId: launched.agentId,
      content,
      metadata: { provider: 'phantombuster', agentName: launched.agentName },
    });
    if (run.status !== 'finished' && run.status !== 'launch error') {
      return {
        status: 'error',
        is_demo: false,
        error: SCRAPE_RESULT_MESSAGES.timedOut(Math.round(wait.timeoutMs / 1000)),
        suggestion: SCRAPE_RESULT_MESSAGES.timedOutSuggestion,
        data: data(run.status, SCRAPE_RESULT_MESSAGES.stillRunning),
      };
    }
    const failure = failureOf(run);
    if (failure) {
      return {
        status: 'error',
        is_demo: false,
        error: SCRAPE_RESULT_MESSAGES.agentFailed(failure),
        suggestion: SCRAPE_RESULT_MESSAGES.agentFailedSuggestion,
        data: data('failed', SCRAPE_RESULT_MESSAGES.agentFailed(failure)),
      };
    }
    progress('Fetching the output');
    const { output } = await scraper.fetchOutput(launched.containerId);
    if (!output.trim()) {
      return {
        status: 'error',
        is_demo: false,
        error: SCRAPE_RESULT_MESSAGES.noOutput,
        suggestion: SCRAPE_RESULT_MESSAGES.noOutputSuggestion,
        data: data('finished', SCRAPE_RESULT_MESSAGES.noOutput),
      };
    }
    const content = output.length > MAX_SCRAPE_CONTENT ? output.slice(-MAX_SCRAPE_CONTENT) : output;
    return {
      status: 'success',
      is_demo: false,
      data: data('finished', SCRAPE_RESULT_MESSAGES.completed, content),
    };
  }

  async function launchOn(
    scraper: ScrapingProvider,
    agent: ScrapingAgent,
    url: string,
  ): Promise<LaunchedRun> {
    const launchTimestamp = now().toISOString();
    const { containerId } = await scraper.launchAgent(agent.id, { url });
    return { containerId, agentId: agent.id, agentName: agent.name, url, launchTimestamp };
  }

  async function liveScrape(
    scraper: ScrapingProvider,
    url: string,
    progress: ScrapeProgress = () => {},
  ): Promise<ScrapeResult> {
    const agent = await firstAgent(scraper);
    if (isResult(agent)) return agent;
    progress(`Launching PhantomBuster agent ${agent.name} (${agent.id}) on ${url}`);
    const launched = await launchOn(scraper, agent, url);
    const run = await waitForEnd(scraper, launched.containerId, progress);
    return resultOf(scraper, launched, run, progress);
  }

  /**
   * Scrapes `url` for the user. Refusals (plan, URL) throw AppError; a provider failure is a value
   * ({status: 'error', error, suggestion}) the screen shows. Only a scrape whose output arrived is
   * 'success', and only that counts as a use of the plan.
   */
  async function scrape(
    userId: string,
    rawUrl: string,
    opts: { onProgress?: ScrapeProgress } = {},
  ): Promise<ScrapeResult> {
    return plans.use(
      userId,
      'web-scraping',
      async () => {
        const url = checkScrapeUrl(rawUrl);
        const scraper = await scraperFor(userId);
        if (!scraper) return localScrape(await localScraper(), url, now());
        try {
          return await liveScrape(scraper, url, opts.onProgress);
        } catch (e) {
          if (e instanceof ProviderError) return providerFailure(e);
          throw e;
        }
      },
      { counts: (r) => r.status === 'success' },
    );
  }

  /**
   * Scrapes each URL, `concurrency` at a time and one at a time per host with `hostGapMs` between
   * two requests to the same host; `onResult` hears each result (an error as an error value) in the
   * order they finish.
   */
  async function scrapeMany(
    userId: string,
    urls: readonly string[],
    onResult: (r: ScrapeResult & { input: string }) => void,
    opts: { concurrency?: number; hostGapMs?: number } = {},
  ): Promise<{ ok: number; total: number }> {
    const concurrency = Math.max(1, Math.min(opts.concurrency ?? 4, 8));
    const hostGapMs = opts.hostGapMs ?? 1000;
    const hostFree = new Map<string, Promise<void>>();
    let next = 0;
    let ok = 0;
    const hostOf = (u: string) => {
      try {
        return new URL(u.trim()).host.toLowerCase();
      } catch {
        return '';
      }
    };
    const one = async (input: string) => {
      const host = hostOf(input);
      const before = hostFree.get(host) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((r) => (release = r));
      hostFree.set(
        host,
        before.then(() => mine),
      );
      await before;
      try {
        const r = await scrape(userId, input);
        if (r.status === 'success') ok++;
        onResult({ input, ...r });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        onResult({
          input,
          status: 'error',
          is_demo: false,
          error: e.message,
          ...(e.hint ? { suggestion: e.hint } : {}),
        });
      } finally {
        if (host && hostGapMs > 0) void sleep(hostGapMs).then(release);
        else release();
      }
    };
    const workers = Array.from({ length: Math.min(concurrency, urls.length) }, async () => {
      while (next < urls.length) await one(urls[next++]!);
    });
    await Promise.all(workers);
    return { ok, total: urls.length };
  }

  /** Runs launched by startScrape, by user and container id, with their result once they ended. */
  const runs = createScrapeRunStore(db);

  const progressOf = (launched: LaunchedRun, status: string, output: string): ScrapeRunProgress => {
    const elapsedSeconds = Math.max(
      0,
      Math.round((now().getTime() - Date.parse(launched.launchTimestamp)) / 1000),
    );
    return {
      containerId: launched.containerId,
      agentId: launched.agentId,
      agentName: launched.agentName,
      url: launched.url,
      launchTimestamp: launched.launchTimestamp,
      status,
      message:
        status === 'launched'
          ? SCRAPE_RESULT_MESSAGES.launched(launched.agentName)
          : SCRAPE_RESULT_MESSAGES.running(launched.agentName, status, elapsedSeconds),
      output: output.length > MAX_PROGRESS_OUTPUT ? output.slice(-MAX_PROGRESS_OUTPUT) : output,
      elapsedSeconds,
    };
  };

  /**
   * Starts a scrape the screen follows: with a key, launches the user's agent and answers at once
   * with the run (its containerId) to poll with `scrapeRun`; without a key, scrapes locally and
   * answers with the result. Refusals (plan, URL) throw; a provider failure is a result value.
   */
  async function startScrape(userId: string, rawUrl: string): Promise<ScrapeRunView> {
    await plans.checkAccess(userId, 'web-scraping');
    const url = checkScrapeUrl(rawUrl);
    const scraper = await scraperFor(userId);
    if (!scraper) return { state: 'done', result: await scrape(userId, url) };
    try {
      const agent = await firstAgent(scraper);
      if (isResult(agent)) return { state: 'done', result: agent };
      const launched = await launchOn(scraper, agent, url);
      const pruneBefore = new Date(now().getTime() - SCRAPE_RUN_RETENTION_MS).toISOString();
      await runs.add(userId, launched, pruneBefore);
      return { state: 'running', run: progressOf(launched, 'launched', '') };
    } catch (e) {
      if (e instanceof ProviderError) return { state: 'done', result: providerFailure(e) };
      throw e;
    }
  }

  /**
   * The stored result of an ended run, its success counted as one use of the plan exactly once:
   * whichever process or poll claims the run's plan use first (a conditional update) records it, and
   * gives the claim back if recording failed (a refusal of the plan is thrown, as before).
   */
  async function counted(
    userId: string,
    containerId: string,
    result: ScrapeResult,
    planUseRecorded: boolean,
  ): Promise<ScrapeResult> {
    if (result.status !== 'success' || planUseRecorded) return result;
    if (!(await runs.claimPlanUse(userId, containerId))) return result;
    try {
      return await plans.use(userId, 'web-scraping', async () => result);
    } catch (e) {
      await runs.releasePlanUse(userId, containerId);
      throw e;
    }
  }

  /**
   * Asks PhantomBuster how a run started by `startScrape` is doing: its status and console output
   * while it runs, then its result (once: a finished run counts as one use of the plan). A run still
   * running after the wait ends as the timeout error. The runs are in the database, so any server
   * process answers (and the one poll that stores the result first is the one whose result all get).
   */
  async function scrapeRun(userId: string, containerId: string): Promise<ScrapeRunView> {
    const launched = await runs.get(userId, containerId);
    if (!launched)
      throw new AppError('not_found', 'scrape_run_not_found', SCRAPE_RESULT_MESSAGES.runNotFound, {
        title: SCRAPE_RESULT_MESSAGES.runNotFoundTitle,
      });
    if (launched.result)
      return {
        state: 'done',
        result: await counted(userId, containerId, launched.result, launched.planUseRecorded),
      };
    const scraper = await scraperFor(userId);
    if (!scraper) {
      await runs.remove(userId, containerId);
      throw keyNotConfigured();
    }
    try {
      const run = await scraper.fetchRun(containerId);
      const ended = run.status === 'finished' || run.status === 'launch error';
      const elapsedMs = now().getTime() - Date.parse(launched.launchTimestamp);
      if (!ended && elapsedMs < wait.timeoutMs) {
        const { output } = await scraper.fetchOutput(containerId);
        if (run.status !== launched.status) await runs.noteStatus(userId, containerId, run.status);
        return { state: 'running', run: progressOf(launched, run.status, output) };
      }
      // A plan that lapsed while the agent ran is refused before the output is fetched.
      await plans.checkAccess(userId, 'web-scraping');
      const result = await resultOf(scraper, launched, run);
      if (await runs.finish(userId, containerId, result, now().toISOString()))
        return { state: 'done', result: await counted(userId, containerId, result, false) };
      // Another poll stored the run's result first: that one is the answer, and it counts it.
      const stored = await runs.get(userId, containerId);
      if (!stored?.result) return { state: 'done', result };
      return {
        state: 'done',
        result: await counted(userId, containerId, stored.result, stored.planUseRecorded),
      };
    } catch (e) {
      if (e instanceof ProviderError) return { state: 'done', result: providerFailure(e) };
      throw e;
    }
  }

  /** The user's PhantomBuster agents (the scrape runs the first); 'PhantomBuster API key not configured' without a key. */
  async function agents(userId: string): Promise<ScrapingAgent[]> {
    const scraper = await scraperFor(userId);
    if (!scraper) throw keyNotConfigured();
    return scraper.listAgents();
  }

  return { scrape, scrapeMany, agents, startScrape, scrapeRun };
};

export type ScrapingService = ReturnType<typeof createScrapingService>;
