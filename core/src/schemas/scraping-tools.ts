// Shapes and messages of the scraping, LinkedIn and domain tools (issue 13), shared with the web UI.
// Pure: no Node APIs.
import * as z from 'zod';

/** What the local scraper extracts from a page; sits in a scrape result's `data.metadata.extracted`. */
export type PageExtract = {
  title: string;
  description: string;
  /** The final URL after redirects. */
  url: string;
  /** The main text (Readability), trimmed and bounded. */
  text: string;
  links: { href: string; text: string }[];
  emails: string[];
  phones: string[];
  /** Links to profiles on LinkedIn, X/Twitter, GitHub, Facebook, Instagram, YouTube. */
  socialProfiles: { network: string; url: string }[];
  /** Every JSON-LD object on the page with an @type (a @graph is flattened). */
  jsonLd: Record<string, unknown>[];
  jobPostings: Record<string, unknown>[];
  people: Record<string, unknown>[];
};

export const LOCAL_SCRAPE_MESSAGES = {
  completed: 'Scraped locally (no PhantomBuster key is configured).',
  batchSummary: (ok: number, total: number) => `${ok} of ${total} URLs scraped.`,
} as const;

// ── LinkedIn ──────────────────────────────────────────────────────────────────────────────────────
export const LINKEDIN_MESSAGES = {
  urlRequired: 'Please enter a LinkedIn profile URL.',
  invalidUrl: 'Please enter a valid LinkedIn profile URL.',
  invalidUrlTitle: 'Invalid URL',
  urlRequiredTitle: 'URL Required',
  demoTitle: 'Demo Data',
  demoText: 'This is sample data: no PhantomBuster API key is configured, so no profile was scraped.',
  extracted: 'Profile Extracted',
  saved: 'Candidate Saved',
  savedText: (name: string) => `${name} was added to your candidates.`,
  updatedText: (name: string) => `${name} is already among your candidates.`,
  demoNotSaved:
    'Sample data cannot be saved as a candidate. Configure your PhantomBuster API key to scrape real profiles.',
  noAgent: 'No LinkedIn profile scraper agent found in your PhantomBuster account.',
  noAgentSuggestion:
    'Add the "LinkedIn Profile Scraper" phantom in your PhantomBuster dashboard, then try again.',
  noProfile: 'PhantomBuster finished but its output holds no profile.',
  bulkSummary: (ok: number, total: number) => `${ok} of ${total} profiles extracted.`,
  bulkTooMany: (max: number) => `Please enter at most ${max} profile URLs at once.`,
  bulkEmpty: 'Please enter at least one LinkedIn profile URL.',
} as const;

export const MAX_BULK_LINKEDIN = 25;

const text = (max: number) => z.string().max(max).default('');

export const linkedinProfileSchema = z.object({
  name: z.string().min(1).max(200),
  headline: text(500),
  location: text(200),
  connections: text(50),
  url: z.string().max(2048).default(''),
  experience: z
    .array(z.object({ title: text(200), company: text(200), duration: text(100), description: text(2000) }))
    .max(50)
    .default([]),
  education: z
    .array(z.object({ school: text(200), degree: text(200), years: text(50) }))
    .max(20)
    .default([]),
  skills: z.array(z.string().max(100)).max(100).default([]),
});
/** The spec's LinkedIn profile (name, headline, location, connections, experience, education, skills). */
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

export type LinkedinResult = {
  status: 'success' | 'demo' | 'error';
  is_demo: boolean;
  url: string;
  profile?: LinkedinProfile;
  error?: string;
  suggestion?: string;
};

export type LinkedinSaveResult = { candidateId: string; created: boolean; message: string };

// ── Domains ───────────────────────────────────────────────────────────────────────────────────────
export const DOMAIN_STATUSES = ['available', 'registered', 'expired', 'unknown'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_SCREEN_MESSAGES = {
  queryRequiredTitle: 'Enter search query',
  queryRequired: 'Please enter a domain search query',
  invalidQuery: 'Please enter a domain name (like acme.com) or a word of letters, digits and hyphens.',
  searchFailedTitle: 'Search failed',
  searchFailed: 'Failed to search domains',
  searchedTitle: 'Search completed',
  searched: (n: number) => `Found ${n} domains matching your search`,
  monitorFailed: 'Failed to monitor domain',
  monitoringTitle: 'Domain monitoring started',
  monitoring: (domain: string) => `Now monitoring ${domain} for changes`,
  unknownStatus: 'Could not tell: the registry could not be reached. The status is unknown, not available.',
  notMonitored: (domain: string) => `${domain} is not among your monitored domains.`,
} as const;

/** The spec's domain search result, with the registrar and why a status is unknown. */
export type DomainResult = {
  id: string;
  domain: string;
  status: DomainStatus;
  registrar: string | null;
  expiry_date: string | null;
  price?: number;
  /** Why the status is 'unknown' (the registry could not be reached or answered oddly). */
  note?: string;
};

export type DomainChange = {
  at: string;
  field: 'status' | 'expiry_date' | 'registrar';
  from: string | null;
  to: string | null;
};

/** The spec's monitored domain, with when it was last checked and what changed. */
export type MonitoredDomainView = {
  id: string;
  domain: string;
  registrar: string | null;
  expiry_date: string | null;
  status: DomainStatus;
  checked_at: string | null;
  created_at: string;
  changes: DomainChange[];
};
