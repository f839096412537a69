import { useId, useState, type FormEvent } from 'react';
import { candidateCreateSchema, PIPELINE_STAGES, type CandidateCreate } from '@recruit/core/schemas';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAddCandidate } from '../api/candidates.js';

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

type Draft = Record<
  'name' | 'email' | 'phone' | 'position' | 'location' | 'skills' | 'tags' | 'notes' | 'years',
  string
> & {
  rating: string;
  stage: string;
};
const EMPTY: Draft = {
  name: '',
  email: '',
  phone: '',
  position: '',
  location: '',
  skills: '',
  tags: '',
  notes: '',
  years: '',
  rating: '0',
  stage: 'Applied',
};

/** Add Candidate: checked with the server's own schema before it is sent; a duplicate offers a merge. */
export function CandidateForm({ onDone }: { onDone: () => void }) {
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, setDuplicate] = useState<{ message: string; body: CandidateCreate } | null>(null);
  const add = useAddCandidate();
  const uid = useId();
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    setD({ ...d, [k]: e.target.value });
    // A field's message goes once the field is edited; the next save checks again.
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest);
  };

  const body = (): CandidateCreate => ({
    name: d.name,
    email: d.email,
    phone: d.phone,
    position: d.position,
    location: d.location,
    rating: Number(d.rating),
    skills: list(d.skills),
    tags: list(d.tags),
    notes: d.notes,
    stage: d.stage as CandidateCreate['stage'],
    experienceYears: d.years.trim() === '' ? null : Number(d.years),
    source: 'web',
  });

  const send = (candidate: CandidateCreate, merge = false) =>
    add.mutate(
      { candidate, merge },
      {
        onSuccess: (a) => {
          toast({
            title: a.merged ? 'Candidate Merged' : 'Candidate Added',
            description: a.merged
              ? `Merged into ${a.candidate.name}.`
              : `${a.candidate.name} was added to your candidates.`,
          });
          setD(EMPTY);
          setDuplicate(null);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'duplicate_candidate')
            setDuplicate({ message: err.message, body: candidate });
          else toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) });
        },
      },
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = candidateCreateSchema.safeParse(body());
    if (!checked.success) {
      const out: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const f = String(issue.path[0] ?? 'name');
        out[f === 'experienceYears' ? 'years' : f] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    setErrors({});
    send(body());
  };

  const field = (k: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${uid}-${k}`}>{label}</Label>
      <Input
        id={`${uid}-${k}`}
        value={d[k]}
        onChange={set(k)}
        invalid={Boolean(errors[k])}
        aria-describedby={errors[k] ? `${uid}-${k}-err` : undefined}
        {...props}
      />
      {errors[k] ? (
        <p id={`${uid}-${k}-err`} className="text-xs text-red-600">
          {errors[k]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add Candidate">
      {field('name', 'Name *')}
      {field('email', 'Email', { type: 'email' })}
      {field('phone', 'Phone')}
      {field('position', 'Position')}
      {field('location', 'Location')}
      {field('years', 'Experience (years)', { inputMode: 'numeric' })}
      {field('skills', 'Skills (comma-separated)')}
      {field('tags', 'Tags (comma-separated)')}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${uid}-rating`}>Rating</Label>
        <NativeSelect id={`${uid}-rating`} value={d.rating} onChange={set('rating')}>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n} / 5
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${uid}-stage`}>Stage</Label>
        <NativeSelect id={`${uid}-stage`} value={d.stage} onChange={set('stage')}>
          {PIPELINE_STAGES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="sm:col-span-2">{field('notes', 'Notes')}</div>
      {duplicate ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
        >
          {duplicate.message}.{' '}
          <Button type="button" size="sm" variant="outline" onClick={() => send(duplicate.body, true)}>
            Merge into existing
          </Button>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          <BusyLabel busy={add.isPending} busyText="Saving...">
            Save Candidate
          </BusyLabel>
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
