export * from './domain-service.js';
export * from '../providers/rdap.js';
