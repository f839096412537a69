export * from './engagement-service.js';
