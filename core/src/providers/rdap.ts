// Domain status over RDAP (RFC 9083): no key needed. The registry's RDAP server comes from the IANA
// bootstrap (RFC 9224) for the name's TLD; RECRUIT_RDAP_BASE_URL sends every lookup to one server
// (tests point it at a fake). A 404 from the registry is "available"; anything the registry did
// not answer (no DNS, a timeout, a 5xx) is "unknown": never read as "available".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import type { DomainResult, DomainStatus } from '../schemas/scraping-tools.js';

export const IANA_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';
export const RDAP_TIMEOUT_MS = 8_000;

/** The IANA bootstrap file's shape: services = [[tlds], [base urls]]. */
const bootstrapSchema = z.object({
  publication: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
});
export type RdapBootstrap = z.infer<typeof bootstrapSchema>;

/** Registries the IANA copy below does not list, kept so their names can still be looked up. */
const EXTRA_SERVICES: [string[], string[]][] = [[['io'], ['https://rdap.identitydigital.services/rdap/']]];

let shipped: Promise<RdapBootstrap> | undefined;

/**
 * Shipped with the package: IANA's bootstrap (see iana-rdap-bootstrap.ts for where the copy comes from).
 * Refresh to IANA's current file with `recruit domains bootstrap` (saved in the data dir and
 * preferred). The copy (40 kB) loads on the first lookup, not with every command that opens the core.
 */
export function shippedBootstrap(): Promise<RdapBootstrap> {
  return (shipped ??= import('./iana-rdap-bootstrap.js').then(({ IANA_RDAP_SERVICES }) => ({
    publication: 'IANA RDAP bootstrap as shipped with recruit (refresh for the current file)',
    services: [
      ...IANA_RDAP_SERVICES,
      ...EXTRA_SERVICES.filter(([tlds]) => !IANA_RDAP_SERVICES.some(([known]) => known.includes(tlds[0]!))),
    ],
  })));
}

const BOOTSTRAP_FILE = 'rdap-dns.json';

/** The refreshed bootstrap in the data dir when there is one, else the shipped copy. */
export async function loadBootstrap(home: string | undefined): Promise<RdapBootstrap> {
  if (!home) return shippedBootstrap();
  try {
    return bootstrapSchema.parse(JSON.parse(readFileSync(path.join(home, BOOTSTRAP_FILE), 'utf8')));
  } catch {
    return shippedBootstrap();
  }
}

/** Fetches the IANA bootstrap (or `url`) and saves it in the data dir; answers how many TLDs it knows. */
export async function refreshBootstrap(home: string, url = IANA_BOOTSTRAP_URL): Promise<number> {
  // Node's own fetch: no HTTP client is loaded with the CLI's entry.
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new Error(`The IANA bootstrap answered HTTP ${res.status}.`);
  }
  const parsed = bootstrapSchema.parse(await res.json());
  writeFileSync(path.join(home, BOOTSTRAP_FILE), JSON.stringify(parsed));
  return parsed.services.reduce((n, [tlds]) => n + tlds.length, 0);
}

/** The RDAP base URL for a TLD, https preferred. */
export function baseUrlFor(bootstrap: RdapBootstrap, tld: string): string | undefined {
  const t = tld.toLowerCase();
  const urls = bootstrap.services.find(([tlds]) => tlds.some((x) => x.toLowerCase() === t))?.[1] ?? [];
  return urls.find((u) => u.startsWith('https://')) ?? urls[0];
}

const eventSchema = z.object({ eventAction: z.string(), eventDate: z.string().optional() }).loose();
const entitySchema: z.ZodType<{ roles?: string[]; vcardArray?: unknown; entities?: unknown[] }> = z
  .object({
    roles: z.array(z.string()).optional(),
    vcardArray: z.unknown().optional(),
    entities: z.array(z.unknown()).optional(),
  })
  .loose();
const domainSchema = z
  .object({
    objectClassName: z.string().optional(),
    ldhName: z.string().optional(),
    status: z.array(z.string()).optional(),
    events: z.array(eventSchema).optional(),
    entities: z.array(entitySchema).optional(),
  })
  .loose();

/** The registrar's name: the 'fn' of the vCard of the entity with the registrar role. */
function registrarOf(entities: { roles?: string[]; vcardArray?: unknown }[] | undefined): string | null {
  const registrar = entities?.find((e) => e.roles?.includes('registrar'));
  const card = registrar?.vcardArray;
  if (!Array.isArray(card) || !Array.isArray(card[1])) return null;
  const fn = (card[1] as unknown[]).find((p) => Array.isArray(p) && p[0] === 'fn') as unknown[] | undefined;
  return typeof fn?.[3] === 'string' && fn[3].trim() ? fn[3].trim() : null;
}

/** Expired: the registry says so (redemption, pending delete) or the expiration date has passed. */
const EXPIRED_STATUSES = ['redemption period', 'pending delete', 'pending restore'];

export type RdapLookup = (domain: string) => Promise<DomainResult>;

export type RdapOptions = {
  /** One RDAP server for every TLD (RECRUIT_RDAP_BASE_URL), instead of the bootstrap. */
  baseUrl?: string;
  bootstrap?: () => Promise<RdapBootstrap>;
  now?: () => Date;
  timeoutMs?: number;
};

/** Looks a domain up over RDAP; never throws for the registry's answers, only "unknown". */
export function createRdapLookup({
  baseUrl,
  bootstrap = shippedBootstrap,
  now = () => new Date(),
  timeoutMs = RDAP_TIMEOUT_MS,
}: RdapOptions = {}): RdapLookup {
  return async (domain) => {
    const unknown = (note: string): DomainResult => ({
      id: domain,
      domain,
      status: 'unknown',
      registrar: null,
      expiry_date: null,
      note,
    });
    const tld = domain.split('.').pop() ?? '';
    const base = baseUrl ?? baseUrlFor(await bootstrap(), tld);
    if (!base) return unknown(`No RDAP server is known for .${tld}: its status could not be checked.`);
    const url = `${base.replace(/\/+$/, '')}/domain/${encodeURIComponent(domain)}`;
    let status: number;
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/rdap+json, application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        // A registry answers itself; a redirect is not followed (it could point anywhere).
        redirect: 'manual',
      });
      status = res.status;
      if (status === 200) body = await res.json().catch(() => undefined);
      else await res.body?.cancel();
    } catch {
      return unknown('The registry could not be reached, so the status is unknown (not available).');
    }
    if (status === 404)
      return { id: domain, domain, status: 'available', registrar: null, expiry_date: null };
    if (status !== 200) return unknown(`The registry answered HTTP ${status}, so the status is unknown.`);
    const parsed = domainSchema.safeParse(body);
    if (!parsed.success)
      return unknown('The registry sent an answer that is not RDAP, so the status is unknown.');
    const d = parsed.data;
    const expiry = d.events?.find((e) => e.eventAction === 'expiration')?.eventDate ?? null;
    const flags = (d.status ?? []).map((s) => s.toLowerCase());
    const lapsed = expiry !== null && Date.parse(expiry) < now().getTime();
    const state: DomainStatus =
      flags.some((f) => EXPIRED_STATUSES.includes(f)) || lapsed ? 'expired' : 'registered';
    return {
      id: domain,
      domain: (d.ldhName ?? domain).toLowerCase(),
      status: state,
      registrar: registrarOf(d.entities),
      expiry_date: expiry,
    };
  };
}
