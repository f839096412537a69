// The local scraper: the default path without a PhantomBuster key. One page, fetched through the
// SSRF-safe fetcher, robots.txt honoured for every hop, and read by extractPage.
import robotsModule from 'robots-parser';
import type { PageExtract } from '../schemas/scraping-tools.js';
import { extractPage } from './extract.js';
import { createSafeFetcher, FetchRefused, SAFE_FETCH_MESSAGES, type SafeFetchOptions } from './safe-fetch.js';

const ROBOTS_MAX_BYTES = 512 * 1024;
// A CommonJS module whose typings say `export default`: the function is the module itself at runtime.
type RobotsParser = typeof import('robots-parser').default;
const robotsParser = ((robotsModule as unknown as { default?: RobotsParser }).default ??
  robotsModule) as unknown as RobotsParser;

export type LocalScrape = {
  extract: PageExtract;
  status: number;
  contentType: string;
  bytes: number;
  redirects: string[];
};

export type LocalScraper = {
  scrape(url: string): Promise<LocalScrape>;
  close(): Promise<void>;
};

/** A local scraper over the safe fetcher; options are injectable for tests (policy, resolver, limits). */
export function createLocalScraper(options: SafeFetchOptions & { robots?: boolean } = {}): LocalScraper {
  const fetcher = createSafeFetcher(options);
  const honourRobots = options.robots ?? true;

  /** Whether robots.txt of `url`'s origin lets our user-agent fetch it; no robots.txt lets it. */
  async function robotsAllow(url: URL, signal: AbortSignal, cache: Map<string, boolean | string>) {
    let rules = cache.get(url.origin);
    if (rules === undefined) {
      const robotsUrl = new URL('/robots.txt', url.origin);
      try {
        const res = await fetcher.get(robotsUrl, {
          signal,
          accept: () => true,
          maxBytes: ROBOTS_MAX_BYTES,
          allowErrorStatus: true,
        });
        rules = res.status >= 200 && res.status < 300 ? res.body : true;
      } catch (e) {
        // An SSRF refusal or a timeout is the answer; an unreachable robots.txt is not a refusal.
        if (e instanceof FetchRefused && (e.blocked || e.code === 'timeout' || e.code === 'unresolvable'))
          throw e;
        rules = true;
      }
      cache.set(url.origin, rules);
    }
    if (rules === true) return true;
    const robot = robotsParser(new URL('/robots.txt', url.origin).toString(), String(rules));
    return robot.isAllowed(url.toString(), 'RecruitBot') !== false;
  }

  return {
    async scrape(raw) {
      const signal = AbortSignal.timeout(fetcher.limits.totalTimeoutMs);
      const robots = new Map<string, boolean | string>();
      const page = await fetcher.get(new URL(raw), {
        signal,
        beforeHop: honourRobots
          ? async (url) => {
              if (!(await robotsAllow(url, signal, robots)))
                throw new FetchRefused(
                  'robots_disallowed',
                  SAFE_FETCH_MESSAGES.robots,
                  false,
                  'Not Allowed by robots.txt',
                );
            }
          : undefined,
      });
      return {
        extract: extractPage(page.body, page.url, page.contentType),
        status: page.status,
        contentType: page.contentType,
        bytes: page.bytes,
        redirects: page.redirects,
      };
    },
    close: () => fetcher.close(),
  };
}
