export * from './transport.js';
export * from './smtp-settings.js';
export * from './email-service.js';
export * from './sequence-service.js';
export { IMAP_SETTINGS_MESSAGES, type ImapSettings } from './imap-settings.js';
export { IMAP_MESSAGES } from './imap-client.js';
export type { ReplyPass, ReplyReader } from './reply-reader.js';
