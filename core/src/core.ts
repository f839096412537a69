import { createAccountService } from './accounts/account-service.js';
import { createSettingsService } from './accounts/settings-service.js';
import { createCallRequestRepo } from './calls/call-request-repo.js';
import { createCandidateRepo } from './candidates/candidate-repo.js';
import { ensureHome, type Config } from './config/config.js';
import { openDatabase, type DatabaseTarget } from './db/database.js';
import { createKeyService } from './keys/key-service.js';
import { resolveSecretKey } from './keys/secret-box.js';
import { createMailer } from './mail/mailer.js';
import { createPlanService } from './plans/plan-service.js';
import { createBillingService } from './billing/billing-service.js';
import { createBillingRepo } from './billing/billing-repo.js';
import type { BillingProvider } from './providers/ports.js';
import { lazyScreeningService } from './screening/lazy.js';
import { lazyService } from './lazy-service.js';
import { createEngagementService } from './engagement/engagement-service.js';
import { createResumeParsingService } from './resume-parsing/resume-parsing-service.js';
import type { createPoolParser } from './resume-parsing/pool-parser.js';
import type { LocalScraper } from './scraping/local-scraper.js';
import { createRdapLookup, loadBootstrap, type RdapBootstrap } from './providers/rdap.js';
import { createTransportResolver } from './email/transport.js';

export type OpenCoreOptions = {
  /** Where console-delivered messages (reset codes without SMTP) are written. */
  consoleWrite?: (line: string) => void;
  /** Override the database (tests). */
  database?: DatabaseTarget;
  now?: () => Date;
};

/** The operator's Stripe account, when configured; the SDK loads on the first billing call. */
function operatorBilling(config: Config): (() => Promise<BillingProvider>) | undefined {
  const secretKey = config.stripeSecretKey;
  if (!secretKey) return undefined;
  let client: Promise<BillingProvider> | undefined;
  return () =>
    (client ??= import('./providers/stripe-billing.js').then(({ createStripeBilling }) =>
      createStripeBilling({
        secretKey,
        webhookSecret: config.stripeWebhookSecret,
        ...(config.providerBaseUrls.stripe ? { baseUrl: config.providerBaseUrls.stripe } : {}),
      }),
    ));
}

