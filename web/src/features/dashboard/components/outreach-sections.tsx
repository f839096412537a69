import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  DASHBOARD_LINKEDIN_DAYS,
  LINKEDIN_METRICS,
  type DashboardOutreach,
  type LinkedInStats,
} from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { useDashboardLinkedIn } from '../api/dashboard.js';

type Figure = {
  id: string;
  label: string;
  to: string;
  /** The large number: this month's count, or what stands now. */
  value: (o: DashboardOutreach) => number;
  /** The line under it. */
  caption: (o: DashboardOutreach) => string;
};

const allTime = (n: number) => `this month · ${n} all time`;

/** The email, call and interview figures, three by three. */
const FIGURES: Figure[] = [
  {
    id: 'emails-sent',
    label: 'Emails sent',
    to: '/features/email',
    value: (o) => o.emails.sent.thisMonth,
    caption: (o) => allTime(o.emails.sent.allTime),
  },
  {
    id: 'emails-failed',
    label: 'Emails failed',
    to: '/features/email',
    value: (o) => o.emails.failed.thisMonth,
    caption: (o) => allTime(o.emails.failed.allTime),
  },
  {
    id: 'replies',
    label: 'Campaign replies',
    to: '/features/email',
    value: (o) => o.replies.thisMonth,
    caption: (o) => allTime(o.replies.allTime),
  },
  {
    id: 'campaigns-active',
    label: 'Active email campaigns',
    to: '/features/email',
    value: (o) => o.campaignsActive,
    caption: () => 'running now',
  },
  {
    id: 'calls-placed',
    label: 'Calls placed',
    to: '/features/call',
    value: (o) => o.calls.placed.thisMonth,
    caption: (o) => allTime(o.calls.placed.allTime),
  },
  {
    id: 'calls-completed',
    label: 'Calls completed',
    to: '/features/call',
    value: (o) => o.calls.completed.thisMonth,
    caption: (o) => allTime(o.calls.completed.allTime),
  },
  {
    id: 'calls-upcoming',
    label: 'Calls scheduled',
    to: '/features/call',
    value: (o) => o.calls.upcoming,
    caption: () => 'waiting for their time',
  },
  {
    id: 'interviews-scheduled',
    label: 'Interviews booked',
    to: '/tools/interview-scheduling',
    value: (o) => o.interviews.scheduled.thisMonth,
    caption: (o) => allTime(o.interviews.scheduled.allTime),
  },
  {
    id: 'interviews-upcoming',
    label: 'Upcoming interviews',
    to: '/tools/interview-scheduling',
    value: (o) => o.interviews.upcoming,
    caption: () => 'not started yet',
  },
];

const isEmpty = (o: DashboardOutreach) =>
  o.emails.sent.allTime + o.emails.failed.allTime + o.replies.allTime + o.campaignsActive === 0 &&
  o.calls.placed.allTime + o.calls.upcoming === 0 &&
  o.interviews.scheduled.allTime === 0;

const linkClass = 'font-medium text-indigo-700 underline';

