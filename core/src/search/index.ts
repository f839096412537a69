export * from './search-service.js';
export * from './query-parser.js';
export * from '../schemas/search.js';
