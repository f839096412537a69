import * as z from 'zod';
import { featureBlockedMessage } from './messages.js';
import { tierSchema, type Tier } from './auth.js';
import { CHECKOUT_MODES } from './billing.js';
import { FEATURE_CATALOGUE, featureOf, type FeatureKey } from './features.js';

export const TIERS = ['Basic', 'Pro', 'Enterprise'] as const satisfies readonly Tier[];
export const TRIAL_DAYS = 14;

export type AccessDecision =
  | { allowed: true; via: FeatureKey | 'trial'; monthlyLimit?: number; limitReached?: string }
  | { allowed: false; message: string };

/**
 * checkFeatureAccess: the plan gate, read from the feature catalogue; shared by the server
 * (enforcing, through `plans.use`) and the web UI and CLI (display).
 */
export function checkFeatureAccess(
  plan: { tier: Tier; trialActive: boolean },
  feature: FeatureKey,
): AccessDecision {
  if (featureOf(feature).gated === false) return { allowed: true, via: feature };
  if (plan.trialActive) return { allowed: true, via: 'trial' };
  const own = FEATURE_CATALOGUE.filter((f) => f.tiers.includes(plan.tier));
  const entry = own.find((f) => f.key === feature) ?? own.find((f) => f.standsInFor === feature);
  if (!entry) return { allowed: false, message: featureBlockedMessage(featureOf(feature).title) };
  const limit = entry.monthlyLimit?.tier === plan.tier ? entry.monthlyLimit : undefined;
  return limit
    ? { allowed: true, via: entry.key, monthlyLimit: limit.count, limitReached: limit.reached }
    : { allowed: true, via: entry.key };
}

export const planCardSchema = z.object({
  name: tierSchema,
  /** Dollars per month. */
  price: z.number(),
  priceId: z.string().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  services: z.array(
    z.object({ name: z.string(), description: z.string(), route: z.string(), limit: z.string().optional() }),
  ),
  buttonText: z.string(),
  isPopular: z.boolean(),
});
export type PlanCard = z.infer<typeof planCardSchema>;

/**
 * GET /api/plans: the pricing page's plans with this server's price ids, the user's current tier
 * (null when signed out), and `checkout`: online checkout on this server ('off' without the
 * operator's Stripe key).
 */
export const plansAnswerSchema = z.object({
  plans: z.array(planCardSchema),
  current: tierSchema.nullable(),
  salesEmail: z.string(),
  checkout: z.enum(CHECKOUT_MODES),
});
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

/** A plan card's services: the catalogue's features of the tier that have a page. */
const servicesFor = (tier: Tier): PlanCard['services'] =>
  FEATURE_CATALOGUE.filter((f) => f.gated !== false && f.tiers.includes(tier) && f.route !== null).map(
    (f) => ({
      name: f.title,
      description: f.description,
      route: f.route!,
      ...(f.monthlyLimit?.tier === tier
        ? { limit: `${f.monthlyLimit.count} ${f.monthlyLimit.unit} per month` }
        : {}),
    }),
  );

/** The pricing page's plans (what a user subscribes to). */
export const PRICING_PLANS: PlanCard[] = [
  {
    name: 'Basic',
    price: 0,
    priceId: null,
    description: 'Get started with AI-assisted recruiting',
    features: ['AI chat assistant', 'Resume parsing (5 per month)', 'Basic email tools', '14-day free trial'],
    services: servicesFor('Basic'),
    buttonText: 'Get Started',
    isPopular: false,
  },
  {
    name: 'Pro',
    price: 29,
    priceId: null,
    description: 'Everything a recruiter needs to source, screen and engage',
    features: [
      'Everything in Basic',
      'Unlimited resume parsing',
      'LinkedIn scraping (100 profiles per month)',
      'Web scraping',
      'Email services and campaigns',
      'AI calling',
    ],
    services: servicesFor('Pro'),
    buttonText: 'Upgrade to Pro',
    isPopular: true,
  },
  {
    name: 'Enterprise',
    price: 99,
    priceId: null,
    description: 'Advanced calling and custom integrations for hiring teams',
    features: ['Everything in Pro', 'Advanced AI calling', 'Custom integrations', 'Priority support'],
    services: servicesFor('Enterprise'),
    buttonText: 'Upgrade to Enterprise',
    isPopular: false,
  },
];

/** The landing page's pricing section (marketing for the managed service). */
export const LANDING_PLANS = [
  {
    name: 'Startup',
    price: 297,
    features: ['Up to 10 active job postings', '10 AI interviews', 'Email support'],
    buttonText: 'Get Started',
    isPopular: false,
    jobPostings: '10',
  },
  {
    name: 'Growth',
    price: 497,
    features: ['Up to 50 job postings', 'Unlimited AI interviews', 'Priority support', 'Custom workflows'],
    buttonText: 'Get Started',
    isPopular: true,
    jobPostings: '50',
  },
  {
    name: 'Enterprise',
    price: 997,
    features: ['Unlimited job postings', 'Custom AI training', 'Dedicated account manager', 'API access'],
    buttonText: 'Contact Sales',
    isPopular: false,
    jobPostings: 'Unlimited',
  },
] as const;

export const isValidPriceId = (priceId: string): boolean => priceId.startsWith('price_');
