import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError, ProviderError } from '../errors.js';
import type { ProviderTestResult } from '../schemas/provider-keys.js';
import type { ScrapeResult } from '../schemas/tool-results.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { configureKeyHint, DEFAULT_TIMEOUT_MS } from './provider-error.js';

export type { ScrapeResult };

export const PHANTOMBUSTER_DEFAULT_BASE_URL = 'https://api.phantombuster.com/api/v2';
/** The spec's scrape waitTime. */
export const SCRAPE_WAIT_TIME_MS = 3000;
export const DEMO_SCRAPE_MESSAGE = 'Demo data returned. Configure your API key for live scraping.';

export type PhantomAgent = { id: string; name: string; script: string | null };
export type ContainerOutput = { containerId: string; status: string; output: string };

/** Port: a scraping automation that can run a URL. */
export interface ScrapingProvider {
  readonly isDemo: boolean;
  /** Launches a scrape of `url`; failures come back as an error result, never thrown. */
  scrape(url: string, opts?: { agentId?: string }): Promise<ScrapeResult>;
  test(): Promise<ProviderTestResult>;
}

export interface PhantomBusterClient extends ScrapingProvider {
  listAgents(): Promise<PhantomAgent[]>;
  launchAgent(
    agentId: string,
    args: { url: string; extractText?: boolean; extractLinks?: boolean },
  ): Promise<{ containerId: string }>;
  fetchOutput(containerId: string): Promise<ContainerOutput>;
}

const NAME = 'PhantomBuster';
const idSchema = z.union([z.string(), z.number()]).transform(String);
const agentsSchema = z.array(
  z.object({ id: idSchema, name: z.string().default(''), script: z.string().nullish() }).loose(),
);
const launchSchema = z.object({ containerId: idSchema }).loose();
const outputSchema = z.object({ status: z.string().nullish(), output: z.string().nullish() }).loose();

/** 'URL Required' of the spec, before any call. */
function requireUrl(url: string): string {
  const u = url.trim();
  if (!u) {
    throw new AppError('validation', 'url_required', 'Please enter a URL to test scraping.', {
      details: { title: 'URL Required' },
    });
  }
  return u;
}

/** PhantomBuster API v2 adapter (key in the X-Phantombuster-Key-1 header). */
export function createPhantomBusterClient({
  apiKey,
  baseUrl = PHANTOMBUSTER_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): PhantomBusterClient {
  const http: HttpProvider = {
    provider: 'phantombuster',
    displayName: NAME,
    baseUrl,
    headers: { 'X-Phantombuster-Key-1': apiKey },
    timeoutMs,
    retry,
  };

  const listAgents = async (): Promise<PhantomAgent[]> => {
    const agents = await providerRequest(http, {
      method: 'GET',
      path: '/agents/fetch-all',
      schema: agentsSchema,
    });
    return agents.map((a) => ({ id: a.id, name: a.name, script: a.script ?? null }));
  };

  const launchAgent: PhantomBusterClient['launchAgent'] = async (agentId, args) => {
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
  };

  return {
    isDemo: false,
    listAgents,
    launchAgent,
    async fetchOutput(containerId) {
      const res = await providerRequest(http, {
        method: 'GET',
        path: '/containers/fetch-output',
        query: { id: containerId },
        schema: outputSchema,
      });
      return { containerId, status: res.status ?? 'unknown', output: res.output ?? '' };
    },
    async scrape(rawUrl, opts = {}) {
      const url = requireUrl(rawUrl);
      try {
        let agentId = opts.agentId;
        let agentName: string | undefined;
        if (!agentId) {
          const agents = await listAgents();
          const agent = agents[0];
          if (!agent) {
            return {
              status: 'error',
              is_demo: false,
              error: 'No PhantomBuster agent found in your account.',
              suggestion: 'Create a web-scraping phantom in your PhantomBuster dashboard, then try again.',
            };
          }
          agentId = agent.id;
          agentName = agent.name;
        }
        const { containerId } = await launchAgent(agentId, { url });
        return {
          status: 'success',
          is_demo: false,
          data: {
            title: `Scrape of ${new URL(url).hostname || url}`,
            url,
            containerId,
            status: 'running',
            message: 'Scraping job launched on PhantomBuster.',
            launchTimestamp: new Date().toISOString(),
            agentId,
            content: '',
            metadata: { provider: 'phantombuster', ...(agentName ? { agentName } : {}) },
          },
        };
      } catch (e) {
        if (e instanceof AppError && !(e instanceof ProviderError)) throw e;
        const pe = e instanceof ProviderError ? e : undefined;
        return {
          status: 'error',
          is_demo: false,
          error: pe?.message ?? (e instanceof TypeError ? 'Invalid URL' : 'An unknown error occurred'),
          suggestion:
            pe?.code === 'invalid_key'
              ? configureKeyHint
              : pe?.code === 'rate_limited'
                ? 'Wait a moment before trying again.'
                : 'Check the URL and try again.',
        };
      }
    },
    test: () => keyTestOutcome(NAME, listAgents),
  };
}

/**
 * The spec's demo mode when no key is saved: flagged is_demo, and honest about it; the page is
 * not fetched and no made-up content is returned. The spec's 2 s delay is not reproduced.
 */
export function createDemoScrapingProvider(): ScrapingProvider {
  return {
    isDemo: true,
    async scrape(rawUrl) {
      const url = requireUrl(rawUrl);
      let host = url;
      try {
        host = new URL(url).hostname;
      } catch {
        // keep the text as typed: demo mode does not validate further than the spec does
      }
      return {
        status: 'demo',
        is_demo: true,
        data: {
          title: `Demo result for ${host}`,
          url,
          containerId: `demo-${randomUUID()}`,
          status: 'completed',
          message: DEMO_SCRAPE_MESSAGE,
          launchTimestamp: new Date().toISOString(),
          agentId: 'demo',
          content: `Demo mode: ${url} was not scraped because no PhantomBuster API key is configured.`,
          metadata: { demo: true },
        },
        suggestion: 'Please configure your PhantomBuster API key first.',
      };
    },
    async test() {
      return {
        state: 'not_configured',
        message: 'PhantomBuster API key not configured: scraping runs in demo mode.',
      };
    },
  };
}
