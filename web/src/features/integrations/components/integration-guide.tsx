import { BookOpen } from 'lucide-react';
import { providerCatalogue, providerTabs } from '@recruit/core/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const STEPS = [
  'Create an account with the provider (each one has a sign-up link below and in the API Integration Assistant).',
  "Copy the API key from the provider's dashboard. For Twilio you need the account SID, the auth token and a phone number that can make calls.",
  'Open the tab of the provider here, paste the key and press Save API Key (Twilio: Save Credentials).',
  'Press Test: one cheap request to the provider tells you whether the key is accepted.',
];

/** The Integration Guide dialog: how keys are obtained, where each provider lives, how they are kept. */
export function IntegrationGuide() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookOpen aria-hidden="true" /> Integration Guide
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Integration Guide</DialogTitle>
          <DialogDescription>Connect your own provider accounts in four steps.</DialogDescription>
        </DialogHeader>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <section aria-labelledby="guide-where" className="flex flex-col gap-2">
          <h3 id="guide-where" className="text-sm font-semibold text-slate-900">
            Where each provider lives
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {providerTabs.map((tab) => (
              <div key={tab} className="contents">
                <dt className="font-medium text-slate-800">{tab}</dt>
                <dd className="text-slate-600">
                  {providerCatalogue
                    .filter((p) => p.tab === tab)
                    .map((p) => p.name)
                    .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="text-sm text-slate-600">
          Keys are stored encrypted on this server and are never shown again in full: you see the first and
          last four characters only. Each key belongs to your account alone.
        </p>
      </DialogContent>
    </Dialog>
  );
}
