export { runCli, EXIT } from './run.js';
export type { CliIO } from './io.js';
