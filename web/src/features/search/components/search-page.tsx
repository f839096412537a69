import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  SEARCH_LIMITS,
  SEARCH_MESSAGES as M,
  displayHit,
  relevanceText,
} from '@recruit/core/schemas/search-messages';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useSmartSearch, type SearchResult } from '../api/search.js';

/**
 * /features/smart-search: a query string in (Enter searches), the saved candidates best first with the
 * spec's fallbacks ('Unknown Name', 'Email not available', …), and its inline messages: the error or
 * 'An error occurred during the search.', or 'No results found. Please try a different search query.'
 */
export function SmartSearchPage() {
  // ?q= holds the last query searched: a link or the back button opens the page on its results.
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useSmartSearch();
  const { mutate } = search;
  const id = useId();
  const hintId = `${id}-hint`;
  const searched = useRef<string | null>(null);

  const run = useCallback(
    (q: string) => {
      searched.current = q;
      setError(null);
      mutate(q, {
        onSuccess: setResult,
        onError: (err) => {
          setResult(null);
          setError(errorMessage(err, M.failed));
        },
      });
    },
    [mutate],
  );

  const urlQuery = params.get('q') ?? '';
  useEffect(() => {
    if (!urlQuery.trim() || searched.current === urlQuery) return;
    setQuery(urlQuery);
    run(urlQuery);
  }, [urlQuery, run]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) {
      setResult(null);
      setError(M.requiredText);
      return;
    }
    // A new query goes into the address (the effect above runs it); the same one searches again.
    if (query !== urlQuery) setParams({ q: query });
    else run(query);
  };
  const ranked = result?.candidates.some((c) => c.score > 0) ?? false;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Smart Search</h1>
        <p className="mt-1 text-sm text-slate-600">
          Search your saved candidates by name, title, skills, location, company and the rest of their
          profile, best matches first.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Search className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Search Candidates
          </CardTitle>
          <CardDescription>Type a query and press Enter.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-2" onSubmit={onSubmit} noValidate role="search">
            <Label htmlFor={id}>Search query</Label>
            <div className="flex gap-2">
              <Input
                id={id}
                type="search"
                value={query}
                maxLength={SEARCH_LIMITS.query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder='e.g. skill:python "data engineer" location:berlin -title:intern'
                aria-describedby={hintId}
                autoComplete="off"
              />
              <Button type="submit" disabled={search.isPending}>
                <BusyLabel busy={search.isPending} busyText="Searching...">
                  Search
                </BusyLabel>
              </Button>
            </div>
            <p id={hintId} className="text-xs text-slate-600">
              {M.syntax}
            </p>
          </form>
        </CardContent>
      </Card>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {result ? (
        result.candidates.length ? (
          <Card>
            <CardContent className="pt-6">
              <p className="mb-3 text-sm text-slate-600" role="status">
                {result.candidates.length === 1
                  ? '1 candidate, best match first'
                  : `${result.candidates.length} candidates, best matches first`}
              </p>
              <ol className="flex flex-col divide-y divide-slate-200" aria-label="Search results">
                {result.candidates.map((c) => {
                  const shown = displayHit(c);
                  return (
                    <li key={c.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4">
                      <span className="w-8 shrink-0 text-sm font-semibold text-slate-500">{c.rank}.</span>
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                          <Link
                            to={`/candidates/${c.id}`}
                            className="font-semibold text-slate-900 hover:underline"
                          >
                            {shown.name}
                          </Link>
                          <span className="text-sm text-slate-700">{c.title || shown.summary}</span>
                        </div>
                        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                          <span>{shown.email}</span>
                          {c.location ? <span>{c.location}</span> : null}
                          <span>{c.stage}</span>
                        </div>
                        {c.skills.length ? (
                          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Skills">
                            {[...c.matchedSkills, ...c.skills.filter((s) => !c.matchedSkills.includes(s))]
                              .slice(0, 10)
                              .map((s) => (
                                <li key={s}>
                                  <Badge variant={c.matchedSkills.includes(s) ? 'success' : 'secondary'}>
                                    {s}
                                    {c.matchedSkills.includes(s) ? (
                                      <span className="sr-only"> (matched)</span>
                                    ) : null}
                                  </Badge>
                                </li>
                              ))}
                          </ul>
                        ) : null}
                      </div>
                      <span
                        className="shrink-0 text-xs text-slate-600"
                        title="Relevance as a share of the best match's (100)"
                      >
                        relevance {relevanceText(c.score, ranked)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </CardContent>
          </Card>
        ) : (
          <Alert variant="info">{result.message ?? M.noResults}</Alert>
        )
      ) : null}
    </div>
  );
}
