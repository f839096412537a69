import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SCREENING_LIMITS, SCREENING_MESSAGES as M } from '@recruit/core/schemas/screening-messages';
import { Alert } from '@/components/ui/alert';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useSourceCandidates, type RankedCandidates } from '../api/screening.js';
import { boxClass, RankedTable } from './screening-page.js';

/**
 * /features/smart-sourcing: a job description in, the saved candidates ranked by the screening scorer,
 * with the spec's 'Successfully found N candidates!' or the error ('An unexpected error occurred.').
 */
export function SourcingPage() {
  const [jobDescription, setJobDescription] = useState('');
  const [ranked, setRanked] = useState<RankedCandidates | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = useSourceCandidates();
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!jobDescription.trim()) {
      setError(M.jobRequiredText);
      return;
    }
    source.mutate(jobDescription, {
      onSuccess: setRanked,
      onError: (err) => {
        setRanked(null);
        setError(errorMessage(err, M.unexpected));
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Smart Sourcing</h1>
        <p className="mt-1 text-sm text-slate-600">
          Find the saved candidates that match a job description, ranked by the same scorer as Candidate
          Screening.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Search className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Source Candidates
          </CardTitle>
          <CardDescription>
            Paste the job description: its title and skills drive the ranking.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor={id}>Job description</Label>
              <textarea
                id={id}
                rows={10}
                maxLength={SCREENING_LIMITS.jobDescription}
                value={jobDescription}
                onChange={(e) => setJobDescription(e.target.value)}
                placeholder="Paste the job description here..."
                className={boxClass}
              />
            </div>
            <div>
              <Button type="submit" disabled={source.isPending}>
                <BusyLabel busy={source.isPending} busyText="Searching...">
                  Find Candidates
                </BusyLabel>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {ranked ? (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <Alert variant={ranked.candidates.length ? 'success' : 'info'}>{ranked.message}</Alert>
            {ranked.candidates.length ? <RankedTable ranked={ranked} /> : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
