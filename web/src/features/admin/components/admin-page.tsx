import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CALL_REQUEST_STATUSES,
  type AdminCallRequest,
  type AdminUser,
  type CallRequestStatus,
  type Tier,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadingScreen } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAdminOverview, useSetCallRequestStatus, useSetPlan } from '../api/admin.js';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/** The day (UTC) an operator's grant ends on: it is stored as that day's last instant. */
const lastDay = (end: string) => end.slice(0, 10);

/** One user's plan, changeable by the operator (a date makes the plan end after that day). */
function PlanForm({ user }: { user: AdminUser }) {
  const setPlan = useSetPlan();
  const [tier, setTier] = useState<Tier>(user.tier);
  const [until, setUntil] = useState(
    user.source === 'operator' && user.subscriptionEnd ? lastDay(user.subscriptionEnd) : '',
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPlan.mutate(
      { email: user.email, tier, until: tier === 'Basic' || !until ? null : until },
      {
        onSuccess: (r) =>
          toast({
            title: 'Plan Updated',
            description: `${r.email}: ${r.from} → ${r.to}${r.until ? ` until ${lastDay(r.until)}` : ''}.`,
          }),
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Plan Not Changed', description: errorMessage(err) }),
      },
    );
  };
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={submit}
      aria-label={`Plan of ${user.email}`}
    >
      <NativeSelect
        className="w-36"
        aria-label={`Plan for ${user.email}`}
        value={tier}
        onChange={(e) => setTier(e.target.value as Tier)}
      >
        <option>Basic</option>
        <option>Pro</option>
        <option>Enterprise</option>
      </NativeSelect>
      <Input
        type="date"
        className="w-40"
        aria-label={`Last day of the plan for ${user.email} (optional)`}
        value={until}
        disabled={tier === 'Basic'}
        onChange={(e) => setUntil(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={setPlan.isPending}>
        <BusyLabel busy={setPlan.isPending} busyText="Saving...">
          Save
        </BusyLabel>
      </Button>
    </form>
  );
}

const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One landing-page call request: the number, when, and its status, which the operator changes. */
function CallRequestRow({ request }: { request: AdminCallRequest }) {
  const setStatus = useSetCallRequestStatus();
  const number = `${request.countryCode} ${request.phone}`;
  const change = (status: CallRequestStatus) =>
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: (r) =>
          toast({ title: 'Call Request Updated', description: `${number}: ${statusLabel(r.status)}.` }),
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Status Not Changed', description: errorMessage(err) }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="font-medium text-slate-900">{number}</span>{' '}
        <span className="text-slate-600">{new Date(request.createdAt).toLocaleString()}</span>
      </span>
      <NativeSelect
        className="w-36"
        aria-label={`Status of the call request from ${number}`}
        value={request.status}
        disabled={setStatus.isPending}
        onChange={(e) => change(e.target.value as CallRequestStatus)}
      >
        {CALL_REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
}

function Refusal({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="error" className="mx-auto max-w-2xl">
      <ShieldAlert aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </Alert>
  );
}

/** /admin: the operator's screen. Others are told so without asking (the server refuses them too). */
export function AdminPage() {
  const { session } = useSession();
  const isAdmin = session?.user.isAdmin === true;
  const overview = useAdminOverview(isAdmin);
  if (!isAdmin) return <Refusal title="Admins only" message="Only the administrator can do this." />;
  if (overview.isPending) return <LoadingScreen message="Loading users..." />;
  if (overview.isError) {
    const forbidden = overview.error instanceof ApiError && overview.error.status === 403;
    return (
      <Refusal
        title={forbidden ? 'Admins only' : 'Could not load the admin screen'}
        message={errorMessage(overview.error)}
      />
    );
  }
  const { users, callRequests, planChanges, month } = overview.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Admin</h1>
        <p className="mt-1 text-sm text-slate-600">
          Plans, trials and this month&apos;s use ({month}). A plan set here needs no payment and is recorded
          with your name.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Users ({users.length})</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">User</th>
                <th className="py-2 pr-4 font-medium">Plan</th>
                <th className="py-2 pr-4 font-medium">Trial</th>
                <th className="py-2 pr-4 font-medium">Use this month</th>
                <th className="py-2 font-medium">Change plan</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {users.map((u) => (
                <tr key={u.email} className="align-top">
                  <td className="py-3 pr-4">
                    <p className="font-medium text-slate-900">{u.name}</p>
                    <p className="text-slate-600">{u.email}</p>
                  </td>
                  <td className="py-3 pr-4">
                    <Badge>{u.tier}</Badge>
                    <p className="mt-1 text-xs text-slate-600">
                      {u.subscribed
                        ? `${u.source === 'operator' ? 'set by an admin' : 'Stripe'}${u.subscriptionEnd ? `, until ${day(u.subscriptionEnd)}` : ''}`
                        : 'no subscription'}
                      {u.status && u.status !== 'operator' && u.status !== 'active' ? ` (${u.status})` : ''}
                    </p>
                  </td>
                  <td className="py-3 pr-4 text-slate-700">
                    {u.trialActive ? 'until' : 'ended'} {day(u.trialEndsAt)}
                  </td>
                  <td className="py-3 pr-4 text-slate-700">
                    {u.usage.length ? u.usage.map((x) => `${x.title}: ${x.used}`).join(', ') : '—'}
                  </td>
                  <td className="py-3">
                    <PlanForm user={u} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Plan changes</CardTitle>
            <CardDescription>Who changed which plan, and when.</CardDescription>
          </CardHeader>
          <CardContent>
            {planChanges.length === 0 ? (
              <p className="text-sm text-slate-600">No plan changes yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm">
                {planChanges.map((c) => (
                  <li key={`${c.email}-${c.changedAt}`} className="py-2">
                    <span className="font-medium text-slate-900">{c.email}</span>: {c.from} → {c.to}
                    {c.until ? ` until ${day(c.until)}` : ''}
                    <span className="block text-xs text-slate-600">
                      by {c.changedBy === 'stripe' ? 'Stripe' : c.changedBy} on{' '}
                      {new Date(c.changedAt).toLocaleString()}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Call requests</CardTitle>
            <CardDescription>From the landing page&apos;s Let&apos;s Chat.</CardDescription>
          </CardHeader>
          <CardContent>
            {callRequests.length === 0 ? (
              <p className="text-sm text-slate-600">No call requests yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200 text-sm">
                {callRequests.map((c) => (
                  <CallRequestRow key={c.id} request={c} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
