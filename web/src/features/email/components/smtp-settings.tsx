import type { FormEvent } from 'react';
import { useEmailSettings, useSaveSmtp } from '../api/settings.js';
import {
  SettingsButtons,
  SettingsCard,
  SettingsField,
  useSettingsDraft,
  useSettingsSave,
} from './settings-form.js';

/** Sending settings: the user's own SMTP server (stored encrypted), shown by host and sender only. */
export function SmtpSettingsCard() {
  const smtp = useEmailSettings().data?.smtp;
  const { draft, set, bind } = useSettingsDraft({ url: '', from: '' });
  const { save, buttons } = useSettingsSave(useSaveSmtp(), {
    configured: smtp?.configured,
    saved: { title: 'SMTP settings saved', description: 'Messages are sent through your server.' },
    onSaved: () => set({ url: '' }),
  });

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    save(draft);
  };

  return (
    <SettingsCard
      title="Sending settings"
      description={
        smtp?.configured
          ? `Your SMTP server: ${smtp.host}${smtp.from ? `, sending as ${smtp.from}` : ''}.`
          : 'Your own SMTP server (optional). Without it, your Reply.io key or the server\u2019s SMTP is used.'
      }
    >
      <form onSubmit={onSave} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <SettingsField
          label="SMTP URL"
          type="password"
          autoComplete="off"
          placeholder="smtp://user:password@smtp.example.com:587"
          {...bind('url')}
        />
        <SettingsField label="Sender" placeholder="Jane Doe <jane@example.com>" {...bind('from')} />
        <SettingsButtons className="flex gap-2" {...buttons} />
      </form>
    </SettingsCard>
  );
}
