export * from './outreach-service.js';
