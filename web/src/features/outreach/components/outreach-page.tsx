import { AlertTriangle, Send, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { OUTREACH_MESSAGES as M } from '@recruit/core/schemas';
import { FeatureRestricted } from '@/components/feature-restricted';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { useFeatureAccess } from '@/lib/feature-access';
import { toast } from '@/lib/toast';
import { useCampaignLeads, useCampaigns, useCreateCampaign } from '../api/outreach.js';

const textarea =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

const leadVariant = (s: string) =>
  s === 'replied' ? 'success' : s === 'connected' ? 'default' : 'secondary';

/**
 * /features/heyreach: LinkedIn outreach through the user's HeyReach key. Campaigns, Create Campaign
 * (name and target audience required) and Leads with their statuses; without a key, the notice that
 * sends the user to API Settings.
 */
export function OutreachPage() {
  const { tier, access } = useFeatureAccess('linkedin-scraping');
  const campaigns = useCampaigns();
  const create = useCreateCampaign();
  const [tab, setTab] = useState('campaigns');
  const [selected, setSelected] = useState<string | null>(null);
  const leads = useCampaignLeads(selected);
  const [name, setName] = useState('');
  const [audience, setAudience] = useState('');
  const [message, setMessage] = useState('');
  const ids = { name: useId(), audience: useId(), message: useId(), campaign: useId() };

  const header = (
    <div>
      <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
        <Send className="h-6 w-6 text-indigo-600" aria-hidden="true" /> LinkedIn Outreach (HeyReach)
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Run LinkedIn outreach campaigns and follow their leads through HeyReach.
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

  const configured = campaigns.data?.configured;
  const list = campaigns.data?.campaigns ?? [];

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !audience.trim()) {
      toast({ variant: 'destructive', title: 'Error', description: M.requiredFields });
      return;
    }
    create.mutate(
      { name: name.trim(), targetAudience: audience.trim(), ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (answer) => {
          toast({ title: 'Success', description: answer.message });
          setName('');
          setAudience('');
          setMessage('');
          setTab('campaigns');
        },
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, M.createCampaign) }),
      },
    );
  };

  const openLeads = (id: string) => {
    setSelected(id);
    setTab('leads');
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      {configured === false && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <span>
            {M.keyNotice}{' '}
            <Link to="/api-settings" className="font-medium underline">
              Open API Settings
            </Link>
          </span>
        </Alert>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          <TabsTrigger value="create">Create Campaign</TabsTrigger>
          <TabsTrigger value="leads">Leads</TabsTrigger>
        </TabsList>

        <TabsContent value="campaigns">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Campaigns</CardTitle>
            </CardHeader>
            <CardContent>
              {campaigns.isPending ? (
                <p className="text-sm text-slate-600">Loading campaigns...</p>
              ) : campaigns.isError ? (
                <Alert variant="error">
                  <AlertTriangle aria-hidden="true" />
                  <span>{errorMessage(campaigns.error, M.loadCampaigns)}</span>
                </Alert>
              ) : !configured ? (
                <p className="text-sm text-slate-600">Connect HeyReach to see your campaigns.</p>
              ) : list.length === 0 ? (
                <p className="text-sm text-slate-600">No campaigns yet.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {list.map((c) => (
                    <li
                      key={c.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
                    >
                      <div>
                        <div className="flex items-center gap-2 font-medium text-slate-900">
                          {c.name}
                          <Badge variant={c.status === 'active' ? 'success' : 'secondary'}>{c.status}</Badge>
                        </div>
                        <div className="mt-1 text-xs text-slate-600">
                          {c.leads_count} leads · {c.accepted_count} accepted · {c.replied_count} replied
                        </div>
                      </div>
                      <Button type="button" size="sm" variant="outline" onClick={() => openLeads(c.id)}>
                        <Users aria-hidden="true" className="mr-1 size-4" /> View Leads
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="create">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Create Campaign</CardTitle>
              <CardDescription>
                The campaign is created in your HeyReach account; add its LinkedIn senders and message
                sequence there.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form className="flex flex-col gap-4" onSubmit={onCreate} noValidate>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.name}>Campaign name *</Label>
                  <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.audience}>Target audience *</Label>
                  <Input
                    id={ids.audience}
                    placeholder="Senior backend engineers in Berlin"
                    value={audience}
                    onChange={(e) => setAudience(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.message}>Message</Label>
                  <textarea
                    id={ids.message}
                    className={textarea}
                    rows={3}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    aria-describedby={`${ids.message}-hint`}
                  />
                  <p id={`${ids.message}-hint`} className="text-xs text-slate-600">
                    For your draft only: it is not sent. HeyReach takes a campaign&apos;s messages in its
                    sequence editor.
                  </p>
                </div>
                <div>
                  <Button type="submit" disabled={create.isPending || configured === false}>
                    <BusyLabel busy={create.isPending} busyText="Creating...">
                      Create Campaign
                    </BusyLabel>
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="leads">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Leads</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-col gap-2 sm:max-w-sm">
                <Label htmlFor={ids.campaign}>Campaign</Label>
                <NativeSelect
                  id={ids.campaign}
                  value={selected ?? ''}
                  onChange={(e) => setSelected(e.target.value || null)}
                  disabled={!configured}
                >
                  <option value="">Choose a campaign</option>
                  {list.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {!selected ? (
                <p className="text-sm text-slate-600">Choose a campaign to see its leads.</p>
              ) : leads.isPending ? (
                <p className="text-sm text-slate-600">Loading leads...</p>
              ) : leads.isError ? (
                <Alert variant="error">
                  <AlertTriangle aria-hidden="true" />
                  <span>{errorMessage(leads.error, M.loadLeads)}</span>
                </Alert>
              ) : leads.data.leads.length === 0 ? (
                <p className="text-sm text-slate-600">No leads in this campaign yet.</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {leads.data.leads.map((l) => (
                    <li
                      key={l.id || l.profile_url}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <div>
                        <a
                          href={l.profile_url}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {[l.first_name, l.last_name].filter(Boolean).join(' ') || l.profile_url}
                        </a>
                        <div className="text-xs text-slate-600">
                          {[l.position, l.company].filter(Boolean).join(' · ')}
                        </div>
                      </div>
                      <Badge variant={leadVariant(l.status)}>{l.status}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
