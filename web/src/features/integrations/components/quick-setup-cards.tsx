import { Card } from '@/components/ui/card';
import { ApiKeyCard } from './api-key-card.js';

/** The dashboard's Quick Setup cards for the HeyReach and Make.ai keys (the Connect variant). */
export function QuickSetupCards() {
  return (
    <section aria-labelledby="quick-setup-heading">
      <h2 id="quick-setup-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Quick Setup
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-6">
          <ApiKeyCard
            provider="heyreach"
            title="HeyReach API Key"
            placeholder="Your HeyReach API key"
            variant="connect"
          />
        </Card>
        <Card className="p-6">
          <ApiKeyCard
            provider="makeai"
            title="Make.ai API Key"
            placeholder="Your Make.ai API key"
            variant="connect"
          />
        </Card>
      </div>
    </section>
  );
}
