import { ArrowRight, CheckCircle2, Clock, CreditCard, Rocket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

const POINTS = [
  { icon: Clock, title: '14-day free trial', text: 'Full access to every feature while you evaluate.' },
  { icon: CreditCard, title: 'No credit card required', text: 'Start now, decide later. No setup fees.' },
  { icon: Rocket, title: 'Setup in 2 minutes', text: 'Sign up, add your provider keys, start hiring.' },
];

/** /platform: the trial's marketing page. */
export function PlatformPage() {
  const { status } = useSession();
  if (status === 'checking') return <LoadingScreen message="Loading..." className="min-h-screen" />;
  const signedIn = status === 'signed-in';
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-indigo-50 to-white py-20">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            The AI recruiting platform, free for 14 days
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Resume parsing, AI screening, outreach, calling and scheduling in one workspace. Cancel anytime.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link to={signedIn ? '/dashboard' : '/signup'}>
                {signedIn ? 'Access Platform' : 'Start Free Trial'} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={signedIn ? '/dashboard' : '/signin'}>{signedIn ? 'Go to Dashboard' : 'Sign In'}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="py-16" aria-label="Trial details">
        <ul className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-3">
          {POINTS.map((p) => (
            <li key={p.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <p.icon className="h-6 w-6 text-indigo-600" aria-hidden="true" />
              <h2 className="mt-4 font-semibold text-slate-900">{p.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{p.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 text-sm text-slate-700">
          {['10x faster screening', '95% match accuracy', 'Zero setup', 'Trusted by 500+ companies'].map(
            (c) => (
              <li key={c} className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" /> {c}
              </li>
            ),
          )}
        </ul>
      </section>
    </PublicLayout>
  );
}
