// A user's IMAP inbox (issue 12), read for replies to their campaigns: host, port, TLS, username,
// mailbox, and the password sealed at rest like the SMTP URL. The host must pass the same address
// rule as a user's SMTP server (public addresses only, or the operator's RECRUIT_SMTP_ALLOW pairs).
// The screens see everything but the password, and how the last read went.
import { AppError } from '../errors.js';
import type { Db } from '../db/database.js';
import { lazySecretBox, UnsealError } from '../keys/secret-box.js';
import {
  imapSettingsBody,
  type ImapSettingsInput,
  type ImapStatus,
  type ImapTest,
} from '../schemas/email.js';
import { checkMailServerAddress } from './smtp-settings.js';
import { testInbox, type ImapConnection, type InboxPosition } from './imap-client.js';

export const IMAP_SETTINGS_MESSAGES = {
  hostRequired: 'Please enter your IMAP server, e.g. imap.example.com.',
  badHost:
    'Please enter the IMAP server as a host name or address, e.g. imap.example.com (no imap:// or path).',
  usernameRequired: 'Please enter the username of your mailbox (often your email address).',
  passwordRequired: 'Please enter the password of your mailbox.',
  badMailbox: 'Please enter a mailbox name, e.g. INBOX.',
  notSet: 'No IMAP inbox is set. Set one with recruit email imap set (or in the email settings).',
  notPublic: (host: string) =>
    `The IMAP server ${host} is not at a public address. Only IMAP servers on the internet can be used.`,
  notFound: (host: string) => `Cannot find the IMAP server ${host}. Check its name.`,
  unreadable:
    'Your saved IMAP password was encrypted under another secret and cannot be read here. Save the settings again.',
} as const;

const HOST = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?)$/;
const validation = (code: string, message: string) => new AppError('validation', code, message);

const context = (userId: string) => `email_imap_settings\u0000${userId}\u0000password`;

/** What the reader needs of a user's inbox: where to connect, the mailbox, and how far it was read. */
export type ImapTarget = {
  connection: ImapConnection;
  mailbox: string;
  position: InboxPosition | null;
};

const NOT_SET: ImapStatus = {
  configured: false,
  host: null,
  port: null,
  tls: true,
  username: null,
  mailbox: null,
  lastCheckedAt: null,
  lastError: null,
  repliesFound: 0,
};

