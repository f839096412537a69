import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PIPELINE_STAGES, type PipelineStage } from '@recruit/core/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { FileText } from 'lucide-react';
import {
  resumeFileUrl,
  useCandidate,
  useDeleteCandidate,
  useLogActivity,
  useUpdateCandidate,
} from '../api/candidates.js';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const sizeText = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)} KB`
      : `${(n / 1024 / 1024).toFixed(1)} MB`;
const show = (v: unknown) =>
  v === null || v === '' ? '—' : Array.isArray(v) ? v.join(', ') || '—' : String(v);

/** /candidates/:id: the candidate, its stage, and the activity timeline (who, when, what changed). */
export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const one = useCandidate(id);
  const update = useUpdateCandidate();
  const remove = useDeleteCandidate();
  const logIt = useLogActivity();
  const navigate = useNavigate();
  const [kind, setKind] = useState<'email' | 'call' | 'interview' | 'note'>('note');
  const [text, setText] = useState('');
  const fail = (err: unknown) =>
    toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) });

  if (one.isError)
    return (
      <div className="mx-auto max-w-3xl">
        <p role="alert" className="text-red-700">
          {errorMessage(one.error)}
        </p>
        <Link to="/candidates" className="text-indigo-700 underline">
          Back to candidates
        </Link>
      </div>
    );
  if (!one.data) return <p className="text-sm text-slate-600">Loading candidate...</p>;
  const { candidate: c, activity, resumeFile } = one.data;
  const rows: [string, unknown][] = [
    ['Email', c.email],
    ['Phone', c.phone],
    ['Location', c.location],
    ['Rating', `${c.rating}/5`],
    ['Experience', c.experienceYears === null ? null : `${c.experienceYears} years`],
    ['Skills', c.skills],
    ['Tags', c.tags],
    ['Source', c.source],
    ['Notes', c.notes],
  ];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link to="/candidates" className="text-sm text-indigo-700 hover:underline">
        ← Candidates
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{c.name}</h1>
          <p className="text-slate-600">{c.position || '—'}</p>
        </div>
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="detail-stage">Stage</Label>
            <NativeSelect
              id="detail-stage"
              className="w-40"
              value={c.stage}
              onChange={(e) =>
                update.mutate(
                  { id: c.id, patch: { stage: e.target.value as PipelineStage } },
                  { onError: fail },
                )
              }
            >
              {PIPELINE_STAGES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </NativeSelect>
          </div>
          <Button asChild variant="outline">
            <Link to={`/features/engagement?candidate=${c.id}&tab=email`}>Email</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/features/engagement?candidate=${c.id}&tab=call`}>Call</Link>
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              if (window.confirm(`Delete ${c.name}?`))
                remove.mutate(c.id, { onSuccess: () => navigate('/candidates'), onError: fail });
            }}
          >
            Delete
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-2 pt-6 sm:grid-cols-2">
          {rows.map(([label, v]) => (
            <div key={label} className="text-sm">
              <span className="font-medium text-slate-700">{label}: </span>
              <span className="whitespace-pre-wrap text-slate-900">{show(v)}</span>
            </div>
          ))}
          <div className="text-sm sm:col-span-2">
            <span className="font-medium text-slate-700">Resume file: </span>
            {resumeFile ? (
              <span className="inline-flex flex-wrap items-center gap-2 text-slate-900">
                <FileText className="h-4 w-4 text-indigo-600" aria-hidden="true" />
                <span>
                  {resumeFile.name} ({sizeText(resumeFile.size)}, saved {when(resumeFile.uploadedAt)})
                </span>
                <a
                  href={resumeFileUrl(c.id)}
                  download={resumeFile.name}
                  className="font-medium text-indigo-700 underline hover:text-indigo-900"
                >
                  Download resume
                </a>
              </span>
            ) : (
              <span className="text-slate-600">
                None kept (candidates saved from a parsed resume keep their original file).
              </span>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Activity</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              logIt.mutate({ id: c.id, kind, text }, { onSuccess: () => setText(''), onError: fail });
            }}
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor="log-kind">Log</Label>
              <NativeSelect
                id="log-kind"
                className="w-36"
                value={kind}
                onChange={(e) => setKind(e.target.value as typeof kind)}
              >
                <option value="note">Note</option>
                <option value="email">Email sent</option>
                <option value="call">Call</option>
                <option value="interview">Interview</option>
              </NativeSelect>
            </div>
            <div className="flex min-w-60 flex-1 flex-col gap-1">
              <Label htmlFor="log-text">Details</Label>
              <Input id="log-text" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
            </div>
            <Button type="submit" disabled={logIt.isPending}>
              Add to timeline
            </Button>
          </form>
          <ol className="flex flex-col gap-3 border-l border-slate-200 pl-4" aria-label="Timeline">
            {activity.map((a) => (
              <li key={a.id} className="text-sm">
                <p className="text-slate-900">{a.summary}</p>
                <p className="text-xs text-slate-500">
                  {when(a.at)} · {a.actor ?? 'Unknown'} · {a.via}
                </p>
                {Object.keys(a.changes).length ? (
                  <ul className="mt-1 text-xs text-slate-600">
                    {Object.entries(a.changes).map(([f, ch]) => (
                      <li key={f}>
                        {f}: {show(ch.from)} → {show(ch.to)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
