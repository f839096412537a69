// The feature catalogue: the one list of what the product offers, by plan. The plan gate, the pricing
// page, the tools catalogue and nav of the web UI, the dashboard, every server route and every CLI
// command read it; nothing else lists features. Pure: the web UI imports this file.
import type { Tier } from './auth.js';
import type { ProviderId } from './provider-keys.js';

/** The spec's plan feature keys ('Tier-based access'). */
export const FEATURE_KEYS = [
  'ai-chat',
  'resume-parsing-basic',
  'resume-parsing',
  'linkedin-scraping',
  'web-scraping',
  'email-basic',
  'email-services',
  'calling-basic',
  'calling-advanced',
  'custom-integrations',
] as const;
/** Tools the spec leaves open on every plan. */
export const OPEN_TOOL_KEYS = [
  'candidate-screening',
  'smart-sourcing',
  'smart-search',
  'engagement',
  'domains',
  'interview-scheduling',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number] | (typeof OPEN_TOOL_KEYS)[number];

export type FeatureEntry = {
  key: FeatureKey;
  /** The name in the spec's '{feature name} is not available in your current plan…' message. */
  title: string;
  /** One line for plan cards and the tools catalogue. */
  description: string;
  /** The web page of the tool, when it has one. */
  route: string | null;
  /** Other pages behind the same gate (the spec: 'LinkedIn and HeyReach | linkedin-scraping'). */
  alsoGates?: readonly string[];
  /** Tiers whose plan lists this key (the trial opens every feature). */
  tiers: readonly Tier[];
  /** The provider whose key makes the tool use it; null when the tool is local only. */
  provider: ProviderId | null;
  /** A monthly cap per tier, counted on the server (`plans.use`), with the unit shown to users. */
  monthlyLimit?: { tier: Tier; count: number; unit: string; reached: string };
  /**
   * The key this one stands in for on a lesser plan: Basic's resume-parsing-basic opens resume
   * parsing with a monthly limit, email-basic opens the email tool, calling-advanced replaces
   * calling-basic on Enterprise.
   */
  standsInFor?: FeatureKey;
  /** Listed among the dashboard's AI Features links. */
  dashboard?: boolean;
  /** False for the tools the spec opens on every plan: never refused, never in a plan's key list. */
  gated?: boolean;
  /** The row label of the pricing page's compare table; absent for keys that only stand in. */
  compareLabel?: string;
};

const ALL: readonly Tier[] = ['Basic', 'Pro', 'Enterprise'];
const PAID: readonly Tier[] = ['Pro', 'Enterprise'];

