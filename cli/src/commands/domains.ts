import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  ensureHome,
  refreshBootstrap,
  type DomainResult,
  type MonitoredDomainView,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

/** One result a line: domain, status, registrar, expiry; why a status is unknown below it. */
function resultLines(results: DomainResult[]): string[] {
  const width = Math.max(6, ...results.map((r) => r.domain.length));
  const lines = [`${'DOMAIN'.padEnd(width)}  ${'STATUS'.padEnd(10)}  ${'EXPIRES'.padEnd(10)}  REGISTRAR`];
  for (const r of results) {
    lines.push(
      `${r.domain.padEnd(width)}  ${r.status.padEnd(10)}  ${day(r.expiry_date).padEnd(10)}  ${r.registrar ?? '-'}${r.price === undefined ? '' : `  $${r.price}`}`,
    );
    if (r.note) lines.push(`${' '.repeat(width)}  ↳ ${r.note}`);
  }
  return lines;
}

function monitoredLines(domains: MonitoredDomainView[]): string[] {
  if (domains.length === 0) return ['No monitored domains. Start with: recruit domains monitor acme.com'];
  const lines = resultLines(domains.map((d) => ({ ...d, id: d.id })));
  for (const d of domains) {
    for (const c of d.changes)
      lines.push(
        `  ${d.domain}: ${c.field} ${c.from ?? '-'} → ${c.to ?? '-'} (${c.at.slice(0, 16).replace('T', ' ')})`,
      );
  }
  return lines;
}

/** recruit domains search|monitor|list|check|unmonitor|bootstrap: core.domains, printed. */
export function registerDomains(program: Command, ctx: CliContext) {
  const domains = program
    .command('domains')
    .description('search domains and monitor their status and expiry (RDAP, or your domain provider key)');

  domains
    .command('search')
    .description('look a name up on the common TLDs, or one full domain')
    .argument('<query>', 'a word (acme) or a domain (acme.com)')
    .option('--json', 'machine-readable output')
    .action(async (query, opts) => {
      const s = await ctx.requireSignedIn();
      const res = await (await ctx.core()).domains.search(s.userId, query);
      if (!opts.json) notice(ctx.io, `Search completed: ${res.message}`);
      emit(ctx.io, opts.json, res, () => resultLines(res.results));
    });

  domains
    .command('monitor')
    .description('monitor a domain: its status, registrar and expiry are re-checked every day')
    .argument('<domain>', 'a full domain name, like acme.com')
    .option('--json', 'machine-readable output')
    .action(async (domain, opts) => {
      const s = await ctx.requireSignedIn();
      const res = await (await ctx.core()).domains.monitor(s.userId, domain);
      emit(ctx.io, opts.json, res, () => [
        `Domain monitoring started: ${res.message}`,
        ...resultLines([res.domain]),
      ]);
    });

  domains
    .command('list')
    .description('your monitored domains and what changed')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (await ctx.core()).domains.list(s.userId);
      emit(ctx.io, opts.json, { domains: list }, () => monitoredLines(list));
    });

  domains
    .command('check')
    .description('check your monitored domains now (or one of them) and record what changed')
    .argument('[domain]', 'one monitored domain')
    .option('--json', 'machine-readable output')
    .action(async (domain, opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (await ctx.core()).domains.check(s.userId, domain);
      emit(ctx.io, opts.json, { domains: list }, () => monitoredLines(list));
    });

  domains
    .command('unmonitor')
    .description('stop monitoring a domain')
    .argument('<domain>', 'a monitored domain')
    .action(async (domain) => {
      const s = await ctx.requireSignedIn();
      await (await ctx.core()).domains.unmonitor(s.userId, domain);
      notice(ctx.io, `Stopped monitoring ${domain.trim().toLowerCase()}.`);
    });

  domains
    .command('bootstrap')
    .description('refresh the RDAP bootstrap (which registry answers for which TLD) from IANA')
    .option('--url <url>', 'fetch the bootstrap file from here instead of IANA')
    .action(async (opts) => {
      const home = ensureHome(ctx.config());
      try {
        const n = await refreshBootstrap(home, opts.url);
        notice(ctx.io, `RDAP bootstrap refreshed: ${n} TLDs.`);
      } catch (e) {
        throw new AppError(
          'unavailable',
          'bootstrap_failed',
          `Could not refresh the RDAP bootstrap: ${(e as Error).message}`,
        );
      }
    });
}
