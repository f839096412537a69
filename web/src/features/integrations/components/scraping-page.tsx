import { AlertTriangle, Database, FlaskConical, Globe, Workflow, Activity } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SCRAPING_MESSAGES, type PageExtract } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BusyLabel } from '@/components/ui/busy-label';
import { errorMessage } from '@/lib/api';
import { useFeatureAccess } from '@/lib/feature-access';
import { toast } from '@/lib/toast';
import { useKeyStatus } from '../api/keys.js';
import { useFollowedScrape, type ScrapeResult, type ScrapeRunProgress } from '../api/tools.js';
import { ApiKeyCard } from './api-key-card.js';
import { FeatureRestricted } from '@/components/feature-restricted';

type Status = 'idle' | 'loading' | 'demo' | 'success' | 'error';

/** The readable text of a scrape for the Extracted Data area. */
function extractedText(result: ScrapeResult): string {
  const d = result.data;
  if (!d) return '';
  const lines = [
    `Title: ${d.title}`,
    `URL: ${d.url}`,
    `Status: ${d.status}`,
    `Message: ${d.message}`,
    `Container: ${d.containerId}`,
    `Agent: ${d.agentId}`,
    `Launched: ${d.launchTimestamp}`,
  ];
  const x = d.metadata.extracted as PageExtract | undefined;
  if (x) {
    if (x.description) lines.push(`Description: ${x.description}`);
    if (x.emails.length) lines.push(`Emails: ${x.emails.join(', ')}`);
    if (x.phones.length) lines.push(`Phones: ${x.phones.join(', ')}`);
    for (const p of x.socialProfiles) lines.push(`Profile (${p.network}): ${p.url}`);
    for (const j of x.jobPostings)
      lines.push(`Job posting: ${typeof j.title === 'string' ? j.title : '(untitled)'}`);
    for (const p of x.people) lines.push(`Person: ${typeof p.name === 'string' ? p.name : '(unnamed)'}`);
    if (x.links.length) lines.push(`Links: ${x.links.length}`);
  }
  if (d.content) lines.push('', d.content);
  return lines.join('\n');
}

/** Tells the user how a scrape went (the spec's toasts) and returns the screen's new status. */
function announce(result: ScrapeResult): Status {
  if (result.status === 'error') {
    toast({
      variant: 'destructive',
      title: SCRAPING_MESSAGES.failed,
      description: result.error || SCRAPING_MESSAGES.unknownError,
    });
    return 'error';
  }
  if (result.is_demo) {
    toast({ title: SCRAPING_MESSAGES.demoMode, description: SCRAPING_MESSAGES.demoModeText });
    return 'demo';
  }
  if (result.status === 'success') {
    toast({ title: SCRAPING_MESSAGES.successful, description: result.data?.message });
  } else {
    toast({ title: SCRAPING_MESSAGES.complete, description: SCRAPING_MESSAGES.completeText });
  }
  return 'success';
}

/**
 * The PhantomBuster run the scrape launched: its container, agent and status while the server polls
 * it, the agent's console output so far, then how it ended.
 */
function RunPanel({ run, result, id }: { run: ScrapeRunProgress; result: ScrapeResult | null; id: string }) {
  const ended = result?.data?.containerId === run.containerId ? result.data : undefined;
  const failed = result !== null && result.status === 'error';
  const status = ended?.status ?? (result ? (failed ? 'failed' : 'finished') : run.status);
  const message = ended?.message ?? (result ? (result.error ?? '') : run.message);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
          <Activity className="h-4 w-4 text-indigo-600" aria-hidden="true" /> PhantomBuster Run
        </h3>
        <Badge variant={!result ? 'default' : failed ? 'warning' : 'success'}>{status}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
        <dt className="font-medium">Container</dt>
        <dd className="break-all font-mono">{run.containerId}</dd>
        <dt className="font-medium">Agent</dt>
        <dd>
          {run.agentName} ({run.agentId})
        </dd>
        <dt className="font-medium">Launched</dt>
        <dd>{new Date(run.launchTimestamp).toLocaleTimeString()}</dd>
      </dl>
      <p role="status" aria-live="polite" className="text-slate-800">
        {message}
      </p>
      {!result ? (
        <pre
          aria-label="Agent output"
          className="max-h-40 overflow-auto whitespace-pre-wrap rounded bg-slate-900 p-2 font-mono text-xs text-slate-100"
        >
          {run.output || "Waiting for the agent's first output..."}
        </pre>
      ) : null}
    </section>
  );
}

/**
 * /features/scraping and /phantombuster-integration (one screen): the PhantomBuster key, a test scrape,
 * and Website URL → Extract Data. Without a key the server scrapes the page itself (public addresses only).
 */
