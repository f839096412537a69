import { ArrowRight, Bot, FileText, Globe, UserSearch, Mail, Phone, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { TOOL_PAGES } from '../catalog.js';

const ICONS: Record<string, typeof Bot> = {
  '/features/scraping': Globe,
  '/features/resume-parsing': FileText,
  '/features/linkedin': UserSearch,
  '/features/heyreach': Send,
  '/features/call': Phone,
  '/features/email': Mail,
  '/features/ai-chat': Bot,
};

/** /features: the AI Feature Overview grid of the seven tools and the outreach quick-connect card. */
export function FeaturesHub() {
  const { session } = useSession();
  const trial = session?.subscription.trial;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">AI Feature Overview</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every recruiting tool in one place.{' '}
          {trial?.active
            ? `Your free trial gives full access until ${new Date(trial.endsAt).toLocaleDateString()}.`
            : `Your plan: ${session?.subscription.tier ?? 'Basic'}.`}
        </p>
      </div>
      <Card className="border-indigo-200 bg-indigo-50">
        <CardHeader>
          <CardTitle className="text-base">Quick connect: HeyReach</CardTitle>
          <CardDescription>
            Run LinkedIn outreach campaigns with your own HeyReach API key: save it in{' '}
            <Link to="/api-settings" className="font-medium underline">
              API Settings
            </Link>
            , then open{' '}
            <Link to="/features/heyreach" className="font-medium underline">
              LinkedIn Outreach
            </Link>
            .
          </CardDescription>
        </CardHeader>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(TOOL_PAGES)
          .filter(([, info]) => info.overview)
          .map(([path, info]) => {
            const Icon = ICONS[path] ?? Bot;
            return (
              <li key={path}>
                <Card className="flex h-full flex-col p-5">
                  <div className="flex items-center justify-between">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <Badge variant="warning">Not available yet</Badge>
                  </div>
                  <h2 className="mt-4 font-semibold text-slate-900">{info.title}</h2>
                  <p className="mt-1 flex-1 text-sm text-slate-600">{info.description}</p>
                  <Link
                    to={path}
                    className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
                    aria-label={`Explore Feature: ${info.title}`}
                  >
                    Explore Feature <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </Card>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
