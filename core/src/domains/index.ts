export * from './domain-service.js';
export * from './rdap.js';
