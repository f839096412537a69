import { AlertTriangle, CheckCircle2, KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  KEY_MESSAGES,
  emptyKeyMessage,
  keyFormatHints,
  providerInfo,
  type ProviderId,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useKeyStatus, useRemoveKey, useSaveKey } from '../api/keys.js';
import { KeyTestButton } from './key-test-button.js';

export type ApiKeyCardProps = {
  provider?: ProviderId;
  title?: string;
  placeholder?: string;
  className?: string;
  /** 'save': Save API Key / Remove API Key; 'connect': Connect / Disconnect (dashboard Quick Setup). */
  variant?: 'save' | 'connect';
};

/** The server's message as the spec's 'Failed to … API key: {message}' (or its fallback). */
function failure(e: unknown, prefix: (m: string) => string, fallback: string): string {
  if (!(e instanceof Error) || !e.message) return fallback;
  if (/^Failed to (save|delete|remove) API key/.test(e.message)) return e.message;
  // A refused value (blank, bad format) is the user's to fix: its message stands alone.
  if (e instanceof ApiError && e.status === 400) return e.message;
  return prefix(e.message);
}

/**
 * The API key card: 'Loading...', then either the green 'API Key Configured' notice with the masked
 * key, or the amber 'API Key Required' notice with a password field. The key itself never comes back
 * from the server; format hints are shown as warnings and never block a save.
 */
export function ApiKeyCard({
  provider = 'openai',
  title = 'OpenAI API Key',
  placeholder,
  className,
  variant = 'save',
}: ApiKeyCardProps) {
  const status = useKeyStatus(provider);
  const save = useSaveKey(provider);
  const remove = useRemoveKey(provider);
  const [value, setValue] = useState('');
  const [warnings, setWarnings] = useState<string[]>([]);
  const fieldId = useId();
  const hintId = useId();
  const name = providerInfo(provider).name;
  const connect = variant === 'connect';

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const key = value.trim();
    if (!key) {
      toast({
        variant: 'destructive',
        title: 'Error',
        // 'Please enter a valid API key', or the provider's own wording (HeyReach, Make.ai, PhantomBuster).
        description: emptyKeyMessage(provider),
      });
      return;
    }
    save.mutate(key, {
      onSuccess: (saved) => {
        setValue('');
        setWarnings(saved.warnings);
        toast({
          title: connect ? 'Success' : 'API Key Saved',
          description: connect ? `${name} API key saved successfully!` : KEY_MESSAGES.saved(title),
        });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: failure(err, KEY_MESSAGES.saveFailed, KEY_MESSAGES.saveFailedFallback),
        }),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setWarnings([]);
        toast({
          title: connect ? 'Disconnected' : 'Removed',
          description: connect ? `${name} API key has been removed` : KEY_MESSAGES.removed(title),
        });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: failure(err, KEY_MESSAGES.deleteFailed, KEY_MESSAGES.removeFailedFallback),
        }),
    });

  const heading = (
    <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
      <KeyRound className="h-4 w-4 text-indigo-600" aria-hidden="true" />
      {title}
    </h3>
  );

  if (status.isPending) {
    return (
      <section className={cn('flex flex-col gap-3', className)} aria-label={title}>
        {heading}
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Loading...
        </p>
      </section>
    );
  }

  const data = status.data;
  const hints = value.trim() ? keyFormatHints(provider, value) : [];

  return (
    <section className={cn('flex flex-col gap-3', className)} aria-label={title}>
      {heading}
      {status.isError ? (
        // Errors while loading the key status are only logged in the spec; here the user sees why.
        <Alert variant="error">Could not load the key status: {status.error.message}</Alert>
      ) : null}
      {data?.configured ? (
        <>
          <Alert variant="success" className="flex-col gap-1 sm:flex-row sm:items-center">
            <CheckCircle2 aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-semibold">API Key Configured</p>
              {data.masked ? (
                <p>
                  Key: <code className="rounded bg-white/70 px-1 font-mono">{data.masked}</code>
                </p>
              ) : null}
            </div>
          </Alert>
          {data.problem ? <Alert variant="error">{data.problem}</Alert> : null}
          {warnings.length > 0 ? (
            <Alert variant="warning">
              <AlertTriangle aria-hidden="true" />
              <ul className="flex flex-col gap-1">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <KeyTestButton provider={provider} />
            <Button
              variant={connect ? 'outline' : 'destructive'}
              onClick={onRemove}
              disabled={remove.isPending}
            >
              {remove.isPending ? (
                <>
                  <Spinner className="h-4 w-4" /> {connect ? 'Disconnecting...' : 'Removing...'}
                </>
              ) : connect ? (
                'Disconnect'
              ) : (
                'Remove API Key'
              )}
            </Button>
          </div>
        </>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={onSave} noValidate>
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <div>
              <p className="font-semibold">API Key Required</p>
              <p>Enter your API key to enable AI functionality</p>
            </div>
          </Alert>
          <div className="flex flex-col gap-2">
            <Label htmlFor={fieldId}>API Key</Label>
            <Input
              id={fieldId}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder ?? `Enter your ${name} API key`}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-describedby={hints.length > 0 ? hintId : undefined}
            />
            {hints.length > 0 ? (
              <p id={hintId} className="text-xs text-amber-800">
                {hints.join(' ')} You can still save it.
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <>
                  <Spinner className="h-4 w-4" /> {connect ? 'Connecting...' : 'Saving...'}
                </>
              ) : connect ? (
                'Connect'
              ) : (
                'Save API Key'
              )}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
