import { mkdirSync } from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import * as z from 'zod';
import { AppError } from '../errors.js';

const envSchema = z.object({
  RECRUIT_HOME: z.string().min(1).optional(),
  RECRUIT_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  RECRUIT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  RECRUIT_ADMIN_EMAIL: z.string().email().optional(),
  RECRUIT_SALES_EMAIL: z.string().email().optional(),
  RECRUIT_SMTP_URL: z.string().url().optional(),
  RECRUIT_MAIL_FROM: z.string().optional(),
  /** Skip the DNS part of the sign-up email check (tests, air-gapped machines). */
  RECRUIT_EMAIL_DNS: z.enum(['on', 'off']).optional(),
  RECRUIT_PRICE_ID_PRO: z.string().startsWith('price_', "must start with 'price_'").optional(),
  RECRUIT_PRICE_ID_ENTERPRISE: z.string().startsWith('price_', "must start with 'price_'").optional(),
  /** The operator's Stripe account: billing of this server's users (not a user's own key). */
  RECRUIT_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  RECRUIT_STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', "must start with 'whsec_'").optional(),
  /** The address users open recruit at; Stripe sends them back there after checkout and the portal. */
  RECRUIT_PUBLIC_URL: z.string().url().optional(),
  /** Test-only: 'ip:port' pairs the local scraper may reach although they are not public (fixture sites). */
  RECRUIT_SCRAPE_ALLOW: z
    .string()
    .regex(/^(\[?[0-9a-fA-F.:]+\]?:\d{1,5})(,\[?[0-9a-fA-F.:]+\]?:\d{1,5})*$/, "must be 'ip:port' pairs")
    .optional(),
  /** Test-only: 'ip:port' pairs a user's own SMTP server may be at although they are not public. */
  RECRUIT_SMTP_ALLOW: z
    .string()
    .regex(/^(\[?[0-9a-fA-F.:]+\]?:\d{1,5})(,\[?[0-9a-fA-F.:]+\]?:\d{1,5})*$/, "must be 'ip:port' pairs")
    .optional(),
});

export type Config = {
  /** Data dir: everything the product writes lives here. */
  home: string;
  /** SQLite file in the data dir unless a PostgreSQL URL is given. */
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  secret: string | undefined;
  adminEmail: string | undefined;
  salesEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailDns: boolean;
  /** Provider base URLs, overridable with RECRUIT_<PROVIDER>_BASE_URL (tests point them at fakes). */
  providerBaseUrls: Record<string, string>;
  /** Card-payment price ids per tier; a plan without one shows 'Contact Sales'. */
  priceIds: Partial<Record<'Basic' | 'Pro' | 'Enterprise', string>>;
  /** The operator's Stripe secret key; without it there is no online checkout (plans show Contact Sales). */
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (POST /api/billing/webhook). */
  stripeWebhookSecret: string | undefined;
  /** Where users reach this server (checkout return URLs); else the request's own address. */
  publicUrl: string | undefined;
  /** Test-only exceptions to the local scraper's public-address rule: exact 'ip:port' pairs. */
  scrapeAllow?: string[];
  /** Test-only exceptions to the public-address rule for users' own SMTP servers: exact 'ip:port' pairs. */
  smtpAllow?: string[];
};

/** Reads the environment once, with one message listing everything that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new AppError('validation', 'bad_environment', `Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const home = path.resolve(e.RECRUIT_HOME ?? envPaths('recruit', { suffix: '' }).data);
  const providerBaseUrls: Record<string, string> = {};
  for (const [k, v] of Object.entries(cleaned)) {
    const m = /^RECRUIT_([A-Z0-9]+)_BASE_URL$/.exec(k);
    if (m && m[1] && v) providerBaseUrls[m[1].toLowerCase()] = v;
  }
  return {
    home,
    database: e.RECRUIT_DATABASE_URL
      ? { dialect: 'postgres', url: e.RECRUIT_DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(home, 'recruit.db') },
    secret: e.RECRUIT_SECRET,
    adminEmail: e.RECRUIT_ADMIN_EMAIL?.trim().toLowerCase(),
    salesEmail: e.RECRUIT_SALES_EMAIL ?? 'sales@recruit.local',
    smtpUrl: e.RECRUIT_SMTP_URL,
    mailFrom: e.RECRUIT_MAIL_FROM ?? 'recruit <no-reply@recruit.local>',
    emailDns: e.RECRUIT_EMAIL_DNS !== 'off',
    providerBaseUrls,
    priceIds: {
      ...(e.RECRUIT_PRICE_ID_PRO ? { Pro: e.RECRUIT_PRICE_ID_PRO } : {}),
      ...(e.RECRUIT_PRICE_ID_ENTERPRISE ? { Enterprise: e.RECRUIT_PRICE_ID_ENTERPRISE } : {}),
    },
    stripeSecretKey: e.RECRUIT_STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.RECRUIT_STRIPE_WEBHOOK_SECRET,
    publicUrl: e.RECRUIT_PUBLIC_URL?.replace(/\/+$/, ''),
    scrapeAllow: e.RECRUIT_SCRAPE_ALLOW?.split(',') ?? [],
    smtpAllow: e.RECRUIT_SMTP_ALLOW?.split(',') ?? [],
  };
}

/** Creates the data dir (0700) if missing. */
export function ensureHome(config: Pick<Config, 'home'>): string {
  mkdirSync(config.home, { recursive: true, mode: 0o700 });
  return config.home;
}
