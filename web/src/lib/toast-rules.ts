/** Toast constants and rules of spec §8–9 (document 1). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 300_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const DEFAULT_DURATION_MS = 5_000;
export const DESTRUCTIVE_DURATION_MS = 10_000;
export const SUBSCRIPTION_DURATION_MS = 8_000;
export const NETWORK_DURATION_MS = 15_000;

export type ToastVariant = 'default' | 'destructive';

const NETWORK_WORDS = /network|connection|offline|cors|failed to fetch|\bapi\b|configuration/i;

/** How long a toast stays, unless the caller gives its own duration. */
export function toastDuration(t: { variant?: ToastVariant; title?: string; description?: string }): number {
  if (t.variant === 'destructive') {
    return t.description && NETWORK_WORDS.test(t.description) ? NETWORK_DURATION_MS : DESTRUCTIVE_DURATION_MS;
  }
  if (t.title && /subscription/i.test(t.title)) return SUBSCRIPTION_DURATION_MS;
  return DEFAULT_DURATION_MS;
}

/*
 * The three 'Action required' hints. The spec points at a hosted backend's secrets; this product
 * has none, so each hint says where the setting lives here (DESIGN.md, "Readings of the spec"):
 * per-user provider keys live in API Settings, the payment provider in the server's environment.
 */
export const TELEPHONY_HINT =
  'Action required: Please check your telephony provider (Twilio) configuration in API Settings.';
export const API_KEY_HINT = 'Action required: Please configure the API key in API Settings.';
export const PAYMENT_HINT =
  "Action required: Please check your payment provider (Stripe) configuration in the server's environment.";

/** Appends the fitting hint to a destructive toast's description (once). */
export function withActionHint(
  variant: ToastVariant | undefined,
  description: string | undefined,
): string | undefined {
  if (variant !== 'destructive' || !description) return description;
  let hint: string | undefined;
  if (/twilio|telephony/i.test(description)) hint = TELEPHONY_HINT;
  else if (/api key/i.test(description)) hint = API_KEY_HINT;
  else if (/stripe|payment provider/i.test(description)) hint = PAYMENT_HINT;
  if (!hint || description.includes(hint)) return description;
  return `${description}\n${hint}`;
}
