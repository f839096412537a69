import { Pause, Play, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { EMAIL_MESSAGES as M, type Enrollment } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useEmailCandidates } from '../api/compose.js';
import {
  useCreateSequence,
  useDeleteSequence,
  useEnroll,
  usePauseResume,
  useRecordReply,
  useSequence,
  useSequences,
  type Sequence,
} from '../api/sequences.js';
import { useEmailTemplates } from '../api/templates.js';

const failed = (e: unknown) =>
  toast({
    variant: 'destructive',
    title: e instanceof ApiError && e.title ? e.title : 'Error',
    description: errorMessage(e),
  });

const STATUS: Record<
  Enrollment['status'],
  { label: string; variant: 'success' | 'warning' | 'default' | 'secondary' }
> = {
  active: { label: 'Active', variant: 'default' },
  sending: { label: 'Sending', variant: 'default' },
  completed: { label: 'Completed', variant: 'success' },
  replied: { label: 'Replied', variant: 'success' },
  left_stage: { label: 'Left stage', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'warning' },
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Create Campaign: a name, steps (template and days to wait), the variables. */
function CreateCampaign({ onDone }: { onDone: (s: Sequence) => void }) {
  const ids = { name: useId(), company: useId(), job: useId() };
  const templates = useEmailTemplates();
  const create = useCreateSequence();
  const [name, setName] = useState('');
  const [steps, setSteps] = useState([{ templateId: '1', waitDays: 0 }]);
  const [vars, setVars] = useState({ company_name: '', job_title: '' });

  const onCreate = () => {
    if (!name.trim())
      return toast({ variant: 'destructive', title: 'Error', description: M.sequenceNameRequired });
    create.mutate(
      { name, steps, variables: Object.fromEntries(Object.entries(vars).filter(([, v]) => v.trim())) },
      {
        onSuccess: (s) => (toast({ title: 'Campaign created', description: s.name }), onDone(s)),
        onError: failed,
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Create Campaign</CardTitle>
        <CardDescription>
          Each step is sent once, after its wait (counted from enrolment for the first step, then from the
          previous step). A candidate who replies or moves to another stage gets no further steps.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.name}>Campaign name</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        {steps.map((s, i) => (
          <div key={i} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
            <span className="col-span-3 text-sm font-medium text-slate-700">Step {i + 1}</span>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`step-template-${i}`}>Template</Label>
              <NativeSelect
                id={`step-template-${i}`}
                value={s.templateId}
                onChange={(e) =>
                  setSteps(steps.map((x, j) => (j === i ? { ...x, templateId: e.target.value } : x)))
                }
              >
                {templates.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`step-wait-${i}`}>Wait (days)</Label>
              <Input
                id={`step-wait-${i}`}
                type="number"
                min={0}
                max={365}
                value={s.waitDays}
                onChange={(e) =>
                  setSteps(
                    steps.map((x, j) =>
                      j === i ? { ...x, waitDays: Math.max(0, Number(e.target.value) || 0) } : x,
                    ),
                  )
                }
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove step ${i + 1}`}
              disabled={steps.length === 1}
              onClick={() => setSteps(steps.filter((_, j) => j !== i))}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setSteps([...steps, { templateId: '2', waitDays: 3 }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add step
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.company}>Company name</Label>
            <Input
              id={ids.company}
              value={vars.company_name}
              onChange={(e) => setVars({ ...vars, company_name: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.job}>Job title</Label>
            <Input
              id={ids.job}
              value={vars.job_title}
              onChange={(e) => setVars({ ...vars, job_title: e.target.value })}
            />
          </div>
        </div>
        <Button onClick={onCreate} disabled={create.isPending} className="self-start">
          <BusyLabel busy={create.isPending} busyText="Creating...">
            Create Campaign
          </BusyLabel>
        </Button>
      </CardContent>
    </Card>
  );
}

/** One campaign: steps, pause/resume, enrol candidates, each enrolment's status and Mark replied. */
function CampaignDetail({ id }: { id: string }) {
  const seq = useSequence(id);
  const candidates = useEmailCandidates();
  const enroll = useEnroll();
  const pause = usePauseResume();
  const reply = useRecordReply();
  const del = useDeleteSequence();
  const [pick, setPick] = useState('');
  const s = seq.data;
  if (!s) return <p className="text-sm text-slate-500">Loading campaign...</p>;
  const enrolled = new Set(s.enrollments?.map((e) => e.candidateId));
  const refetch = { onSuccess: () => void seq.refetch(), onError: failed };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{s.name}</CardTitle>
          <Badge variant={s.status === 'active' ? 'success' : 'secondary'}>
            {s.status === 'active' ? 'Active' : 'Paused'}
          </Badge>
          <div className="ml-auto flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                pause.mutate({ id, action: s.status === 'active' ? 'pause' : 'resume' }, refetch)
              }
            >
              {s.status === 'active' ? (
                <>
                  <Pause className="h-4 w-4" aria-hidden="true" /> Pause
                </>
              ) : (
                <>
                  <Play className="h-4 w-4" aria-hidden="true" /> Resume
                </>
              )}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => del.mutate(id, { onError: failed })}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          </div>
        </div>
        <CardDescription>
          {s.steps
            .map(
              (st, i) =>
                `${i + 1}. ${st.templateName ?? `template ${st.templateId} (deleted)`} after ${st.waitDays} day${st.waitDays === 1 ? '' : 's'}`,
            )
            .join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <Label htmlFor={`enroll-${id}`}>Enroll a candidate</Label>
            <NativeSelect id={`enroll-${id}`} value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">Pick a candidate</option>
              {candidates.data
                ?.filter((c) => c.email && !enrolled.has(c.id))
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.stage})
                  </option>
                ))}
            </NativeSelect>
          </div>
          <Button
            disabled={!pick || enroll.isPending}
            onClick={() =>
              enroll.mutate({ id, candidateIds: [pick] }, { ...refetch, onSettled: () => setPick('') })
            }
          >
            Enroll
          </Button>
        </div>
        {!s.enrollments?.length ? (
          <p className="text-sm text-slate-500">No candidates enrolled yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase text-slate-500">
                <tr>
                  <th className="py-2 pr-3">Candidate</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">Sent</th>
                  <th className="py-2 pr-3">Next step</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody>
                {s.enrollments.map((e) => (
                  <tr key={e.id} className="border-t border-slate-100 align-top">
                    <td className="py-2 pr-3">
                      <div className="font-medium text-slate-900">{e.candidateName}</div>
                      <div className="text-xs text-slate-500">
                        {e.candidateEmail} · {e.stage}
                      </div>
                    </td>
                    <td className="py-2 pr-3">
                      <Badge variant={STATUS[e.status].variant}>{STATUS[e.status].label}</Badge>
                      {e.reason && e.reason !== STATUS[e.status].label && (
                        <div className="mt-1 text-xs text-slate-500">{e.reason}</div>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      {e.stepsSent}/{s.steps.length}
                    </td>
                    <td className="py-2 pr-3">{when(e.nextDueAt)}</td>
                    <td className="py-2 text-right">
                      {(e.status === 'active' || e.status === 'sending') && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => reply.mutate({ id, candidateId: e.candidateId }, refetch)}
                        >
                          Mark replied
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Campaigns: the list, Create Campaign, and the chosen campaign's detail. */
export function Campaigns() {
  const sequences = useSequences();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating((v) => !v)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Create Campaign
        </Button>
      </div>
      {creating && (
        <CreateCampaign
          onDone={(s) => {
            setCreating(false);
            setOpen(s.id);
          }}
        />
      )}
      {sequences.data?.length === 0 && !creating && (
        <p className="text-sm text-slate-500">No campaigns yet. Create one to send a sequence of emails.</p>
      )}
      <div className="flex flex-col gap-2">
        {sequences.data?.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => setOpen(open === s.id ? null : s.id)}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-left text-sm hover:bg-slate-50"
          >
            <span className="font-medium text-slate-900">{s.name}</span>
            <Badge variant={s.status === 'active' ? 'success' : 'secondary'}>
              {s.status === 'active' ? 'Active' : 'Paused'}
            </Badge>
            <span className="text-slate-600">
              {s.steps.length} step{s.steps.length === 1 ? '' : 's'} · {s.counts.enrolled ?? 0} enrolled ·{' '}
              {s.counts.replied ?? 0} replied · {s.counts.completed ?? 0} completed
            </span>
          </button>
        ))}
      </div>
      {open && <CampaignDetail id={open} />}
    </div>
  );
}