export const FEATURE_CATALOGUE: readonly FeatureEntry[] = [
  {
    key: 'ai-chat',
    title: 'AI Chat',
    description: 'AI recruiting assistant',
    route: '/features/ai-chat',
    tiers: ALL,
    provider: 'openai',
    dashboard: true,
    compareLabel: 'AI chat assistant',
  },
  {
    key: 'resume-parsing-basic',
    title: 'Resume Parsing',
    description: 'Extract candidate data from resumes',
    route: '/features/resume-parsing',
    tiers: ['Basic'],
    provider: 'textkernel',
    monthlyLimit: {
      tier: 'Basic',
      count: 5,
      unit: 'resumes',
      reached: 'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
    },
    standsInFor: 'resume-parsing',
  },
  {
    key: 'resume-parsing',
    title: 'Resume Parsing',
    description: 'Unlimited resume parsing',
    route: '/features/resume-parsing',
    tiers: PAID,
    provider: 'textkernel',
    dashboard: true,
    compareLabel: 'Resume parsing',
  },
  {
    key: 'linkedin-scraping',
    title: 'LinkedIn Scraping',
    description: 'Extract LinkedIn profiles',
    route: '/features/linkedin',
    alsoGates: ['/features/heyreach'],
    tiers: PAID,
    provider: 'phantombuster',
    monthlyLimit: {
      tier: 'Pro',
      count: 100,
      unit: 'profiles',
      reached:
        'You have used all 100 LinkedIn profiles of your plan this month. Please upgrade to scrape more.',
    },
    compareLabel: 'LinkedIn Scraping',
  },
  {
    key: 'web-scraping',
    title: 'Web Scraping',
    description: 'Extract data from websites',
    route: '/features/scraping',
    tiers: PAID,
    provider: 'phantombuster',
    compareLabel: 'Web Scraping',
  },
  {
    key: 'email-basic',
    title: 'Email',
    description: 'Compose emails and templates',
    route: '/features/email',
    tiers: ['Basic'],
    provider: 'replyio',
    standsInFor: 'email-services',
  },
  {
    key: 'email-services',
    title: 'Email Services',
    description: 'Bulk email and campaigns',
    route: '/features/email',
    tiers: PAID,
    provider: 'replyio',
    dashboard: true,
    compareLabel: 'Email tools',
  },
  {
    key: 'calling-basic',
    title: 'AI Calling',
    description: 'Automated candidate calls',
    route: '/features/call',
    alsoGates: ['/tools/automated-calls'],
    tiers: ['Pro'],
    provider: 'twilio',
    dashboard: true,
    compareLabel: 'AI Calling',
  },
  {
    key: 'calling-advanced',
    title: 'Advanced Calling',
    description: 'Advanced AI calling',
    route: '/features/call',
    tiers: ['Enterprise'],
    provider: 'twilio',
    standsInFor: 'calling-basic',
    compareLabel: 'Advanced Calling',
  },
  {
    key: 'custom-integrations',
    title: 'Custom Integrations',
    description: 'Connect your own tools',
    route: '/integrations',
    tiers: ['Enterprise'],
    provider: null,
    compareLabel: 'Custom Integrations',
  },
  {
    key: 'candidate-screening',
    title: 'Candidate Screening',
    description: 'Screen a resume against a job description',
    route: '/features/candidate-screening',
    tiers: ALL,
    provider: 'openai',
    gated: false,
    dashboard: true,
  },
  {
    key: 'smart-sourcing',
    title: 'Smart Sourcing',
    description: 'Find candidates that match a job description',
    route: '/features/smart-sourcing',
    tiers: ALL,
    provider: 'apollo',
    gated: false,
    dashboard: true,
  },
  {
    key: 'smart-search',
    title: 'Smart Search',
    description: 'Search your candidates: words, phrases, OR and NOT, skill:, title:, location: and company:',
    route: '/features/smart-search',
    tiers: ALL,
    provider: 'apollo',
    gated: false,
  },
  {
    key: 'engagement',
    title: 'Candidate Engagement',
    description: 'Generate outreach messages and send them by email or phone call',
    route: '/features/engagement',
    tiers: ALL,
    provider: 'openai',
    gated: false,
  },
  {
    key: 'domains',
    title: 'Domain Search & Monitoring',
    description: 'Search domains and monitor their expiry and status',
    route: '/features/dropcowboy',
    tiers: ALL,
    provider: 'dropcowboy',
    gated: false,
  },
  {
    // The spec gives the scheduling tool page no plan key: open on every plan.
    key: 'interview-scheduling',
    title: 'Interview Scheduling',
    description: 'Schedule interviews and send calendar invitations',
    route: '/tools/interview-scheduling',
    tiers: ALL,
    provider: null,
    gated: false,
  },
];

const byKey = new Map(FEATURE_CATALOGUE.map((f) => [f.key, f]));

/** The catalogue entry of a feature key. */
export const featureOf = (key: FeatureKey): FeatureEntry => byKey.get(key)!;

/** Feature keys with the names used in the 'not available' message. */
export const FEATURES = Object.fromEntries(FEATURE_CATALOGUE.map((f) => [f.key, f.title])) as Record<
  FeatureKey,
  string
>;

/** The keys each tier's plan lists, in catalogue order. */
const keysOf = (tier: Tier): readonly FeatureKey[] =>
  FEATURE_CATALOGUE.filter((f) => f.gated !== false && f.tiers.includes(tier)).map((f) => f.key);

/** The feature whose page is `route` (a lesser key that only stands in never owns a page). */
export const featureForRoute = (route: string): FeatureEntry | undefined =>
  FEATURE_CATALOGUE.find(
    (f) => f.standsInFor === undefined && (f.route === route || f.alsoGates?.includes(route)),
  );
export const TIER_FEATURES: Record<Tier, readonly FeatureKey[]> = {
  Basic: keysOf('Basic'),
  Pro: keysOf('Pro'),
  Enterprise: keysOf('Enterprise'),
};