export function createImapSettings({
  db,
  secretKey,
  now,
  allow = [],
  resolve,
}: {
  db: Db;
  secretKey: () => Promise<Buffer>;
  now: () => Date;
  /** Test-only 'ip:port' pairs besides public addresses (RECRUIT_SMTP_ALLOW, shared with SMTP). */
  allow?: readonly string[];
  resolve?: (hostname: string) => Promise<string[]>;
}) {
  const secretBox = lazySecretBox(secretKey);

  const row = (userId: string) =>
    db.selectFrom('email_imap_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

  async function status(userId: string): Promise<ImapStatus> {
    const r = await row(userId);
    if (!r) return NOT_SET;
    return {
      configured: true,
      host: r.host,
      port: r.port,
      tls: r.tls === 1,
      username: r.username,
      mailbox: r.mailbox,
      lastCheckedAt: r.last_checked_at,
      lastError: r.last_error,
      repliesFound: r.replies_found,
    };
  }

  /** The checked address to connect to, or the AppError why this host cannot be used. */
  async function address(host: string, port: number): Promise<string> {
    const hostname = host.replace(/^\[|\]$/g, '');
    const r = await checkMailServerAddress(hostname, port, allow, resolve);
    if ('address' in r) return r.address;
    throw r.problem === 'not_found'
      ? validation('imap_not_found', IMAP_SETTINGS_MESSAGES.notFound(hostname))
      : validation('imap_not_public', IMAP_SETTINGS_MESSAGES.notPublic(hostname));
  }

  async function set(userId: string, input: ImapSettingsInput): Promise<ImapStatus> {
    const parsed = imapSettingsBody.safeParse(input ?? {});
    if (!parsed.success)
      throw validation('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request.');
    const s = parsed.data;
    const host = s.host.trim().toLowerCase();
    if (!host) throw validation('imap_host_required', IMAP_SETTINGS_MESSAGES.hostRequired);
    if (!HOST.test(host)) throw validation('imap_host_invalid', IMAP_SETTINGS_MESSAGES.badHost);
    const username = s.username.trim();
    if (!username) throw validation('imap_username_required', IMAP_SETTINGS_MESSAGES.usernameRequired);
    const mailbox = s.mailbox?.trim() || 'INBOX';
    if (/[\r\n\0]/.test(mailbox)) throw validation('imap_mailbox_invalid', IMAP_SETTINGS_MESSAGES.badMailbox);
    const port = s.port ?? (s.tls ? 993 : 143);
    const before = await row(userId);
    if (!s.password && !before)
      throw validation('imap_password_required', IMAP_SETTINGS_MESSAGES.passwordRequired);
    await address(host, port);
    const sealed = s.password
      ? (await secretBox()).seal(s.password, context(userId))
      : before!.password_sealed;
    // Another server or mailbox: read it from the start (the position belongs to the old one).
    const sameMailbox =
      before && before.host === host && before.username === username && before.mailbox === mailbox;
    const at = now().toISOString();
    const values = {
      host,
      port,
      tls: s.tls ? 1 : 0,
      username,
      password_sealed: sealed,
      mailbox,
      uid_validity: sameMailbox ? before.uid_validity : null,
      last_uid: sameMailbox ? before.last_uid : null,
      last_error: null,
      updated_at: at,
    };
    await db
      .insertInto('email_imap_settings')
      .values({
        user_id: userId,
        ...values,
        checking_at: null,
        last_checked_at: null,
        replies_found: 0,
        created_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return status(userId);
  }

  async function clear(userId: string): Promise<ImapStatus> {
    await db.deleteFrom('email_imap_settings').where('user_id', '=', userId).execute();
    return NOT_SET;
  }

  /** The user's inbox checked again now (address rule, password opened); undefined when none is saved. */
  async function target(userId: string): Promise<ImapTarget | undefined> {
    const r = await row(userId);
    if (!r) return undefined;
    let password: string;
    try {
      password = (await secretBox()).open(r.password_sealed, context(userId));
    } catch (e) {
      if (e instanceof UnsealError)
        throw new AppError('unavailable', 'imap_unreadable', IMAP_SETTINGS_MESSAGES.unreadable);
      throw e;
    }
    const connectTo = await address(r.host, r.port);
    const lastUid = r.last_uid === null ? NaN : Number(r.last_uid);
    return {
      connection: {
        host: r.host.replace(/^\[|\]$/g, ''),
        connectTo,
        port: r.port,
        tls: r.tls === 1,
        username: r.username,
        password,
      },
      mailbox: r.mailbox,
      position:
        r.uid_validity !== null && Number.isSafeInteger(lastUid)
          ? { uidValidity: r.uid_validity, lastUid }
          : null,
    };
  }

  /** Records how a check or read went: the time, and the error shown to the user (null: it worked). */
  async function recordCheck(userId: string, error: string | null): Promise<void> {
    await db
      .updateTable('email_imap_settings')
      .set({ last_checked_at: now().toISOString(), last_error: error })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Connects, logs in and opens the mailbox; the outcome is recorded as the last check. */
  async function test(userId: string): Promise<ImapTest> {
    const t = await target(userId).catch(async (e: unknown) => {
      if (e instanceof AppError) await recordCheck(userId, e.message);
      throw e;
    });
    if (!t) throw new AppError('not_found', 'imap_not_set', IMAP_SETTINGS_MESSAGES.notSet);
    try {
      const r = await testInbox(t.connection, t.mailbox);
      await recordCheck(userId, null);
      return { ok: true, mailbox: t.mailbox, messages: r.messages };
    } catch (e) {
      await recordCheck(userId, e instanceof Error ? e.message : String(e));
      throw e;
    }
  }

  return { status, set, clear, target, test, recordCheck };
}

export type ImapSettings = ReturnType<typeof createImapSettings>;
