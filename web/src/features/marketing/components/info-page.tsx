import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { INFO_PAGES } from '@/lib/nav';

const RELATED: Record<string, (keyof typeof INFO_PAGES)[]> = {
  resources: ['documentation', 'guides', 'api', 'community', 'blog', 'roadmap', 'updates'],
  company: ['about', 'careers', 'contact', 'partners'],
  legal: ['legal', 'privacy', 'terms', 'cookies', 'sitemap'],
};

/** Info pages (signed-in only): a generic coming-soon page with related links. */
export function InfoPage({ slug }: { slug: keyof typeof INFO_PAGES }) {
  const group = Object.values(RELATED).find((g) => g.includes(slug)) ?? RELATED.resources!;
  const related = group.filter((s) => s !== slug);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <BookOpen className="h-10 w-10 text-indigo-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{INFO_PAGES[slug]}</h1>
        <p className="mt-3 text-slate-600">
          This page is coming soon. We are writing it now; check back after the next release.
        </p>
        <h2 className="mt-10 text-lg font-semibold text-slate-900">Related pages</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {related.map((s) => (
            <li key={s}>
              <Link
                to={`/${s}`}
                className="block rounded-lg border border-slate-200 p-4 font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
              >
                {INFO_PAGES[s]}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/dashboard"
              className="block rounded-lg border border-slate-200 p-4 font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
            >
              Back to Dashboard
            </Link>
          </li>
        </ul>
      </div>
    </PublicLayout>
  );
}
