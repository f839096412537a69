import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const STAGES = [
  { name: 'Applied', tone: 'border-indigo-200 bg-indigo-50', sample: ['Frontend Engineer', 'Data Analyst'] },
  { name: 'Screening', tone: 'border-sky-200 bg-sky-50', sample: ['Product Designer'] },
  { name: 'Interview', tone: 'border-violet-200 bg-violet-50', sample: ['Backend Engineer'] },
  { name: 'Offer', tone: 'border-amber-200 bg-amber-50', sample: ['QA Engineer'] },
  { name: 'Hired', tone: 'border-emerald-200 bg-emerald-50', sample: ['DevOps Engineer'] },
];

/** Intelligent Recruiting Dashboard preview with the five pipeline stages (labelled sample content). */
export function DashboardPreviewSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section id="dashboard-preview" className="bg-slate-50 py-20" aria-labelledby="dashboard-preview-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="dashboard-preview-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
              Intelligent Recruiting Dashboard
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Follow every candidate from application to hire, with AI doing the screening in between.
            </p>
          </div>
          {signedIn && (
            <Button asChild>
              <Link to="/dashboard">
                Go to Dashboard <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex items-center justify-between">
            <p className="font-semibold text-slate-900">Pipeline</p>
            <Badge variant="secondary">Sample content</Badge>
          </div>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {STAGES.map((stage) => (
              <li key={stage.name} className={`rounded-xl border p-4 ${stage.tone}`}>
                <p className="text-sm font-semibold text-slate-900">{stage.name}</p>
                <ul className="mt-3 flex flex-col gap-2">
                  {stage.sample.map((role) => (
                    <li key={role} className="rounded-lg bg-white p-3 text-xs text-slate-700 shadow-sm">
                      {role}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
