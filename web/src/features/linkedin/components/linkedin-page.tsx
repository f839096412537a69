import {
  AlertTriangle,
  Briefcase,
  GraduationCap,
  ListPlus,
  MapPin,
  Search,
  UserPlus,
  Users,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LINKEDIN_MESSAGES as M, MAX_BULK_LINKEDIN } from '@recruit/core/schemas';
import { FeatureRestricted } from '@/components/feature-restricted';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useFeatureAccess } from '@/lib/feature-access';
import { toast } from '@/lib/toast';
import { useBulkImport, useExtractProfile, useSaveProfile, type LinkedinResult } from '../api/linkedin.js';

/** The spec's URL rules, checked before the call (the server checks them again). */
function urlProblem(url: string): string | null {
  if (!url.trim()) return M.urlRequired;
  if (!url.toLowerCase().includes('linkedin.com')) return M.invalidUrl;
  return null;
}

/**
 * /features/linkedin: Extract Profile (the user's PhantomBuster profile agent, or the labelled sample
 * without a key), a result card with Save Candidate and Contact, and Bulk Import of a list of URLs.
 */
export function LinkedinPage() {
  const { tier, access } = useFeatureAccess('linkedin-scraping');
  const navigate = useNavigate();
  const extract = useExtractProfile();
  const save = useSaveProfile();
  const bulk = useBulkImport();
  const [url, setUrl] = useState('');
  const [bulkText, setBulkText] = useState('');
  const [result, setResult] = useState<LinkedinResult | null>(null);
  const [bulkAnswer, setBulkAnswer] = useState<{ results: LinkedinResult[]; message: string } | null>(null);
  const ids = { url: useId(), bulk: useId() };

  const header = (
    <div>
      <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
        <Users className="h-6 w-6 text-indigo-600" aria-hidden="true" /> LinkedIn Scraping
      </h1>
      <p className="mt-1 text-sm text-slate-600">Extract profile details from LinkedIn profile URLs.</p>
    </div>
  );
  if (!access.allowed) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <FeatureRestricted message={access.message} tier={tier} />
      </div>
    );
  }

  const onExtract = (e: FormEvent) => {
    e.preventDefault();
    const problem = urlProblem(url);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return;
    }
    extract.mutate(url.trim(), {
      onSuccess: (r) => {
        setResult(r);
        if (r.status === 'error')
          toast({ variant: 'destructive', title: 'Error', description: r.error ?? '' });
        else if (r.is_demo) toast({ title: M.demoTitle, description: M.demoText });
        else toast({ title: M.extracted, description: r.profile?.name ?? '' });
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
    });
  };

  const onSave = () => {
    if (!result?.profile) return;
    save.mutate(
      { profile: result.profile, is_demo: result.is_demo },
      {
        onSuccess: (s) => toast({ title: M.saved, description: s.message }),
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
      },
    );
  };

  /** Contact: the engagement tool, prefilled with this candidate (saved first; sample data is not saved). */
  const onContact = () => {
    if (!result?.profile) return;
    if (result.is_demo) {
      navigate('/features/engagement');
      return;
    }
    save.mutate(
      { profile: result.profile, is_demo: false },
      {
        onSuccess: (s) => navigate(`/features/engagement?candidate=${encodeURIComponent(s.candidateId)}`),
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
      },
    );
  };

  const onBulk = (e: FormEvent) => {
    e.preventDefault();
    const urls = bulkText
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (urls.length === 0) {
      toast({ variant: 'destructive', title: 'Error', description: M.bulkEmpty });
      return;
    }
    if (urls.length > MAX_BULK_LINKEDIN) {
      toast({ variant: 'destructive', title: 'Error', description: M.bulkTooMany(MAX_BULK_LINKEDIN) });
      return;
    }
    bulk.mutate(urls, {
      onSuccess: (answer) => {
        setBulkAnswer(answer);
        toast({ title: 'Bulk Import', description: answer.message });
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
    });
  };

  const p = result?.profile;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Extract Profile</CardTitle>
          <CardDescription>
            Uses your PhantomBuster LinkedIn Profile Scraper agent when your PhantomBuster key is saved.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onExtract} noValidate>
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={ids.url}>LinkedIn profile URL</Label>
              <Input
                id={ids.url}
                type="url"
                placeholder="https://www.linkedin.com/in/username"
                value={url}
                maxLength={2048}
                onChange={(e) => setUrl(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={extract.isPending}>
              <BusyLabel busy={extract.isPending} busyText="Extracting...">
                Extract Profile
              </BusyLabel>
            </Button>
          </form>
        </CardContent>
      </Card>

      {result?.status === 'error' ? (
        <Alert variant="error">
          <AlertTriangle aria-hidden="true" />
          <div>
            <p className="font-semibold">{result.error}</p>
            {result.suggestion ? <p>{result.suggestion}</p> : null}
          </div>
        </Alert>
      ) : null}

      {p ? (
        <Card aria-label="Profile">
          <CardHeader>
            {result?.is_demo ? (
              <Alert variant="warning" className="mb-3">
                <AlertTriangle aria-hidden="true" />
                <div>
                  <p className="font-semibold">{M.demoTitle}</p>
                  <p>{M.demoText}</p>
                </div>
              </Alert>
            ) : null}
            <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
              {p.name} {result?.is_demo ? <Badge variant="warning">Sample</Badge> : null}
            </CardTitle>
            <CardDescription>{p.headline}</CardDescription>
            <p className="flex flex-wrap gap-4 text-sm text-slate-600">
              {p.location ? (
                <span className="flex items-center gap-1">
                  <MapPin className="h-4 w-4" aria-hidden="true" /> {p.location}
                </span>
              ) : null}
              {p.connections ? (
                <span className="flex items-center gap-1">
                  <Users className="h-4 w-4" aria-hidden="true" /> {p.connections} connections
                </span>
              ) : null}
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            {p.experience.length ? (
              <section>
                <h3 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
                  <Briefcase className="h-4 w-4" aria-hidden="true" /> Experience
                </h3>
                <ul className="flex flex-col gap-1">
                  {p.experience.map((x, i) => (
                    <li key={i}>
                      <span className="font-medium">{x.title}</span>, {x.company}{' '}
                      <span className="text-slate-500">({x.duration})</span>
                      {x.description ? <p className="text-slate-600">{x.description}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {p.education.length ? (
              <section>
                <h3 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
                  <GraduationCap className="h-4 w-4" aria-hidden="true" /> Education
                </h3>
                <ul>
                  {p.education.map((x, i) => (
                    <li key={i}>
                      {x.degree}, {x.school} <span className="text-slate-500">({x.years})</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {p.skills.length ? (
              <section className="flex flex-wrap gap-2" aria-label="Skills">
                {p.skills.map((s) => (
                  <Badge key={s} variant="secondary">
                    {s}
                  </Badge>
                ))}
              </section>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="button" onClick={onSave} disabled={save.isPending || !!result?.is_demo}>
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                <BusyLabel busy={save.isPending} busyText="Saving...">
                  Save Candidate
                </BusyLabel>
              </Button>
              <Button type="button" variant="outline" onClick={onContact}>
                Contact
              </Button>
            </div>
            {result?.is_demo ? <p className="text-xs text-slate-500">{M.demoNotSaved}</p> : null}
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <ListPlus className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Bulk Import
            </CardTitle>
            <CardDescription>One profile URL a line, up to {MAX_BULK_LINKEDIN} at once.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <form className="flex flex-col gap-2" onSubmit={onBulk} noValidate>
              <Label htmlFor={ids.bulk}>Profile URLs</Label>
              <textarea
                id={ids.bulk}
                rows={4}
                value={bulkText}
                maxLength={60_000}
                onChange={(e) => setBulkText(e.target.value)}
                placeholder={'https://www.linkedin.com/in/first\nhttps://www.linkedin.com/in/second'}
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              />
              <div>
                <Button type="submit" variant="outline" disabled={bulk.isPending}>
                  <BusyLabel busy={bulk.isPending} busyText="Importing...">
                    Bulk Import
                  </BusyLabel>
                </Button>
              </div>
            </form>
            {bulkAnswer ? (
              <div className="text-sm">
                <p className="font-medium">{bulkAnswer.message}</p>
                <ul className="mt-1 flex flex-col gap-1" aria-label="Bulk import results">
                  {bulkAnswer.results.map((r, i) => (
                    <li key={i} className={r.status === 'error' ? 'text-red-700' : 'text-slate-700'}>
                      {r.status === 'error' ? '✗' : '✓'} {r.url}:{' '}
                      {r.status === 'error' ? r.error : r.profile?.name}
                      {r.is_demo ? ' (sample data)' : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Search className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Advanced Search
            </CardTitle>
            <CardDescription>
              Search LinkedIn with filters from your PhantomBuster search-export agents; their results can be
              imported here with Bulk Import.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    </div>
  );
}
