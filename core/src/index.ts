export * from './errors.js';
export * from './config/config.js';
