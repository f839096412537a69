import type { FastifyInstance } from 'fastify';
import type { Core } from '@recruit/core';

/** GET /api/health: the server answers and which database it uses (no sign-in). */
export function healthRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', async () => ({ ok: true, database: core.dialect }));
  };
}
