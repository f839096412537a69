import { AlertTriangle, CheckCircle2, Eye, Mail, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { EMAIL_MESSAGES as M, type EmailComposeInput, type EmailSendResult } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useEmailCandidates,
  useEmailMessages,
  usePreviewEmail,
  useSendEmail,
  type EmailPreview,
} from '../api/compose.js';
import { useEmailTemplates } from '../api/templates.js';
import { useEmailSettings } from '../api/settings.js';

export const textarea =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

const splitAddresses = (s: string) =>
  s
    .split(/[,;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Compose Email: candidates and/or addresses, a template or your own subject and body with the spec's
 * variables, a preview of each rendered message, and Send ('Sending...', then the success card).
 * `bulk` puts the candidate list first with Select all (/tools/bulk-email).
 */
export function ComposeEmail({ bulk = false }: { bulk?: boolean }) {
  const ids = {
    to: useId(),
    template: useId(),
    subject: useId(),
    body: useId(),
    company: useId(),
    job: useId(),
    recruiter: useId(),
    filter: useId(),
  };
  const [to, setTo] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [vars, setVars] = useState({ company_name: '', job_title: '', recruiter_name: '' });
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [unfilledError, setUnfilledError] = useState<string | null>(null);
  const [result, setResult] = useState<EmailSendResult | null>(null);
  const candidates = useEmailCandidates();
  const templates = useEmailTemplates();
  const settings = useEmailSettings();
  const messages = useEmailMessages();
  const previewer = usePreviewEmail();
  const sender = useSendEmail();

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = candidates.data ?? [];
    return q
      ? list.filter((c) => `${c.name} ${c.email ?? ''} ${c.position}`.toLowerCase().includes(q))
      : list;
  }, [candidates.data, filter]);

  const input = (allowUnfilled = false): EmailComposeInput => ({
    to: splitAddresses(to),
    candidateIds: picked,
    subject,
    body,
    ...(templateId ? { templateId } : {}),
    variables: Object.fromEntries(Object.entries(vars).filter(([, v]) => v.trim())),
    ...(allowUnfilled ? { allowUnfilled: true } : {}),
  });

  /** The spec's three checks, before anything is sent. */
  const checkInput = (): boolean => {
    const problem =
      !picked.length && !splitAddresses(to).length
        ? M.recipientRequired
        : !subject.trim()
          ? M.subjectRequired
          : !body.trim()
            ? M.bodyRequired
            : null;
    if (problem) toast({ variant: 'destructive', title: 'Error', description: problem });
    return !problem;
  };

  const onTemplate = (id: string) => {
    setTemplateId(id);
    const t = templates.data?.find((x) => x.id === id);
    if (t) {
      setSubject(t.subject);
      setBody(t.body);
    }
  };

  const onPreview = () => {
    if (!checkInput()) return;
    previewer.mutate(input(), {
      onSuccess: (p) => {
        setPreview(p);
        if (!p.unfilled.length) setUnfilledError(null);
      },
      onError: (e) => toast({ variant: 'destructive', title: titleOf(e), description: errorMessage(e) }),
    });
  };

  const onSend = (allowUnfilled = false) => {
    if (!checkInput()) return;
    setUnfilledError(null);
    sender.mutate(input(allowUnfilled), {
      onSuccess: (r) => {
        if (r.sent === 0) {
          toast({ variant: 'destructive', title: M.sendFailedTitle, description: r.message });
          return;
        }
        setResult(r);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'unfilled_variables') {
          setUnfilledError(e.message);
          previewer.mutate(input(), { onSuccess: setPreview });
          return;
        }
        toast({ variant: 'destructive', title: titleOf(e), description: errorMessage(e) });
      },
    });
  };

  const reset = () => {
    setTo('');
    setPicked([]);
    setTemplateId('');
    setSubject('');
    setBody('');
    setPreview(null);
    setUnfilledError(null);
    setResult(null);
  };

  if (result)
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{M.sentTitle}</h2>
          <p className="text-sm text-slate-600">{result.message}</p>
          <ul className="w-full max-w-lg text-left text-sm">
            {result.messages.map((m) => (
              <li
                key={m.id}
                className="flex items-center justify-between gap-2 border-b border-slate-100 py-1"
              >
                <span className="truncate">{m.to}</span>
                <Badge variant={m.status === 'sent' ? 'success' : 'warning'}>{m.status}</Badge>
              </li>
            ))}
          </ul>
          <Button onClick={reset}>Compose New Email</Button>
        </CardContent>
      </Card>
    );

  const transport = settings.data?.transport;
  const recipientsPicker = (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={ids.filter}>Candidates</Label>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setPicked(shown.filter((c) => c.email).map((c) => c.id))}
          >
            Select all with email
          </Button>
          {picked.length > 0 && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setPicked([])}>
              Clear selection
            </Button>
          )}
        </div>
      </div>
      <Input
        id={ids.filter}
        placeholder="Filter by name, email or position"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="max-h-56 overflow-y-auto rounded-md border border-slate-200">
        {candidates.isLoading ? (
          <p className="p-3 text-sm text-slate-500">Loading candidates...</p>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">No candidates found</p>
        ) : (
          shown.map((c) => {
            const id = `pick-${c.id}`;
            return (
              <label
                key={c.id}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-0"
              >
                <Checkbox
                  id={id}
                  checked={picked.includes(c.id)}
                  disabled={!c.email}
                  onCheckedChange={(v) => setPicked((p) => (v ? [...p, c.id] : p.filter((x) => x !== c.id)))}
                />
                <span className="font-medium text-slate-900">{c.name}</span>
                <span className="truncate text-slate-500">{c.email ?? 'no email'}</span>
                <span className="ml-auto hidden text-xs text-slate-500 sm:inline">{c.stage}</span>
              </label>
            );
          })
        )}
      </div>
      <p className="text-xs text-slate-500">{picked.length} selected</p>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      {settings.data &&
        (transport?.configured ? (
          <Alert variant="info">
            <Mail aria-hidden="true" />
            <span>
              Sending through {transport.label} ({transport.kind === 'replyio' ? 'Reply.io' : 'SMTP'}).
            </span>
          </Alert>
        ) : (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <span>
              No email transport configured. Set your SMTP server under Sending settings below, save a
              Reply.io key in API Settings, or start the server with RECRUIT_SMTP_URL. Nothing is sent until
              then.
            </span>
          </Alert>
        ))}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Compose Email</CardTitle>
          <CardDescription>
            Variables are filled for each recipient: {'{candidate_name}'}, {'{company_name}'}, {'{job_title}'}
            , {'{recruiter_name}'}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {bulk && recipientsPicker}
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.to}>To (email addresses)</Label>
            <Input
              id={ids.to}
              placeholder="ada@example.com, bob@example.com"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          {!bulk && recipientsPicker}
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.company}>Company name</Label>
              <Input
                id={ids.company}
                value={vars.company_name}
                onChange={(e) => setVars({ ...vars, company_name: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.job}>Job title</Label>
              <Input
                id={ids.job}
                value={vars.job_title}
                onChange={(e) => setVars({ ...vars, job_title: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.recruiter}>Recruiter name</Label>
              <Input
                id={ids.recruiter}
                placeholder="Your name"
                value={vars.recruiter_name}
                onChange={(e) => setVars({ ...vars, recruiter_name: e.target.value })}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.template}>Template</Label>
            <NativeSelect id={ids.template} value={templateId} onChange={(e) => onTemplate(e.target.value)}>
              <option value="">No template</option>
              {templates.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.subject}>Subject</Label>
            <Input id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.body}>Message</Label>
            <textarea
              id={ids.body}
              rows={9}
              className={textarea}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </div>
          {unfilledError && (
            <Alert variant="warning">
              <AlertTriangle aria-hidden="true" />
              <div className="flex flex-col gap-2">
                <strong>{M.unfilledTitle}</strong>
                <span>{unfilledError}</span>
                <Button size="sm" variant="outline" className="self-start" onClick={() => onSend(true)}>
                  Send anyway
                </Button>
              </div>
            </Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => onSend()} disabled={sender.isPending}>
              <BusyLabel busy={sender.isPending} busyText={M.sending}>
                <Send className="h-4 w-4" aria-hidden="true" /> Send Email
              </BusyLabel>
            </Button>
            <Button variant="outline" onClick={onPreview} disabled={previewer.isPending}>
              <BusyLabel busy={previewer.isPending} busyText="Previewing...">
                <Eye className="h-4 w-4" aria-hidden="true" /> Preview
              </BusyLabel>
            </Button>
            <Button variant="ghost" onClick={reset}>
              Clear
            </Button>
          </div>
        </CardContent>
      </Card>
      {preview && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Preview ({preview.messages.length})</CardTitle>
            {preview.unfilled.length > 0 ? (
              <CardDescription className="text-amber-800">
                Unfilled variables: {preview.unfilled.map((v) => `{${v}}`).join(', ')}
              </CardDescription>
            ) : (
              <CardDescription>All variables filled.</CardDescription>
            )}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {preview.messages.map((m, i) => (
              <div key={`${m.to ?? ''}-${i}`} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="text-slate-600">
                  To: <span className="font-medium text-slate-900">{m.to ?? '(no address)'}</span>
                  {m.candidateName ? ` (${m.candidateName})` : ''}
                </p>
                <p className="text-slate-600">
                  Subject: <span className="font-medium text-slate-900">{m.subject}</span>
                </p>
                {(m.problem || m.unfilled.length > 0) && (
                  <p className="mt-1 flex flex-wrap gap-1">
                    {m.problem && <Badge variant="warning">{m.problem}</Badge>}
                    {m.unfilled.map((v) => (
                      <Badge key={v} variant="warning">{`{${v}} not filled`}</Badge>
                    ))}
                  </p>
                )}
                <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-800">{m.body}</pre>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Sent messages</CardTitle>
        </CardHeader>
        <CardContent>
          {!messages.data?.length ? (
            <p className="text-sm text-slate-500">No messages sent yet.</p>
          ) : (
            <ul className="flex flex-col text-sm">
              {messages.data.slice(0, 50).map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-2 border-b border-slate-100 py-2">
                  <Badge variant={m.status === 'sent' ? 'success' : 'warning'}>{m.status}</Badge>
                  <span className="font-medium text-slate-900">{m.to}</span>
                  <span className="text-slate-600">{m.subject}</span>
                  <span className="ml-auto text-xs text-slate-500">
                    {m.createdAt.slice(0, 16).replace('T', ' ')}
                  </span>
                  {m.error && <span className="w-full text-xs text-red-700">{m.error}</span>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

const titleOf = (e: unknown) => (e instanceof ApiError && e.title ? e.title : 'Error');
