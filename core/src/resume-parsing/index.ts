export * from './resume-parsing-service.js';
