// Domain search and monitoring (the spec's Domain screen, /features/dropcowboy): search over RDAP
// (or the domain provider when the user saved its key), monitored domains persisted per user and
// re-checked on a schedule, every status, expiry and registrar change recorded.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import { AppError, ProviderError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { DomainProvider } from '../providers/ports.js';
import {
  DOMAIN_SCREEN_MESSAGES as M,
  DOMAIN_STATUSES,
  type DomainChange,
  type DomainResult,
  type DomainStatus,
  type MonitoredDomainView,
} from '../schemas/scraping-tools.js';
import type { RdapLookup } from '../providers/rdap.js';

/** TLDs a one-word search tries, in this order. */
export const SEARCH_TLDS = ['com', 'io', 'ai', 'co', 'net', 'org', 'dev', 'app'] as const;
export const MAX_QUERY_LENGTH = 253;
export const MAX_MONITORED = 200;
/** A monitored domain is checked again when its last check is older than this. */
export const RECHECK_AFTER_MS = 24 * 3600_000;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

const refuse = (code: string, message: string, title: string = M.queryRequiredTitle) =>
  new AppError('validation', code, message, { title });

/** The query as domain names to look up: a name as given, or one word on each of SEARCH_TLDS. */
export function namesForQuery(raw: string): string[] {
  const q = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
  if (!q) throw refuse('domain_query_required', M.queryRequired);
  if (q.length > MAX_QUERY_LENGTH)
    throw refuse('invalid_domain_query', M.invalidQuery, 'Invalid search query');
  const labels = q.split('.');
  if (!labels.every((l) => LABEL.test(l)))
    throw refuse('invalid_domain_query', M.invalidQuery, 'Invalid search query');
  if (labels.length > 1) return [q];
  return SEARCH_TLDS.map((tld) => `${q}.${tld}`);
}

/** A single domain name (monitor, check): as namesForQuery, but a bare word is refused. */
export function checkDomainName(raw: string): string {
  const names = namesForQuery(raw);
  if (names.length !== 1 || !raw.includes('.'))
    throw refuse('invalid_domain', 'Please enter a full domain name, like acme.com.', 'Invalid domain');
  return names[0]!;
}

const asStatus = (s: string | null | undefined): DomainStatus =>
  (DOMAIN_STATUSES as readonly string[]).includes(s ?? '') ? (s as DomainStatus) : 'unknown';

export type DomainServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  rdap: RdapLookup;
  /** The user's domain provider, or undefined without a key (RDAP then answers alone). */
  providerFor: (userId: string) => Promise<DomainProvider | undefined>;
  now?: () => Date;
};

