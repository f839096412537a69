// Entry point of the `recruit` binary as an ES module (cli/dist/main.js, dist/cli/main.js); see start.ts.
import { start } from './start.js';

await start(process.argv.slice(2));
