import { isValidEmail, normalizeEmail } from '../schemas/auth.js';

/** Reserved names (RFC 2606 / RFC 6761): never deliverable. */
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);
const RESERVED_SLDS = new Set(['example']);

/** Well-known disposable-mail domains. */
const DISPOSABLE = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'guerrillamail.org',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  '10minutemail.net',
  'tempmail.com',
  'temp-mail.org',
  'temp-mail.io',
  'tempmailo.com',
  'tempr.email',
  'throwawaymail.com',
  'yopmail.com',
  'yopmail.net',
  'yopmail.fr',
  'trashmail.com',
  'trashmail.de',
  'getnada.com',
  'nada.email',
  'dispostable.com',
  'maildrop.cc',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'fakeinbox.com',
  'emailondeck.com',
  'spamgourmet.com',
  'mytemp.email',
  'moakt.com',
  'burnermail.io',
  'mailcatch.com',
  'inboxkitten.com',
  'discard.email',
  'tempinbox.com',
  'spambox.us',
  'jetable.org',
  'mail-temp.com',
  'fakemail.net',
  'emailfake.com',
  'tmpmail.org',
  'tmpmail.net',
  'mailpoof.com',
  'linshiyouxiang.net',
  '33mail.com',
  'anonaddy.me',
  'harakirimail.com',
  'mvrht.com',
  'byom.de',
]);

export type EmailCheck =
  { valid: true } | { valid: false; reason: 'syntax' | 'reserved' | 'disposable' | 'no_mail_host' };

type Resolver = {
  resolveMx: (host: string) => Promise<unknown[]>;
  resolve4: (host: string) => Promise<unknown[]>;
  resolve6: (host: string) => Promise<unknown[]>;
};

/** Domains that certainly receive mail: when one of them also has "no mail host", DNS is not working. */
const CONTROL_DOMAINS = ['gmail.com', 'outlook.com'];

/**
 * The sign-up deliverability check: syntax, reserved and disposable domains, then an MX (else A/AAAA)
 * lookup. DNS that cannot be reached (offline machine, timeout) passes: only a definite "this domain
 * does not exist / has no mail host" fails, and only when the resolver is shown to work by finding a
 * mail host for a well-known domain (an air-gapped machine or a blocking resolver answers "not found"
 * for every name; that says nothing about the user's domain).
 */
export async function checkEmailDeliverable(
  email: string,
  opts: { dns?: boolean; timeoutMs?: number; resolver?: Resolver } = {},
): Promise<EmailCheck> {
  if (!isValidEmail(email)) return { valid: false, reason: 'syntax' };
  const domain = normalizeEmail(email).split('@')[1] ?? '';
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  const sld = labels.at(-2) ?? '';
  if (RESERVED_TLDS.has(tld) || RESERVED_SLDS.has(sld)) return { valid: false, reason: 'reserved' };
  if (DISPOSABLE.has(domain) || DISPOSABLE.has(labels.slice(-2).join('.'))) {
    return { valid: false, reason: 'disposable' };
  }
  if (opts.dns === false) return { valid: true };
  // Loaded here: only a sign-up with DNS checks on needs it.
  const resolver = opts.resolver ?? (await import('node:dns')).promises;
  const timeoutMs = opts.timeoutMs ?? 2000;
  const found = await withTimeout(hasMailHost(resolver, domain), timeoutMs);
  if (found !== false || CONTROL_DOMAINS.includes(domain)) return { valid: true };
  const resolverWorks = await withTimeout(hasMailHost(resolver, CONTROL_DOMAINS[0]!), timeoutMs);
  return resolverWorks === true ? { valid: false, reason: 'no_mail_host' } : { valid: true };
}

/** true: has a mail host; false: the domain definitely has none; undefined: could not tell. */
async function hasMailHost(resolver: Resolver, domain: string): Promise<boolean | undefined> {
  const definiteNo = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
  let noMx = false;
  try {
    const mx = await resolver.resolveMx(domain);
    if (mx.length > 0) return true;
    noMx = true;
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    if (!definiteNo.has(code)) return undefined;
    noMx = true;
  }
  if (noMx) {
    for (const lookup of [resolver.resolve4, resolver.resolve6]) {
      try {
        if ((await lookup.call(resolver, domain)).length > 0) return true;
      } catch (e) {
        const code = (e as { code?: string }).code ?? '';
        if (!definiteNo.has(code)) return undefined;
      }
    }
  }
  return false;
}

async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
