// The light entry point: accounts, plans, storage, config, schemas. Heavy subsystems that load SDKs
// or parsers have their own entry points (`@recruit/core/providers`, `@recruit/core/resume`) so that
// a quick CLI command does not pay for loading them.
export * from './errors.js';
export * from './config/config.js';
export * from './db/database.js';
export type { Database } from './db/schema.js';
export * from './accounts/account-service.js';
export * from './accounts/email-check.js';
export * from './accounts/settings-service.js';
export * from './accounts/user-data.js';
export * from './plans/plan-service.js';
export * from './keys/index.js';
export * from './candidates/index.js';
export * from './dashboard/index.js';
export * from './scraping/index.js';
export * from './domains/index.js';
export * from './linkedin/index.js';
export * from './calls/index.js';
export * from './outreach/index.js';
export * from './chat/index.js';
export * from './engagement/index.js';
export * from './email/index.js';
export * from './interviews/index.js';
export * from './resume-parsing/index.js';
export * from './mail/mailer.js';
export * from './core.js';
export * from './schemas/index.js';
