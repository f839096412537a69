import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The access gate's Feature Restricted screen (the server enforces the same gate on every call). */
export function FeatureRestricted({ message, tier }: { message: string; tier: string }) {
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
