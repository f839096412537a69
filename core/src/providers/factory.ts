import type { Config } from '../config/config.js';
import { AppError } from '../errors.js';
import {
  providerInfo,
  twilioCredentialsSchema,
  validateTwilioCredentials,
  type ProviderId,
  type ProviderTestResult,
  type TwilioCredentials,
} from '../schemas/provider-keys.js';
import { APOLLO_DEFAULT_BASE_URL, createApolloClient, type PeopleSearchProvider } from './apollo.js';
import { createDomainClient, DOMAINS_DEFAULT_BASE_URL, type DomainProvider } from './domains.js';
import { createHeyReachClient, HEYREACH_DEFAULT_BASE_URL, type OutreachProvider } from './heyreach.js';
import { MAKEAI_DEFAULT_BASE_URL, testMakeAiKey } from './makeai.js';
import { createOpenAIClient, OPENAI_DEFAULT_BASE_URL, type ChatProvider } from './openai.js';
import { createPhantomBusterClient, PHANTOMBUSTER_DEFAULT_BASE_URL } from './phantombuster.js';
import type { CallProvider, ScrapingProvider } from './ports.js';
import type { ModelSettings } from '../keys/key-service.js';
import { configureKeyHint } from './provider-error.js';
import { createReplyIoClient, REPLYIO_DEFAULT_BASE_URL, type EmailProvider } from './replyio.js';
import { createStripeClient, STRIPE_DEFAULT_BASE_URL, type PaymentProvider } from './stripe.js';
import { createTwilioClient, TWILIO_DEFAULT_BASE_URL } from './twilio.js';

/** Reads the signed-in user's stored key (decrypted) for a provider. */
export type ProviderKeyLookup = (provider: ProviderId) => Promise<string | undefined>;

/** A key check for a provider this module has no client for (e.g. Textkernel's, kept with the parser). */
export type ProviderKeyTester = (
  key: string,
  opts: { baseUrl?: string; timeoutMs?: number },
) => Promise<ProviderTestResult>;

export type ProviderClientsDeps = {
  config: Pick<Config, 'providerBaseUrls'>;
  keys: ProviderKeyLookup;
  /** Per-call timeout for every client (each has its own default). */
  timeoutMs?: number;
  /** Extra or replacement key checks, by provider. */
  testers?: Partial<Record<ProviderId, ProviderKeyTester>>;
  /**
   * The user's chat model stored with the OpenAI key: an OpenAI-compatible server (a local Ollama or
   * llama.cpp needs no key) and a model name. Without it, the OpenAI client uses `keys` and the defaults.
   */
  modelSettings?: () => Promise<ModelSettings | undefined>;
};

/** The placeholder key sent to a local OpenAI-compatible server saved without a key (they ignore it). */
export const LOCAL_MODEL_KEY = 'no-key';

/** 'OpenAI API key not configured': the spec's message for a missing key. */
export const keyNotConfigured = (provider: ProviderId): AppError =>
  new AppError(
    'validation',
    'api_key_not_configured',
    `${providerInfo(provider).name} API key not configured`,
    {
      hint: configureKeyHint,
      details: { provider },
    },
  );

/** Reads the stored Twilio value: JSON {accountSid, authToken, phoneNumber}, checked with the spec's rules. */
export function parseTwilioCredentials(stored: string): TwilioCredentials {
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    json = undefined;
  }
  const parsed = twilioCredentialsSchema.partial().safeParse(json);
  const check = validateTwilioCredentials(parsed.success ? parsed.data : {});
  if (!check.ok) {
    throw new AppError('validation', 'invalid_twilio_credentials', check.message, {
      hint: 'Update your Twilio credentials on the Twilio integration page.',
      title: check.title,
    });
  }
  return check.value;
}

const defaultBaseUrls: Record<ProviderId, string | undefined> = {
  openai: OPENAI_DEFAULT_BASE_URL,
  twilio: TWILIO_DEFAULT_BASE_URL,
  stripe: STRIPE_DEFAULT_BASE_URL,
  phantombuster: PHANTOMBUSTER_DEFAULT_BASE_URL,
  heyreach: HEYREACH_DEFAULT_BASE_URL,
  replyio: REPLYIO_DEFAULT_BASE_URL,
  apollo: APOLLO_DEFAULT_BASE_URL,
  dropcowboy: DOMAINS_DEFAULT_BASE_URL,
  makeai: MAKEAI_DEFAULT_BASE_URL,
  textkernel: undefined,
  jobin: undefined,
};

/**
 * Builds each provider's client from the user's stored keys and the configured base URLs
 * (RECRUIT_<PROVIDER>_BASE_URL, else the real API). Keys are read when a client is asked for; a
 * provider with no stored key gives undefined (the tool's service decides: local work, the spec's
 * labelled demo, or the 'X API key not configured' error).
 */
