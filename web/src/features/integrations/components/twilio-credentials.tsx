import { CheckCircle2, Phone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TWILIO_MESSAGES, validateTwilioCredentials } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BusyLabel } from '@/components/ui/busy-label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useKeyStatus, useRemoveKey, useSaveTwilio } from '../api/keys.js';
import { KeyTestButton } from './key-test-button.js';

type Fields = { accountSid: string; authToken: string; phoneNumber: string };
const EMPTY: Fields = { accountSid: '', authToken: '', phoneNumber: '' };

/**
 * The telephony credentials: account SID, auth token and from number, saved encrypted on the server.
 * Saved, it shows the SID's first 8 characters and the from number; 'Update Credentials' clears the
 * saved credentials so that new ones can be entered (the spec's 'Credentials Cleared').
 */
export function TwilioCredentialsCard() {
  const status = useKeyStatus('twilio');
  const save = useSaveTwilio();
  const clear = useRemoveKey('twilio');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [invalid, setInvalid] = useState<keyof Fields | 'all' | null>(null);
  const ids = { accountSid: useId(), authToken: useId(), phoneNumber: useId() };

  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    setInvalid(null);
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    // The same rules as the server, checked here first so the user is told at once.
    const check = validateTwilioCredentials(fields);
    if (!check.ok) {
      setInvalid(check.field ?? 'all');
      toast({ variant: 'destructive', title: check.title, description: check.message });
      return;
    }
    save.mutate(check.value, {
      onSuccess: () => {
        setFields(EMPTY);
        toast({ title: TWILIO_MESSAGES.saved, description: TWILIO_MESSAGES.savedText });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          // The telephony rules' titles ('Invalid Account SID') come with the server's error.
          title: (err instanceof ApiError && err.title) || 'Error',
          description: errorMessage(err, 'Failed to save API key'),
        }),
    });
  };

  const onUpdate = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setFields({ ...EMPTY, phoneNumber: status.data?.phoneNumber ?? '' });
        toast({ title: TWILIO_MESSAGES.cleared, description: TWILIO_MESSAGES.clearedText });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(err, 'Failed to remove API key'),
        }),
    });

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="h-4 w-4" /> Loading...
      </p>
    );
  }
  if (status.isError)
    return <Alert variant="error">Could not load the credentials: {status.error.message}</Alert>;

  const data = status.data;
  if (data.configured) {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="success">
          <CheckCircle2 aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold">{TWILIO_MESSAGES.saved}</p>
            <p>
              Account SID: <code className="rounded bg-white/70 px-1 font-mono">{data.masked}</code>
            </p>
            {data.phoneNumber ? (
              <p className="flex items-center gap-1">
                <Phone className="h-3.5 w-3.5" aria-hidden="true" /> From: {data.phoneNumber}
              </p>
            ) : null}
          </div>
        </Alert>
        {data.problem ? <Alert variant="error">{data.problem}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <KeyTestButton provider="twilio" />
          <Button variant="outline" onClick={onUpdate} disabled={clear.isPending}>
            <BusyLabel busy={clear.isPending} busyText="Clearing...">
              Update Credentials
            </BusyLabel>
          </Button>
        </div>
      </div>
    );
  }

  const field = (name: keyof Fields, label: string, props: { type?: string; placeholder: string }) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={ids[name]}>{label}</Label>
      <Input
        id={ids[name]}
        type={props.type ?? 'text'}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={fields[name]}
        onChange={set(name)}
        invalid={invalid === name || (invalid === 'all' && !fields[name].trim())}
      />
    </div>
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={onSave} noValidate>
      {field('accountSid', 'Account SID', { placeholder: 'AC...' })}
      {field('authToken', 'Auth Token', { type: 'password', placeholder: 'Your Twilio auth token' })}
      {field('phoneNumber', 'From Phone Number', { type: 'tel', placeholder: '+15551234567' })}
      <div>
        <Button type="submit" disabled={save.isPending}>
          <BusyLabel busy={save.isPending} busyText="Saving...">
            Save Credentials
          </BusyLabel>
        </Button>
      </div>
    </form>
  );
}
