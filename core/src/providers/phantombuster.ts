import * as z from 'zod';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import type {
  ScrapeRun,
  ScrapeRunOutput,
  ScrapeRunStatus,
  ScrapingAgent,
  ScrapingProvider,
} from './ports.js';
import { DEFAULT_TIMEOUT_MS } from './provider-error.js';

export type { ScrapeRun, ScrapeRunOutput, ScrapingProvider };
/** A PhantomBuster "phantom" (the scraping port's agent). */
export type PhantomAgent = ScrapingAgent;
/** The PhantomBuster adapter is the scraping port; its runs are PhantomBuster containers. */
export type PhantomBusterClient = ScrapingProvider;

export const PHANTOMBUSTER_DEFAULT_BASE_URL = 'https://api.phantombuster.com/api/v2';
/** The spec's scrape waitTime. */
export const SCRAPE_WAIT_TIME_MS = 3000;

const NAME = 'PhantomBuster';
const idSchema = z.union([z.string(), z.number()]).transform(String);
const agentsSchema = z.array(
  z.object({ id: idSchema, name: z.string().default(''), script: z.string().nullish() }).loose(),
);
const launchSchema = z.object({ containerId: idSchema }).loose();
/** GET /containers/fetch: the container's status, and its exit code and end type once it ended. */
const containerSchema = z
  .object({
    status: z.string().nullish(),
    exitCode: z.number().nullish(),
    endType: z.string().nullish(),
  })
  .loose();
/** GET /containers/fetch-output: {output}; 204 (no body) when the container printed nothing. */
const outputSchema = z.object({ output: z.string().nullish() }).loose().nullish();

const RUN_STATUSES: readonly ScrapeRunStatus[] = ['starting', 'running', 'finished', 'launch error'];
const runStatus = (s: string | null | undefined): ScrapeRunStatus =>
  RUN_STATUSES.find((known) => known === s) ?? 'unknown';

/** PhantomBuster API v2 adapter (key in the X-Phantombuster-Key-1 header). */
export function createPhantomBusterClient({
  apiKey,
  baseUrl = PHANTOMBUSTER_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): ScrapingProvider {
  const http: HttpProvider = {
    provider: 'phantombuster',
    displayName: NAME,
    baseUrl,
    headers: { 'X-Phantombuster-Key-1': apiKey },
    timeoutMs,
    retry,
  };

  const listAgents = async (): Promise<ScrapingAgent[]> => {
    const agents = await providerRequest(http, {
      method: 'GET',
      path: '/agents/fetch-all',
      schema: agentsSchema,
    });
    return agents.map((a) => ({ id: a.id, name: a.name, script: a.script ?? null }));
  };

  return {
    listAgents,
    async launchAgent(agentId, args) {
      const res = await providerRequest(http, {
        method: 'POST',
        path: '/agents/launch',
        body: {
          id: agentId,
          arguments: {
            url: args.url,
            waitTime: SCRAPE_WAIT_TIME_MS,
            extractText: args.extractText ?? true,
            extractLinks: args.extractLinks ?? true,
          },
        },
        schema: launchSchema,
      });
      return { containerId: res.containerId };
    },
    async fetchRun(containerId) {
      const c = await providerRequest(http, {
        method: 'GET',
        path: '/containers/fetch',
        query: { id: containerId },
        schema: containerSchema,
      });
      return {
        containerId,
        status: runStatus(c.status),
        exitCode: c.exitCode ?? null,
        endType: c.endType ?? null,
      };
    },
    async fetchOutput(containerId) {
      const res = await providerRequest(http, {
        method: 'GET',
        path: '/containers/fetch-output',
        query: { id: containerId },
        schema: outputSchema,
      });
      return { containerId, output: res?.output ?? '' };
    },
    test: () => keyTestOutcome(NAME, listAgents),
  };
}
