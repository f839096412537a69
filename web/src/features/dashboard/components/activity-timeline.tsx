import { Link } from 'react-router-dom';
import type { DashboardEvent } from '@recruit/core/schemas';

const KIND_LABEL: Record<DashboardEvent['kind'], string> = {
  candidate: 'Candidate',
  plan: 'Plan',
  chat: 'AI chat',
  domain: 'Domain',
  email: 'Email',
  interview: 'Interview',
};

const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.toLocaleDateString()} ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
};

/** The user's latest events, newest first; a candidate's event opens the candidate. */
export function ActivityTimeline({ events }: { events: DashboardEvent[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Activity timeline">
      {events.map((e) => (
        <li
          key={`${e.kind}-${e.id}`}
          className="flex gap-3 border-l-2 border-indigo-200 pl-3"
          data-testid="timeline-event"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-900">
              <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {KIND_LABEL[e.kind]}
              </span>
              {e.candidateId ? (
                <Link
                  to={`/candidates/${e.candidateId}`}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {e.title}
                </Link>
              ) : (
                <span className="font-medium">{e.title}</span>
              )}
            </p>
            <p className="mt-0.5 break-words text-sm text-slate-600">{e.summary}</p>
          </div>
          <time dateTime={e.at} className="shrink-0 text-xs text-slate-500">
            {when(e.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