export function createProviderClients({
  config,
  keys,
  timeoutMs,
  testers = {},
  modelSettings,
}: ProviderClientsDeps) {
  const baseUrl = (id: ProviderId): string | undefined => config.providerBaseUrls[id] ?? defaultBaseUrls[id];
  const common = (id: ProviderId) => ({
    ...(baseUrl(id) ? { baseUrl: baseUrl(id) } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const keyOf = async (id: ProviderId) => {
    const k = (await keys(id))?.trim();
    return k ? k : undefined;
  };

  const build = {
    openai: (apiKey: string): ChatProvider => createOpenAIClient({ apiKey, ...common('openai') }),
    twilio: (stored: string): CallProvider =>
      createTwilioClient({ credentials: parseTwilioCredentials(stored), ...common('twilio') }),
    stripe: (secretKey: string): PaymentProvider => createStripeClient({ secretKey, ...common('stripe') }),
    phantombuster: (apiKey: string): ScrapingProvider =>
      createPhantomBusterClient({ apiKey, ...common('phantombuster') }),
    heyreach: (apiKey: string): OutreachProvider => createHeyReachClient({ apiKey, ...common('heyreach') }),
    replyio: (apiKey: string): EmailProvider => createReplyIoClient({ apiKey, ...common('replyio') }),
    apollo: (apiKey: string): PeopleSearchProvider => createApolloClient({ apiKey, ...common('apollo') }),
    dropcowboy: (apiKey: string): DomainProvider => createDomainClient({ apiKey, ...common('dropcowboy') }),
  };

  /** The chat model: the stored key, server and model; a server without a key is a local model. */
  const chatModel = async (): Promise<ChatProvider | undefined> => {
    const settings = await modelSettings?.();
    const apiKey = settings ? settings.apiKey : await keyOf('openai');
    const ownUrl = settings?.baseUrl ?? undefined;
    if (!apiKey && !ownUrl) return undefined;
    return createOpenAIClient({
      apiKey: apiKey ?? LOCAL_MODEL_KEY,
      ...common('openai'),
      ...(ownUrl ? { baseUrl: ownUrl } : {}),
      ...(settings?.model ? { model: settings.model } : {}),
    });
  };

  const optional =
    <T>(id: ProviderId, make: (key: string) => T) =>
    async (): Promise<T | undefined> => {
      const k = await keyOf(id);
      return k === undefined ? undefined : make(k);
    };

  /** One cheap real call with a given key (saved or about to be saved). */
  const testKey = async (provider: ProviderId, key: string): Promise<ProviderTestResult> => {
    const custom = testers[provider];
    if (custom) return custom(key, common(provider));
    switch (provider) {
      case 'openai': {
        const client = await chatModel();
        if (client && (await modelSettings?.())?.baseUrl) return client.test();
        return build.openai(key).test();
      }
      case 'stripe':
      case 'phantombuster':
      case 'heyreach':
      case 'replyio':
      case 'apollo':
      case 'dropcowboy':
        return build[provider](key).test();
      case 'twilio': {
        let client: CallProvider;
        try {
          client = build.twilio(key);
        } catch (e) {
          return {
            state: 'invalid_key',
            message: e instanceof AppError ? e.message : 'Invalid Twilio credentials',
          };
        }
        return client.test();
      }
      case 'makeai':
        return testMakeAiKey({ apiKey: key, ...common('makeai') });
      case 'textkernel':
      case 'jobin':
        return {
          state: 'unverified',
          message: `${providerInfo(provider).name} has no key check here: the key is saved but was not verified.`,
        };
    }
  };

  return {
    /** The chat-model port: the user's OpenAI key, or their OpenAI-compatible server (no key needed). */
    openai: chatModel,
    stripe: optional('stripe', build.stripe),
    heyreach: optional('heyreach', build.heyreach),
    replyio: optional('replyio', build.replyio),
    apollo: optional('apollo', build.apollo),
    domains: optional('dropcowboy', build.dropcowboy),
    /** The scraping port (PhantomBuster: agents, launch, runs, output), when a key is stored. */
    phantombuster: optional('phantombuster', build.phantombuster),
    /** The telephony port (Twilio), when credentials are stored; stored ones that break the spec's rules throw. */
    twilio: optional('twilio', build.twilio),
    /** Like the getters above, but a missing key is the spec's 'X API key not configured' error. */
    async require<
      K extends 'openai' | 'stripe' | 'heyreach' | 'replyio' | 'apollo' | 'domains' | 'phantombuster',
    >(which: K) {
      const id: ProviderId = which === 'domains' ? 'dropcowboy' : which;
      const client = await this[which]();
      if (!client) throw keyNotConfigured(id);
      return client as NonNullable<Awaited<ReturnType<ProviderClients[K]>>>;
    },
    testKey,
    /** The 'test' action on the stored key. */
    async test(provider: ProviderId): Promise<ProviderTestResult> {
      const k = await keyOf(provider);
      if (k === undefined) return { state: 'not_configured', message: keyNotConfigured(provider).message };
      return testKey(provider, k);
    },
  };
}

export type ProviderClients = ReturnType<typeof createProviderClients>;
