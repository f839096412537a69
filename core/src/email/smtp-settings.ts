// A user's own SMTP server: the URL (with its password) sealed at rest like a provider key, and the
// sender address. Read only by the transport resolver; the screens see the host and sender.
import { AppError } from '../errors.js';
import type { Db } from '../db/database.js';
import { lazySecretBox, UnsealError } from '../keys/secret-box.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { smtpHost } from './transport.js';

export const SMTP_SETTINGS_MESSAGES = {
  urlRequired: 'Please enter your SMTP server URL.',
  badUrl:
    'Please enter an SMTP URL like smtp://user:password@smtp.example.com:587 (or smtps:// for port 465).',
  badFrom: 'Please enter the sender as an email address, e.g. Jane Doe <jane@example.com>.',
  notPublic: (host: string) =>
    `The SMTP server ${host} is not at a public address. Only SMTP servers on the internet can be used.`,
  notFound: (host: string) => `Cannot find the SMTP server ${host}. Check its name.`,
  unreadable:
    'Your saved SMTP settings were encrypted under another secret and cannot be read here. Save them again.',
} as const;

const MAX_URL = 2048;
const MAX_FROM = 320;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** 'Name <a@b.c>' or 'a@b.c' → the address part, or null when it is not one. */
export function senderAddress(from: string): string | null {
  const m = /^(?:[^<>]*<([^<>]+)>|([^<>]+))$/.exec(from.trim());
  const addr = (m?.[1] ?? m?.[2] ?? '').trim();
  return ADDRESS.test(addr) ? addr : null;
}

/** Checks and normalises an SMTP URL: smtp: or smtps:, with a host. */
export function checkSmtpUrl(raw: string): string {
  const url = raw.trim();
  if (!url) throw new AppError('validation', 'smtp_url_required', SMTP_SETTINGS_MESSAGES.urlRequired);
  let u: URL | undefined;
  try {
    u = url.length <= MAX_URL ? new URL(url) : undefined;
  } catch {
    u = undefined;
  }
  if (!u || (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') || !u.hostname)
    throw new AppError('validation', 'smtp_url_invalid', SMTP_SETTINGS_MESSAGES.badUrl);
  return url;
}

const systemResolve = async (hostname: string): Promise<string[]> =>
  isIP(hostname) ? [hostname] : (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The port nodemailer uses for a URL without one. */
const defaultPort = (u: URL) => (u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587);

/**
 * Where a user's own mail server (SMTP, IMAP) may be reached: every address its name resolves to must
 * pass the policy (public unicast only, like the scraper; or an exact 'ip:port' of `allow`), so a user
 * cannot make the server talk to its own network. Answers the first address, to connect to (no second
 * lookup to rebind), or why not.
 */
export async function checkMailServerAddress(
  hostname: string,
  port: number,
  allow: readonly string[],
  resolve: (hostname: string) => Promise<string[]> = systemResolve,
): Promise<{ address: string } | { problem: 'not_found' | 'not_public' }> {
  // The scraper's address policy; its module (and undici) loads with the first check.
  const { publicAddressesAnd, publicAddressesOnly } = await import('../scraping/safe-fetch.js');
  const policy = allow.length ? publicAddressesAnd(allow) : publicAddressesOnly;
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch {
    addresses = [];
  }
  if (!addresses.length) return { problem: 'not_found' };
  if (!addresses.every((a) => policy(a, port))) return { problem: 'not_public' };
  return { address: addresses[0]! };
}

/** The SMTP server of a URL checked by checkMailServerAddress. */
export async function checkSmtpAddress(
  url: string,
  allow: readonly string[],
  resolve: (hostname: string) => Promise<string[]> = systemResolve,
): Promise<{ address: string; hostname: string; port: number }> {
  const u = new URL(url);
  const hostname = u.hostname.replace(/^\[|\]$/g, '');
  const port = defaultPort(u);
  const r = await checkMailServerAddress(hostname, port, allow, resolve);
  if ('problem' in r && r.problem === 'not_found')
    throw new AppError('validation', 'smtp_not_found', SMTP_SETTINGS_MESSAGES.notFound(hostname));
  if ('problem' in r)
    throw new AppError('validation', 'smtp_not_public', SMTP_SETTINGS_MESSAGES.notPublic(hostname));
  return { address: r.address, hostname, port };
}

export type SmtpSettingsStatus = { configured: boolean; host: string | null; from: string | null };

const context = (userId: string) => `email_settings\u0000${userId}\u0000smtp`;

export function createSmtpSettings({
  db,
  secretKey,
  now,
  allow = [],
  resolve,
}: {
  db: Db;
  secretKey: () => Promise<Buffer>;
  now: () => Date;
  /** Test-only 'ip:port' pairs a user's SMTP server may be at besides public addresses (RECRUIT_SMTP_ALLOW). */
  allow?: readonly string[];
  resolve?: (hostname: string) => Promise<string[]>;
}) {
  const secretBox = lazySecretBox(secretKey);

  const row = (userId: string) =>
    db
      .selectFrom('email_settings')
      .select(['smtp_url_sealed', 'smtp_from'])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  /** The user's SMTP URL and sender, opened; undefined when none is saved. */
  async function get(userId: string): Promise<{ url: string; from: string | null } | undefined> {
    const r = await row(userId);
    if (!r?.smtp_url_sealed) return undefined;
    try {
      return { url: (await secretBox()).open(r.smtp_url_sealed, context(userId)), from: r.smtp_from };
    } catch (e) {
      if (e instanceof UnsealError)
        throw new AppError('unavailable', 'smtp_unreadable', SMTP_SETTINGS_MESSAGES.unreadable);
      throw e;
    }
  }

  async function status(userId: string): Promise<SmtpSettingsStatus> {
    const r = await row(userId);
    if (!r?.smtp_url_sealed) return { configured: false, host: null, from: null };
    const s = await get(userId);
    return { configured: true, host: s ? smtpHost(s.url) : null, from: r.smtp_from };
  }

  async function set(
    userId: string,
    input: { url: string; from?: string | null },
  ): Promise<SmtpSettingsStatus> {
    const url = checkSmtpUrl(input.url);
    const from = input.from?.trim() || null;
    if (from && (from.length > MAX_FROM || !senderAddress(from)))
      throw new AppError('validation', 'smtp_from_invalid', SMTP_SETTINGS_MESSAGES.badFrom);
    await checkSmtpAddress(url, allow, resolve);
    const sealed = (await secretBox()).seal(url, context(userId));
    const at = now().toISOString();
    await db
      .insertInto('email_settings')
      .values({
        user_id: userId,
        smtp_url_sealed: sealed,
        smtp_from: from,
        templates_seeded: 0,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ smtp_url_sealed: sealed, smtp_from: from, updated_at: at }),
      )
      .execute();
    return status(userId);
  }

  async function clear(userId: string): Promise<SmtpSettingsStatus> {
    await db
      .updateTable('email_settings')
      .set({ smtp_url_sealed: null, smtp_from: null, updated_at: now().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    return { configured: false, host: null, from: null };
  }

  /** The user's SMTP server checked again now, with the address to connect to; undefined when none is saved. */
  async function resolved(
    userId: string,
  ): Promise<{ url: string; from: string | null; connectTo: string } | undefined> {
    const s = await get(userId);
    if (!s) return undefined;
    const { address } = await checkSmtpAddress(s.url, allow, resolve);
    return { ...s, connectTo: address };
  }

  return { get, resolved, status, set, clear };
}

export type SmtpSettings = ReturnType<typeof createSmtpSettings>;
