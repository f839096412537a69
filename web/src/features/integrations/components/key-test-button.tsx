import { useState } from 'react';
import type { ProviderId, ProviderTestResult } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BusyLabel } from '@/components/ui/busy-label';
import { errorMessage } from '@/lib/api';
import { useTestKey } from '../api/keys.js';

const LABELS: Record<
  ProviderTestResult['state'],
  { text: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  configured: { text: 'Configured', variant: 'success' },
  invalid_key: { text: 'Invalid key', variant: 'warning' },
  unreachable: { text: 'Unreachable', variant: 'warning' },
  unverified: { text: 'Not verified', variant: 'secondary' },
  not_configured: { text: 'Not configured', variant: 'secondary' },
};

/** 'Test': one cheap real call with the stored key; shows configured, invalid key or unreachable. */
export function KeyTestButton({ provider }: { provider: ProviderId }) {
  const test = useTestKey(provider);
  const [result, setResult] = useState<ProviderTestResult | null>(null);
  const run = () =>
    test.mutate(undefined, {
      onSuccess: setResult,
      onError: (e) => setResult({ state: 'unreachable', message: errorMessage(e) }),
    });
  const label = result ? LABELS[result.state] : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={run} disabled={test.isPending}>
        <BusyLabel busy={test.isPending} busyText="Testing...">
          Test
        </BusyLabel>
      </Button>
      {label && result ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge variant={label.variant}>{label.text}</Badge>
          <span>{result.message}</span>
        </p>
      ) : null}
    </div>
  );
}
