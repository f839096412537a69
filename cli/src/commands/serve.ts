import type { Command } from '@commander-js/extra-typings';
import { InvalidArgumentError } from '@commander-js/extra-typings';
import { AppError } from '@recruit/core';
import type { CliContext } from '../context.js';
import { writeLine } from '../io.js';

const parsePort = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('must be a port number 0-65535');
  return n;
};

export function registerServe(program: Command, ctx: CliContext) {
  program
    .command('serve')
    .description('run the web UI and the JSON API')
    .option('--port <port>', 'port to listen on (0 picks a free one)', parsePort, 5180)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (opts) => {
      // Loaded here, not at start-up: the other commands never need Fastify.
      const { buildServer } = await import('@recruit/server');
      const core = await ctx.core();
      const level = ctx.io.env.RECRUIT_LOG_LEVEL ?? 'warn';
      const app = await buildServer(core, {
        logger: { level },
        trustProxy: ctx.io.env.RECRUIT_TRUST_PROXY === '1',
      });
      let address: string;
      try {
        address = await app.listen({ port: opts.port, host: opts.host });
      } catch (e) {
        await app.close();
        const code = (e as { code?: string }).code;
        if (code === 'EADDRINUSE') {
          throw new AppError('unavailable', 'port_in_use', `Port ${opts.port} is already in use.`, {
            hint: 'Pick another with --port.',
          });
        }
        throw e;
      }
      const shown = address.replace('://[::1]', '://localhost');
      writeLine(
        ctx.io.stdout,
        `recruit is running at ${shown} (database: ${core.dialect}, data: ${core.config.home})`,
      );
      writeLine(ctx.io.stdout, 'Press Ctrl+C to stop.');
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void app.close().then(() => resolve());
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
