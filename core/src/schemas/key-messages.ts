import { providerInfo, type ProviderId } from './provider-keys.js';

/**
 * The spec's messages for provider keys, telephony credentials, scraping and test calls (document 2
 * §5, §6 and §8). Pure: the key service, the CLI and the web UI all take them from here.
 */
export const KEY_MESSAGES = {
  saveNeedsUser: 'User must be authenticated to save API keys',
  deleteNeedsUser: 'User must be authenticated to delete API keys',
  saveFailed: (message: string) => `Failed to save API key: ${message}`,
  deleteFailed: (message: string) => `Failed to delete API key: ${message}`,
  notConfigured: (provider: ProviderId) => `${providerInfo(provider).name} API key not configured`,
  /** Toast fallbacks when an error carries no message. */
  saveFailedFallback: 'Failed to save API key',
  removeFailedFallback: 'Failed to remove API key',
  saved: (title: string) => `${title} saved successfully!`,
  removed: (title: string) => `${title} has been removed`,
  required: 'API Key Required',
  requiredText: 'Enter your API key to enable AI functionality',
  configured: 'API Key Configured',
} as const;

/** The telephony integration screen (Twilio). */
export const TWILIO_MESSAGES = {
  saved: 'Credentials Saved',
  savedText: 'Your Twilio credentials are stored encrypted on the server.',
  cleared: 'Credentials Cleared',
  clearedText: 'Enter your Twilio credentials again to save them.',
  testCallRequired: 'Please enter a phone number and message to test the call.',
  /** Title of the refusal above (the spec's Twilio screen wording for missing fields). */
  missingInformation: 'Missing Information',
  /** The demo answer's message when no credentials are saved. */
  demoCall: 'Call initiated successfully (Demo)',
  defaultTestMessage: 'Hello! This is a test call from your recruitment platform.',
  callInitiated: 'Call Initiated Successfully!',
  callFailed: 'Call Failed',
  callFailedFallback: 'Failed to initiate call',
} as const;

/** The scraping screen and its PhantomBuster variant. */
export const SCRAPING_MESSAGES = {
  urlRequired: 'URL Required',
  urlRequiredText: 'Please enter a URL to test scraping.',
  /** Beyond 'URL Required' the spec shows no URL check; we ask for an address the provider can open. */
  invalidUrl: 'Invalid URL',
  invalidUrlText: 'Please enter a valid website URL starting with http:// or https://.',
  urlTooLongText: 'Please enter a URL of at most 2048 characters.',
  keyRequired: 'API Key Required',
  keyRequiredText: 'Please configure your PhantomBuster API key first.',
  demoMode: 'Demo Mode',
  demoModeText: 'Demo data returned. Configure your API key for live scraping.',
  successful: 'Scraping Successful',
  complete: 'Scraping Complete',
  completeText: 'Check the results below for details.',
  failed: 'Scraping Failed',
  unknownError: 'An unknown error occurred',
} as const;
