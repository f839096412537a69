import { Mail, Phone, Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENGAGEMENT_MESSAGES, ENGAGEMENT_TONES, type EngagementTone } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { dialCountries } from './countries.js';
import {
  useCandidateOptions,
  useEngagementCall,
  useEngagementEmail,
  useGenerateMessage,
} from '../api/engagement.js';

const textarea =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

/**
 * /features/engagement: a personalised outreach message for a saved candidate, from the user's initial
 * message, written by the user's model (or a template with the candidate's data, labelled), editable,
 * then sent by email (the email tool: the user's SMTP server, Reply.io key or the server's SMTP) or by a call.
 */
export function EngagementPage() {
  const [params] = useSearchParams();
  const candidates = useCandidateOptions();
  const generate = useGenerateMessage();
  const call = useEngagementCall();
  const sendEmail = useEngagementEmail();
  const countries = useMemo(() => dialCountries(), []);
  const [candidateId, setCandidateId] = useState(params.get('candidate') ?? '');
  const [initial, setInitial] = useState('');
  const [tone, setTone] = useState<EngagementTone>('professional');
  const [jobTitle, setJobTitle] = useState('');
  const [company, setCompany] = useState('');
  const [message, setMessage] = useState('');
  const [subject, setSubject] = useState('');
  const [label, setLabel] = useState<{ text: string; template: boolean }>();
  const [recipient, setRecipient] = useState('');
  const [country, setCountry] = useState<string>('US');
  const [phone, setPhone] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const ids = {
    candidate: useId(),
    initial: useId(),
    tone: useId(),
    job: useId(),
    company: useId(),
    message: useId(),
    recipient: useId(),
    phone: useId(),
    country: useId(),
  };

  const onGenerate = () => {
    setStatus(undefined);
    generate.mutate(
      {
        ...(candidateId ? { candidateId } : {}),
        initialMessage: initial,
        tone,
        ...(jobTitle.trim() ? { jobTitle } : {}),
        ...(company.trim() ? { companyName: company } : {}),
      },
      {
        onSuccess: (r) => {
          setMessage(r.message);
          setSubject(r.subject);
          setLabel({ text: r.label, template: r.source === 'template' });
          if (r.candidate?.email && !recipient) setRecipient(r.candidate.email);
          if (r.candidate?.phone && !phone) setPhone(r.candidate.phone);
        },
        onError: (e) => setStatus({ ok: false, text: ENGAGEMENT_MESSAGES.generateFailed(errorMessage(e)) }),
      },
    );
  };

  const onEmail = () => {
    if (!recipient.trim()) {
      setStatus({
        ok: false,
        text: ENGAGEMENT_MESSAGES.sendEmailFailed('Please enter at least one recipient email address.'),
      });
      return;
    }
    const cand = candidates.data?.find((c) => c.id === candidateId);
    const toCandidate = !!cand?.email && cand.email.toLowerCase() === recipient.trim().toLowerCase();
    sendEmail.mutate(
      {
        ...(toCandidate && cand ? { candidateIds: [cand.id] } : { to: [recipient.trim()] }),
        subject,
        body: message,
      },
      {
        onSuccess: (r) =>
          setStatus(
            r.sent > 0
              ? { ok: true, text: ENGAGEMENT_MESSAGES.emailSent(r.messages[0]?.status ?? 'sent') }
              : { ok: false, text: ENGAGEMENT_MESSAGES.sendEmailFailed(r.messages[0]?.error ?? r.message) },
          ),
        onError: (e) => setStatus({ ok: false, text: ENGAGEMENT_MESSAGES.sendEmailFailed(errorMessage(e)) }),
      },
    );
  };

  const onCall = () => {
    const dial = countries.find((c) => c.iso === country)?.dialCode ?? '+1';
    const digits = phone.trim();
    const number = digits.startsWith('+') ? digits : `${dial}${digits.replace(/^0+/, '')}`;
    call.mutate(
      { phoneNumber: number, message },
      {
        onSuccess: (r) =>
          setStatus(
            r.status === 'success'
              ? {
                  ok: true,
                  text: `${ENGAGEMENT_MESSAGES.callStarted(r.status)}${r.is_demo ? ' (Demo)' : ''}`,
                }
              : { ok: false, text: ENGAGEMENT_MESSAGES.callFailed(r.message) },
          ),
        onError: (e) => setStatus({ ok: false, text: ENGAGEMENT_MESSAGES.callFailed(errorMessage(e)) }),
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Candidate Engagement</h1>
        <p className="mt-1 text-sm text-slate-600">
          Generate a personalised outreach message and send it by email or phone call.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Message</CardTitle>
          <CardDescription>
            With an OpenAI key or a local model (API Settings) the model writes it; without one, your text or
            a template is filled with the candidate&apos;s details ({'{candidate_name}'}, {'{company_name}'},{' '}
            {'{job_title}'}, {'{recruiter_name}'}).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.candidate}>Candidate</Label>
              <NativeSelect
                id={ids.candidate}
                value={candidateId}
                onChange={(e) => setCandidateId(e.target.value)}
              >
                <option value="">No candidate</option>
                {candidates.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.email ? ` (${c.email})` : ''}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.tone}>Tone</Label>
              <NativeSelect
                id={ids.tone}
                value={tone}
                onChange={(e) => setTone(e.target.value as EngagementTone)}
              >
                {ENGAGEMENT_TONES.map((t) => (
                  <option key={t} value={t}>
                    {t[0]!.toUpperCase() + t.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.job}>Job title</Label>
              <Input id={ids.job} value={jobTitle} onChange={(e) => setJobTitle(e.target.value)} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.company}>Company</Label>
              <Input id={ids.company} value={company} onChange={(e) => setCompany(e.target.value)} />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.initial}>Initial message</Label>
            <textarea
              id={ids.initial}
              rows={4}
              className={textarea}
              value={initial}
              onChange={(e) => setInitial(e.target.value)}
              placeholder="What you want to say, or notes for the model..."
            />
          </div>
          <div>
            <Button onClick={onGenerate} disabled={generate.isPending}>
              <Sparkles aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Message'}
            </Button>
          </div>
          {label && (
            <Alert variant={label.template ? 'warning' : 'info'}>
              <p>{label.text}</p>
            </Alert>
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.message}>Generated message</Label>
            <textarea
              id={ids.message}
              rows={10}
              className={textarea}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
        </CardContent>
      </Card>
      {/* The candidates screen's Email and Call buttons open the tab they name (?tab=email|call). */}
      <Tabs defaultValue={params.get('tab') === 'call' ? 'call' : 'email'}>
        <TabsList>
          <TabsTrigger value="email">
            <Mail aria-hidden="true" className="mr-1 size-4" /> Email
          </TabsTrigger>
          <TabsTrigger value="call">
            <Phone aria-hidden="true" className="mr-1 size-4" /> Call
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email" className="flex flex-col gap-3 pt-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.recipient}>Recipient email</Label>
            <Input
              id={ids.recipient}
              type="email"
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
            />
          </div>
          <div>
            <Button onClick={onEmail} disabled={!message.trim() || sendEmail.isPending}>
              <BusyLabel busy={sendEmail.isPending} busyText="Sending...">
                Send Email
              </BusyLabel>
            </Button>
          </div>
        </TabsContent>
        <TabsContent value="call" className="flex flex-col gap-3 pt-3">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.country}>Country</Label>
              <NativeSelect id={ids.country} value={country} onChange={(e) => setCountry(e.target.value)}>
                {countries.map((c) => (
                  <option key={c.iso} value={c.iso}>
                    {c.name} ({c.dialCode})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.phone}>Phone number</Label>
              <Input id={ids.phone} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </div>
          </div>
          <div>
            <Button onClick={onCall} disabled={!message.trim() || !phone.trim() || call.isPending}>
              {call.isPending ? 'Calling...' : 'Initiate Call'}
            </Button>
          </div>
        </TabsContent>
      </Tabs>
      {status && (
        <Alert variant={status.ok ? 'success' : 'error'}>
          <p>{status.text}</p>
        </Alert>
      )}
    </div>
  );
}
