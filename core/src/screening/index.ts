export * from './screening-service.js';
export * from './scorer.js';
export { readJob, type Job, type JobSkill } from './job.js';
export { findConcepts, conceptOf, titleWords, titleLevel } from './vocabulary.js';
export * from '../schemas/screening.js';
