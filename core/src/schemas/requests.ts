// Request bodies of the tools' endpoints (keys, calls, call requests, scraping, candidates), each text
// field bounded with a message in the spec's style. The account fields are bounded by AUTH_LIMITS
// (auth.ts), a candidate's by CANDIDATE_LIMITS (resume.ts). Pure: the server parses with these, the
// web UI and the CLI may check with them before sending.
import * as z from 'zod';
import { SCRAPING_MESSAGES, TWILIO_MESSAGES } from './key-messages.js';
import { emptyKeyMessage, type ProviderId } from './provider-keys.js';
import { candidateInputSchema } from './resume.js';
import { CHAT_LIMITS, CHAT_REQUEST_MESSAGES } from './chat.js';

/** Upper bounds no real value reaches (a provider key is at most a few hundred characters). */
export const REQUEST_LIMITS = {
  apiKey: 1000,
  twilioAccountSid: 64,
  twilioAuthToken: 256,
  /** E.164 numbers have at most 15 digits; room for spaces, dashes and brackets. */
  phoneNumber: 32,
  countryCode: 8,
  /** A test call's spoken message (Twilio allows 4,096 characters of TwiML). */
  callMessage: 1000,
  url: 2048,
  fileName: 255,
} as const;

export const REQUEST_MESSAGES = {
  apiKeyTooLong: `Please enter an API key of at most ${REQUEST_LIMITS.apiKey} characters.`,
  accountSidTooLong: `Please enter an Account SID of at most ${REQUEST_LIMITS.twilioAccountSid} characters.`,
  authTokenTooLong: `Please enter an Auth Token of at most ${REQUEST_LIMITS.twilioAuthToken} characters.`,
  phoneTooLong: `Please enter a phone number of at most ${REQUEST_LIMITS.phoneNumber} characters.`,
  countryCodeTooLong: `Please enter a country code of at most ${REQUEST_LIMITS.countryCode} characters.`,
  messageTooLong: `Please enter a message of at most ${REQUEST_LIMITS.callMessage} characters.`,
  urlTooLong: SCRAPING_MESSAGES.urlTooLongText,
  fileNameTooLong: `File name must be at most ${REQUEST_LIMITS.fileName} characters`,
} as const;

/** Text of at most `max` characters after trimming (the value handed on is trimmed). */
const trimmedText = (max: number, tooLong: string, error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .max(max, tooLong);

// ── Provider keys ─────────────────────────────────────────────────────────────────────────────────
/** PUT /api/keys/:provider (every provider but Twilio) and POST /api/secrets/phantombuster-api-key. */
export const keyValueBody = (provider: ProviderId) =>
  z.object(
    {
      value: z
        .string({ error: emptyKeyMessage(provider) })
        .max(REQUEST_LIMITS.apiKey, REQUEST_MESSAGES.apiKeyTooLong),
      /** OpenAI only: an OpenAI-compatible server and a model name (chat.ts, issue 10). */
      baseUrl: z.string().max(CHAT_LIMITS.baseUrl, CHAT_REQUEST_MESSAGES.baseUrlTooLong).optional(),
      model: z.string().max(CHAT_LIMITS.model, CHAT_REQUEST_MESSAGES.modelTooLong).optional(),
    },
    { error: emptyKeyMessage(provider) },
  );

/** The telephony screen's message when a credential is missing or not text. */
export const MISSING_TWILIO_CREDENTIALS = 'Please fill in all fields to save your Twilio credentials.';

/** PUT /api/keys/twilio: the three credentials (the rules of the spec are checked by the key service). */
export const twilioCredentialsBody = z.object({
  accountSid: z
    .string({ error: MISSING_TWILIO_CREDENTIALS })
    .max(REQUEST_LIMITS.twilioAccountSid, REQUEST_MESSAGES.accountSidTooLong)
    .optional(),
  authToken: z
    .string({ error: MISSING_TWILIO_CREDENTIALS })
    .max(REQUEST_LIMITS.twilioAuthToken, REQUEST_MESSAGES.authTokenTooLong)
    .optional(),
  phoneNumber: z
    .string({ error: MISSING_TWILIO_CREDENTIALS })
    .max(REQUEST_LIMITS.phoneNumber, REQUEST_MESSAGES.phoneTooLong)
    .optional(),
});

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/calls/test {phoneNumber, message}; missing fields are the service's 'Missing Information'. */
export const testCallBody = z.object(
  {
    phoneNumber: trimmedText(
      REQUEST_LIMITS.phoneNumber,
      REQUEST_MESSAGES.phoneTooLong,
      TWILIO_MESSAGES.testCallRequired,
    ).default(''),
    message: trimmedText(
      REQUEST_LIMITS.callMessage,
      REQUEST_MESSAGES.messageTooLong,
      TWILIO_MESSAGES.testCallRequired,
    ).default(''),
  },
  { error: TWILIO_MESSAGES.testCallRequired },
);

/** POST /api/call-requests: the landing page's 'Let's Chat' form (phone without country code, country code). */
export const callRequestBody = z.object({
  phone: z.string().max(REQUEST_LIMITS.phoneNumber, REQUEST_MESSAGES.phoneTooLong).optional(),
  countryCode: z.string().max(REQUEST_LIMITS.countryCode, REQUEST_MESSAGES.countryCodeTooLong).optional(),
});
export type CallRequestBody = z.infer<typeof callRequestBody>;

// ── Scraping ──────────────────────────────────────────────────────────────────────────────────────
/** POST /api/scrape {url}; an empty URL is the service's 'URL Required'. */
export const scrapeBody = z.object(
  {
    url: trimmedText(
      REQUEST_LIMITS.url,
      REQUEST_MESSAGES.urlTooLong,
      SCRAPING_MESSAGES.urlRequiredText,
    ).default(''),
  },
  { error: SCRAPING_MESSAGES.urlRequiredText },
);

// ── Candidates ────────────────────────────────────────────────────────────────────────────────────
/** POST /api/candidates: a parsed (and possibly edited) resume, with the uploaded file's name as its source. */
export const saveCandidateBody = z.object({
  resume: candidateInputSchema,
  fileName: z.string().max(REQUEST_LIMITS.fileName, REQUEST_MESSAGES.fileNameTooLong).optional(),
});
export type SaveCandidateBody = z.infer<typeof saveCandidateBody>;
