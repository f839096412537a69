import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `everyMs` while the server is up (the background schedulers: campaign steps, due
 * calls, monitored domains). A pass never overlaps the previous one; the timer does not keep the
 * process alive; closing the server stops the timer and waits for a pass under way, so its writes
 * are finished when close() resolves. A failed pass is logged and the next one runs as usual.
 */
export function startTicker(
  app: FastifyInstance,
  everyMs: number,
  pass: () => Promise<unknown>,
  failure: string,
): void {
  if (everyMs <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(
        () => undefined,
        (e: unknown) => app.log.warn({ err: e }, failure),
      )
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