/** Email, phone and interview outreach, from the user's records (GET /api/dashboard's `outreach`). */
export function OutreachSection({ outreach, failed }: { outreach?: DashboardOutreach; failed: boolean }) {
  return (
    <section aria-labelledby="outreach-heading">
      <h2 id="outreach-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Outreach
      </h2>
      {failed ? (
        <p className="text-sm text-slate-600">
          The outreach figures could not be loaded. Reload the page to try again.
        </p>
      ) : outreach && isEmpty(outreach) ? (
        <p
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600"
          data-testid="outreach-empty"
        >
          No outreach yet: send an email, schedule a call or an interview.{' '}
          <Link to="/features/email" className={linkClass}>
            Send an email
          </Link>{' '}
          ·{' '}
          <Link to="/features/call" className={linkClass}>
            Schedule a call
          </Link>{' '}
          ·{' '}
          <Link to="/tools/interview-scheduling" className={linkClass}>
            Schedule an interview
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {FIGURES.map((f) => (
            <li key={f.id}>
              <Link
                to={f.to}
                className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <Card className="p-4 hover:border-indigo-300">
                  <p className="text-sm text-slate-600">{f.label}</p>
                  <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`outreach-${f.id}`}>
                    {outreach ? f.value(outreach) : '—'}
                  </p>
                  <p className="text-xs text-slate-500">{outreach ? f.caption(outreach) : ''}</p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Why HeyReach's figures are missing, from the error's code (the server keeps HeyReach's reason). */
function reasonOf(e: Error): string {
  if (!(e instanceof ApiError)) return e.message;
  const why: Record<string, string> = {
    invalid_key: 'HeyReach refused the API key.',
    rate_limited: 'HeyReach’s rate limit was reached; try again in a moment.',
    timeout: 'HeyReach did not answer in time.',
    provider_unavailable: 'HeyReach is unavailable right now.',
    provider_error: 'HeyReach could not be reached.',
  };
  return `${e.message}${why[e.code] ? ` ${why[e.code]}` : ''}`;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? ` (${((part / whole) * 100).toFixed(1)}%)` : '';
const shortDate = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * The spec's six LinkedIn metrics from HeyReach (GET /api/dashboard/linkedin, asked on its own so the
 * rest of the dashboard never waits for HeyReach). Without a key: 'Not connected' and dashes; when
 * HeyReach fails: the section says so, never zeros.
 */
export function LinkedInSection() {
  const q = useDashboardLinkedIn();
  // A failed refetch keeps the last answer in q.data: an error shows no figures, never stale ones.
  const answer = q.isError ? undefined : q.data;
  const stats: LinkedInStats | undefined = answer?.status === 'connected' ? answer.stats : undefined;
  const badge = q.isError ? (
    <Badge variant="warning">Could not load</Badge>
  ) : !answer ? (
    <Badge variant="secondary">Loading…</Badge>
  ) : answer.status === 'connected' ? (
    <Badge variant="success">Connected</Badge>
  ) : answer.status === 'restricted' ? (
    <Badge variant="warning">Not in your plan</Badge>
  ) : (
    <Badge variant="warning">Not connected</Badge>
  );
  return (
    <section aria-labelledby="linkedin-heading">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="linkedin-heading" className="text-lg font-semibold text-slate-900">
          LinkedIn outreach
        </h2>
        {badge}
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {LINKEDIN_METRICS.map((m) => (
          <li key={m.key}>
            <Card className="p-4">
              <p className="text-sm text-slate-600">{m.label}</p>
              {stats ? (
                <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`linkedin-${m.key}`}>
                  {stats[m.key]}
                  {'rateOf' in m && (
                    <span className="ml-1 text-sm font-normal text-slate-500">
                      {percent(stats[m.key], stats[m.rateOf])}
                    </span>
                  )}
                </p>
              ) : (
                <p className="mt-1 text-2xl font-semibold text-slate-400" aria-label={`${m.label}: no data`}>
                  —
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600" data-testid="linkedin-status">
        {q.isError ? (
          <>
            {reasonOf(q.error)}{' '}
            {q.error instanceof ApiError && q.error.code === 'invalid_key' && (
              <>
                <Link to="/api-settings?tab=linkedin" className={linkClass}>
                  Open API Settings
                </Link>{' '}
              </>
            )}
            <Button size="sm" variant="outline" onClick={() => void q.refetch()} disabled={q.isFetching}>
              <RefreshCw className={q.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Try again
            </Button>
          </>
        ) : !answer ? (
          'Loading the LinkedIn figures from HeyReach…'
        ) : answer.status === 'connected' ? (
          `Last ${DASHBOARD_LINKEDIN_DAYS} days (${shortDate(answer.from)} – ${shortDate(answer.to)}), every sender and campaign of your HeyReach account.`
        ) : answer.status === 'restricted' ? (
          <>
            {answer.message}{' '}
            <Link to="/pricing" className={linkClass}>
              View plans
            </Link>
          </>
        ) : (
          <>
            Save your HeyReach API key to see your LinkedIn connections, messages and replies here.{' '}
            <Link to="/api-settings?tab=linkedin" className={linkClass}>
              Open API Settings
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
