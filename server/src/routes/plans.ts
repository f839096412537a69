import type { FastifyInstance } from 'fastify';
import { PRICING_PLANS, type Core } from '@recruit/core';
import { requireUser, sessionToken } from '../http.js';

/** The plans on offer (pricing page) and the signed-in user's subscription. */
export function planRoutes(core: Core) {
  return async (app: FastifyInstance) => {
    // The spec's check-subscription (cookie or `Authorization: Bearer <token>`): the local state,
    // refreshed from Stripe when stale, with this month's use of the limited features.
    app.get('/api/subscription', async (req) => {
      const s = await requireUser(core, req);
      return core.billing.subscription(s.userId);
    });

    app.get('/api/plans', async (req) => {
      const s = await core.accounts.getSession(sessionToken(req));
      const plan = s ? await core.plans.getPlan(s.userId) : null;
      // Without the operator's Stripe key no plan offers a price: the cards say Contact Sales.
      const plans = PRICING_PLANS.map((p) => ({ ...p, priceId: core.billing.priceIdFor(p.name) }));
      return {
        plans,
        current: plan?.tier ?? null,
        salesEmail: core.config.salesEmail,
        checkout: core.billing.checkoutMode,
      };
    });
  };
}
