import type { ProviderTestResult } from '../schemas/provider-keys.js';
import { ProviderError } from '../errors.js';

/**
 * Runs one cheap provider call and reports what it says about the key: accepted (configured),
 * refused (invalid_key) or no usable answer (unreachable: network, timeout, 5xx, rate limit).
 */
export async function keyTestOutcome(
  displayName: string,
  call: () => Promise<unknown>,
): Promise<ProviderTestResult> {
  try {
    await call();
    return { state: 'configured', message: `${displayName} accepted the API key.` };
  } catch (e) {
    if (e instanceof ProviderError) {
      if (e.code === 'invalid_key') return { state: 'invalid_key', message: e.message };
      return { state: 'unreachable', message: e.message };
    }
    return { state: 'unreachable', message: `${displayName} could not be checked.` };
  }
}
