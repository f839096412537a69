export * from './transport.js';
export * from './smtp-settings.js';
export * from './email-service.js';
export * from './sequence-service.js';
