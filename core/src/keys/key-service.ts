import type { Db } from '../db/database.js';
import { AppError, isAppError } from '../errors.js';
import {
  checkProviderKey,
  emptyKeyMessage,
  keyFormatHints,
  maskApiKey,
  maskTwilioSid,
  providerCatalogue,
  providerIds,
  providerInfo,
  twilioCredentialsSchema,
  validateTwilioCredentials,
  type KeyStatus,
  type ProviderId,
  type ProviderTestResult,
  type RemovedKey,
  type SavedKey,
  type TwilioCredentials,
} from '../schemas/provider-keys.js';
import { KEY_MESSAGES } from '../schemas/key-messages.js';
import { CHAT_REQUEST_MESSAGES } from '../schemas/chat.js';
import { createSecretBox, UnsealError, type SecretBox } from './secret-box.js';

/** The spec's messages for key storage live with the shared schemas (the web UI shows them too). */
export { KEY_MESSAGES };

// KeyStatus, SavedKey and RemovedKey are the keys API's answers: schemas in core/schemas/provider-keys.ts.

/** OpenAI: a key, and optionally an OpenAI-compatible server and a model (a local server needs no key). */
export type ModelKeyInput = { value?: string; baseUrl?: string | null; model?: string | null };

/** What `save` takes: a key, for Twilio the three credentials, for OpenAI a key with its server and model. */
export type KeyInput = string | Partial<TwilioCredentials> | ModelKeyInput;

/** The user's chat model as stored with the OpenAI key: the key ('' for a local server), base URL and model. */
export type ModelSettings = { apiKey: string | undefined; baseUrl: string | null; model: string | null };

