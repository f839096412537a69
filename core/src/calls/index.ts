export * from './call-request-repo.js';
export * from './call-service.js';
