import { ArrowRight, CheckCircle2, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { scrollToSection } from '@/components/layout/site-header';

const PREVIEW_STAGES = [
  { stage: 'Applied', width: 'w-full', color: 'bg-indigo-500' },
  { stage: 'Screening', width: 'w-4/5', color: 'bg-sky-500' },
  { stage: 'Interview', width: 'w-1/2', color: 'bg-violet-500' },
  { stage: 'Offer', width: 'w-1/4', color: 'bg-amber-500' },
  { stage: 'Hired', width: 'w-1/6', color: 'bg-emerald-500' },
];

/** An illustration of the product, not data: bars without numbers. */
function DashboardMock() {
  return (
    <figure className="relative rounded-2xl border border-white/20 bg-white/10 p-2 shadow-2xl backdrop-blur">
      <div className="rounded-xl bg-white p-5 text-left shadow-inner">
        <div className="flex items-center gap-1.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </div>
        <p className="mt-4 text-sm font-semibold text-slate-900">Hiring pipeline</p>
        <ul className="mt-3 flex flex-col gap-3">
          {PREVIEW_STAGES.map((s) => (
            <li
              key={s.stage}
              className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-xs text-slate-600"
            >
              <span>{s.stage}</span>
              <span className="h-2.5 rounded-full bg-slate-100">
                <span className={`block h-2.5 rounded-full ${s.width} ${s.color}`} />
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-5 grid grid-cols-3 gap-3" aria-hidden="true">
          {['AI screening', 'Outreach', 'Interviews'].map((label) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3">
              <p className="text-[11px] text-slate-500">{label}</p>
              <div className="mt-2 h-2 w-2/3 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-indigo-100">
        Product preview (illustration)
      </figcaption>
    </figure>
  );
}

/** The hero with its calls to action (signed-in users get Go to Dashboard and View Pricing). */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      id="hero"
      className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-sky-600 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <Badge className="bg-white/15 text-white">
            <Sparkles className="mr-1 h-3.5 w-3.5" aria-hidden="true" /> Trusted by 500+ companies
          </Badge>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">
            Hire faster with an AI recruiting team that never sleeps
          </h1>
          <p className="mt-5 max-w-xl text-lg text-indigo-50">
            Source, screen, engage and schedule candidates in one platform. 10x faster screening, 95% match
            accuracy and zero setup.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {signedIn ? (
              <Button size="lg" variant="light" asChild>
                <Link to="/dashboard">
                  Go to Dashboard <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button size="lg" variant="light" asChild>
                <Link to="/signup">
                  Start Free Trial <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button size="lg" variant="onDark" onClick={() => scrollToSection('pricing-section')}>
              View Pricing
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-indigo-50">
            {['No credit card required', 'Setup in 2 minutes', 'Cancel anytime'].map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {claim}
              </li>
            ))}
          </ul>
        </div>
        <DashboardMock />
      </div>
    </section>
  );
}