/** Opens the product's core on a config: database, accounts, plans. Close it when done. */
export async function openCore(config: Config, opts: OpenCoreOptions = {}) {
  ensureHome(config);
  const { db, dialect, close } = await openDatabase(opts.database ?? config.database);
  const now = opts.now ?? (() => new Date());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    ...(opts.consoleWrite ? { consoleWrite: opts.consoleWrite } : {}),
  });
  const accounts = createAccountService({
    db,
    mailer,
    adminEmail: config.adminEmail,
    emailDns: config.emailDns,
    now,
  });
  const settings = createSettingsService({ db, dialect, accounts, mailer, now });
  const plans = createPlanService({ db, now });
  const candidates = createCandidateRepo({ db, dialect, now });
  const dashboard = lazyService(() =>
    import('./dashboard/dashboard-service.js').then((m) =>
      m.createDashboardService({ db, candidates, plans, now }),
    ),
  );
  const billing = createBillingService({
    repo: createBillingRepo({ db }),
    plans,
    provider: operatorBilling(config),
    priceIds: config.priceIds,
    mode: config.stripeSecretKey?.includes('_live_') ? 'live' : 'test',
    callRequests: createCallRequestRepo({ db }),
    now,
  });
  // The encryption key is resolved on first use, so commands that never touch keys skip scrypt.
  const keys = createKeyService({
    db,
    secretKey: () => resolveSecretKey(config),
    now,
    providerBaseUrls: config.providerBaseUrls,
  });

  /** The user's provider clients. The SDKs load here, on a tool's first use: this entry never imports them. */
  const providersFor = async (userId: string) => {
    const { createProviderClients } = await import('./providers/index.js');
    return createProviderClients({
      config,
      keys: keys.lookupFor(userId),
      modelSettings: () => keys.modelSettings(userId),
    });
  };
  /** The chat-model port of every AI feature: the user's OpenAI key or OpenAI-compatible server. */
  const modelFor = async (userId: string) => (await providersFor(userId)).openai();
  const chat = lazyService(() =>
    import('./chat/chat-service.js').then((m) => m.createChatService({ db, plans, modelFor, now })),
  );
  // Email (issue 12): the user's SMTP settings, their Reply.io key, or RECRUIT_SMTP_URL.
  const emailSettings = lazyService(() =>
    import('./email/smtp-settings.js').then((m) =>
      m.createSmtpSettings({
        db,
        secretKey: () => resolveSecretKey(config),
        now,
        allow: config.smtpAllow ?? [],
      }),
    ),
  );
  const emailTransport = createTransportResolver({
    userSmtp: (userId) => emailSettings.resolved(userId),
    replyioFor: async (userId) => (await providersFor(userId)).replyio(),
    smtpUrl: config.smtpUrl,
    defaultFrom: config.mailFrom,
  });
  const email = lazyService(() =>
    import('./email/email-service.js').then((m) =>
      m.createEmailService({ db, plans, candidates, transports: emailTransport, now }),
    ),
  );
  const emailSequences = lazyService(() =>
    import('./email/sequence-service.js').then((m) =>
      m.createSequenceService({
        db,
        plans,
        candidates,
        email,
        transports: emailTransport,
        now,
      }),
    ),
  );
  // Replies read from the user's IMAP inbox stop their campaign steps (issue 12); imapflow loads with the first read.
  const emailImap = lazyService(() =>
    import('./email/imap-settings.js').then((m) =>
      m.createImapSettings({
        db,
        secretKey: () => resolveSecretKey(config),
        now,
        allow: config.smtpAllow ?? [],
      }),
    ),
  );
  const emailReplies = lazyService(() =>
    import('./email/reply-reader.js').then((m) =>
      m.createReplyReader({ db, settings: emailImap, sequences: emailSequences, now }),
    ),
  );
  // Interview scheduling (issue 12): invitations go out through the same email transport.
  const interviews = lazyService(() =>
    import('./interviews/interview-service.js').then((m) =>
      m.createInterviewService({
        db,
        plans,
        candidates,
        mailerFor: (userId) => emailTransport.transportFor(userId),
        now,
      }),
    ),
  );
  const engagement = createEngagementService({ plans, candidates, modelFor });
  // Smart search (issue 10): the full-text index of the saved candidates (migration 0013).
  const search = lazyService(() =>
    import('./search/search-service.js').then((m) => m.createSearchService({ db, dialect, plans })),
  );
  // The local scraper (undici, an HTML parser) loads on the first scrape without a key.
  let local: Promise<LocalScraper> | undefined;
  const localScraper = () =>
    (local ??= Promise.all([import('./scraping/local-scraper.js'), import('./scraping/safe-fetch.js')]).then(
      ([{ createLocalScraper }, { publicAddressesAnd, publicAddressesOnly }]) =>
        createLocalScraper({
          policy: config.scrapeAllow?.length ? publicAddressesAnd(config.scrapeAllow) : publicAddressesOnly,
        }),
    ));
  const scraping = lazyService(() =>
    import('./scraping/scraping-service.js').then((m) =>
      m.createScrapingService({
        db,
        plans,
        scraperFor: async (userId) => (await providersFor(userId)).phantombuster(),
        localScraper,
        now,
      }),
    ),
  );
  // The parse pool (worker threads) loads on the first upload and closes with the core.
  let resumePool: Promise<ReturnType<typeof createPoolParser>> | undefined;
  const resumeParsing = createResumeParsingService({
    plans,
    parser: () =>
      (resumePool ??= import('./resume-parsing/pool-parser.js').then((m) =>
        m.createPoolParser({ textkernelBaseUrl: config.providerBaseUrls.textkernel }),
      )),
    textkernelKeyFor: (userId) => keys.get(userId, 'textkernel'),
    candidates,
  });
  // Domains over RDAP: RECRUIT_RDAP_BASE_URL sends every lookup to one server (tests use a fake).
  let bootstrap: Promise<RdapBootstrap> | undefined;
  const domains = lazyService(() =>
    import('./domains/domain-service.js').then((m) =>
      m.createDomainService({
        db,
        plans,
        rdap: createRdapLookup({
          ...(config.providerBaseUrls.rdap ? { baseUrl: config.providerBaseUrls.rdap } : {}),
          bootstrap: () => (bootstrap ??= loadBootstrap(config.home)),
          now,
        }),
        providerFor: async (userId) => (await providersFor(userId)).domains(),
        now,
      }),
    ),
  );
  const linkedin = lazyService(() =>
    import('./linkedin/linkedin-service.js').then((m) =>
      m.createLinkedinService({
        plans,
        scraperFor: async (userId) => (await providersFor(userId)).phantombuster(),
        candidates,
        now,
      }),
    ),
  );
  const screening = lazyScreeningService({ plans, candidates, modelFor, now });
  const calls = lazyService(() =>
    import('./calls/call-service.js').then((m) =>
      m.createCallService({
        plans,
        telephonyFor: async (userId) => (await providersFor(userId)).twilio(),
        callRequests: createCallRequestRepo({ db }),
        now,
      }),
    ),
  );
  // Scheduled AI calls (issue 12): placed by the server's scheduler through the user's Twilio credentials.
  const scheduledCalls = lazyService(() =>
    import('./calls/scheduled-call-service.js').then((m) =>
      m.createScheduledCallService({
        db,
        plans,
        telephonyFor: async (userId) => (await providersFor(userId)).twilio(),
        candidates,
        now,
      }),
    ),
  );
  // LinkedIn outreach through the user's HeyReach key (issue 12).
  const outreach = lazyService(() =>
    import('./outreach/outreach-service.js').then((m) =>
      m.createOutreachService({
        plans,
        outreachFor: async (userId) => (await providersFor(userId)).heyreach(),
        now,
      }),
    ),
  );

  return {
    config,
    db,
    dialect,
    mailer,
    accounts,
    settings,
    plans,
    keys,
    candidates,
    dashboard,
    billing,
    scraping,
    domains,
    linkedin,
    calls,
    scheduledCalls,
    outreach,
    resumeParsing,
    screening,
    chat,
    engagement,
    search,
    emailSettings,
    emailTransport,
    email,
    interviews,
    emailSequences,
    emailImap,
    emailReplies,
    modelFor,
    now,
    close: async () => {
      emailTransport.close();
      if (resumePool) await (await resumePool).close();
      if (local) await (await local).close().catch(() => undefined);
      await close();
    },
  };
}

export type Core = Awaited<ReturnType<typeof openCore>>;
