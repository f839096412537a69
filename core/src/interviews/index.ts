export * from './ics.js';
export * from './interview-service.js';
