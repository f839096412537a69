import { CalendarCheck, CalendarClock, CalendarDays, CalendarX, MapPin, Users } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  INTERVIEW_DURATIONS,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  formatInZone,
  isTimeZone,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useCancelInterview,
  useDraftConflicts,
  useInterviews,
  useRescheduleInterview,
  useSavedCandidates,
  useScheduleInterview,
  type Interview,
  type InterviewChangeAnswer,
  type InterviewConflict,
} from '../api/interviews.js';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the browser knows, the browser's own first. */
function zoneList(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((z) => z !== own)];
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const addressList = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const boxClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const STATUS_BADGE = { scheduled: 'default', completed: 'success', cancelled: 'secondary' } as const;
const STATUS_LABEL = { scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** The toasts of a change: its title and how the emails went; a warning when none went out. */
function announce(title: string, a: InterviewChangeAnswer) {
  if (a.invitation.status === 'sent') toast({ title, description: a.invitation.message });
  else
    toast({
      variant: 'destructive',
      title: `${title}: invitations not sent`,
      description: a.invitation.message,
    });
}

function ConflictList({ conflicts }: { conflicts: InterviewConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="warning" aria-label={M.conflictTitle} className="flex-col gap-1">
      <p className="font-medium">{M.conflictTitle}</p>
      <ul className="mt-1 list-disc pl-5">
        {conflicts.map((c) => (
          <li key={`${c.interviewId}-${c.interviewer}`}>{c.message}</li>
        ))}
      </ul>
      <p className="mt-1 text-xs">You can still schedule it; the interviewers will get both invitations.</p>
    </Alert>
  );
}

function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: number | undefined;
  icon: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 p-5">
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-semibold text-slate-900" aria-label={label}>
            {value ?? '—'}
          </p>
        </div>
        {icon}
      </CardContent>
    </Card>
  );
}