export const createDomainService = ({
  db,
  plans,
  rdap,
  providerFor,
  now = () => new Date(),
}: DomainServiceDeps) => {
  /** Looks names up over RDAP, a few at a time. */
  async function lookupAll(names: string[]): Promise<DomainResult[]> {
    const out: DomainResult[] = new Array(names.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(4, names.length) }, async () => {
        while (next < names.length) {
          const i = next++;
          out[i] = await rdap(names[i]!);
        }
      }),
    );
    return out;
  }

  /** The spec's search: results with status, registrar and expiry; 'unknown' when the registry could not tell. */
  async function search(
    userId: string,
    query: string,
  ): Promise<{ results: DomainResult[]; message: string }> {
    return plans.use(userId, 'domains', async () => {
      const names = namesForQuery(query);
      const provider = await providerFor(userId);
      let results: DomainResult[];
      if (provider) {
        try {
          const found = await provider.search(query.trim());
          results = found.map((d) => ({
            id: d.id,
            domain: d.domain,
            status: asStatus(d.status),
            registrar: null,
            expiry_date: d.expiry_date,
            ...(d.price === undefined ? {} : { price: d.price }),
          }));
        } catch (e) {
          if (e instanceof ProviderError)
            throw new AppError(e.kind, 'domain_search_failed', M.searchFailed, {
              title: M.searchFailedTitle,
              hint: e.message,
            });
          throw e;
        }
      } else {
        results = await lookupAll(names);
      }
      return { results, message: M.searched(results.length) };
    });
  }

  const changesOf = async (ids: string[]): Promise<Map<string, DomainChange[]>> => {
    const by = new Map<string, DomainChange[]>();
    if (ids.length === 0) return by;
    const rows = await db
      .selectFrom('domain_changes')
      .selectAll()
      .where('monitored_id', 'in', ids)
      .orderBy('changed_at', 'desc')
      .execute();
    for (const r of rows) {
      const list = by.get(r.monitored_id) ?? [];
      if (list.length < 20)
        list.push({
          at: r.changed_at,
          field: r.field as DomainChange['field'],
          from: r.old_value,
          to: r.new_value,
        });
      by.set(r.monitored_id, list);
    }
    return by;
  };

  /** The user's monitored domains with their recent changes, soonest expiry first. */
  async function list(userId: string): Promise<MonitoredDomainView[]> {
    const rows = await db
      .selectFrom('monitored_domains')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('domain')
      .execute();
    const changes = await changesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      domain: r.domain,
      registrar: r.registrar,
      expiry_date: r.expiry_date,
      status: asStatus(r.status),
      checked_at: r.checked_at,
      created_at: r.created_at,
      changes: changes.get(r.id) ?? [],
    }));
  }

  /** Stores a check's answer, recording each field that changed (an 'unknown' answer changes nothing). */
  async function record(
    row: { id: string; status: string; registrar: string | null; expiry_date: string | null },
    found: DomainResult,
  ) {
    const at = now().toISOString();
    if (found.status === 'unknown') {
      await db.updateTable('monitored_domains').set({ checked_at: at }).where('id', '=', row.id).execute();
      return;
    }
    const fields = ['status', 'registrar', 'expiry_date'] as const;
    const next = { status: found.status, registrar: found.registrar, expiry_date: found.expiry_date };
    const changed = fields.filter((f) => (row[f] ?? null) !== (next[f] ?? null));
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('monitored_domains')
        .set({ ...next, checked_at: at })
        .where('id', '=', row.id)
        .execute();
      for (const field of changed)
        await tx
          .insertInto('domain_changes')
          .values({
            id: randomUUID(),
            monitored_id: row.id,
            changed_at: at,
            field,
            old_value: row[field],
            new_value: next[field],
          })
          .execute();
    });
  }

  /** The spec's monitor action: the domain joins the list with its current status. */
  async function monitor(
    userId: string,
    raw: string,
  ): Promise<{ domain: MonitoredDomainView; message: string }> {
    return plans.use(userId, 'domains', async () => {
      const domain = checkDomainName(raw);
      const existing = await db
        .selectFrom('monitored_domains')
        .select('id')
        .where('user_id', '=', userId)
        .where('domain', '=', domain)
        .executeTakeFirst();
      if (!existing) {
        const count = await db
          .selectFrom('monitored_domains')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(count?.n ?? 0) >= MAX_MONITORED)
          throw new AppError(
            'validation',
            'too_many_domains',
            `You can monitor at most ${MAX_MONITORED} domains.`,
            {
              title: M.monitorFailed,
            },
          );
        // With the user's domain provider key, the provider monitors it too (its answer, when it has
        // one, is the first status); RDAP checks it here either way.
        const provider = await providerFor(userId);
        let found = await rdap(domain);
        if (provider) {
          try {
            const p = await provider.monitor(domain);
            if (found.status === 'unknown' && asStatus(p.status) !== 'unknown')
              found = {
                ...found,
                status: asStatus(p.status),
                registrar: p.registrar,
                expiry_date: p.expiry_date,
              };
          } catch (e) {
            if (e instanceof ProviderError)
              throw new AppError(e.kind, 'domain_monitor_failed', M.monitorFailed, {
                title: 'Error',
                hint: e.message,
              });
            throw e;
          }
        }
        try {
          await db
            .insertInto('monitored_domains')
            .values({
              id: randomUUID(),
              user_id: userId,
              domain,
              status: found.status,
              registrar: found.registrar,
              expiry_date: found.expiry_date,
              checked_at: now().toISOString(),
              created_at: now().toISOString(),
            })
            .execute();
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
        }
      }
      const view = (await list(userId)).find((d) => d.domain === domain)!;
      return { domain: view, message: M.monitoring(domain) };
    });
  }

  /** Stops monitoring a domain. */
  async function unmonitor(userId: string, raw: string): Promise<void> {
    const domain = checkDomainName(raw);
    const res = await db
      .deleteFrom('monitored_domains')
      .where('user_id', '=', userId)
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0)
      throw new AppError('not_found', 'domain_not_monitored', M.notMonitored(domain));
  }

  /** Checks the user's monitored domains now (or one of them) and answers the list. */
  async function check(userId: string, raw?: string): Promise<MonitoredDomainView[]> {
    let q = db.selectFrom('monitored_domains').selectAll().where('user_id', '=', userId);
    if (raw !== undefined) {
      const domain = checkDomainName(raw);
      q = q.where('domain', '=', domain);
      const one = await q.executeTakeFirst();
      if (!one) throw new AppError('not_found', 'domain_not_monitored', M.notMonitored(domain));
      await record(one, await rdap(one.domain));
      return list(userId);
    }
    for (const row of await q.execute()) await record(row, await rdap(row.domain));
    return list(userId);
  }

  /** The schedule's work: re-checks every monitored domain last checked before RECHECK_AFTER_MS. */
  async function recheckDue(limit = 100): Promise<number> {
    const before = new Date(now().getTime() - RECHECK_AFTER_MS).toISOString();
    const due = await db
      .selectFrom('monitored_domains')
      .selectAll()
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', before)]))
      .orderBy('checked_at')
      .limit(limit)
      .execute();
    for (const row of due) await record(row, await rdap(row.domain));
    return due.length;
  }

  return { search, monitor, unmonitor, list, check, recheckDue };
};

export type DomainService = ReturnType<typeof createDomainService>;
