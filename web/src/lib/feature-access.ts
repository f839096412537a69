import { checkFeatureAccess, type AccessDecision, type FeatureKey, type Tier } from '@recruit/core/schemas';
import { useSession } from './session.js';

/** The signed-in user's tier and the catalogue's decision for one feature (Basic while the session loads). */
export function useFeatureAccess(feature: FeatureKey): { tier: Tier; access: AccessDecision } {
  const { session } = useSession();
  const tier = session?.subscription.tier ?? 'Basic';
  const access = checkFeatureAccess(
    { tier, trialActive: session?.subscription.trial.active ?? false },
    feature,
  );
  return { tier, access };
}
