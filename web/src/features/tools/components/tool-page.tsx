import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { checkFeatureAccess } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { TOOL_PAGES } from '../catalog.js';
import { NotAvailableYet } from './not-available.js';

/** The Feature Restricted screen of the service-access gate. */
function FeatureRestricted({ message, tier }: { message: string; tier: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <Lock className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">Feature Restricted</h2>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      <p className="text-sm text-slate-700">
        Current Plan: <Badge variant="secondary">{tier}</Badge>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/pricing">Upgrade Your Plan</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}

/** A protected page frame of document 2: title, plan gate, and the 'not available yet' statement. */
export function ToolPage({ path }: { path: string }) {
  const info = TOOL_PAGES[path];
  const { session } = useSession();
  if (!info) return null;
  const tier = session?.subscription.tier ?? 'Basic';
  const decision = info.service
    ? checkFeatureAccess({ tier, trialActive: session?.subscription.trial.active ?? false }, info.service)
    : ({ allowed: true } as const);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{info.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{info.description}</p>
      </div>
      {decision.allowed ? (
        <NotAvailableYet title={info.title} />
      ) : (
        <FeatureRestricted message={decision.message} tier={tier} />
      )}
    </div>
  );
}
