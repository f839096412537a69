import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'react-router-dom';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Integrations', '/integrations'],
      ['Platform', '/platform'],
      ['Roadmap', '/roadmap'],
      ['Updates', '/updates'],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['Documentation', '/documentation'],
      ['Guides', '/guides'],
      ['API', '/api'],
      ['Community', '/community'],
      ['Blog', '/blog'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Partners', '/partners'],
      ['Legal', '/legal'],
    ],
  },
] as const;

const LEGAL = [
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Cookies', '/cookies'],
  ['Sitemap', '/sitemap'],
] as const;

/** The public footer: Product, Resources and Company columns. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <BriefcaseBusiness className="h-6 w-6 text-indigo-400" aria-hidden="true" /> recruit
          </p>
          <p className="mt-3 text-sm text-slate-400">
            AI-assisted recruiting: sourcing, screening, engagement and scheduling in one place.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
            <ul className="mt-4 flex flex-col gap-2 text-sm">
              {col.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-white hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} recruit. All rights reserved.</p>
          <ul className="flex flex-wrap gap-4">
            {LEGAL.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
