import { randomUUID } from 'node:crypto';
import { createAccountService } from './accounts/account-service.js';
import { createCandidateRepo } from './candidates/candidate-repo.js';
import { ensureHome, type Config } from './config/config.js';
import { openDatabase, type DatabaseTarget } from './db/database.js';
import { AppError } from './errors.js';
import { createKeyService } from './keys/key-service.js';
import { resolveSecretKey } from './keys/secret-box.js';
import { createMailer } from './mail/mailer.js';
import { createPlanService } from './plans/plan-service.js';
import { AUTH_MESSAGES } from './schemas/messages.js';

export type OpenCoreOptions = {
  /** Where console-delivered messages (reset codes without SMTP) are written. */
  consoleWrite?: (line: string) => void;
  /** Override the database (tests). */
  database?: DatabaseTarget;
  now?: () => Date;
};

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
  const plans = createPlanService({ db, now });
  const candidates = createCandidateRepo({ db, now });
  // The encryption key is resolved on first use, so commands that never touch keys skip scrypt.
  const keys = createKeyService({
    db,
    secretKey: () => resolveSecretKey(config),
    now,
    providerBaseUrls: config.providerBaseUrls,
  });

  /** The marketing 'Let's Chat' call request: stored for the sales team. */
  async function requestCall(input: { phone?: string; countryCode?: string }) {
    const digits = (input.phone ?? '').replace(/[\s().-]/g, '');
    if (!digits) throw new AppError('validation', 'phone_required', AUTH_MESSAGES.phoneRequired);
    const countryCode = (input.countryCode ?? '+1').trim();
    if (!/^\d{4,15}$/.test(digits) || !/^\+\d{1,4}$/.test(countryCode)) {
      throw new AppError('validation', 'invalid_phone', 'Please enter a valid phone number');
    }
    await db
      .insertInto('call_requests')
      .values({
        id: randomUUID(),
        phone: digits,
        country_code: countryCode,
        created_at: now().toISOString(),
        status: 'requested',
      })
      .execute();
    return {
      status: 'success' as const,
      message: `We will call you at ${countryCode} ${digits} within one business day.`,
    };
  }

  return { config, db, dialect, mailer, accounts, plans, keys, candidates, requestCall, now, close };
}

export type Core = Awaited<ReturnType<typeof openCore>>;
