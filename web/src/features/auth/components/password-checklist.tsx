import { Check, X } from 'lucide-react';
import { passwordStrength } from '@recruit/core/schemas';
import { cn } from '@/lib/cn';

const CRITERIA = [
  ['length', 'At least 8 characters'],
  ['uppercase', 'An uppercase letter'],
  ['lowercase', 'A lowercase letter'],
  ['digit', 'A number'],
  ['special', 'A special character'],
] as const;

const LABEL_STYLE = { Weak: 'text-red-700', Medium: 'text-amber-700', Strong: 'text-emerald-700' } as const;
const BAR_STYLE = { Weak: 'bg-red-500', Medium: 'bg-amber-500', Strong: 'bg-emerald-500' } as const;

/** The live strength checklist (3 of 5 criteria and 8+ characters are needed). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  return (
    <div id={id} className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-700">Password strength</span>
        <span className={cn('font-semibold', password ? LABEL_STYLE[strength.label] : 'text-slate-500')}>
          {password ? strength.label : '—'}
        </span>
      </div>
      <div className="mt-2 h-1.5 w-full rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={cn('h-1.5 rounded-full transition-all', BAR_STYLE[strength.label])}
          style={{ width: `${(strength.score / 5) * 100}%` }}
        />
      </div>
      <ul className="mt-3 grid gap-1 text-sm">
        {CRITERIA.map(([key, text]) => {
          const met = strength.criteria[key];
          return (
            <li
              key={key}
              className={cn('flex items-center gap-2', met ? 'text-emerald-700' : 'text-slate-600')}
            >
              {met ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <X className="h-4 w-4" aria-hidden="true" />
              )}
              {text}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
