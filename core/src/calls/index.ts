export * from './call-request-repo.js';
export * from './call-service.js';
export * from './scheduled-call-service.js';
