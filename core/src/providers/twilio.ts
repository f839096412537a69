import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import { ProviderError } from '../errors.js';
import type { TwilioCredentials } from '../schemas/provider-keys.js';
import type { CallResult } from '../schemas/tool-results.js';
import type { CallProvider } from './ports.js';
import { keyTestOutcome } from './key-test.js';
import {
  DEFAULT_TIMEOUT_MS,
  errorCode,
  providerErrorFromStatus,
  providerTimeout,
  providerUnreachable,
} from './provider-error.js';

export const TWILIO_DEFAULT_BASE_URL = 'https://api.twilio.com';

/** The spec's call result. */
export type { CallProvider, CallResult };

export type TwilioClientOptions = {
  credentials: TwilioCredentials;
  /** Where the REST API lives; anything other than api.twilio.com is reached by rewriting URIs. */
  baseUrl?: string;
  timeoutMs?: number;
};

const NAME = 'Twilio';

/**
 * Twilio's `edge`/`region` settings can only name Twilio hosts, so a local fake (or a proxy) is
 * reached by rewriting each request URI to the configured base URL.
 */
class RewritingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs, autoRetry: false });
  }

  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const original = new URL(opts.uri);
    const target = new URL(this.baseUrl.replace(/\/+$/, '') + original.pathname + original.search);
    return super.request<TData>({ ...opts, uri: target.toString() });
  }
}

function mapError(e: unknown, timeoutMs: number): ProviderError {
  if (e instanceof ProviderError) return e;
  const status = (e as { status?: unknown }).status;
  if (e instanceof twilio.RestException || (typeof status === 'number' && status >= 400)) {
    const msg = (e as { message?: unknown }).message;
    return providerErrorFromStatus(
      'twilio',
      NAME,
      status as number,
      typeof msg === 'string' ? msg : undefined,
    );
  }
  const code = errorCode(e);
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(String((e as Error)?.message))) {
    return providerTimeout('twilio', NAME, timeoutMs, e);
  }
  return providerUnreachable('twilio', NAME, e);
}

/** TwiML that says the message once, in `voice` when given (man, woman, alice, Polly.*, Google.*). */
export function sayTwiml(message: string, voice?: string): string {
  const response = new twilio.twiml.VoiceResponse();
  if (voice) response.say({ voice: voice as 'alice' }, message);
  else response.say(message);
  return response.toString();
}

/** Twilio adapter over the official SDK. Creating a call is never retried (it would call twice). */
export function createTwilioClient({
  credentials,
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: TwilioClientOptions): CallProvider {
  const httpClient =
    baseUrl && new URL(baseUrl).origin !== TWILIO_DEFAULT_BASE_URL
      ? new RewritingRequestClient(baseUrl, timeoutMs)
      : new twilio.RequestClient({ timeout: timeoutMs, autoRetry: false });
  const sdk = twilio(credentials.accountSid, credentials.authToken, { httpClient, timeout: timeoutMs });

  return {
    async call({ to, message, voice }) {
      try {
        const call = await sdk.calls.create({
          to,
          from: credentials.phoneNumber,
          twiml: sayTwiml(message, voice),
        });
        return {
          status: call.status ?? 'queued',
          sid: call.sid,
          to: call.to ?? to,
          from: call.from ?? credentials.phoneNumber,
          message,
          duration: Number(call.duration ?? 0) || 0,
          timestamp: (call.dateCreated ?? new Date()).toISOString(),
          details: { price: call.price, direction: call.direction, uri: call.uri },
          is_demo: false,
        };
      } catch (e) {
        throw mapError(e, timeoutMs);
      }
    },
    async fetchCall(sid) {
      try {
        const call = await sdk.calls(sid).fetch();
        const duration = call.duration === null || call.duration === undefined ? null : Number(call.duration);
        return {
          sid: call.sid,
          status: call.status ?? 'unknown',
          duration: Number.isFinite(duration) ? duration : null,
        };
      } catch (e) {
        throw mapError(e, timeoutMs);
      }
    },
    test: () =>
      keyTestOutcome(NAME, async () => {
        try {
          await sdk.api.v2010.accounts(credentials.accountSid).fetch();
        } catch (e) {
          throw mapError(e, timeoutMs);
        }
      }),
  };
}
