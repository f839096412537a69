export * from './key-service.js';
export * from './secret-box.js';
