import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api.js';
import { retryDelay, shouldRetry } from './query-client.js';
import { API_KEY_HINT, PAYMENT_HINT, TELEPHONY_HINT, toastDuration, withActionHint } from './toast-rules.js';

describe('toast duration rules (spec §9)', () => {
  it('gives 5000 ms by default, 10000 ms to destructive toasts and 8000 ms to subscription titles', () => {
    expect(toastDuration({ title: 'Signed out successfully' })).toBe(5000);
    expect(
      toastDuration({ variant: 'destructive', title: 'Sign in failed', description: 'Invalid password' }),
    ).toBe(10000);
    expect(toastDuration({ title: 'Subscription updated' })).toBe(8000);
    // Only non-destructive toasts get the subscription duration.
    expect(
      toastDuration({
        variant: 'destructive',
        title: 'Subscription Check Failed',
        description: 'Defaulting to Basic plan.',
      }),
    ).toBe(10000);
  });

  it('gives 15000 ms to destructive toasts about the network or configuration', () => {
    for (const description of [
      'Network issue',
      'Connection lost',
      'You are offline',
      'CORS error',
      'Failed to fetch',
      'The API answered 500',
      'Configuration Error in setup',
    ]) {
      expect(toastDuration({ variant: 'destructive', description })).toBe(15000);
    }
    expect(toastDuration({ description: 'Failed to fetch' })).toBe(5000);
  });
});

describe("the 'Action required' hints", () => {
  it('appends the fitting hint to destructive toasts only, once', () => {
    expect(withActionHint('destructive', 'Twilio rejected the call')).toBe(
      `Twilio rejected the call\n${TELEPHONY_HINT}`,
    );
    expect(withActionHint('destructive', 'OpenAI API Key not configured')).toBe(
      `OpenAI API Key not configured\n${API_KEY_HINT}`,
    );
    expect(withActionHint('destructive', 'Stripe is not set up')).toBe(
      `Stripe is not set up\n${PAYMENT_HINT}`,
    );
    expect(withActionHint('default', 'Twilio rejected the call')).toBe('Twilio rejected the call');
    const once = withActionHint('destructive', 'Missing API key');
    expect(withActionHint('destructive', once)).toBe(once);
    expect(API_KEY_HINT).toBe('Action required: Please configure the API key in API Settings.');
  });
});

describe('data fetching retries (spec §9)', () => {
  it('retries 3 times with exponential backoff capped at 30 s, never on a 4xx', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(shouldRetry(0, new NetworkError())).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'unavailable', 'down'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'unavailable', 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'no_account', 'No account'))).toBe(false);
  });
});

describe('the toast queue', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one toast visible and forgets a dismissed one after 300000 ms', async () => {
    vi.useFakeTimers();
    const { toast, dismissToast, currentToasts } = await import('./toast.js');
    toast({ title: 'First' });
    const second = toast({ variant: 'destructive', title: 'Sign in failed', description: 'Failed to fetch' });
    expect(currentToasts().map((t) => t.title)).toEqual(['Sign in failed']);
    expect(currentToasts()[0]!.duration).toBe(15000);
    dismissToast(second.id);
    expect(currentToasts()[0]!.open).toBe(false);
    vi.advanceTimersByTime(299_999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });
});
