import { checkFeatureAccess, featureForRoute } from '@recruit/core/schemas';
import { FeatureRestricted } from '@/components/feature-restricted';
import { useSession } from '@/lib/session';
import { TOOL_PAGES } from '../catalog.js';
import { NotAvailableYet } from './not-available.js';

/** A protected page frame of document 2: title, plan gate, and the 'not available yet' statement. */
export function ToolPage({ path }: { path: string }) {
  const info = TOOL_PAGES[path];
  const { session } = useSession();
  if (!info) return null;
  const tier = session?.subscription.tier ?? 'Basic';
  const feature = featureForRoute(path);
  const decision = feature
    ? checkFeatureAccess({ tier, trialActive: session?.subscription.trial.active ?? false }, feature.key)
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
