// Worker entry used when the batch parser runs from TypeScript sources (under vitest, before a build):
// registers a transpiling loader in this worker thread, then loads the real worker module.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
const worker = await import('../parse-worker.ts');

export default worker.default;
