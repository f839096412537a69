import { AlertTriangle, CheckCircle2, History, Phone, Play, Square } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import {
  CALL_PREVIEW_MS,
  CALL_SCHEDULE_MESSAGES as M,
  CALL_SCRIPT_VARIABLES,
  DEFAULT_CALL_SCRIPT,
  VOICE_TYPES,
  fillCallScript,
  formatInZone,
  type CallScriptVariable,
  type VoiceType,
} from '@recruit/core/schemas';
import { FeatureRestricted } from '@/components/feature-restricted';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api';
import { useFeatureAccess } from '@/lib/feature-access';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import {
  useCallCandidates,
  useCallHistory,
  useCancelCall,
  useScheduleCall,
  type ScheduleCallAnswer,
  type ScheduledCall,
} from '../api/calls.js';
import { dialCountries } from './dial-countries.js';

const textarea =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

const VARIABLE_LABELS: Record<CallScriptVariable, string> = {
  agent_name: 'Agent name',
  company_name: 'Company name',
  job_title: 'Job title',
  candidate_name: 'Candidate name',
};

const VOICE_LABELS: Record<VoiceType, string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Neutral',
  custom: 'Custom',
};

/** The browser's voice closest to the chosen type, for the preview. */
function previewVoice(type: VoiceType): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis?.getVoices() ?? [];
  const english = voices.filter((v) => v.lang.startsWith('en'));
  const pick = (re: RegExp) => english.find((v) => re.test(v.name));
  if (type === 'male') return pick(/male|david|daniel|fred|alex|guy/i) ?? english[0];
  if (type === 'female') return pick(/female|samantha|zira|victoria|karen|jenny/i) ?? english[0];
  return english[0];
}

const statusVariant = (s: string): 'success' | 'warning' | 'secondary' | 'default' =>
  s === 'completed'
    ? 'success'
    : s === 'demo' || s === 'error' || s === 'failed' || s === 'busy' || s === 'no-answer'
      ? 'warning'
      : s === 'cancelled' || s === 'canceled'
        ? 'secondary'
        : 'default';

