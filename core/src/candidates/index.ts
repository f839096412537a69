export * from './candidate-repo.js';
