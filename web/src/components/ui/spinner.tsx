import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning icon; decorative, so pair it with visible text. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('animate-spin', className ?? 'h-5 w-5')} />;
}

/** A centred spinner with a status message (announced to screen readers). */
export function LoadingScreen({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-slate-600',
        className ?? 'min-h-[60vh]',
      )}
    >
      <Spinner className="h-8 w-8 text-indigo-600" />
      <p className="text-sm font-medium">{message}</p>
    </div>
  );
}
