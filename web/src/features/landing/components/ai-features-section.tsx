import { Bot, Database, FileText, UserSearch, Mail, PhoneCall, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';

const FEATURES: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Calling & Testing',
    description: 'AI phone screens with your own script, voice and scheduling.',
    to: '/features/call',
    icon: PhoneCall,
  },
  {
    title: 'Data Scraping & Automation',
    description: 'Pull candidate data from websites and automate repetitive sourcing.',
    to: '/features/scraping',
    icon: Database,
  },
  {
    title: 'Resume Parsing',
    description: 'Turn PDF and Word resumes into structured, searchable profiles.',
    to: '/features/resume-parsing',
    icon: FileText,
  },
  {
    title: 'AI & ChatGPT',
    description: 'An AI assistant for screening, job descriptions and interview questions.',
    to: '/features/ai-chat',
    icon: Bot,
  },
  {
    title: 'Email Services',
    description: 'Templates, personalised outreach and candidate campaigns.',
    to: '/features/email',
    icon: Mail,
  },
  {
    title: 'LinkedIn Scraping',
    description: 'Extract profiles and run outreach to passive candidates.',
    to: '/features/linkedin',
    icon: UserSearch,
  },
];

/** AI-Powered Features grid; signed-out visitors are sent to /signup with a toast. */
export function AiFeaturesSection({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const open = (to: string) => {
    if (signedIn) return navigate(to);
    toast({ title: 'Sign Up Required', description: 'Create a free account to use this feature.' });
    navigate('/signup');
  };
  return (
    <section id="ai-features" className="scroll-mt-16 bg-white py-20" aria-labelledby="ai-features-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Features</p>
          <h2 id="ai-features-heading" className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
            AI-Powered Features
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Everything your team needs to find, screen and hire, automated.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <button
                type="button"
                onClick={() => open(f.to)}
                className="group flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 group-hover:bg-indigo-600 group-hover:text-white">
                  <f.icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{f.title}</span>
                <span className="mt-2 text-sm text-slate-600">{f.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
