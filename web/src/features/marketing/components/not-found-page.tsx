import { SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';

/** Any unknown path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <SearchX className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
          <p className="mt-4 text-sm font-semibold text-indigo-700">404</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">Page not found</h1>
          <p className="mt-3 break-words text-slate-600">
            There is no page at <code className="rounded bg-slate-100 px-1">{pathname}</code>.
          </p>
          <Button className="mt-6" asChild>
            <Link to="/">Go Home</Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
