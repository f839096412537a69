export * from './dashboard-service.js';
