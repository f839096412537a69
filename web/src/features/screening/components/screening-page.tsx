import { ArrowDown, ArrowUp, ClipboardCheck, Users } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { SCREENING_LIMITS, SCREENING_MESSAGES as M } from '@recruit/core/schemas/screening-messages';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useRankCandidates,
  useScreenCandidate,
  type RankedCandidates,
  type ScreeningResult,
} from '../api/screening.js';

export const boxClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const percent = (n: number) => `${Math.round(n)}%`;

function Chips({
  items,
  variant,
  label,
}: {
  items: string[];
  variant: 'success' | 'warning';
  label: string;
}) {
  if (!items.length) return <p className="text-sm text-slate-500">None</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((s) => (
        <li key={s}>
          <Badge variant={variant}>{s}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The result panel: match %, matched and missing skill chips, evidence lines, and a model's analysis when there is one. */
function ResultPanel({ result }: { result: ScreeningResult }) {
  const part = (label: string, v: number) => (
    <li className="flex justify-between gap-4">
      <span>{label}</span>
      <span className="font-medium text-slate-900">{percent(v * 100)}</span>
    </li>
  );
  return (
    <div className="flex flex-col gap-4" aria-label="Screening result">
      <div className="flex flex-wrap items-baseline gap-3">
        <p className="text-4xl font-bold text-indigo-700" aria-label="Match percentage">
          {percent(result.score)}
        </p>
        <p className="text-sm text-slate-600">match for {result.name}</p>
      </div>
      <p className="text-sm text-slate-800">{result.summary}</p>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Matched skills</h3>
        <Chips items={result.matched} variant="success" label="Matched skills" />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Missing required skills</h3>
        <Chips items={result.missing} variant="warning" label="Missing required skills" />
        {result.missingPreferred.length ? (
          <p className="text-xs text-slate-600">
            Nice to have, not found: {result.missingPreferred.join(', ')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Evidence</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {result.evidence.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">How the score was made</h3>
        <ul className="max-w-sm space-y-1 text-sm text-slate-700">
          {part('Required skills', result.parts.required)}
          {part('Nice-to-have skills', result.parts.preferred)}
          {part('Title fit', result.parts.title)}
          {part('Level fit', result.parts.level)}
          {part('Years of experience', result.parts.years)}
          {part('Recency', result.parts.recency)}
        </ul>
      </div>
      {result.analysisError ? <Alert variant="warning">{result.analysisError}</Alert> : null}
      {result.analysis ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">AI analysis</h3>
          <p className="whitespace-pre-wrap text-sm text-slate-700">{result.analysis}</p>
        </div>
      ) : result.analysisError ? null : (
        <p className="text-xs text-slate-500">
          Scored locally, without AI. Add an OpenAI key or a local model in API Settings for an AI analysis
          beside the numbers.
        </p>
      )}
    </div>
  );
}

type SortKey = 'rank' | 'name' | 'score' | 'years';

/** The saved candidates ranked for the JD, as a table sortable by each column. */
export function RankedTable({ ranked }: { ranked: RankedCandidates }) {
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'rank', asc: true });
  const rows = useMemo(() => {
    const list = [...ranked.candidates];
    const value = (c: (typeof list)[number]) =>
      sort.key === 'name' ? c.name.toLowerCase() : sort.key === 'years' ? (c.years ?? -1) : c[sort.key];
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * (sort.asc ? 1 : -1);
    });
    return list;
  }, [ranked, sort]);
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.asc ? 'ascending' : 'descending') : 'none'}
        className="px-3 py-2"
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold text-slate-700 hover:text-slate-900"
          onClick={() => setSort({ key, asc: active ? !sort.asc : key === 'rank' || key === 'name' })}
        >
          {label}
          {active ? (
            sort.asc ? (
              <ArrowUp className="h-3 w-3" aria-hidden="true" />
            ) : (
              <ArrowDown className="h-3 w-3" aria-hidden="true" />
            )
          ) : null}
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm" aria-label="Ranked candidates">
        <thead className="border-b border-slate-200">
          <tr>
            {header('rank', 'Rank')}
            {header('name', 'Name')}
            {header('score', 'Score')}
            {header('years', 'Years')}
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Top matched
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-slate-700">
              Top missing
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((c) => (
            <tr key={c.id}>
              <td className="px-3 py-2">{c.rank}</td>
              <td className="px-3 py-2 font-medium text-slate-900">{c.name}</td>
              <td className="px-3 py-2">{c.score.toFixed(1)}</td>
              <td className="px-3 py-2">{c.years ?? '—'}</td>
              <td className="px-3 py-2 text-slate-700">{c.matched.slice(0, 4).join(', ') || '—'}</td>
              <td className="px-3 py-2 text-slate-700">{c.missing.slice(0, 3).join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /features/candidate-screening: resume text and job description, Clear and Screen Candidate, the result
 * panel (the spec's empty text until a result), and the saved candidates ranked for the same JD.
 */
export function ScreeningPage() {
  const [resumeText, setResumeText] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [result, setResult] = useState<ScreeningResult | null>(null);
  const [ranked, setRanked] = useState<RankedCandidates | null>(null);
  const screen = useScreenCandidate();
  const rank = useRankCandidates();
  const ids = { resume: useId(), jd: useId() };

  const failed = (err: unknown) =>
    toast({
      variant: 'destructive',
      title: err instanceof ApiError && err.title ? err.title : M.failed,
      description: errorMessage(err, M.failedText),
    });

  const onScreen = (e: FormEvent) => {
    e.preventDefault();
    if (!resumeText.trim() || !jobDescription.trim()) {
      toast({
        variant: 'destructive',
        title: !resumeText.trim() ? M.resumeRequired : M.jobRequired,
        description: !resumeText.trim() ? M.resumeRequiredText : M.jobRequiredText,
      });
      return;
    }
    screen.mutate(
      { resumeText, jobDescription },
      {
        onSuccess: (r) => {
          setResult(r);
          toast({ title: M.complete, description: `${percent(r.score)} match for ${r.name}.` });
        },
        onError: failed,
      },
    );
  };

  const onRank = () => {
    if (!jobDescription.trim()) {
      toast({ variant: 'destructive', title: M.jobRequired, description: M.jobRequiredText });
      return;
    }
    rank.mutate(jobDescription, { onSuccess: setRanked, onError: failed });
  };

  const onClear = () => {
    setResumeText('');
    setJobDescription('');
    setResult(null);
    setRanked(null);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Candidate Screening</h1>
        <p className="mt-1 text-sm text-slate-600">
          Screen a resume against a job description. The score is computed locally from the skills the job
          requires, the years and title it asks for, and how recent the matching experience is.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <ClipboardCheck className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Screen a Resume
            </CardTitle>
            <CardDescription>Paste the resume text and the job description.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={onScreen} noValidate>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.resume}>Resume text</Label>
                <textarea
                  id={ids.resume}
                  rows={10}
                  maxLength={SCREENING_LIMITS.resumeText}
                  value={resumeText}
                  onChange={(e) => setResumeText(e.target.value)}
                  placeholder="Paste the candidate's resume here..."
                  className={boxClass}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.jd}>Job description</Label>
                <textarea
                  id={ids.jd}
                  rows={10}
                  maxLength={SCREENING_LIMITS.jobDescription}
                  value={jobDescription}
                  onChange={(e) => setJobDescription(e.target.value)}
                  placeholder="Paste the job description here..."
                  className={boxClass}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={onClear}>
                  Clear
                </Button>
                <Button type="submit" disabled={screen.isPending}>
                  <BusyLabel busy={screen.isPending} busyText="Screening...">
                    Screen Candidate
                  </BusyLabel>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Screening Result</CardTitle>
          </CardHeader>
          <CardContent>
            {result ? <ResultPanel result={result} /> : <p className="text-sm text-slate-600">{M.empty}</p>}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Users className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Rank My Candidates
            </CardTitle>
            <CardDescription>Your saved candidates ranked for the job description above.</CardDescription>
          </div>
          <Button type="button" variant="outline" disabled={rank.isPending} onClick={onRank}>
            <BusyLabel busy={rank.isPending} busyText="Ranking...">
              Rank my candidates for this JD
            </BusyLabel>
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {ranked ? (
            <>
              <Alert variant={ranked.candidates.length ? 'success' : 'info'}>{ranked.message}</Alert>
              {ranked.candidates.length ? <RankedTable ranked={ranked} /> : null}
            </>
          ) : (
            <p className="text-sm text-slate-600">
              Paste a job description, then rank your saved candidates.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
