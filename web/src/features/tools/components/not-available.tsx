import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The plain statement a page frame shows until its tool ships: never fake data. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Construction className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title} is not available yet</h2>
      <p className="max-w-md text-sm text-slate-600">
        This tool is not part of this version of recruit. It will arrive in a later release; until then
        nothing here is simulated and no data is shown.
      </p>
      <Button variant="outline" asChild>
        <Link to="/dashboard">Return to Dashboard</Link>
      </Button>
    </Card>
  );
}
