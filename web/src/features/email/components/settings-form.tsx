// What the Email screen's settings cards (sending over SMTP, reply reading over IMAP) share: the card
// around the form, a labelled field with its error line, the Save and Remove buttons, and the
// save/remove flow with its toasts.
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { EmailSettings } from '../api/settings.js';

/** A failed request as a toast: the server's title and message. */
export const failed = (err: unknown) =>
  toast({
    variant: 'destructive',
    title: err instanceof ApiError && err.title ? err.title : 'Error',
    description: errorMessage(err),
  });

/**
 * A settings form's text fields: `draft` holds them, `set` changes some (e.g. to the saved settings),
 * `bind(key)` gives a SettingsField its id, value, change handler and error; `refuse(key, message)`
 * marks the field invalid with that message (shown by SettingsErrors) until it is edited.
 */
export function useSettingsDraft<T extends Record<string, string>>(initial: T) {
  const uid = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const set = (patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch }));
  const bind = (key: keyof T & string) => ({
    id: `${uid}-${key}`,
    value: draft[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      set({ [key]: e.target.value } as Partial<T>);
      setErrors((errs) => ({ ...errs, [key]: undefined }));
    },
  });
  const refuse = (key: keyof T, message: string | undefined) =>
    setErrors((errs) => ({ ...errs, [key]: message }));
  return { draft, set, bind, refuse, errors, id: (key: string) => `${uid}-${key}` };
}

/**
 * Saving and removing one kind of settings: `save(body)` sends it, then calls `onSaved` (which empties
 * the secret field) and shows the `saved` toast; `buttons` are SettingsButtons' props, with Remove
 * shown once the settings are `configured`. A failure shows as a toast.
 */
export function useSettingsSave<T>(
  mutation: UseMutationResult<EmailSettings, Error, T | null>,
  options: { configured?: boolean; saved: { title: string; description: string }; onSaved: () => void },
) {
  return {
    save: (body: T) =>
      mutation.mutate(body, {
        onSuccess: () => {
          options.onSaved();
          toast(options.saved);
        },
        onError: failed,
      }),
    buttons: {
      saving: mutation.isPending,
      configured: Boolean(options.configured),
      onRemove: () => mutation.mutate(null, { onError: failed }),
    },
  };
}

/** The card: title, what is configured (or why one would), then the form and what follows it. */
export function SettingsCard(props: {
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className={props.contentClassName}>{props.children}</CardContent>
    </Card>
  );
}

/**
 * A labelled text input. With an `error` it is marked invalid and described by the error's line,
 * which SettingsErrors shows on a row of its own (under the field it would break the form's rows).
 */
export function SettingsField({
  id,
  label,
  className,
  error,
  ...input
}: {
  id: string;
  label: string;
  className?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </div>
  );
}

/** The error lines of a form's fields (from useSettingsDraft), announced when they appear. */
export function SettingsErrors(props: {
  className: string;
  errors: Partial<Record<string, string>>;
  id: (key: string) => string;
}) {
  const shown = Object.entries(props.errors).filter(([, message]) => message);
  if (!shown.length) return null;
  return (
    <div role="alert" className={props.className}>
      {shown.map(([key, message]) => (
        <p key={key} id={`${props.id(key)}-error`} className="text-sm text-red-600">
          {message}
        </p>
      ))}
    </div>
  );
}

/** Save (busy while saving), any `children` buttons, then Remove once settings are saved. */
export function SettingsButtons(props: {
  className: string;
  saving: boolean;
  configured: boolean;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={props.className}>
      <Button type="submit" disabled={props.saving}>
        <BusyLabel busy={props.saving} busyText="Saving...">
          Save
        </BusyLabel>
      </Button>
      {props.configured && (
        <>
          {props.children}
          <Button type="button" variant="outline" onClick={props.onRemove}>
            Remove
          </Button>
        </>
      )}
    </div>
  );
}
