import { CheckCircle2, ExternalLink, Info } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import {
  providerCatalogue,
  providerTabs,
  type ProviderCatalogueEntry,
  type ProviderTab,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProvidersStatus } from '../api/keys.js';
import { ApiKeyCard } from './api-key-card.js';
import { ModelSettingsCard } from './model-settings-card.js';
import { IntegrationAssistant } from './integration-assistant.js';
import { IntegrationGuide } from './integration-guide.js';
import { KEY_PLACEHOLDERS } from './provider-placeholders.js';
import { TwilioCredentialsCard } from './twilio-credentials.js';

/** 'AI & ChatGPT' → 'ai-chatgpt': the tab in the address (?tab=…), so a Configure link can open it. */
const tabSlug = (tab: ProviderTab) =>
  tab
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function ProviderCard({ provider }: { provider: ProviderCatalogueEntry }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <CardTitle className="text-lg">{provider.name}</CardTitle>
          <CardDescription>{provider.description}</CardDescription>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${provider.name} features`}>
            {provider.features.map((f) => (
              <li key={f} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {f}
              </li>
            ))}
          </ul>
        </div>
        <Button variant="link" size="sm" asChild>
          <a href={provider.signupUrl} target="_blank" rel="noopener noreferrer">
            Get a key <span className="sr-only">from {provider.name} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {provider.id === 'twilio' ? (
          <TwilioCredentialsCard />
        ) : (
          <ApiKeyCard
            provider={provider.id}
            title={provider.keyTitle}
            placeholder={KEY_PLACEHOLDERS[provider.id]}
          />
        )}
        {provider.id === 'openai' && (
          <div className="mt-4">
            <ModelSettingsCard />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /api-settings and /integrations: the status banner (the real count of configured providers), the
 * Integration Guide and API Integration Assistant dialogs, and the nine tabs with each provider's key form.
 */
export function ApiSettingsPage() {
  const status = useProvidersStatus();
  const [params, setParams] = useSearchParams();
  const current = providerTabs.find((t) => tabSlug(t) === params.get('tab')) ?? providerTabs[0];
  const openTab = (tab: ProviderTab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', tabSlug(tab));
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">API Settings</h1>
          <p className="mt-1 text-sm text-slate-600">
            Connect your own provider keys. They are stored encrypted and only ever shown masked.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <IntegrationGuide />
          <IntegrationAssistant status={status.data} onConfigure={openTab} />
        </div>
      </div>

      {status.isError ? (
        <Alert variant="error">Could not load the provider status: {status.error.message}</Alert>
      ) : (
        <Alert variant={status.data && status.data.configured > 0 ? 'success' : 'info'} aria-live="polite">
          {status.data && status.data.configured > 0 ? (
            <CheckCircle2 aria-hidden="true" />
          ) : (
            <Info aria-hidden="true" />
          )}
          <p data-testid="api-status-banner" className="font-medium">
            {status.data
              ? `${status.data.configured} of ${status.data.total} APIs configured`
              : 'Checking your providers...'}
          </p>
        </Alert>
      )}

      <Tabs
        value={tabSlug(current)}
        onValueChange={(slug) => openTab(providerTabs.find((t) => tabSlug(t) === slug) ?? providerTabs[0])}
      >
        <TabsList aria-label="Provider categories">
          {providerTabs.map((tab) => (
            <TabsTrigger key={tab} value={tabSlug(tab)}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {providerTabs.map((tab) => (
          <TabsContent key={tab} value={tabSlug(tab)} className="flex flex-col gap-4">
            {providerCatalogue
              .filter((p) => p.tab === tab)
              .map((p) => (
                <ProviderCard key={p.id} provider={p} />
              ))}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
