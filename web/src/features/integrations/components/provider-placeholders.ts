import type { ProviderId } from '@recruit/core/schemas';

/** What each key field shows before typing: the provider's usual key shape, never a real key. */
export const KEY_PLACEHOLDERS: Partial<Record<ProviderId, string>> = {
  openai: 'sk-...',
  stripe: 'sk_live_... or sk_test_...',
  phantombuster: 'Your PhantomBuster API key',
  heyreach: 'Your HeyReach API key',
  makeai: 'Your Make.ai API key',
  textkernel: 'Your Textkernel API key',
  replyio: 'Your Reply.io API key',
  jobin: 'Your JobIn API key (not a URL)',
  apollo: 'Your Apollo API key (not a URL)',
  dropcowboy: 'Your Drop Cowboy API key',
};
