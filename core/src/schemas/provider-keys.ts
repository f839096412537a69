import * as z from 'zod';

/**
 * The provider catalogue of the API Settings page, key format hints and the telephony
 * credential rules. Pure (zod only): shared by core, the CLI and the web UI.
 */

export const providerIds = [
  'openai',
  'twilio',
  'phantombuster',
  'heyreach',
  'makeai',
  'textkernel',
  'stripe',
  'replyio',
  'jobin',
  'apollo',
  'dropcowboy',
] as const;

export const providerIdSchema = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerIdSchema>;

/** The nine tabs of the API Settings page, in the spec's order. */
export const providerTabs = [
  'AI & ChatGPT',
  'Calling',
  'Automation',
  'Resume',
  'Payment',
  'Email',
  'LinkedIn',
  'Sales',
  'Domains',
] as const;
export type ProviderTab = (typeof providerTabs)[number];

export type ProviderPriority = 'high' | 'medium' | 'low';

export const providerCatalogueEntrySchema = z.object({
  id: providerIdSchema,
  name: z.string(),
  description: z.string(),
  /** The spec's table gives high/medium/low for eight providers; heyreach, makeai and dropcowboy
   *  are not in it and are listed as optional (low), the wizard's last provider step. */
  priority: z.enum(['high', 'medium', 'low']),
  signupUrl: z.string(),
  features: z.array(z.string()),
  tab: z.enum(providerTabs),
  /** Title of the key card, e.g. 'OpenAI API Key'. */
  keyTitle: z.string(),
});
export type ProviderCatalogueEntry = z.infer<typeof providerCatalogueEntrySchema>;

export const providerCatalogue: readonly ProviderCatalogueEntry[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    description: 'AI chat assistant, candidate screening, sourcing and outreach message generation.',
    priority: 'high',
    signupUrl: 'https://platform.openai.com/api-keys',
    features: ['AI chat assistant', 'Resume screening', 'Smart sourcing', 'Message generation'],
    tab: 'AI & ChatGPT',
    keyTitle: 'OpenAI API Key',
  },
  {
    id: 'twilio',
    name: 'Twilio',
    description: 'Outbound calls that speak your message to candidates.',
    priority: 'high',
    signupUrl: 'https://www.twilio.com/try-twilio',
    features: ['AI calling', 'Test calls', 'Candidate phone outreach'],
    tab: 'Calling',
    keyTitle: 'Twilio Credentials',
  },
  {
    id: 'phantombuster',
    name: 'PhantomBuster',
    description: 'Web and LinkedIn scraping automations.',
    priority: 'medium',
    signupUrl: 'https://phantombuster.com/signup',
    features: ['Web scraping', 'LinkedIn profile extraction', 'Data enrichment'],
    tab: 'Automation',
    keyTitle: 'PhantomBuster API Key',
  },
  {
    id: 'heyreach',
    name: 'HeyReach',
    description: 'LinkedIn outreach campaigns and their leads.',
    priority: 'low',
    signupUrl: 'https://app.heyreach.io/account/register',
    features: ['LinkedIn outreach campaigns', 'Campaign leads', 'Connection tracking'],
    tab: 'LinkedIn',
    keyTitle: 'HeyReach API Key',
  },
  {
    id: 'makeai',
    name: 'Make.ai',
    description: 'Workflow automation between your recruiting tools.',
    priority: 'low',
    signupUrl: 'https://www.make.com/en/register',
    features: ['Workflow automation', 'Scenario triggers'],
    tab: 'Automation',
    keyTitle: 'Make.ai API Key',
  },
  {
    id: 'textkernel',
    name: 'Textkernel',
    description: 'Resume parsing into structured candidate data.',
    priority: 'low',
    signupUrl: 'https://www.textkernel.com/contact/',
    features: ['Resume parsing', 'Skills extraction'],
    tab: 'Resume',
    keyTitle: 'Textkernel API Key',
  },
  {
    id: 'stripe',
    name: 'Stripe',
    description: 'Subscription checkout and billing.',
    priority: 'medium',
    signupUrl: 'https://dashboard.stripe.com/register',
    features: ['Subscription checkout', 'Subscription status'],
    tab: 'Payment',
    keyTitle: 'Stripe Secret Key',
  },
  {
    id: 'replyio',
    name: 'Reply.io',
    description: 'Email outreach to candidates.',
    priority: 'low',
    signupUrl: 'https://reply.io/signup/',
    features: ['Email sending', 'Email sequences'],
    tab: 'Email',
    keyTitle: 'Reply.io API Key',
  },
  {
    id: 'jobin',
    name: 'JobIn',
    description: 'LinkedIn candidate sourcing.',
    priority: 'medium',
    signupUrl: 'https://jobin.cloud/',
    features: ['LinkedIn sourcing', 'Candidate lists'],
    tab: 'LinkedIn',
    keyTitle: 'JobIn API Key',
  },
  {
    id: 'apollo',
    name: 'Apollo',
    description: 'People search and contact data for sourcing.',
    priority: 'medium',
    signupUrl: 'https://app.apollo.io/#/signup',
    features: ['People search', 'Contact enrichment'],
    tab: 'Sales',
    keyTitle: 'Apollo API Key',
  },
  {
    id: 'dropcowboy',
    name: 'Drop Cowboy',
    description: 'Domain search and monitoring.',
    priority: 'low',
    signupUrl: 'https://www.dropcowboy.com/',
    features: ['Domain search', 'Domain monitoring', 'Team info'],
    tab: 'Domains',
    keyTitle: 'Drop Cowboy API Key',
  },
];