const zones = (): string[] => {
  const list =
    (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return list.includes('UTC') ? list : ['UTC', ...list];
};

/**
 * /features/call and /tools/automated-calls: the AI Calling screen. Phone (with a country selector,
 * checked with libphonenumber), script with the spec's variables, voice type, Preview (the browser's
 * speech, stopped after 5 s), Schedule Call (stored with its time; the server places it through the
 * user's Twilio credentials, or it ends as the labelled demo), and the call history with statuses.
 */
export function AiCallingPage({ title = 'AI Calling' }: { title?: string }) {
  const { tier, access } = useFeatureAccess('calling-basic');
  const { session } = useSession();
  const countries = useMemo(() => dialCountries(), []);
  const zoneList = useMemo(() => zones(), []);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const schedule = useScheduleCall();
  const candidates = useCallCandidates();
  const [candidateId, setCandidateId] = useState('');
  const [country, setCountry] = useState<CountryCode>('US');
  const [phone, setPhone] = useState('');
  const [script, setScript] = useState(DEFAULT_CALL_SCRIPT);
  const [voice, setVoice] = useState<VoiceType>('female');
  const [customVoice, setCustomVoice] = useState('');
  const [at, setAt] = useState('');
  const [zone, setZone] = useState(browserZone);
  const [vars, setVars] = useState<Record<CallScriptVariable, string>>({
    agent_name: session?.user.name ?? '',
    company_name: '',
    job_title: '',
    candidate_name: '',
  });
  const [playing, setPlaying] = useState(false);
  const [done, setDone] = useState<ScheduleCallAnswer | null>(null);
  const stopTimer = useRef<number | undefined>(undefined);
  const ids = {
    country: useId(),
    candidate: useId(),
    phone: useId(),
    script: useId(),
    voice: useId(),
    customVoice: useId(),
    at: useId(),
    zone: useId(),
  };
  const varIds = useId();

  const stopPreview = () => {
    window.clearTimeout(stopTimer.current);
    window.speechSynthesis?.cancel();
    setPlaying(false);
  };
  useEffect(() => () => stopPreview(), []);

  const header = (
    <div>
      <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
        <Phone className="h-6 w-6 text-indigo-600" aria-hidden="true" /> {title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Schedule AI phone calls to candidates with your own script and voice.
      </p>
    </div>
  );
  if (!access.allowed) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <FeatureRestricted message={access.message} tier={tier} />
      </div>
    );
  }

  const parsed = phone.trim() ? parsePhoneNumberFromString(phone, country) : undefined;
  const phoneOk = !!parsed?.isValid();
  const filled = fillCallScript(script, vars);
  const canSchedule = phone.trim() !== '' && script.trim() !== '';

  const onPreview = () => {
    if (playing) return stopPreview();
    if (!window.speechSynthesis) {
      toast({ variant: 'destructive', title: 'Preview', description: 'This browser cannot speak text.' });
      return;
    }
    const u = new SpeechSynthesisUtterance(filled.text);
    const v = previewVoice(voice);
    if (v) u.voice = v;
    u.onend = () => setPlaying(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(u);
    setPlaying(true);
    stopTimer.current = window.setTimeout(stopPreview, CALL_PREVIEW_MS);
  };

  const onSchedule = (e: FormEvent) => {
    e.preventDefault();
    if (!phone.trim()) {
      toast({ variant: 'destructive', title: 'Missing Information', description: M.phoneRequired });
      return;
    }
    if (!script.trim()) {
      toast({ variant: 'destructive', title: 'Missing Information', description: M.scriptRequired });
      return;
    }
    if (filled.missing.length) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: M.unfilled(filled.missing),
      });
      return;
    }
    stopPreview();
    schedule.mutate(
      {
        phoneNumber: phone.trim(),
        country,
        script,
        voice,
        ...(voice === 'custom' && customVoice.trim() ? { customVoice: customVoice.trim() } : {}),
        ...(at ? { at } : {}),
        timeZone: zone,
        variables: vars,
        ...(candidateId ? { candidateId } : {}),
      },
      {
        onSuccess: (answer) => {
          setDone(answer);
          toast({ title: M.scheduledTitle, description: answer.is_demo ? M.demoNotice : answer.message });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: err instanceof ApiError && err.title ? err.title : 'Call Failed',
            description: errorMessage(err),
          }),
      },
    );
  };

  const chooseCandidate = (id: string) => {
    setCandidateId(id);
    const c = candidates.data?.find((x) => x.id === id);
    if (c) {
      if (c.phone) setPhone(c.phone);
      setVars((old) => ({ ...old, candidate_name: c.name }));
    }
  };

  const anotherCall = () => {
    setDone(null);
    setPhone('');
    setAt('');
    setCandidateId('');
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      {done ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" /> {M.scheduledTitle}
            </CardTitle>
            <CardDescription>
              {done.call.to} · {formatInZone(done.call.dueAt, done.call.timeZone)} ·{' '}
              {VOICE_LABELS[done.call.voice as VoiceType] ?? done.call.voice} voice
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {done.is_demo ? (
              <Alert variant="warning">
                <AlertTriangle aria-hidden="true" />
                <span>{M.demoNotice}</span>
              </Alert>
            ) : (
              <p className="text-sm text-slate-700">{done.message}</p>
            )}
            <blockquote className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {done.call.script}
            </blockquote>
            <div>
              <Button type="button" onClick={anotherCall}>
                Schedule Another Call
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Schedule a Call</CardTitle>
            <CardDescription>
              The call speaks your script with the chosen voice at the time you pick, through your Twilio
              credentials.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={onSchedule} noValidate>
              <div className="flex flex-col gap-2 sm:max-w-md">
                <Label htmlFor={ids.candidate}>Candidate (optional)</Label>
                <NativeSelect
                  id={ids.candidate}
                  value={candidateId}
                  onChange={(e) => chooseCandidate(e.target.value)}
                >
                  <option value="">No saved candidate</option>
                  {(candidates.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                      {c.phone ? ` (${c.phone})` : ''}
                    </option>
                  ))}
                </NativeSelect>
                <p className="text-xs text-slate-600">The call is logged on the candidate&apos;s activity.</p>
              </div>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.country}>Country</Label>
                  <NativeSelect
                    id={ids.country}
                    value={country}
                    onChange={(e) => setCountry(e.target.value as CountryCode)}
                  >
                    {countries.map((c) => (
                      <option key={c.iso} value={c.iso}>
                        {c.name} ({c.dialCode})
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.phone}>Phone number</Label>
                  <Input
                    id={ids.phone}
                    type="tel"
                    autoComplete="tel"
                    placeholder="(415) 555-0100"
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                    aria-describedby={`${ids.phone}-hint`}
                  />
                  <p id={`${ids.phone}-hint`} className="text-xs text-slate-600">
                    {!phone.trim()
                      ? 'With or without the country code.'
                      : phoneOk
                        ? `Will call ${parsed!.formatInternational()}`
                        : M.invalidPhone}
                  </p>
                </div>
              </div>

              <div className="flex flex-col gap-2">
                <Label htmlFor={ids.script}>Script</Label>
                <textarea
                  id={ids.script}
                  className={textarea}
                  rows={4}
                  value={script}
                  onChange={(e) => setScript(e.target.value)}
                />
                <p className="text-xs text-slate-600">
                  Variables: {CALL_SCRIPT_VARIABLES.map((v) => `{${v}}`).join(' ')}
                </p>
              </div>

              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium text-slate-900">Script values</legend>
                {CALL_SCRIPT_VARIABLES.map((v) => (
                  <div key={v} className="flex flex-col gap-1">
                    <Label htmlFor={`${varIds}-${v}`}>
                      {VARIABLE_LABELS[v]} <span className="text-slate-500">{`{${v}}`}</span>
                    </Label>
                    <Input
                      id={`${varIds}-${v}`}
                      value={vars[v]}
                      onChange={(e) => setVars((old) => ({ ...old, [v]: e.target.value }))}
                    />
                  </div>
                ))}
              </fieldset>
              {filled.missing.length > 0 && script.trim() && (
                <p className="text-sm text-amber-800">{M.unfilled(filled.missing)}</p>
              )}

              <div className="grid gap-4 sm:grid-cols-3">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.voice}>Voice type</Label>
                  <NativeSelect
                    id={ids.voice}
                    value={voice}
                    onChange={(e) => setVoice(e.target.value as VoiceType)}
                  >
                    {VOICE_TYPES.map((v) => (
                      <option key={v} value={v}>
                        {VOICE_LABELS[v]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.at}>When (empty: now)</Label>
                  <Input
                    id={ids.at}
                    type="datetime-local"
                    value={at}
                    onChange={(e) => setAt(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.zone}>Time zone</Label>
                  <NativeSelect id={ids.zone} value={zone} onChange={(e) => setZone(e.target.value)}>
                    {zoneList.map((z) => (
                      <option key={z} value={z}>
                        {z}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
              {voice === 'custom' && (
                <div className="flex flex-col gap-2 sm:max-w-sm">
                  <Label htmlFor={ids.customVoice}>Twilio voice name</Label>
                  <Input
                    id={ids.customVoice}
                    placeholder="Polly.Amy"
                    value={customVoice}
                    onChange={(e) => setCustomVoice(e.target.value)}
                  />
                </div>
              )}

              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={onPreview} disabled={!script.trim()}>
                  {playing ? (
                    <>
                      <Square aria-hidden="true" className="mr-1 size-4" /> Stop Preview
                    </>
                  ) : (
                    <>
                      <Play aria-hidden="true" className="mr-1 size-4" /> Preview Call
                    </>
                  )}
                </Button>
                <Button type="submit" disabled={!canSchedule || schedule.isPending}>
                  <BusyLabel busy={schedule.isPending} busyText="Scheduling...">
                    <Phone aria-hidden="true" className="mr-1 size-4" /> Schedule Call
                  </BusyLabel>
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      )}
      <CallHistory />
    </div>
  );
}

function CallHistory() {
  const history = useCallHistory();
  const cancel = useCancelCall();
  const calls = history.data?.calls ?? [];
  const onCancel = (c: ScheduledCall) =>
    cancel.mutate(c.id, {
      onSuccess: () => toast({ title: M.cancelled, description: c.to }),
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="h-5 w-5 text-indigo-600" aria-hidden="true" /> Call History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <p className="text-sm text-slate-600">Loading calls...</p>
        ) : history.isError ? (
          <p className="text-sm text-red-700">{errorMessage(history.error)}</p>
        ) : calls.length === 0 ? (
          <p className="text-sm text-slate-600">No calls yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase text-slate-500">
                <tr>
                  <th className="py-2 pr-3">When</th>
                  <th className="py-2 pr-3">To</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">Duration</th>
                  <th className="py-2 pr-3">Call SID</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody>
                {calls.map((c) => (
                  <tr key={c.id} className="border-t border-slate-100 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatInZone(c.dueAt, c.timeZone)}</td>
                    <td className="py-2 pr-3">
                      {c.to}
                      {c.candidateName && <div className="text-xs text-slate-500">{c.candidateName}</div>}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge variant={statusVariant(c.status)}>
                        {c.status === 'demo' ? 'Demo' : c.status}
                      </Badge>
                      {c.error && <div className="mt-1 max-w-xs text-xs text-slate-600">{c.error}</div>}
                    </td>
                    <td className="py-2 pr-3">
                      {c.duration !== null && !c.is_demo ? `${c.duration} s` : '—'}
                    </td>
                    <td className="py-2 pr-3 font-mono text-xs">{c.sid && !c.is_demo ? c.sid : '—'}</td>
                    <td className="py-2 text-right">
                      {c.status === 'scheduled' && (
                        <Button type="button" size="sm" variant="outline" onClick={() => onCancel(c)}>
                          Cancel
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
