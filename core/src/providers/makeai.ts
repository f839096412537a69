import * as z from 'zod';
import type { ProviderTestResult } from '../schemas/provider-keys.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { DEFAULT_TIMEOUT_MS } from './provider-error.js';

/** Make's API lives per zone (eu1, eu2, us1, …); set RECRUIT_MAKEAI_BASE_URL for another zone. */
export const MAKEAI_DEFAULT_BASE_URL = 'https://eu1.make.com/api/v2';

/**
 * The product only stores the Make.ai key (Dashboard Quick Setup); the one call made is the key
 * check: who am I, with the `Token` authorization scheme Make uses.
 */
export function testMakeAiKey({
  apiKey,
  baseUrl = MAKEAI_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): Promise<ProviderTestResult> {
  return keyTestOutcome('Make.ai', () =>
    providerRequest(
      {
        provider: 'makeai',
        displayName: 'Make.ai',
        baseUrl,
        headers: { authorization: `Token ${apiKey}` },
        timeoutMs,
        retry,
      },
      { method: 'GET', path: '/users/me', schema: z.object({ authUser: z.unknown() }).loose() },
    ),
  );
}
