import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export const CODE_LENGTH = 6;

/** Six one-digit slots: typing advances, Backspace goes back, pasting fills every slot. */
export function CodeInput({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, CODE_LENGTH));
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (e.key === 'ArrowLeft') focus(index - 1);
    else if (e.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <div role="group" aria-label="Verification code" className="flex justify-between gap-2">
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${i + 1} of ${CODE_LENGTH}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onPaste={onPaste}
          onKeyDown={onKeyDown(i)}
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, '');
            if (typed.length > 1) {
              // Autofill or a fast typist: spread the digits from this slot on.
              onChange((digits.slice(0, i).join('') + typed).slice(0, CODE_LENGTH));
              focus(i + typed.length);
              return;
            }
            setDigit(i, typed);
            if (typed) focus(i + 1);
          }}
          className={cn(
            'h-12 w-11 rounded-md border bg-white text-center text-xl font-semibold text-slate-900 sm:h-14 sm:w-12',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
            invalid ? 'border-red-500' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  );
}
