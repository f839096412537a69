import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Call to action with the demo video placeholder. */
export function CtaSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section id="cta-section" className="bg-indigo-700 py-20 text-white" aria-labelledby="cta-heading">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
            Ready to transform your hiring?
          </h2>
          <p className="mt-4 text-lg text-indigo-100">
            Start your 14-day free trial with no setup fees. No credit card required, cancel anytime.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" variant="light" asChild>
              <Link to={signedIn ? '/dashboard' : '/signup'}>
                {signedIn ? 'Go to Dashboard' : 'Start Free Trial'} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="onDark" asChild>
              <Link to="/platform">Explore the platform</Link>
            </Button>
          </div>
        </div>
        <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl border border-white/20 bg-indigo-900/40 text-indigo-100">
          <PlayCircle className="h-14 w-14" aria-hidden="true" />
          <p className="text-sm font-medium">Product demo video coming soon</p>
        </div>
      </div>
    </section>
  );
}