/** One interview with its Reschedule form and Cancel (asked twice). */
function InterviewRow({ interview: i, zones }: { interview: Interview; zones: string[] }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [date, setDate] = useState(i.localStart.slice(0, 10));
  const [time, setTime] = useState(i.localStart.slice(11, 16));
  const [zone, setZone] = useState(i.timeZone);
  const [duration, setDuration] = useState(String(i.durationMinutes));
  const [location, setLocation] = useState(i.location);
  const reschedule = useRescheduleInterview();
  const cancel = useCancelInterview();
  const ids = { date: useId(), time: useId(), zone: useId(), duration: useId(), location: useId() };
  const live = i.status === 'scheduled';
  const at = `${date}T${time}`;
  const debounced = useDebounced(
    { interviewers: i.interviewers, at, timeZone: zone, durationMinutes: Number(duration), exceptId: i.id },
    300,
  );
  const conflicts = useDraftConflicts(debounced, editing && !!date && !!time);

  const onReschedule = (e: FormEvent) => {
    e.preventDefault();
    reschedule.mutate(
      { id: i.id, at, timeZone: zone, durationMinutes: Number(duration), location: location.trim() },
      {
        onSuccess: (a) => {
          setEditing(false);
          announce(M.rescheduled, a);
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: err instanceof ApiError && err.title ? err.title : 'Error',
            description: errorMessage(err),
          }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3 text-sm" aria-label={`Interview with ${i.candidateName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {i.candidateId ? (
          <Link
            to={`/candidates/${encodeURIComponent(i.candidateId)}`}
            className="font-medium text-slate-900 underline-offset-4 hover:underline"
          >
            {i.candidateName}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{i.candidateName}</span>
        )}
        {i.candidateName !== i.candidateEmail ? (
          <span className="text-slate-500">{i.candidateEmail}</span>
        ) : null}
        <Badge variant={STATUS_BADGE[i.status]}>{STATUS_LABEL[i.status]}</Badge>
        {i.invitation.status !== 'sent' ? (
          <Badge variant="warning" title={i.invitation.error ?? undefined}>
            Invitations not sent
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
        <span className="flex items-center gap-1">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {formatInZone(i.startsAt, i.timeZone)} · {i.durationMinutes} min · {i.timeZone}
        </span>
        <span className="flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" />
          {i.interviewers.join(', ')}
        </span>
        {i.location ? (
          <span className="flex items-center gap-1 break-all">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {i.location}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {live ? (
          <>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
              Reschedule
            </Button>
            {confirming ? (
              <>
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(i.id, {
                      onSuccess: (a) => announce(M.cancelled, a),
                      onError: (err) =>
                        toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
                    })
                  }
                >
                  <BusyLabel busy={cancel.isPending} busyText="Cancelling...">
                    Yes, cancel interview
                  </BusyLabel>
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Cancel
              </Button>
            )}
          </>
        ) : null}
        <a
          className="text-sm text-indigo-700 underline-offset-4 hover:underline"
          href={`/api/interviews/${encodeURIComponent(i.id)}/invite.ics`}
          download
        >
          Download .ics
        </a>
      </div>
      {editing && live ? (
        <form
          className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4"
          onSubmit={onReschedule}
          noValidate
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.date}>New date</Label>
            <Input id={ids.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.time}>New time</Label>
            <Input id={ids.time} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.zone}>Time zone</Label>
            <NativeSelect id={ids.zone} value={zone} onChange={(e) => setZone(e.target.value)}>
              {(zones.includes(zone) ? zones : [zone, ...zones]).map((z) => (
                <option key={z}>{z}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.duration}>Duration</Label>
            <NativeSelect id={ids.duration} value={duration} onChange={(e) => setDuration(e.target.value)}>
              {INTERVIEW_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d} minutes
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1 sm:col-span-3">
            <Label htmlFor={ids.location}>New location</Label>
            <Input
              id={ids.location}
              value={location}
              maxLength={INTERVIEW_LIMITS.location}
              placeholder="Room 4 or https://meet.example.com/abc"
              onChange={(e) => setLocation(e.target.value)}
            />
          </div>
          <div className="flex items-end">
            <Button type="submit" disabled={reschedule.isPending} className="w-full">
              <BusyLabel busy={reschedule.isPending} busyText="Sending update...">
                Send update
              </BusyLabel>
            </Button>
          </div>
          <div className="sm:col-span-4">
            <ConflictList conflicts={conflicts.data?.conflicts ?? []} />
          </div>
        </form>
      ) : null}
    </li>
  );
}

/**
 * /tools/interview-scheduling: the quick stats (This Month, Scheduled, Completed) from the user's
 * interviews, the Quick Schedule Interview form (a saved candidate or any address, interviewers,
 * date and time in an IANA zone, 30/45/60/90 minutes, location or link, notes) with a live warning
 * when an interviewer is already booked, and the list with Reschedule and Cancel. Each change emails
 * an iCalendar invitation, update or cancellation; when it could not, the page says so.
 */
export function InterviewSchedulingPage() {
  const own = useMemo(browserZone, []);
  const zones = useMemo(() => zoneList(own), [own]);
  const list = useInterviews(own);
  const candidates = useSavedCandidates();
  const schedule = useScheduleInterview();
  const [candidate, setCandidate] = useState('');
  const [candidateName, setCandidateName] = useState('');
  const [interviewers, setInterviewers] = useState('');
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('10:00');
  const [zone, setZone] = useState(own);
  const [duration, setDuration] = useState('45');
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [last, setLast] = useState<InterviewChangeAnswer | null>(null);
  const ids = {
    candidate: useId(),
    candidateName: useId(),
    candidates: useId(),
    interviewers: useId(),
    date: useId(),
    time: useId(),
    zone: useId(),
    duration: useId(),
    location: useId(),
    notes: useId(),
  };

  const saved = (candidates.data?.candidates ?? []).filter((c) => c.email);
  const known = saved.find((c) => c.email?.toLowerCase() === candidate.trim().toLowerCase());
  const draft = useDebounced(
    {
      interviewers: addressList(interviewers),
      at: `${date}T${time}`,
      timeZone: zone,
      durationMinutes: Number(duration),
    },
    300,
  );
  const conflicts = useDraftConflicts(
    draft,
    draft.interviewers.length > 0 && !!date && !!time && isTimeZone(zone),
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    schedule.mutate(
      {
        candidate: candidate.trim(),
        ...(candidateName.trim() ? { candidateName: candidateName.trim() } : {}),
        interviewers: addressList(interviewers),
        at: `${date}T${time}`,
        timeZone: zone,
        durationMinutes: Number(duration),
        location,
        notes,
      },
      {
        onSuccess: (a) => {
          setLast(a);
          announce(M.scheduled, a);
          setCandidate('');
          setCandidateName('');
          setInterviewers('');
          setNotes('');
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: err instanceof ApiError && err.title ? err.title : 'Error',
            description: errorMessage(err),
          }),
      },
    );
  };

  const stats = list.data?.stats;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Interview Scheduling</h1>
        <p className="mt-1 text-sm text-slate-600">
          Schedule interviews and email calendar invitations to the candidate and the interviewers.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3" aria-label="Quick stats">
        <StatCard
          label="This Month"
          value={stats?.thisMonth}
          icon={<CalendarDays className="h-8 w-8 text-indigo-500" aria-hidden="true" />}
        />
        <StatCard
          label="Scheduled"
          value={stats?.scheduled}
          icon={<CalendarClock className="h-8 w-8 text-amber-500" aria-hidden="true" />}
        />
        <StatCard
          label="Completed"
          value={stats?.completed}
          icon={<CalendarCheck className="h-8 w-8 text-emerald-500" aria-hidden="true" />}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quick Schedule Interview</CardTitle>
          <CardDescription>
            Pick a saved candidate or type any address. The invitation is an iCalendar event your calendar app
            can accept.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={onSubmit}
            noValidate
            aria-label="Quick Schedule Interview"
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.candidate}>Candidate email</Label>
              <Input
                id={ids.candidate}
                list={ids.candidates}
                placeholder="jane@example.com"
                value={candidate}
                maxLength={INTERVIEW_LIMITS.candidate}
                onChange={(e) => setCandidate(e.target.value)}
              />
              <datalist id={ids.candidates}>
                {saved.map((c) => (
                  <option key={c.id} value={c.email ?? ''}>
                    {c.name}
                  </option>
                ))}
              </datalist>
              {known ? <p className="text-xs text-slate-500">Saved candidate: {known.name}</p> : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.candidateName}>Candidate name</Label>
              <Input
                id={ids.candidateName}
                placeholder={known ? known.name : 'Jane Doe'}
                value={candidateName}
                disabled={!!known}
                maxLength={INTERVIEW_LIMITS.candidateName}
                onChange={(e) => setCandidateName(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor={ids.interviewers}>Interviewer emails</Label>
              <Input
                id={ids.interviewers}
                placeholder="bob@acme.io, carol@acme.io"
                value={interviewers}
                maxLength={INTERVIEW_LIMITS.interviewer * INTERVIEW_LIMITS.interviewers}
                onChange={(e) => setInterviewers(e.target.value)}
              />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.date}>Date</Label>
                <Input id={ids.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.time}>Time</Label>
                <Input id={ids.time} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.zone}>Time zone</Label>
                <NativeSelect id={ids.zone} value={zone} onChange={(e) => setZone(e.target.value)}>
                  {zones.map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.duration}>Duration</Label>
                <NativeSelect
                  id={ids.duration}
                  value={duration}
                  onChange={(e) => setDuration(e.target.value)}
                >
                  {INTERVIEW_DURATIONS.map((d) => (
                    <option key={d} value={d}>
                      {d} minutes
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor={ids.location}>Location or meeting link</Label>
              <Input
                id={ids.location}
                placeholder="Room 4 or https://meet.example.com/abc"
                value={location}
                maxLength={INTERVIEW_LIMITS.location}
                onChange={(e) => setLocation(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor={ids.notes}>Notes</Label>
              <textarea
                id={ids.notes}
                rows={3}
                className={boxClass}
                placeholder="What the interview covers, who to ask for at reception..."
                value={notes}
                maxLength={INTERVIEW_LIMITS.notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </div>
            <div className="sm:col-span-2">
              <ConflictList conflicts={conflicts.data?.conflicts ?? []} />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={schedule.isPending}>
                <BusyLabel busy={schedule.isPending} busyText="Scheduling...">
                  Schedule Interview
                </BusyLabel>
              </Button>
            </div>
          </form>
          {last ? (
            <Alert
              variant={last.invitation.status === 'sent' ? 'success' : 'warning'}
              aria-label="Last scheduled"
              className="flex-col gap-1"
            >
              <p className="font-medium">
                {M.scheduled}: {last.interview.candidateName},{' '}
                {formatInZone(last.interview.startsAt, last.interview.timeZone)}
              </p>
              <p>{last.invitation.message}</p>
              {last.conflicts.length ? (
                <p className="mt-1">
                  {M.conflictTitle}: {last.conflicts.map((c) => c.interviewer).join(', ')}
                </p>
              ) : null}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Interviews</CardTitle>
          <CardDescription>
            Upcoming first. An interview whose end has passed counts as completed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {list.isError ? (
            <Alert variant="error">{errorMessage(list.error, 'Failed to load interviews')}</Alert>
          ) : !list.data ? (
            <p className="text-sm text-slate-600">Loading...</p>
          ) : list.data.interviews.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <CalendarX className="h-4 w-4" aria-hidden="true" /> No interviews yet. Schedule one above.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Interviews">
              {list.data.interviews.map((i) => (
                <InterviewRow key={i.id} interview={i} zones={zones} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
