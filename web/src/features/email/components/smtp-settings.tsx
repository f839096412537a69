import { useId, useState, type FormEvent } from 'react';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useEmailSettings, useSaveSmtp } from '../api/settings.js';

/** Sending settings: the user's own SMTP server (stored encrypted), shown by host and sender only. */
export function SmtpSettingsCard() {
  const ids = { url: useId(), from: useId() };
  const settings = useEmailSettings();
  const save = useSaveSmtp();
  const [url, setUrl] = useState('');
  const [from, setFrom] = useState('');
  const smtp = settings.data?.smtp;

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { url, from },
      {
        onSuccess: () => {
          setUrl('');
          toast({ title: 'SMTP settings saved', description: 'Messages are sent through your server.' });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: err instanceof ApiError && err.title ? err.title : 'Error',
            description: errorMessage(err),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Sending settings</CardTitle>
        <CardDescription>
          {smtp?.configured
            ? `Your SMTP server: ${smtp.host}${smtp.from ? `, sending as ${smtp.from}` : ''}.`
            : 'Your own SMTP server (optional). Without it, your Reply.io key or the server\u2019s SMTP is used.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSave} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.url}>SMTP URL</Label>
            <Input
              id={ids.url}
              type="password"
              autoComplete="off"
              placeholder="smtp://user:password@smtp.example.com:587"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.from}>Sender</Label>
            <Input
              id={ids.from}
              placeholder="Jane Doe <jane@example.com>"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              <BusyLabel busy={save.isPending} busyText="Saving...">
                Save
              </BusyLabel>
            </Button>
            {smtp?.configured && (
              <Button type="button" variant="outline" onClick={() => save.mutate(null)}>
                Remove
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
