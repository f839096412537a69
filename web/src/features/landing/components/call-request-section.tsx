import { PhoneCall } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@recruit/core/schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCallRequest } from '../api/call-request.js';
import { countryOptions, DEFAULT_COUNTRY } from '../countries.js';

/** 'Let's Chat': a phone number (without country code) and a country selector, default +1. */
export function CallRequestSection() {
  const countries = useMemo(() => countryOptions(), []);
  const [iso, setIso] = useState<string>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const request = useCallRequest();
  const selected = countries.find((c) => c.iso === iso) ?? countries[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setError(AUTH_MESSAGES.phoneRequired);
    setError(undefined);
    request.mutate(
      { phone: phone.trim(), countryCode: selected?.dialCode ?? '+1' },
      {
        // The server answers only a stored request ({status: 'success', message}); a refusal is an ApiError.
        onSuccess: (answer) => {
          toast({ title: 'Call Initiated Successfully!', description: answer.message });
          setPhone('');
        },
        onError: (err) => {
          const network = !(err instanceof ApiError);
          toast({
            variant: 'destructive',
            title: network ? 'Connection Error' : 'Call Failed',
            description: errorMessage(err),
          });
          if (!network) setError(errorMessage(err));
        },
      },
    );
  };

  return (
    <section id="lets-chat" className="bg-slate-50 py-20" aria-labelledby="lets-chat-heading">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            <PhoneCall className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 id="lets-chat-heading" className="mt-4 text-3xl font-bold text-slate-900">
            Let&apos;s Chat
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Book a free 15-minute strategy call. Leave your number and our team will call you to plan your
            hiring.
          </p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="call-country">Country code</Label>
              <NativeSelect id="call-country" value={iso} onChange={(e) => setIso(e.target.value)}>
                {countries.map((c) => (
                  <option key={c.iso} value={c.iso}>
                    {c.name} ({c.dialCode})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="call-phone">Phone number (without country code)</Label>
              <div className="flex">
                <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
                  {selected?.dialCode}
                </span>
                <Input
                  id="call-phone"
                  type="tel"
                  autoComplete="tel-national"
                  placeholder="555 123 4567"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  invalid={Boolean(error)}
                  aria-describedby={error ? 'call-phone-error' : undefined}
                  className={error ? 'rounded-l-none border-red-500' : 'rounded-l-none border-slate-300'}
                />
              </div>
              {error && (
                <p id="call-phone-error" className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending && <Spinner className="h-4 w-4" />}
              {request.isPending ? 'Requesting...' : 'Request a Call'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
