export * from './chat-service.js';
