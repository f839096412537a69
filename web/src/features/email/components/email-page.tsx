import { FeatureRestricted } from '@/components/feature-restricted';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFeatureAccess } from '@/lib/feature-access';
import { Campaigns } from './campaigns.js';
import { ComposeEmail } from './compose-email.js';
import { EmailTemplates } from './email-templates.js';
import { ImapSettingsCard } from './imap-settings.js';
import { SmtpSettingsCard } from './smtp-settings.js';

/**
 * /features/email (and /tools/bulk-email with `bulk`): the spec's tabs Compose Email, Email Templates
 * and Campaigns, sending for real through the user's SMTP server, Reply.io key or the server's SMTP.
 */
export function EmailPage({ bulk = false }: { bulk?: boolean }) {
  const { tier, access } = useFeatureAccess('email-services');
  const title = bulk ? 'Bulk Email' : 'Email Services';
  const description = bulk
    ? 'Send one message to many candidates at once, each with their own details filled in.'
    : 'Compose emails, keep templates and run candidate campaigns.';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {!access.allowed ? (
        <FeatureRestricted message={access.message} tier={tier} />
      ) : (
        <Tabs defaultValue="compose">
          <TabsList>
            <TabsTrigger value="compose">Compose Email</TabsTrigger>
            <TabsTrigger value="templates">Email Templates</TabsTrigger>
            <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          </TabsList>
          <TabsContent value="compose" className="flex flex-col gap-6">
            <ComposeEmail bulk={bulk} />
            <SmtpSettingsCard />
            <ImapSettingsCard />
          </TabsContent>
          <TabsContent value="templates">
            <EmailTemplates />
          </TabsContent>
          <TabsContent value="campaigns">
            <Campaigns />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
