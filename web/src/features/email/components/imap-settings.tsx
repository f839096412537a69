import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useEmailSettings, useSaveImap, useTestImap } from '../api/settings.js';

const when = (iso: string) => new Date(iso).toLocaleString();

const failed = (err: unknown) =>
  toast({
    variant: 'destructive',
    title: err instanceof ApiError && err.title ? err.title : 'Error',
    description: errorMessage(err),
  });

/**
 * Reply reading: the user's IMAP inbox (password stored encrypted, never shown), read before campaign
 * steps are sent so a candidate who replied gets no further step. Shows the last check and its error.
 */
export function ImapSettingsCard() {
  const ids = {
    host: useId(),
    port: useId(),
    username: useId(),
    password: useId(),
    mailbox: useId(),
    tls: useId(),
  };
  const settings = useEmailSettings();
  const save = useSaveImap();
  const test = useTestImap();
  const imap = settings.data?.imap;
  const [host, setHost] = useState('');
  const [port, setPort] = useState('');
  const [tls, setTls] = useState(true);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mailbox, setMailbox] = useState('INBOX');

  // The saved settings fill the form once they arrive (the password stays empty: kept unless typed).
  const loaded = imap?.configured ? `${imap.host}:${imap.port}:${imap.username}` : '';
  useEffect(() => {
    if (!imap?.configured) return;
    setHost(imap.host ?? '');
    setPort(String(imap.port ?? ''));
    setTls(imap.tls);
    setUsername(imap.username ?? '');
    setMailbox(imap.mailbox ?? 'INBOX');
    // Refilled only when another inbox is saved, not on every refetch (which would undo typing).
  }, [loaded]);

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        host,
        port: port.trim() ? Number(port) : null,
        tls,
        username,
        password: password || null,
        mailbox,
      },
      {
        onSuccess: () => {
          setPassword('');
          toast({
            title: 'IMAP settings saved',
            description: 'Replies in your inbox now stop the candidate\u2019s campaign.',
          });
        },
        onError: failed,
      },
    );
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
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Reply reading (IMAP)</CardTitle>
        <CardDescription>
          {imap?.configured
            ? `Reading ${imap.username} at ${imap.host}:${imap.port}, mailbox ${imap.mailbox}. A candidate who replies gets no further campaign step.`
            : 'Optional: connect your inbox so a candidate\u2019s reply stops their campaign. Without it, record replies by hand on the Campaigns tab.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={onSave} className="grid gap-3 sm:grid-cols-6 sm:items-end">
          <div className="flex flex-col gap-1 sm:col-span-3">
            <Label htmlFor={ids.host}>IMAP host</Label>
            <Input
              id={ids.host}
              placeholder="imap.example.com"
              autoComplete="off"
              value={host}
              onChange={(e) => setHost(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.port}>Port</Label>
            <Input
              id={ids.port}
              inputMode="numeric"
              placeholder={tls ? '993' : '143'}
              value={port}
              onChange={(e) => setPort(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2 pb-2 sm:col-span-2">
            <Checkbox id={ids.tls} checked={tls} onCheckedChange={(v) => setTls(v === true)} />
            <Label htmlFor={ids.tls}>Use TLS</Label>
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Label htmlFor={ids.username}>Username</Label>
            <Input
              id={ids.username}
              placeholder="jane@example.com"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Label htmlFor={ids.password}>Password</Label>
            <Input
              id={ids.password}
              type="password"
              autoComplete="new-password"
              placeholder={imap?.configured ? 'Unchanged' : ''}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Label htmlFor={ids.mailbox}>Mailbox</Label>
            <Input id={ids.mailbox} value={mailbox} onChange={(e) => setMailbox(e.target.value)} />
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-6">
            <Button type="submit" disabled={save.isPending}>
              <BusyLabel busy={save.isPending} busyText="Saving...">
                Save
              </BusyLabel>
            </Button>
            {imap?.configured && (
              <>
                <Button type="button" variant="outline" disabled={test.isPending} onClick={onTest}>
                  <BusyLabel busy={test.isPending} busyText="Testing...">
                    Test connection
                  </BusyLabel>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => save.mutate(null, { onError: failed })}
                >
                  Remove
                </Button>
              </>
            )}
          </div>
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
      </CardContent>
    </Card>
  );
}
