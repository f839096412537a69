import { useEffect, useState, type FormEvent } from 'react';
import { imapSettingsBody } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useEmailSettings, useSaveImap, useTestImap } from '../api/settings.js';
import {
  failed,
  SettingsButtons,
  SettingsCard,
  SettingsErrors,
  SettingsField,
  useSettingsDraft,
  useSettingsSave,
} from './settings-form.js';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Reply reading: the user's IMAP inbox (password stored encrypted, never shown), read before campaign
 * steps are sent so a candidate who replied gets no further step. Shows the last check and its error.
 */
export function ImapSettingsCard() {
  const imap = useEmailSettings().data?.imap;
  const test = useTestImap();
  const { draft, set, bind, refuse, errors, id } = useSettingsDraft({
    host: '',
    port: '',
    username: '',
    password: '',
    mailbox: 'INBOX',
  });
  const [tls, setTls] = useState(true);

  // The saved settings fill the form once they arrive (the password stays empty: kept unless typed).
  const loaded = imap?.configured ? `${imap.host}:${imap.port}:${imap.username}` : '';
  useEffect(() => {
    if (!imap?.configured) return;
    set({
      host: imap.host ?? '',
      port: String(imap.port ?? ''),
      username: imap.username ?? '',
      mailbox: imap.mailbox ?? 'INBOX',
    });
    setTls(imap.tls);
    // Refilled only when another inbox is saved, not on every refetch (which would undo typing).
  }, [loaded]);

  const { save, buttons } = useSettingsSave(useSaveImap(), {
    configured: imap?.configured,
    saved: {
      title: 'IMAP settings saved',
      description: 'Replies in your inbox now stop the candidate\u2019s campaign.',
    },
    onSaved: () => set({ password: '' }),
  });

  // An empty port means the default; anything else must be a port number, checked as the server
  // checks it (a text that is not a number is refused, not sent as the default port).
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const port = imapSettingsBody.shape.port.safeParse(draft.port.trim() || null);
    if (!port.success) return refuse('port', port.error.issues[0]?.message);
    save({ ...draft, port: port.data ?? null, tls, password: draft.password || null });
  };
  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: (r) =>
        toast({
          title: 'Connected',
          description: `${r.mailbox} holds ${r.messages} message${r.messages === 1 ? '' : 's'}.`,
        }),
      onError: failed,
    });

  return (
    <SettingsCard
      title="Reply reading (IMAP)"
      description={
        imap?.configured
          ? `Reading ${imap.username} at ${imap.host}:${imap.port}, mailbox ${imap.mailbox}. A candidate who replies gets no further campaign step.`
          : 'Optional: connect your inbox so a candidate\u2019s reply stops their campaign. Without it, record replies by hand on the Campaigns tab.'
      }
      contentClassName="flex flex-col gap-4"
    >
      <form onSubmit={onSave} className="grid gap-3 sm:grid-cols-6 sm:items-end">
        <SettingsField
          label="IMAP host"
          className="sm:col-span-3"
          placeholder="imap.example.com"
          autoComplete="off"
          {...bind('host')}
        />
        <SettingsField label="Port" inputMode="numeric" placeholder={tls ? '993' : '143'} {...bind('port')} />
        <div className="flex items-center gap-2 pb-2 sm:col-span-2">
          <Checkbox id={id('tls')} checked={tls} onCheckedChange={(v) => setTls(v === true)} />
          <Label htmlFor={id('tls')}>Use TLS</Label>
        </div>
        <SettingsErrors className="sm:col-span-6" errors={errors} id={id} />
        <SettingsField
          label="Username"
          className="sm:col-span-2"
          placeholder="jane@example.com"
          autoComplete="off"
          {...bind('username')}
        />
        <SettingsField
          label="Password"
          className="sm:col-span-2"
          type="password"
          autoComplete="new-password"
          placeholder={imap?.configured ? 'Unchanged' : ''}
          {...bind('password')}
        />
        <SettingsField label="Mailbox" className="sm:col-span-2" {...bind('mailbox')} />
        <SettingsButtons className="flex flex-wrap gap-2 sm:col-span-6" {...buttons}>
          <Button type="button" variant="outline" disabled={test.isPending} onClick={onTest}>
            <BusyLabel busy={test.isPending} busyText="Testing...">
              Test connection
            </BusyLabel>
          </Button>
        </SettingsButtons>
      </form>
      {imap?.configured && (
        <p className="text-sm text-slate-600">
          {imap.lastCheckedAt ? `Last checked ${when(imap.lastCheckedAt)}` : 'Not checked yet'}
          {imap.repliesFound
            ? ` \u00b7 ${imap.repliesFound} repl${imap.repliesFound === 1 ? 'y' : 'ies'} found`
            : ''}
        </p>
      )}
      {imap?.lastError && (
        <Alert variant="error">
          <span>
            <strong className="font-medium">Last error: </strong>
            {imap.lastError}
          </span>
        </Alert>
      )}
    </SettingsCard>
  );
}
