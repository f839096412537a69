#!/usr/bin/env node
// Loads the built CLI. Run `npm run build` first (npm start does it for you).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../cli/dist/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('recruit is not built yet. Run `npm run build` in the repository first.\n');
  process.exit(1);
}
await import(entry.href);