export function ScrapingPage({ title }: { title: string }) {
  const { tier, access } = useFeatureAccess('web-scraping');
  const key = useKeyStatus('phantombuster');
  const scrape = useFollowedScrape();
  const [source, setSource] = useState<'extract' | 'test' | null>(null);
  const [url, setUrl] = useState('');
  const [testUrl, setTestUrl] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<ScrapeResult | null>(null);
  const [failure, setFailure] = useState<{ error: string; suggestion?: string } | null>(null);
  const [testStatus, setTestStatus] = useState<'not-tested' | 'demo' | 'success' | 'error'>('not-tested');
  const ids = { url: useId(), testUrl: useId(), data: useId(), run: useId() };

  const needUrl = (value: string) => {
    if (value.trim()) return false;
    toast({
      variant: 'destructive',
      title: SCRAPING_MESSAGES.urlRequired,
      description: SCRAPING_MESSAGES.urlRequiredText,
    });
    return true;
  };

  const show = (r: ScrapeResult) => {
    setResult(r);
    setFailure(
      r.status === 'error'
        ? {
            error: r.error || SCRAPING_MESSAGES.unknownError,
            ...(r.suggestion ? { suggestion: r.suggestion } : {}),
          }
        : null,
    );
    const next = announce(r);
    setStatus(next);
    return next;
  };
  const showError = (e: unknown) => {
    const message = errorMessage(e, SCRAPING_MESSAGES.unknownError);
    setResult(null);
    setFailure({ error: message });
    setStatus('error');
    toast({ variant: 'destructive', title: SCRAPING_MESSAGES.failed, description: message });
  };

  const onExtract = (e: FormEvent) => {
    e.preventDefault();
    if (needUrl(url)) return;
    setStatus('loading');
    setSource('extract');
    setResult(null);
    scrape.follow(url.trim()).then((r) => r && show(r), showError);
  };

  const onTest = (e: FormEvent) => {
    e.preventDefault();
    if (needUrl(testUrl)) return;
    if (!key.data?.configured) {
      toast({
        variant: 'destructive',
        title: SCRAPING_MESSAGES.keyRequired,
        description: SCRAPING_MESSAGES.keyRequiredText,
      });
      return;
    }
    setStatus('loading');
    setSource('test');
    setResult(null);
    scrape.follow(testUrl.trim()).then(
      (r) => {
        if (!r) return;
        const next = show(r);
        setTestStatus(next === 'demo' ? 'demo' : next === 'error' ? 'error' : 'success');
      },
      (err: unknown) => {
        setTestStatus('error');
        showError(err);
      },
    );
  };

  const header = (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Extract structured data from websites and job boards: scraped here without a key, or by your
        PhantomBuster agents once your key is saved.
      </p>
    </div>
  );

  if (!access.allowed) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <FeatureRestricted message={access.message} tier={tier} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">PhantomBuster</CardTitle>
            <CardDescription>Your key runs live scrapes on your PhantomBuster agents.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <ApiKeyCard
              provider="phantombuster"
              title="PhantomBuster API Key"
              placeholder="Your PhantomBuster API key"
            />
            <form className="flex flex-col gap-3 border-t border-slate-200 pt-4" onSubmit={onTest} noValidate>
              <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <FlaskConical className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Test Scrape
                {testStatus !== 'not-tested' ? (
                  <Badge variant={testStatus === 'success' ? 'success' : 'warning'}>
                    {testStatus === 'success' ? 'Working' : testStatus === 'demo' ? 'Demo' : 'Failed'}
                  </Badge>
                ) : null}
              </h3>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.testUrl}>Test URL</Label>
                <Input
                  id={ids.testUrl}
                  type="url"
                  placeholder="https://example.com"
                  value={testUrl}
                  onChange={(e) => setTestUrl(e.target.value)}
                />
              </div>
              <div>
                <Button type="submit" variant="outline" disabled={scrape.busy}>
                  <BusyLabel busy={scrape.busy && source === 'test'} busyText="Testing...">
                    Test Scrape
                  </BusyLabel>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Globe className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Extract Data
            </CardTitle>
            <CardDescription>
              {key.data?.configured
                ? 'Enter a website address: your PhantomBuster agent scrapes it, and its progress shows here.'
                : 'Enter a website address to scrape. No PhantomBuster key is saved, so recruit scrapes the page itself (public websites only).'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <form className="flex flex-col gap-3" onSubmit={onExtract} noValidate>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.url}>Website URL</Label>
                <Input
                  id={ids.url}
                  type="url"
                  placeholder="https://example.com/careers"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                />
              </div>
              <div>
                <Button type="submit" disabled={scrape.busy}>
                  <BusyLabel busy={scrape.busy && source === 'extract'} busyText="Scraping...">
                    Extract Data
                  </BusyLabel>
                </Button>
              </div>
            </form>
            {status === 'demo' ? (
              <Alert variant="warning">
                <AlertTriangle aria-hidden="true" />
                <div>
                  <p className="font-semibold">Demo Mode Active</p>
                  <p>{SCRAPING_MESSAGES.demoModeText}</p>
                </div>
              </Alert>
            ) : null}
            {status === 'error' && failure ? (
              <Alert variant="error">
                <AlertTriangle aria-hidden="true" />
                <div>
                  <p className="font-semibold">API Error</p>
                  <p>{failure.error}</p>
                  {failure.suggestion ? <p className="mt-1">{failure.suggestion}</p> : null}
                </div>
              </Alert>
            ) : null}
            {scrape.run ? (
              <RunPanel run={scrape.run} result={scrape.busy ? null : result} id={ids.run} />
            ) : null}
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.data}>Extracted Data</Label>
              <textarea
                id={ids.data}
                readOnly
                rows={9}
                value={result ? extractedText(result) : ''}
                placeholder="Extracted data will appear here."
                className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              />
            </div>
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Workflow className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Automate Tasks
            </CardTitle>
            <CardDescription>
              Schedule your PhantomBuster agents in your PhantomBuster dashboard to scrape job boards and
              company pages on a regular basis.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Database className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Data Enrichment
            </CardTitle>
            <CardDescription>
              Scraped pages can complete candidate and company records with contact details, links and
              descriptions.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    </div>
  );
}