/** Catalogue entry of a provider. */
export const providerInfo = (id: ProviderId): ProviderCatalogueEntry => {
  const entry = providerCatalogue.find((p) => p.id === id);
  if (!entry) throw new Error(`unknown provider ${id}`);
  return entry;
};

/** Per-provider message when the key field is empty (spec: API key save). */
export const emptyKeyMessage = (id: ProviderId): string =>
  ({
    heyreach: 'Please enter a valid HeyReach API key',
    makeai: 'Please enter a valid Make.ai API key',
    phantombuster: 'Please enter a valid PhantomBuster API key',
  })[id as 'heyreach' | 'makeai' | 'phantombuster'] ?? 'Please enter a valid API key';

export type KeyCheck = { ok: true; key: string; warnings: string[] } | { ok: false; error: string };

/**
 * Checks a key before saving: empty after trimming is an error; format rules are warnings only,
 * because providers change key formats (OpenAI keys are often longer than 51 characters today).
 */
export function checkProviderKey(id: ProviderId, raw: string): KeyCheck {
  const key = raw.trim();
  if (!key) return { ok: false, error: emptyKeyMessage(id) };
  return { ok: true, key, warnings: keyFormatHints(id, key) };
}

/** Format hints of the spec for a key; an empty list when nothing looks off. */
export function keyFormatHints(id: ProviderId, key: string): string[] {
  const hints: string[] = [];
  const k = key.trim();
  if (id === 'stripe' && !k.startsWith('sk_') && !k.startsWith('rk_')) {
    hints.push('Stripe secret keys usually start with sk_.');
  }
  if (id === 'openai') {
    if (!k.startsWith('sk-')) hints.push('OpenAI keys usually start with sk-.');
    else if (k.length < 51) hints.push('OpenAI keys are usually at least 51 characters long.');
  }
  if ((id === 'jobin' || id === 'apollo') && /^https?:\/\//i.test(k)) {
    hints.push(`${providerInfo(id).name} needs the API key only, not a URL.`);
  }
  if (id === 'twilio' && !k.startsWith('{')) {
    const sidProblem = twilioSidProblem(k);
    if (sidProblem) hints.push('A Twilio account SID starts with AC and is 34 characters long.');
  }
  return hints;
}

/** Stripe price ids start with 'price_'. */
export const isStripePriceId = (s: string): boolean => /^price_[A-Za-z0-9_]+$/.test(s.trim());

/** Twilio credentials as stored (one JSON value under the 'twilio' provider). */
export const twilioCredentialsSchema = z.object({
  accountSid: z.string(),
  authToken: z.string(),
  phoneNumber: z.string(),
});
export type TwilioCredentials = z.infer<typeof twilioCredentialsSchema>;

export type CredentialsCheck =
  | { ok: true; value: TwilioCredentials }
  | { ok: false; title: string; message: string; field?: keyof TwilioCredentials };

const twilioSidProblem = (sid: string): boolean => !sid.startsWith('AC') || sid.length !== 34;

