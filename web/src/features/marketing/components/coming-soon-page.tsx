import { Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { COMING_SOON_PAGES } from '@/lib/nav';

/** /recruiting, /hr, /talent, /hiring: public coming-soon pages. */
export function ComingSoonPage({ slug }: { slug: keyof typeof COMING_SOON_PAGES }) {
  const title = COMING_SOON_PAGES[slug];
  return (
    <PublicLayout>
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div className="max-w-lg text-center">
          <Hourglass className="mx-auto h-12 w-12 text-indigo-600" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}: coming soon</h1>
          <p className="mt-3 text-slate-600">
            We are building this part of recruit. In the meantime, explore the platform or start a free trial.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/platform">Explore the platform</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/">Go Home</Link>
            </Button>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
