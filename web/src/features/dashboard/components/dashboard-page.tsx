import {
  ArrowRight,
  BarChart3,
  CalendarDays,
  CreditCard,
  KeyRound,
  RefreshCw,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DASHBOARD_PIPELINE_STAGES, FEATURE_CATALOGUE } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { openBillingPortal, useSubscription } from '@/lib/subscription';
import { useDashboard } from '../api/dashboard.js';
import { toast } from '@/lib/toast';
import { ActivityTimeline } from './activity-timeline.js';
import { ActivityChart, StageChart } from './dashboard-charts.js';
import { LinkedInSection, OutreachSection } from './outreach-sections.js';

const AI_FEATURES = FEATURE_CATALOGUE.flatMap((f) =>
  f.dashboard && f.route ? [{ title: f.title, to: f.route }] : [],
);

function daysUntil(iso: string): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 86_400_000));
}

/**
 * The dashboard; the app composes the Quick Setup cards of the integrations feature into it.
 * Pipeline counts come from the saved candidates, outreach figures from the user's emails, calls and
 * interviews, and the LinkedIn ones from HeyReach on their own request (never the spec's samples).
 */
export function DashboardPage({ quickSetup }: { quickSetup?: ReactNode }) {
  const { session } = useSession();
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const billing = useSubscription(!!session);
  const [refresh, setRefresh] = useState<'idle' | 'loading' | 'success' | 'error'>('idle');
  if (!session) return null;
  const onRefresh = async () => {
    setRefresh('loading');
    const r = await dashboard.refetch();
    // Everything else on the screen is re-read too: the plan, the LinkedIn figures and the Quick Setup
    // cards' key status (a key saved in another tab or through the API showed as missing until a reload).
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.queryKey[0] !== 'dashboard' });
    if (r.isError) {
      setRefresh('error');
      toast({ variant: 'destructive', title: 'Error refreshing data: Could not retrieve latest metrics' });
    } else setRefresh('success');
  };
  const data = dashboard.data;
  const countOf = (stage: string) => dashboard.data?.pipeline.find((p) => p.stage === stage)?.count;
  const total = dashboard.data?.candidates;
  const { user, subscription } = session;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Welcome back, {user.name}</h1>
          <p className="mt-1 text-sm text-slate-600">Here is where your recruiting pipeline stands today.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600" role="status" data-testid="refresh-status">
            {refresh === 'loading'
              ? 'Refreshing data...'
              : refresh === 'error'
                ? 'Error loading data. Please try again.'
                : refresh === 'success' && data
                  ? `Data refreshed at ${new Date(data.refreshedAt).toLocaleTimeString()}`
                  : ''}
          </span>
          <Button variant="outline" onClick={() => void onRefresh()} disabled={refresh === 'loading'}>
            <RefreshCw className={refresh === 'loading' ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh Data
          </Button>
          {user.isAdmin && (
            <div className="flex gap-2">
              <Button variant="outline" asChild>
                <Link to="/admin">
                  <ShieldCheck aria-hidden="true" />
                  Admin
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/api-settings">
                  <KeyRound aria-hidden="true" />
                  API Settings
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle className="text-base">Your plan</CardTitle>
            <CardDescription>
              {subscription.trial.active
                ? `Free trial: full access to every feature for ${daysUntil(subscription.trial.endsAt)} more days.`
                : subscription.subscribed
                  ? `Subscribed${subscription.subscription_end ? ` until ${new Date(subscription.subscription_end).toLocaleDateString()}` : ''}.`
                  : 'No paid subscription.'}
            </CardDescription>
          </div>
          <div className="flex items-center gap-3">
            <Badge>{subscription.tier}</Badge>
            {subscription.trial.active && <Badge variant="success">Trial active</Badge>}
            {billing.data?.manageable && (
              <Button size="sm" variant="outline" onClick={() => void openBillingPortal()}>
                <CreditCard aria-hidden="true" />
                Manage billing
              </Button>
            )}
            {subscription.tier !== 'Enterprise' && (
              <Button size="sm" variant="outline" asChild>
                <Link to="/pricing">View plans</Link>
              </Button>
            )}
          </div>
        </CardHeader>
        {billing.data && (
          <CardContent>
            {billing.data.status === 'past_due' && (
              <p className="mb-2 text-sm font-medium text-red-700">
                Your last payment failed. Update your card with Manage billing to keep your plan.
              </p>
            )}
            {billing.data.cancel_at_period_end && billing.data.subscription_end && (
              <p className="mb-2 text-sm text-slate-700">
                Your subscription is cancelled and ends on{' '}
                {new Date(billing.data.subscription_end).toLocaleDateString()}; then your plan is Basic.
              </p>
            )}
            <h3 className="text-sm font-medium text-slate-900">This month&apos;s use</h3>
            <ul className="mt-1 text-sm text-slate-700" aria-label="This month's use">
              {billing.data.usage.map((u) => (
                <li key={u.feature} data-testid={`usage-${u.feature}`}>
                  {u.title}:{' '}
                  {u.limit === null ? `${u.used} ${u.unit} (no limit)` : `${u.used} of ${u.limit} ${u.unit}`}
                </li>
              ))}
            </ul>
          </CardContent>
        )}
      </Card>

      {quickSetup}

      <section aria-labelledby="pipeline-heading">
        <h2 id="pipeline-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Candidate pipeline
        </h2>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {DASHBOARD_PIPELINE_STAGES.map((stage) => (
            <li key={stage}>
              <Link
                to={`/candidates?stage=${stage}&view=board`}
                className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <Card className="p-4 hover:border-indigo-300">
                  <p className="text-sm text-slate-600">{stage}</p>
                  <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`pipeline-${stage}`}>
                    {countOf(stage) ?? '—'}
                  </p>
                </Card>
              </Link>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-sm text-slate-600">
          {dashboard.isError
            ? 'The pipeline counts could not be loaded. Reload the page to try again.'
            : total === undefined
              ? 'Loading your pipeline…'
              : total === 0
                ? 'No candidates yet. Parse a resume and choose Save Candidate Data to add your first one.'
                : `${total} saved candidate${total === 1 ? '' : 's'}.`}{' '}
          {total === 0 && (
            <Link to="/features/resume-parsing" className="font-medium text-indigo-700 underline">
              Parse a resume
            </Link>
          )}
        </p>
      </section>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <li>
            <Card className="p-4">
              <p className="text-sm text-slate-600">New candidates this week</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="figure-new-this-week">
                {data?.newThisWeek ?? '—'}
              </p>
            </Card>
          </li>
          <li>
            <Card className="p-4">
              <p className="text-sm text-slate-600">Resume parses this month</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="figure-parses">
                {!data
                  ? '—'
                  : data.parses.limit === null
                    ? data.parses.used
                    : `${data.parses.used} of ${data.parses.limit}`}
              </p>
              <p className="text-xs text-slate-500">
                {!data
                  ? ''
                  : data.parses.limit === null
                    ? 'No monthly limit on your plan.'
                    : data.parses.used >= data.parses.limit
                      ? 'Limit reached: upgrade to parse more this month.'
                      : `${data.parses.limit - data.parses.used} left this month.`}
              </p>
            </Card>
          </li>
          <li>
            <Card className="p-4">
              <p className="text-sm text-slate-600">Activity, last 14 days</p>
              <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="figure-activity">
                {data ? data.activityPerDay.reduce((n, d) => n + d.count, 0) : '—'}
              </p>
            </Card>
          </li>
        </ul>
        <div className="mt-3 grid gap-3 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <BarChart3 className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Candidates per stage
              </CardTitle>
            </CardHeader>
            <CardContent>
              {data && data.candidates > 0 ? (
                <StageChart pipeline={data.pipeline} />
              ) : (
                <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
                  {data ? 'No candidates to chart yet.' : 'Loading...'}
                </p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <BarChart3 className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Activity per day
              </CardTitle>
            </CardHeader>
            <CardContent>
              {data && data.activityPerDay.some((d) => d.count > 0) ? (
                <ActivityChart days={data.activityPerDay} />
              ) : (
                <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
                  {data ? 'No candidate activity in the last 14 days.' : 'Loading...'}
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      </section>

      <OutreachSection outreach={data?.outreach} failed={dashboard.isError} />

      <LinkedInSection />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Sparkles className="h-4 w-4 text-indigo-600" aria-hidden="true" /> AI Features
            </CardTitle>
            <CardDescription>Jump to a recruiting tool.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 sm:grid-cols-2">
              {AI_FEATURES.map((f) => (
                <li key={f.to}>
                  <Link
                    to={f.to}
                    className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
                  >
                    {f.title}
                    <ArrowRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <CalendarDays className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Activity Timeline
            </CardTitle>
            <CardDescription>Your recent recruiting activity.</CardDescription>
          </CardHeader>
          <CardContent>
            {data && data.activity.length > 0 ? (
              <ActivityTimeline events={data.activity} />
            ) : (
              <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
                {dashboard.isError
                  ? 'Error loading data. Please try again.'
                  : data
                    ? `No activity yet. Account created on ${new Date(user.createdAt).toLocaleDateString()}.`
                    : 'Loading...'}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