/** 'http://localhost:11434/v1/' → 'http://localhost:11434/v1'; '' → null; anything but http(s) is refused. */
export function normaliseBaseUrl(input: string | null | undefined): string | null {
  const raw = input?.trim() ?? '';
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('validation', 'invalid_base_url', CHAT_REQUEST_MESSAGES.baseUrlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('validation', 'invalid_base_url', CHAT_REQUEST_MESSAGES.baseUrlInvalid);
  return raw.replace(/\/+$/, '');
}

/** What a masked key shows when a local model server was saved without a key. */
export const NO_KEY_MASK = '(no key)';

/** The key check of one provider, given the stored value (decrypted). */
export type StoredKeyTester = (provider: ProviderId, stored: string) => Promise<ProviderTestResult>;

type Deps = {
  db: Db;
  /** The 32-byte encryption key, or a function that resolves it on first use (the key file, scrypt). */
  secretKey: Buffer | (() => Promise<Buffer>);
  now?: () => Date;
  /** Provider base URLs for the 'test' action (config.providerBaseUrls). */
  providerBaseUrls?: Record<string, string>;
  /** Per-call timeout of the 'test' action. */
  testTimeoutMs?: number;
  /** Replaces the provider clients' key checks (tests); by default they are loaded on first use. */
  tester?: StoredKeyTester;
};

const DEFAULT_TEST_TIMEOUT_MS = 15_000;

/** 'openai' → 'openai'; anything else is a 404 naming the known providers. */
export function parseProviderId(input: string): ProviderId {
  const id = input.trim().toLowerCase();
  if ((providerIds as readonly string[]).includes(id)) return id as ProviderId;
  throw new AppError(
    'not_found',
    'unknown_provider',
    `Unknown provider '${input}'. Known providers: ${providerIds.join(', ')}.`,
    { details: { providers: [...providerIds] } },
  );
}

/** Authenticated data of a sealed key: the value opens only on its owner's row for its provider. */
const sealContext = (userId: string, provider: ProviderId) => `user_api_keys\u0000${userId}\u0000${provider}`;

/** The Twilio rules of the spec as hard errors (code from the title, e.g. 'invalid_account_sid'). */
function checkTwilio(input: KeyInput): TwilioCredentials {
  let candidate: Partial<TwilioCredentials> = {};
  if (typeof input === 'string') {
    try {
      const parsed = twilioCredentialsSchema.partial().safeParse(JSON.parse(input));
      if (parsed.success) candidate = parsed.data;
    } catch {
      candidate = {};
    }
  } else {
    candidate = input as Partial<TwilioCredentials>;
  }
  const check = validateTwilioCredentials(candidate);
  if (!check.ok) {
    throw new AppError('validation', check.title.toLowerCase().replace(/\s+/g, '_'), check.message, {
      title: check.title,
      ...(check.field ? { details: { field: check.field } } : {}),
    });
  }
  return check.value;
}

/** The OpenAI row's server and model as the key answers show them (absent when not set). */
const modelFields = (r: { base_url?: string | null; model?: string | null }) => ({
  ...(r.base_url ? { baseUrl: r.base_url } : {}),
  ...(r.model ? { model: r.model } : {}),
});

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Per-user provider keys (the spec's user_api_keys), encrypted at rest. Every call is scoped to
 * one user id and one provider; the whole key leaves this service only through `get`, which is
 * meant for the provider clients.
 */
export const createKeyService = ({
  db,
  secretKey,
  now = () => new Date(),
  providerBaseUrls = {},
  testTimeoutMs = DEFAULT_TEST_TIMEOUT_MS,
  tester,
}: Deps) => {
  let box: Promise<SecretBox> | undefined;
  const secretBox = () => {
    if (!box) {
      box = (typeof secretKey === 'function' ? secretKey() : Promise.resolve(secretKey)).then(
        createSecretBox,
      );
      // A failed key load (damaged key file) is retried on the next call rather than cached.
      box.catch(() => (box = undefined));
    }
    return box;
  };

  const unreadable = (provider: ProviderId, e: UnsealError) =>
    new AppError(
      'unavailable',
      'key_unreadable',
      e.problem === 'other_secret'
        ? `Your saved ${providerInfo(provider).name} key was encrypted under another secret and cannot be read here. Save it again.`
        : `Your saved ${providerInfo(provider).name} key cannot be read (${e.message}). Save it again.`,
      {
        hint: "RECRUIT_SECRET (or the data dir's secret.key) changed since the key was saved. Servers that share a PostgreSQL database must all use the same RECRUIT_SECRET.",
        details: { provider },
      },
    );

  const row = (userId: string, provider: ProviderId) =>
    db
      .selectFrom('user_api_keys')
      .select(['api_key', 'updated_at', 'base_url', 'model'])
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();

  const open = async (userId: string, provider: ProviderId, sealed: string): Promise<string> => {
    const b = await secretBox();
    try {
      return b.open(sealed, sealContext(userId, provider));
    } catch (e) {
      if (e instanceof UnsealError) throw unreadable(provider, e);
      throw e;
    }
  };

  const maskOf = (provider: ProviderId, plain: string): Pick<KeyStatus, 'masked' | 'phoneNumber'> => {
    if (provider === 'openai' && !plain) return { masked: NO_KEY_MASK };
    if (provider !== 'twilio') return { masked: maskApiKey(plain) };
    const parsed = (() => {
      try {
        return twilioCredentialsSchema.safeParse(JSON.parse(plain));
      } catch {
        return undefined;
      }
    })();
    return parsed?.success
      ? { masked: maskTwilioSid(parsed.data.accountSid), phoneNumber: parsed.data.phoneNumber }
      : { masked: '...' };
  };

  /** Upserts the user's key for a provider; format hints come back as warnings, never a refusal. */
  async function save(userId: string | undefined, providerInput: string, value: KeyInput): Promise<SavedKey> {
    if (!userId) throw new AppError('unauthenticated', 'not_signed_in', KEY_MESSAGES.saveNeedsUser);
    const provider = parseProviderId(providerInput);
    let plain: string;
    let warnings: string[] = [];
    let model: { base_url: string | null; model: string | null } = { base_url: null, model: null };
    if (provider === 'twilio') {
      plain = JSON.stringify(checkTwilio(value));
    } else if (provider === 'openai' && typeof value === 'object' && value !== null) {
      const input = value as ModelKeyInput;
      const baseUrl = normaliseBaseUrl(input.baseUrl);
      const modelName = input.model?.trim() || null;
      const key = input.value?.trim() ?? '';
      // A local OpenAI-compatible server needs no key; OpenAI's own API does.
      if (!key && !baseUrl) throw new AppError('validation', 'api_key_required', emptyKeyMessage(provider));
      plain = key;
      warnings = key && !baseUrl ? keyFormatHints(provider, key) : [];
      model = { base_url: baseUrl, model: modelName };
    } else {
      const check = checkProviderKey(provider, typeof value === 'string' ? value : '');
      if (!check.ok) throw new AppError('validation', 'api_key_required', check.error);
      plain = check.key;
      warnings = check.warnings;
    }
    const updatedAt = now().toISOString();
    try {
      const sealed = (await secretBox()).seal(plain, sealContext(userId, provider));
      await db
        .insertInto('user_api_keys')
        .values({ user_id: userId, provider, api_key: sealed, updated_at: updatedAt, ...model })
        .onConflict((oc) =>
          oc.columns(['user_id', 'provider']).doUpdateSet((eb) => ({
            api_key: eb.ref('excluded.api_key'),
            updated_at: eb.ref('excluded.updated_at'),
            base_url: eb.ref('excluded.base_url'),
            model: eb.ref('excluded.model'),
          })),
        )
        .execute();
    } catch (e) {
      if (isAppError(e)) throw e;
      throw new AppError('unavailable', 'save_failed', KEY_MESSAGES.saveFailed(errorText(e)), { cause: e });
    }
    return {
      provider,
      name: providerInfo(provider).name,
      configured: true,
      updatedAt,
      warnings,
      ...maskOf(provider, plain),
      ...modelFields(model),
    } as SavedKey;
  }

  /**
   * The whole stored value (Twilio: its JSON), for the provider clients only; undefined when
   * there is none or no user is signed in (the spec: reading without a user returns nothing).
   */
  async function get(userId: string | undefined, providerInput: string): Promise<string | undefined> {
    if (!userId) return undefined;
    const provider = parseProviderId(providerInput);
    const r = await row(userId, provider);
    return r ? open(userId, provider, r.api_key) : undefined;
  }

  /** Deletes the user's key for a provider; `removed` is false when none was stored. */
  async function remove(userId: string | undefined, providerInput: string): Promise<RemovedKey> {
    if (!userId) throw new AppError('unauthenticated', 'not_signed_in', KEY_MESSAGES.deleteNeedsUser);
    const provider = parseProviderId(providerInput);
    try {
      const result = await db
        .deleteFrom('user_api_keys')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return { provider, configured: false, removed: Number(result.numDeletedRows) > 0 };
    } catch (e) {
      throw new AppError('unavailable', 'delete_failed', KEY_MESSAGES.deleteFailed(errorText(e)), {
        cause: e,
      });
    }
  }

  const statusOf = async (
    userId: string,
    provider: ProviderId,
    r: { api_key: string; updated_at: string; base_url?: string | null; model?: string | null } | undefined,
  ): Promise<KeyStatus> => {
    const base = { provider, name: providerInfo(provider).name };
    if (!r) return { ...base, configured: false, masked: null, updatedAt: null };
    try {
      return {
        ...base,
        configured: true,
        updatedAt: r.updated_at,
        ...maskOf(provider, await open(userId, provider, r.api_key)),
        ...modelFields(r),
      };
    } catch (e) {
      if (!isAppError(e) || e.code !== 'key_unreadable') throw e;
      return { ...base, configured: true, masked: null, updatedAt: r.updated_at, problem: e.message };
    }
  };

  /** Every provider of the catalogue with its state for this user, masked. */
  async function list(userId: string): Promise<KeyStatus[]> {
    const rows = await db
      .selectFrom('user_api_keys')
      .select(['provider', 'api_key', 'updated_at', 'base_url', 'model'])
      .where('user_id', '=', userId)
      .execute();
    const byProvider = new Map(rows.map((r) => [r.provider, r]));
    return Promise.all(providerCatalogue.map((p) => statusOf(userId, p.id, byProvider.get(p.id))));
  }

  /** One provider's state for this user, masked. */
  async function status(userId: string, providerInput: string): Promise<KeyStatus> {
    const provider = parseProviderId(providerInput);
    return statusOf(userId, provider, await row(userId, provider));
  }

  /** The key lookup the provider clients take (`createProviderClients({ keys })`). */
  const lookupFor =
    (userId: string) =>
    (provider: ProviderId): Promise<string | undefined> =>
      get(userId, provider);

  /** The user's chat model: the OpenAI row's key, base URL and model; undefined when none is saved. */
  async function modelSettings(userId: string): Promise<ModelSettings | undefined> {
    const r = await row(userId, 'openai');
    if (!r) return undefined;
    const key = (await open(userId, 'openai', r.api_key)).trim();
    return { apiKey: key || undefined, baseUrl: r.base_url ?? null, model: r.model ?? null };
  }

  /** The 'test' action: one cheap real call with the stored key → configured, invalid_key or unreachable. */
  async function test(userId: string, providerInput: string): Promise<ProviderTestResult> {
    const provider = parseProviderId(providerInput);
    const stored = await get(userId, provider);
    if (stored === undefined)
      return { state: 'not_configured', message: KEY_MESSAGES.notConfigured(provider) };
    if (tester) return tester(provider, stored);
    // The provider SDKs load only here, so the light entry point stays light.
    const { createProviderClients } = await import('../providers/factory.js');
    const clients = createProviderClients({
      config: { providerBaseUrls },
      keys: async (p) => (p === provider ? stored : undefined),
      ...(provider === 'openai' ? { modelSettings: () => modelSettings(userId) } : {}),
      timeoutMs: testTimeoutMs,
    });
    return clients.testKey(provider, stored);
  }

  return { save, get, remove, list, status, lookupFor, modelSettings, test };
};

export type KeyService = ReturnType<typeof createKeyService>;