/** The telephony rules of the spec: hard errors, in the spec's order and words. */
export function validateTwilioCredentials(input: Partial<TwilioCredentials>): CredentialsCheck {
  const accountSid = (input.accountSid ?? '').trim();
  const authToken = (input.authToken ?? '').trim();
  const phoneNumber = (input.phoneNumber ?? '').trim();
  if (!accountSid || !authToken || !phoneNumber) {
    return {
      ok: false,
      title: 'Missing Information',
      message: 'Please fill in all fields to save your Twilio credentials.',
    };
  }
  if (twilioSidProblem(accountSid)) {
    return {
      ok: false,
      title: 'Invalid Account SID',
      message: "Account SID must start with 'AC' and be exactly 34 characters.",
      field: 'accountSid',
    };
  }
  if (!phoneNumber.startsWith('+')) {
    return {
      ok: false,
      title: 'Invalid Phone Number',
      message: "Phone number must start with '+' (include the country code).",
      field: 'phoneNumber',
    };
  }
  return { ok: true, value: { accountSid, authToken, phoneNumber } };
}

/** The masked SID of the telephony screen: first 8 characters. */
export const maskTwilioSid = (sid: string): string => `${sid.slice(0, 8)}...`;

/** Masked key: first 4, '...', last 4 (short keys show only the ellipsis). */
export const maskApiKey = (key: string): string =>
  key.length <= 8 ? '...' : `${key.slice(0, 4)}...${key.slice(-4)}`;

export const providerTestStateSchema = z.enum([
  'configured',
  'invalid_key',
  'unreachable',
  'unverified',
  'not_configured',
]);
/**
 * Outcome of a provider's 'test' action: the key was accepted, refused, or no answer came.
 * 'unverified' when the provider has no check we can call, 'not_configured' when no key is stored.
 */
export const providerTestResultSchema = z.object({ state: providerTestStateSchema, message: z.string() });
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

// Answers of the keys API (server/src/routes/keys.ts); the web UI and the CLI take their types from here.

/** GET /api/keys/:provider: one provider's key as the user may see it, never the whole key. */
export const keyStatusSchema = z.object({
  provider: providerIdSchema,
  name: z.string(),
  configured: z.boolean(),
  /** First 4, '...', last 4 (Twilio: the account SID's first 8); null when not configured. */
  masked: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Twilio only: the from number (not a secret; the telephony screen shows it). */
  phoneNumber: z.string().optional(),
  /** Set when a stored key cannot be decrypted (the server's secret changed): save it again. */
  problem: z.string().optional(),
  /** OpenAI only: an OpenAI-compatible server (Ollama, llama.cpp) used instead of OpenAI's API. */
  baseUrl: z.string().optional(),
  /** OpenAI only: the chat model used instead of the spec's gpt-4o-mini. */
  model: z.string().optional(),
});
export type KeyStatus = z.infer<typeof keyStatusSchema>;

/** GET /api/keys. */
export const keyListSchema = z.object({ keys: z.array(keyStatusSchema) });
export type KeyList = z.infer<typeof keyListSchema>;

/** PUT /api/keys/:provider: the saved key (masked) and its format hints, never a refusal. */
export const savedKeySchema = keyStatusSchema.extend({
  configured: z.literal(true),
  masked: z.string(),
  updatedAt: z.string(),
  warnings: z.array(z.string()),
});
export type SavedKey = z.infer<typeof savedKeySchema>;

/** DELETE /api/keys/:provider: `removed` is false when no key was stored. */
export const removedKeySchema = z.object({
  provider: providerIdSchema,
  configured: z.literal(false),
  removed: z.boolean(),
});
export type RemovedKey = z.infer<typeof removedKeySchema>;

/** One provider in GET /api/providers/status: its catalogue entry and its key's state. */
export const providerStateSchema = providerCatalogueEntrySchema.extend({
  configured: z.boolean(),
  masked: z.string().nullable(),
});
export type ProviderState = z.infer<typeof providerStateSchema>;

/** GET /api/providers/status: the real count for the banner and every provider's state. */
export const providersStatusSchema = z.object({
  configured: z.number().int(),
  total: z.number().int(),
  providers: z.array(providerStateSchema),
});
export type ProvidersStatus = z.infer<typeof providersStatusSchema>;
