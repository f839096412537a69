export * from './linkedin-service.js';
