import * as z from 'zod';
import { AppError } from '../errors.js';
import type {
  DomainProvider,
  DomainSearchFilters,
  DomainSearchResult,
  MonitoredDomain,
  TeamInfo,
} from './ports.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { DEFAULT_TIMEOUT_MS, withOperationMessage } from './provider-error.js';

/**
 * The domain provider. The spec names only a backend function ('dropcowboy-api' with the actions
 * searchDomains, monitorDomain, getMonitoredDomains, getTeamInfo) and shows no wire format, so this
 * is a small REST contract of our own, one route per action, with a bearer key and a configurable
 * base URL (RECRUIT_DROPCOWBOY_BASE_URL):
 *   GET  /domains/search?q=…&tld=…&status=…&max_price=…  → { domains: DomainSearchResult[] }
 *   POST /domains/monitored {domain}                     → MonitoredDomain
 *   GET  /domains/monitored                              → { domains: MonitoredDomain[] }
 *   GET  /team                                           → TeamInfo
 */
export const DOMAINS_DEFAULT_BASE_URL = 'https://api.dropcowboy.com/v1';

export const DOMAIN_MESSAGES = {
  queryRequired: 'Please enter a domain search query',
  searchFailed: 'Failed to search domains',
  monitorFailed: 'Failed to monitor domain',
  listFailed: 'Failed to load monitored domains',
  teamFailed: 'Failed to load team information',
} as const;

const s = z.string().nullish();
const idSchema = z.union([z.string(), z.number()]).transform(String);

const searchResultSchema = z
  .object({ id: idSchema, domain: z.string(), expiry_date: s, status: s, price: z.number().nullish() })
  .loose();
const monitoredSchema = z
  .object({ id: idSchema, domain: z.string(), registrar: s, expiry_date: s, status: s })
  .loose();
const teamSchema = z
  .object({ id: idSchema, name: z.string(), members: z.number().nullish(), plan: s })
  .loose();

export type { DomainProvider, DomainSearchFilters, DomainSearchResult, MonitoredDomain, TeamInfo };

const NAME = 'Drop Cowboy';

const toMonitored = (d: z.infer<typeof monitoredSchema>): MonitoredDomain => ({
  id: d.id,
  domain: d.domain,
  registrar: d.registrar ?? null,
  expiry_date: d.expiry_date ?? null,
  status: d.status ?? 'unknown',
});

/** Domain provider adapter. */
export function createDomainClient({
  apiKey,
  baseUrl = DOMAINS_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): DomainProvider {
  const http: HttpProvider = {
    provider: 'dropcowboy',
    displayName: NAME,
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}` },
    timeoutMs,
    retry,
  };
  const teamInfo = async (): Promise<TeamInfo> => {
    const t = await providerRequest(http, { method: 'GET', path: '/team', schema: teamSchema });
    return { id: t.id, name: t.name, members: t.members ?? null, plan: t.plan ?? null };
  };
  return {
    async search(query, filters = {}) {
      const q = query.trim();
      if (!q) {
        throw new AppError('validation', 'domain_query_required', DOMAIN_MESSAGES.queryRequired, {
          title: 'Enter search query',
        });
      }
      try {
        const res = await providerRequest(http, {
          method: 'GET',
          path: '/domains/search',
          query: { q, tld: filters.tld, status: filters.status, max_price: filters.maxPrice },
          schema: z.object({ domains: z.array(searchResultSchema) }).loose(),
        });
        return res.domains.map((d) => ({
          id: d.id,
          domain: d.domain,
          expiry_date: d.expiry_date ?? null,
          status: d.status ?? 'unknown',
          ...(d.price == null ? {} : { price: d.price }),
        }));
      } catch (e) {
        throw withOperationMessage(e, 'dropcowboy', DOMAIN_MESSAGES.searchFailed);
      }
    },
    async monitor(domain) {
      const d = domain.trim().toLowerCase();
      if (!d) throw new AppError('validation', 'domain_required', 'Please enter a domain to monitor');
      try {
        const res = await providerRequest(http, {
          method: 'POST',
          path: '/domains/monitored',
          body: { domain: d },
          schema: monitoredSchema,
        });
        return toMonitored(res);
      } catch (e) {
        throw withOperationMessage(e, 'dropcowboy', DOMAIN_MESSAGES.monitorFailed);
      }
    },
    async listMonitored() {
      try {
        const res = await providerRequest(http, {
          method: 'GET',
          path: '/domains/monitored',
          schema: z.object({ domains: z.array(monitoredSchema) }).loose(),
        });
        return res.domains.map(toMonitored);
      } catch (e) {
        throw withOperationMessage(e, 'dropcowboy', DOMAIN_MESSAGES.listFailed);
      }
    },
    async teamInfo() {
      try {
        return await teamInfo();
      } catch (e) {
        throw withOperationMessage(e, 'dropcowboy', DOMAIN_MESSAGES.teamFailed);
      }
    },
    test: () => keyTestOutcome(NAME, teamInfo),
  };
}
