import { featureBlockedMessage } from './messages.js';
import type { Tier } from './auth.js';

export const TIERS = ['Basic', 'Pro', 'Enterprise'] as const satisfies readonly Tier[];
export const TRIAL_DAYS = 14;
export const BASIC_RESUME_PARSES_PER_MONTH = 5;
export const PRO_LINKEDIN_PROFILES_PER_MONTH = 100;

/** Feature keys of the spec with the names used in the 'not available' message. */
export const FEATURES = {
  'ai-chat': 'AI Chat',
  'resume-parsing-basic': 'Resume Parsing',
  'resume-parsing': 'Resume Parsing',
  'linkedin-scraping': 'LinkedIn Scraping',
  'web-scraping': 'Web Scraping',
  'email-basic': 'Email',
  'email-services': 'Email Services',
  'calling-basic': 'AI Calling',
  'calling-advanced': 'Advanced Calling',
  'custom-integrations': 'Custom Integrations',
} as const;
export type FeatureKey = keyof typeof FEATURES;

export const TIER_FEATURES: Record<Tier, readonly FeatureKey[]> = {
  Basic: ['ai-chat', 'resume-parsing-basic', 'email-basic'],
  Pro: ['ai-chat', 'resume-parsing', 'linkedin-scraping', 'web-scraping', 'email-services', 'calling-basic'],
  Enterprise: [
    'ai-chat',
    'resume-parsing',
    'linkedin-scraping',
    'web-scraping',
    'email-services',
    'calling-advanced',
    'custom-integrations',
  ],
};

/**
 * A feature is also granted by the lesser or greater key that stands in for it: Basic's
 * resume-parsing-basic opens resume parsing with a monthly limit, email-basic opens the email tool
 * (without campaigns), and Enterprise's calling-advanced replaces calling-basic.
 */
const GRANTED_BY: Partial<Record<FeatureKey, FeatureKey[]>> = {
  'resume-parsing': ['resume-parsing-basic'],
  'email-services': ['email-basic'],
  'calling-basic': ['calling-advanced'],
};

export type AccessDecision =
  { allowed: true; via: FeatureKey | 'trial'; monthlyLimit?: number } | { allowed: false; message: string };

/** checkFeatureAccess: the plan gate, shared by the server (enforcing) and the web UI (display). */
export function checkFeatureAccess(
  plan: { tier: Tier; trialActive: boolean },
  feature: FeatureKey,
): AccessDecision {
  if (plan.trialActive) return { allowed: true, via: 'trial' };
  const own = TIER_FEATURES[plan.tier];
  if (own.includes(feature)) return { allowed: true, via: feature };
  const stand = (GRANTED_BY[feature] ?? []).find((f) => own.includes(f));
  if (stand) {
    return stand === 'resume-parsing-basic'
      ? { allowed: true, via: stand, monthlyLimit: BASIC_RESUME_PARSES_PER_MONTH }
      : { allowed: true, via: stand };
  }
  return { allowed: false, message: featureBlockedMessage(FEATURES[feature]) };
}

export type PlanCard = {
  name: Tier;
  /** Dollars per month. */
  price: number;
  priceId: string | null;
  description: string;
  features: string[];
  services: { name: string; description: string; route: string; limit?: string }[];
  buttonText: string;
  isPopular: boolean;
};

/** The pricing page's plans (what a user subscribes to). */
export const PRICING_PLANS: PlanCard[] = [
  {
    name: 'Basic',
    price: 0,
    priceId: null,
    description: 'Get started with AI-assisted recruiting',
    features: ['AI chat assistant', 'Resume parsing (5 per month)', 'Basic email tools', '14-day free trial'],
    services: [
      { name: 'AI Chat', description: 'AI recruiting assistant', route: '/features/ai-chat' },
      {
        name: 'Resume Parsing',
        description: 'Extract candidate data from resumes',
        route: '/features/resume-parsing',
        limit: '5 resumes per month',
      },
      { name: 'Email', description: 'Compose emails and templates', route: '/features/email' },
    ],
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
    services: [
      { name: 'AI Chat', description: 'AI recruiting assistant', route: '/features/ai-chat' },
      { name: 'Resume Parsing', description: 'Unlimited resume parsing', route: '/features/resume-parsing' },
      {
        name: 'LinkedIn Scraping',
        description: 'Extract LinkedIn profiles',
        route: '/features/linkedin',
        limit: '100 profiles per month',
      },
      { name: 'Web Scraping', description: 'Extract data from websites', route: '/features/scraping' },
      { name: 'Email Services', description: 'Bulk email and campaigns', route: '/features/email' },
      { name: 'AI Calling', description: 'Automated candidate calls', route: '/features/call' },
    ],
    buttonText: 'Upgrade to Pro',
    isPopular: true,
  },
  {
    name: 'Enterprise',
    price: 99,
    priceId: null,
    description: 'Advanced calling and custom integrations for hiring teams',
    features: ['Everything in Pro', 'Advanced AI calling', 'Custom integrations', 'Priority support'],
    services: [
      { name: 'Advanced Calling', description: 'Advanced AI calling', route: '/features/call' },
      {
        name: 'Custom Integrations',
        description: 'Connect your own tools',
        route: '/integrations',
      },
    ],
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
