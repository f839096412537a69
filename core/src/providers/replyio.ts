import * as z from 'zod';
import { AppError } from '../errors.js';
import type { EmailProvider, SendEmailInput, SendEmailResult } from './ports.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { DEFAULT_TIMEOUT_MS } from './provider-error.js';

export const REPLYIO_DEFAULT_BASE_URL = 'https://api.reply.io';

export type { EmailProvider, SendEmailInput, SendEmailResult };

const NAME = 'Reply.io';
const sendSchema = z
  .object({ status: z.string().nullish(), id: z.union([z.string(), z.number()]).nullish() })
  .loose()
  .nullish();

/** The spec's email checks, in its words, before anything is sent. */
export function checkEmailInput({ to, subject, content }: SendEmailInput): void {
  if (!to.trim())
    throw new AppError(
      'validation',
      'recipient_required',
      'Please enter at least one recipient email address.',
    );
  if (!subject.trim()) throw new AppError('validation', 'subject_required', 'Please enter an email subject.');
  if (!content.trim()) throw new AppError('validation', 'body_required', 'Please enter an email body.');
}

/**
 * Reply.io adapter: the spec's POST to the sendEmail action with {to, subject, content} and a
 * bearer key. Sending is never retried (a retry could send twice).
 */
export function createReplyIoClient({
  apiKey,
  baseUrl = REPLYIO_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): EmailProvider {
  const http: HttpProvider = {
    provider: 'replyio',
    displayName: NAME,
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}` },
    timeoutMs,
    retry,
  };
  return {
    async sendEmail(input) {
      checkEmailInput(input);
      const res = await providerRequest(http, {
        method: 'POST',
        path: '/v1/actions/sendEmail',
        body: { to: input.to.trim(), subject: input.subject, content: input.content },
        schema: sendSchema,
      });
      return { status: res?.status ?? 'sent', id: res?.id == null ? null : String(res.id) };
    },
    test: () =>
      keyTestOutcome(NAME, () =>
        providerRequest(http, { method: 'GET', path: '/v1/campaigns', schema: z.unknown() }),
      ),
  };
}
