import { Eye, Globe, RefreshCw, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DOMAIN_SCREEN_MESSAGES as M, type DomainStatus } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useCheckDomains,
  useDomainSearch,
  useMonitorDomain,
  useMonitoredDomains,
  useUnmonitorDomain,
  type DomainResult,
} from '../api/domains.js';

/** The spec's status colours: available, expired and registered; anything else is neutral. */
const STATUS_BADGE: Record<DomainStatus, 'success' | 'warning' | 'default' | 'secondary'> = {
  available: 'success',
  expired: 'warning',
  registered: 'default',
  unknown: 'secondary',
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

function StatusBadge({ status }: { status: DomainStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{status}</Badge>;
}

/**
 * /features/dropcowboy: domain search (Enter searches), the results with a Monitor action, and the
 * monitored list with what each check changed. RDAP answers without a key; an unreachable registry
 * is shown as 'unknown', never as 'available'.
 */
export function DomainsPage() {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<DomainResult[] | null>(null);
  const search = useDomainSearch();
  const monitor = useMonitorDomain();
  const unmonitor = useUnmonitorDomain();
  const check = useCheckDomains();
  const monitored = useMonitoredDomains();
  const ids = { query: useId() };
  const watching = new Set((monitored.data?.domains ?? []).map((d) => d.domain));

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) {
      toast({ variant: 'destructive', title: M.queryRequiredTitle, description: M.queryRequired });
      return;
    }
    search.mutate(query.trim(), {
      onSuccess: (answer) => {
        setResults(answer.results);
        toast({ title: M.searchedTitle, description: answer.message });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: M.searchFailedTitle,
          description: errorMessage(err, M.searchFailed),
        }),
    });
  };

  const onMonitor = (domain: string) =>
    monitor.mutate(domain, {
      onSuccess: (answer) => toast({ title: M.monitoringTitle, description: answer.message }),
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, M.monitorFailed) }),
    });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Domain Search &amp; Monitoring</h1>
        <p className="mt-1 text-sm text-slate-600">
          Search domains and monitor their expiry and status. Lookups use the registries&apos; RDAP service;
          no key is needed.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Search className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Search Domains
          </CardTitle>
          <CardDescription>
            A word (acme) is looked up on the common endings; a full name (acme.com) alone.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onSearch} noValidate>
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={ids.query}>Domain search</Label>
              <Input
                id={ids.query}
                placeholder="acme or acme.com"
                value={query}
                maxLength={300}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={search.isPending}>
              <BusyLabel busy={search.isPending} busyText="Searching...">
                Search
              </BusyLabel>
            </Button>
          </form>

          {results ? (
            results.length === 0 ? (
              <p className="text-sm text-slate-600">No domains found.</p>
            ) : (
              <ul
                className="divide-y divide-slate-200 rounded-md border border-slate-200"
                aria-label="Search results"
              >
                {results.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                    <Globe className="h-4 w-4 text-slate-400" aria-hidden="true" />
                    <span className="font-medium text-slate-900">{r.domain}</span>
                    <StatusBadge status={r.status} />
                    <span className="text-slate-600">Expires: {day(r.expiry_date)}</span>
                    {r.registrar ? <span className="text-slate-600">Registrar: {r.registrar}</span> : null}
                    {r.price !== undefined ? <span className="text-slate-600">${r.price}</span> : null}
                    <span className="ml-auto">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={watching.has(r.domain) || monitor.isPending}
                        onClick={() => onMonitor(r.domain)}
                      >
                        <Eye className="h-4 w-4" aria-hidden="true" />
                        {watching.has(r.domain) ? 'Monitoring' : 'Monitor'}
                      </Button>
                    </span>
                    {r.note ? <p className="w-full text-xs text-slate-500">{r.note}</p> : null}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-4">
          <div>
            <CardTitle className="text-lg">Monitored Domains</CardTitle>
            <CardDescription>
              Checked again every day; changes of status, expiry and registrar are listed.
            </CardDescription>
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={check.isPending || !monitored.data?.domains.length}
            onClick={() =>
              check.mutate(undefined, {
                onError: (err) =>
                  toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
              })
            }
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            <BusyLabel busy={check.isPending} busyText="Checking...">
              Check now
            </BusyLabel>
          </Button>
        </CardHeader>
        <CardContent>
          {monitored.isError ? (
            <Alert variant="error">{errorMessage(monitored.error, 'Failed to load monitored domains')}</Alert>
          ) : !monitored.data ? (
            <p className="text-sm text-slate-600">Loading...</p>
          ) : monitored.data.domains.length === 0 ? (
            <p className="text-sm text-slate-600">No monitored domains yet. Search, then choose Monitor.</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Monitored domains">
              {monitored.data.domains.map((d) => (
                <li key={d.id} className="flex flex-col gap-1 py-2 text-sm">
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="font-medium text-slate-900">{d.domain}</span>
                    <StatusBadge status={d.status} />
                    <span className="text-slate-600">Expires: {day(d.expiry_date)}</span>
                    <span className="text-slate-600">Registrar: {d.registrar ?? '—'}</span>
                    <span className="text-slate-500">
                      Checked: {d.checked_at ? d.checked_at.slice(0, 16).replace('T', ' ') : '—'}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="ml-auto"
                      aria-label={`Stop monitoring ${d.domain}`}
                      onClick={() => unmonitor.mutate(d.domain)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                  {d.changes.length ? (
                    <ul className="ml-4 list-disc text-xs text-slate-600">
                      {d.changes.map((c) => (
                        <li key={`${c.at}-${c.field}`}>
                          {c.at.slice(0, 10)}: {c.field.replace('_', ' ')} changed from {c.from ?? '—'} to{' '}
                          {c.to ?? '—'}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
