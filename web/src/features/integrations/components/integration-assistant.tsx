import { CheckCircle2, Circle, ExternalLink, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { ProviderPriority, ProvidersStatus, ProviderTab } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** The wizard's five steps (document 2: Wizard: 5 steps, step 0 to 4). */
export const ASSISTANT_STEPS = [
  'Welcome',
  'High Priority',
  'Medium Priority',
  'Optional',
  'Complete',
] as const;
const STEP_PRIORITY: Partial<Record<number, ProviderPriority>> = { 1: 'high', 2: 'medium', 3: 'low' };
const STEP_TEXT: Record<number, string> = {
  1: 'These power the core of the platform: the AI assistant and calling.',
  2: 'These add payments, sourcing and scraping.',
  3: 'Connect these when you use the matching tools.',
};

type Props = {
  status: ProvidersStatus | undefined;
  /** Opens a provider's tab on the page (the Configure link). */
  onConfigure: (tab: ProviderTab) => void;
};

/** The API Integration Assistant: a 5-step dialog listing each provider's state, sign-up and Configure links. */
export function IntegrationAssistant({ status, onConfigure }: Props) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const last = ASSISTANT_STEPS.length - 1;
  const priority = STEP_PRIORITY[step];
  const providers = (status?.providers ?? []).filter((p) => p.priority === priority);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        onClick={() => {
          setStep(0);
          setOpen(true);
        }}
      >
        <Wand2 aria-hidden="true" /> API Integration Assistant
      </Button>
      <DialogContent>
        <DialogHeader>
          <p className="text-xs font-medium uppercase tracking-wide text-indigo-700">
            Step {step + 1} of {ASSISTANT_STEPS.length}
          </p>
          <DialogTitle>{ASSISTANT_STEPS[step]}</DialogTitle>
          <DialogDescription>
            {step === 0
              ? 'This assistant walks you through the providers recruit can use, most important first.'
              : step === last
                ? 'You are all set. You can come back to API Settings at any time.'
                : STEP_TEXT[step]}
          </DialogDescription>
        </DialogHeader>
        <ol className="flex gap-1" aria-label="Progress">
          {ASSISTANT_STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === step ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-indigo-600' : 'bg-slate-200'}`}
            >
              <span className="sr-only">{s}</span>
            </li>
          ))}
        </ol>

        {step === 0 || step === last ? (
          <p className="text-sm text-slate-700">
            {status
              ? `${status.configured} of ${status.total} APIs configured.`
              : 'Loading the state of your providers...'}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {providers.map((p) => (
              <li
                key={p.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {p.configured ? (
                      <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                    ) : (
                      <Circle className="h-4 w-4 text-slate-400" aria-hidden="true" />
                    )}
                    {p.name}
                    <Badge variant={p.configured ? 'success' : 'secondary'}>
                      {p.configured ? 'Configured' : 'Not configured'}
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">{p.description}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="link" size="sm" asChild>
                    <a href={p.signupUrl} target="_blank" rel="noopener noreferrer">
                      Sign up <span className="sr-only">for {p.name} (opens in a new tab)</span>
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setOpen(false);
                      onConfigure(p.tab);
                    }}
                  >
                    Configure <span className="sr-only">{p.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
            Previous
          </Button>
          {step < last ? (
            <Button onClick={() => setStep((s) => Math.min(last, s + 1))}>Next</Button>
          ) : (
            <Button onClick={() => setOpen(false)}>Done</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
