// Zod schemas, constants and pure functions shared with the web UI. No Node APIs here.
export * from './messages.js';
export * from './api-error.js';
export * from './auth.js';
export * from './account.js';
export * from './features.js';
export * from './dashboard.js';
export * from './billing.js';
export * from './plans.js';
export * from './resume.js';
export * from './provider-keys.js';
export * from './key-messages.js';
export * from './tool-results.js';
export * from './scraping-tools.js';
export * from './requests.js';
export * from './chat.js';
export * from './candidates.js';
export * from './candidate-io.js';
