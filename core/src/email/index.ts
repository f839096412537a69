export * from './transport.js';
export * from './smtp-settings.js';
