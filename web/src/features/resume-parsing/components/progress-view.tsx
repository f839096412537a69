import { Check, Loader2 } from 'lucide-react';
import { progressSteps } from '@recruit/core/schemas';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The progress view: a bar and the spec's three steps, each active past its threshold (20, 60, 90). */
export function ProgressView({ progress, fileName }: { progress: number; fileName: string }) {
  const value = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Card className="flex flex-col gap-4 p-6">
      <p className="text-sm text-slate-700">
        Processing <span className="font-medium text-slate-900">{fileName}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Resume processing"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <ol className="grid gap-2 sm:grid-cols-3">
        {progressSteps(value).map((step) => (
          <li
            key={step.label}
            data-active={step.active}
            className={cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
              step.active
                ? 'border-indigo-200 bg-indigo-50 text-indigo-900'
                : 'border-slate-200 text-slate-500',
            )}
          >
            {step.active ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Loader2 className="h-4 w-4 opacity-40" aria-hidden="true" />
            )}
            {step.label}
          </li>
        ))}
      </ol>
    </Card>
  );
}
