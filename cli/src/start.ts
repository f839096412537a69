// What the `recruit` binary runs, from either entry: main.ts (the ES module build) or the one-file
// CommonJS bundle bin/recruit.js loads with V8's code cache (cli/cached-bundle.mjs). Colour settings
// must be applied before Ink (and its chalk) is first imported, so everything else loads dynamically.

/** Runs the CLI on `argv` (without node and the script) and sets process.exitCode. */
export async function start(argv: string[]): Promise<void> {
  if (process.env.NO_COLOR !== undefined || argv.includes('--no-color') || process.env.TERM === 'dumb') {
    process.env.FORCE_COLOR = '0';
  }
  // The CLI draws nothing: pdf.js (in the parse threads, which inherit this environment) loads
  // @napi-rs/canvas for rendering only, and its scan of the system fonts took ~130 ms per thread.
  process.env.DISABLE_SYSTEM_FONTS_LOAD ??= '1';
  // `recruit parse …`: one parse thread starts now and loads the parser and pdf.js while this thread
  // loads the command tree (a thread takes longer to get ready than the command takes to start);
  // the parse takes it over, and it ends below when the command did not parse.
  const asksHelp = argv.some((a) => a === 'help' || a === '--help' || a === '-h');
  const warm =
    argv[0] === 'parse' && !asksHelp
      ? import('@recruit/core/resume').then((m) => (m.warmUpParseThread(), m))
      : undefined;
  const { processIO } = await import('./io.js');
  const io = processIO();
  // Help and the version come from the command tree alone; anything else runs through runCli.
  const { showHelpOrVersion } = await import('./program.js');
  if (!(await showHelpOrVersion(argv, io))) {
    const { runCli } = await import('./run.js');
    process.exitCode = await runCli(argv, io);
  }
  await (await warm)?.discardWarmParseThread();
}
