// Entry point of the `recruit` binary. Colour settings must be applied before Ink (and its chalk)
// is first imported, so everything else is loaded dynamically.
const argv = process.argv.slice(2);
if (process.env.NO_COLOR !== undefined || argv.includes('--no-color') || process.env.TERM === 'dumb') {
  process.env.FORCE_COLOR = '0';
}
const { runCli } = await import('./run.js');
const { processIO } = await import('./io.js');
process.exitCode = await runCli(argv, processIO());
