import {
  Download,
  Filter,
  Mail,
  MapPin,
  MoreHorizontal,
  Phone,
  Plus,
  Search,
  Star,
  Upload,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CANDIDATE_MESSAGES as M, PIPELINE_STAGES, type PipelineStage } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  moveBody,
  useBulkCandidates,
  useCandidates,
  type Candidate,
  type CandidateFilters,
} from '../api/candidates.js';
import { CandidateForm } from './candidate-form.js';
import { ImportPanel } from './import-panel.js';
import { PipelineBoard } from './pipeline-board.js';

const STAGE_BADGE: Record<PipelineStage, 'default' | 'secondary' | 'success' | 'warning'> = {
  Applied: 'secondary',
  Screening: 'default',
  Interview: 'warning',
  Offer: 'success',
  Hired: 'success',
  Rejected: 'secondary',
};

/** Cards a page: the screen stays quick at 10,000 candidates (the server filters and pages). */
const PAGE_SIZE = 60;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

const ago = (iso: string | null) => {
  if (!iso) return 'Never';
  const days = Math.floor((Date.now() - Date.parse(iso)) / 86_400_000);
  return days <= 0 ? 'Today' : days === 1 ? '1 day ago' : `${days} days ago`;
};

function CandidateCard({
  c,
  selected,
  onSelect,
}: {
  c: Candidate;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  return (
    <Card data-testid="candidate-card" className={selected ? 'ring-2 ring-indigo-500' : undefined}>
      <CardContent className="flex flex-col gap-3 p-4 pt-4">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select ${c.name}`}
          />
          <div
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700"
            aria-hidden="true"
          >
            {initials(c.name)}
          </div>
          <div className="min-w-0 flex-1">
            <Link to={`/candidates/${c.id}`} className="font-semibold text-slate-900 hover:underline">
              {c.name}
            </Link>
            <p className="text-sm text-slate-600">{c.position || '—'}</p>
          </div>
          <Badge variant={STAGE_BADGE[c.stage]}>{c.stage}</Badge>
        </div>
        <div className="grid grid-cols-1 gap-1 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-slate-400" aria-label="Email" /> {c.email ?? '—'}
          </div>
          <div className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-slate-400" aria-label="Phone" /> {c.phone || '—'}
          </div>
          <div className="flex items-center gap-2">
            <MapPin className="h-4 w-4 text-slate-400" aria-label="Location" /> {c.location || '—'}
          </div>
          <div className="flex items-center gap-1" aria-label={`Rating ${c.rating} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                className={`h-4 w-4 ${n <= c.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
                aria-hidden="true"
              />
            ))}
            <span className="ml-1">{c.rating}/5</span>
          </div>
        </div>
        {c.skills.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Skills">
            {c.skills.slice(0, 6).map((s) => (
              <li key={s} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {c.tags.length ? <p className="text-xs text-indigo-700">Tags: {c.tags.join(', ')}</p> : null}
        <div className="flex justify-between text-xs text-slate-500">
          <span>Experience: {c.experienceYears === null ? '—' : `${c.experienceYears} years`}</span>
          <span>Last contact: {ago(c.lastContactAt)}</span>
        </div>
        <div className="flex gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={`/features/engagement?candidate=${c.id}&tab=email`}>
              <Mail aria-hidden="true" /> Email
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`/features/engagement?candidate=${c.id}&tab=call`}>
              <Phone aria-hidden="true" /> Call
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/candidates/${c.id}`} aria-label={`More about ${c.name}`}>
              <MoreHorizontal aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /candidates: search (server-side, over name, position and skills), Filter (stage, tag, rating,
 * skill), Add Candidate, the four stat cards from real counts, the cards or the pipeline board,
 * bulk move / tag / delete, CSV or JSON Resume import and export.
 */
export function CandidatesPage() {
  // The dashboard's pipeline links here with ?stage=…&view=board.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(params.get('q') ?? '');
  const [filters, setFilters] = useState<Omit<CandidateFilters, 'q'>>(() => {
    const stage = params.get('stage');
    return stage && (PIPELINE_STAGES as readonly string[]).includes(stage) ? { stage } : {};
  });
  const [showFilter, setShowFilter] = useState(Boolean(filters.stage));
  const [panel, setPanel] = useState<'add' | 'import' | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStage, setBulkStage] = useState<PipelineStage>('Screening');
  const [bulkTag, setBulkTag] = useState('');
  const uid = useId();
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  const [view, setView] = useState<'cards' | 'board'>(params.get('view') === 'board' ? 'board' : 'cards');
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => setPageNo(1), [q, filters]);
  const list = useCandidates(
    { q, ...filters },
    view === 'board' ? 1 : pageNo,
    view === 'board' ? 200 : PAGE_SIZE,
  );
  const bulk = useBulkCandidates();
  const page = list.data;
  const candidates = page?.candidates ?? [];
  const filtered = Boolean(q || Object.values(filters).some(Boolean));
  const ids = [...selected].filter((id) => candidates.some((c) => c.id === id));

  const runBulk = (body: Parameters<typeof bulk.mutate>[0], done: (n: string) => string) =>
    bulk.mutate(body, {
      onSuccess: (a) => {
        toast({
          title: 'Candidates Updated',
          description: done(`${a.affected} candidate${a.affected === 1 ? '' : 's'}`),
        });
        if (body.action === 'delete') setSelected(new Set());
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
    });

  const stats = page?.stats ?? { total: 0, active: 0, interview: 0, offers: 0 };
  const setFilter = (k: keyof typeof filters) => (e: { target: { value: string } }) =>
    setFilters({ ...filters, [k]: e.target.value || undefined });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Candidates</h1>
          <p className="text-sm text-slate-600">
            Your candidate pipeline: search, filter and contact candidates.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPanel(panel === 'import' ? null : 'import')}>
            <Upload aria-hidden="true" /> Import
          </Button>
          <Button asChild variant="outline">
            <a href="/api/candidates/export?format=csv" download="candidates.csv">
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/candidates/export?format=json" download="candidates.json">
              <Download aria-hidden="true" /> Export JSON Resume
            </a>
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {(
          [
            ['Total Candidates', stats.total],
            ['Active', stats.active],
            ['In Interview', stats.interview],
            ['Offers Made', stats.offers],
          ] as const
        ).map(([label, n]) => (
          <Card key={label}>
            <CardHeader className="pb-2">
              <CardTitle className="text-sm font-medium text-slate-600">{label}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${label}`}>
                {n}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-60 flex-1">
          <Search className="absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <Input
            className="border-slate-300 pl-9"
            placeholder="Search candidates..."
            aria-label="Search candidates"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button variant="outline" aria-expanded={showFilter} onClick={() => setShowFilter(!showFilter)}>
          <Filter aria-hidden="true" /> Filter
        </Button>
        <Button onClick={() => setPanel(panel === 'add' ? null : 'add')}>
          <Plus aria-hidden="true" /> Add Candidate
        </Button>
        <div role="group" aria-label="View" className="flex rounded-md border border-slate-300">
          <Button
            variant={view === 'cards' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'cards'}
            onClick={() => setView('cards')}
          >
            Cards
          </Button>
          <Button
            variant={view === 'board' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            Pipeline
          </Button>
        </div>
      </div>

      {showFilter ? (
        <Card>
          <CardContent className="grid gap-3 p-4 pt-4 sm:grid-cols-2 lg:grid-cols-5">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${uid}-stage`}>Stage</Label>
              <NativeSelect id={`${uid}-stage`} value={filters.stage ?? ''} onChange={setFilter('stage')}>
                <option value="">Any stage</option>
                {PIPELINE_STAGES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${uid}-tag`}>Tag</Label>
              <Input id={`${uid}-tag`} value={filters.tag ?? ''} maxLength={50} onChange={setFilter('tag')} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${uid}-rating`}>Rating</Label>
              <NativeSelect id={`${uid}-rating`} value={filters.rating ?? ''} onChange={setFilter('rating')}>
                <option value="">Any rating</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n}+ stars
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${uid}-skill`}>Skill</Label>
              <Input
                id={`${uid}-skill`}
                value={filters.skill ?? ''}
                maxLength={100}
                onChange={setFilter('skill')}
              />
            </div>
            <div className="flex items-end">
              <Button variant="ghost" onClick={() => setFilters({})}>
                Clear filters
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}

      {panel === 'add' ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Add Candidate</CardTitle>
            <p className="text-sm text-slate-600">
              Or add one from a resume file:{' '}
              <Link to="/features/resume-parsing" className="font-medium text-indigo-700 underline">
                parse a resume
              </Link>{' '}
              and choose Save Candidate Data.
            </p>
          </CardHeader>
          <CardContent>
            <CandidateForm onDone={() => setPanel(null)} />
          </CardContent>
        </Card>
      ) : null}
      {panel === 'import' ? <ImportPanel onDone={() => setPanel(null)} /> : null}

      {ids.length ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-md border border-indigo-200 bg-indigo-50 p-2 text-sm"
        >
          <span className="font-medium">{ids.length} selected</span>
          <div className="w-40">
            <NativeSelect
              aria-label="Move to stage"
              value={bulkStage}
              onChange={(e) => setBulkStage(e.target.value as PipelineStage)}
            >
              {PIPELINE_STAGES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </NativeSelect>
          </div>
          <Button
            size="sm"
            onClick={() => runBulk(moveBody(ids, bulkStage), (n) => `Moved ${n} to ${bulkStage}.`)}
          >
            Move
          </Button>
          <div className="w-36">
            <Input
              aria-label="Tag"
              placeholder="Tag"
              value={bulkTag}
              maxLength={50}
              onChange={(e) => setBulkTag(e.target.value)}
            />
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!bulkTag.trim()}
            onClick={() =>
              runBulk(
                { action: 'tag', ids, tag: bulkTag.trim() },
                (n) => `Tagged ${n} with ${bulkTag.trim()}.`,
              )
            }
          >
            Tag
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => {
              if (window.confirm(`Delete ${ids.length} candidate${ids.length === 1 ? '' : 's'}?`))
                runBulk({ action: 'delete', ids }, (n) => `Deleted ${n}.`);
            }}
          >
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}

      {list.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(list.error)}
        </p>
      ) : !page ? (
        <p className="text-sm text-slate-600">Loading candidates...</p>
      ) : candidates.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-medium text-slate-900">{M.emptyTitle}</p>
          <p className="text-sm text-slate-600">{filtered ? M.emptySearch : M.emptyStart}</p>
        </div>
      ) : view === 'board' ? (
        <>
          {page.total > candidates.length ? (
            <p className="text-sm text-slate-600">
              The board shows the {candidates.length} most recently changed of {page.total} candidates: search
              or filter to narrow it.
            </p>
          ) : null}
          <PipelineBoard
            candidates={candidates}
            counts={page.stageCounts}
            onMove={(c, stage) => runBulk(moveBody([c.id], stage), () => `Moved ${c.name} to ${stage}.`)}
          />
        </>
      ) : (
        <>
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <input
              type="checkbox"
              className="h-4 w-4"
              aria-label="Select all"
              checked={ids.length === candidates.length}
              onChange={(e) => setSelected(new Set(e.target.checked ? candidates.map((c) => c.id) : []))}
            />
            {page.total > candidates.length
              ? `Showing ${(page.page - 1) * page.pageSize + 1}–${(page.page - 1) * page.pageSize + candidates.length} of ${page.total}`
              : `${page.total} candidate${page.total === 1 ? '' : 's'}`}
          </div>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {candidates.map((c) => (
              <CandidateCard
                key={c.id}
                c={c}
                selected={selected.has(c.id)}
                onSelect={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(c.id);
                  else next.delete(c.id);
                  setSelected(next);
                }}
              />
            ))}
          </div>
          {page.total > page.pageSize ? (
            <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
              <Button
                variant="outline"
                size="sm"
                disabled={page.page <= 1}
                onClick={() => setPageNo(page.page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {page.page} of {Math.ceil(page.total / page.pageSize)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page.page * page.pageSize >= page.total}
                onClick={() => setPageNo(page.page + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
