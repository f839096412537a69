import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutRequestSchema,
  type CheckoutConfirmation,
  type Core,
  type RedirectResponse,
} from '@recruit/core';
import { parseBody, requireUser } from '../http.js';

/** Where Stripe sends the browser back: the configured public address, else the request's own. */
const returnBase = (core: Core, req: FastifyRequest) =>
  core.config.publicUrl ?? `${req.protocol}://${req.host}`;

/**
 * Billing: checkout (the spec's create-checkout), its confirmation for the payment-success page, the
 * customer portal, and Stripe's webhook. The webhook needs the raw body for its signature, so it lives
 * in its own scope with a buffer parser; it carries no Origin header, so the Origin check lets it by.
 */
export function billingRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { sessionId: string } }>(
      '/api/billing/checkout/:sessionId',
      async (req): Promise<CheckoutConfirmation> => core.billing.confirmCheckout(req.params.sessionId),
    );

    app.post('/api/billing/checkout', async (req): Promise<RedirectResponse> => {
      const s = await requireUser(core, req);
      const body = parseBody(checkoutRequestSchema, req.body);
      return core.billing.createCheckout(s.userId, body, returnBase(core, req));
    });

    app.post('/api/billing/portal', async (req): Promise<RedirectResponse> => {
      const s = await requireUser(core, req);
      return core.billing.openPortal(s.userId, returnBase(core, req));
    });

    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post('/api/billing/webhook', async (req) => {
        const signature = req.headers['stripe-signature'];
        return core.billing.handleWebhook(
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      });
    });
  };
}
