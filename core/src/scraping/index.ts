export * from './scraping-service.js';
