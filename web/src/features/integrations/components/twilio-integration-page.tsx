import { PhoneCall } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TWILIO_MESSAGES } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BusyLabel } from '@/components/ui/busy-label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useKeyStatus } from '../api/keys.js';
import { useTestCall, type CallResult } from '../api/tools.js';
import { TwilioCredentialsCard } from './twilio-credentials.js';

function CallResultCard({ result }: { result: CallResult }) {
  const rows: [string, string][] = [
    ['Status', result.status],
    ['Call SID', result.sid],
    ['To', result.to],
    ['Message', result.message],
  ];
  return (
    <section aria-label="Call result" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        Call result {result.is_demo ? <Badge variant="warning">Demo</Badge> : null}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-700">{k}</dt>
            <dd className="break-all text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /twilio-integration: the credentials (saved encrypted on the server) and a test call. */
export function TwilioIntegrationPage() {
  const status = useKeyStatus('twilio');
  const call = useTestCall();
  const [to, setTo] = useState('');
  const [message, setMessage] = useState<string>(TWILIO_MESSAGES.defaultTestMessage);
  const [result, setResult] = useState<CallResult | null>(null);
  const toId = useId();
  const messageId = useId();

  const onCall = (e: FormEvent) => {
    e.preventDefault();
    if (!to.trim() || !message.trim()) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: TWILIO_MESSAGES.testCallRequired,
      });
      return;
    }
    call.mutate(
      { phoneNumber: to.trim(), message: message.trim() },
      {
        onSuccess: (r) => {
          setResult(r);
          toast({ title: TWILIO_MESSAGES.callInitiated, description: r.message });
        },
        onError: (err) => {
          setResult(null);
          toast({
            variant: 'destructive',
            title: TWILIO_MESSAGES.callFailed,
            description: errorMessage(err, TWILIO_MESSAGES.callFailedFallback),
          });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Twilio Integration</h1>
        <p className="mt-1 text-sm text-slate-600">
          Store your Twilio account SID, auth token and phone number, and place a test call.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Twilio Credentials</CardTitle>
          <CardDescription>
            Saved encrypted on this server; only the first 8 characters of the SID are shown.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwilioCredentialsCard />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <PhoneCall className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Test Call
          </CardTitle>
          <CardDescription>Calls the number and speaks the message.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {status.data && !status.data.configured ? (
            <Alert variant="info">
              No Twilio credentials are saved: a test call runs in demo mode, nobody is called and the result
              is labelled (Demo).
            </Alert>
          ) : null}
          <form className="flex flex-col gap-4" onSubmit={onCall} noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor={toId}>Phone Number to Call</Label>
              <Input
                id={toId}
                type="tel"
                placeholder="+15551234567"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={messageId}>Message</Label>
              <textarea
                id={messageId}
                rows={3}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              />
            </div>
            <div>
              <Button type="submit" disabled={call.isPending}>
                <BusyLabel busy={call.isPending} busyText="Calling...">
                  Make Test Call
                </BusyLabel>
              </Button>
            </div>
          </form>
          {result ? <CallResultCard result={result} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
