// Reading a user's IMAP inbox (issue 12): imapflow, loaded with the first read so a command that never
// reads mail never loads it. Read-only (EXAMINE): nothing is marked seen, moved or deleted. Every
// failure becomes an AppError whose message says what to fix, never holding the password.
import { AppError } from '../errors.js';

/** Where and how to connect: `connectTo` is the checked address, `host` the name TLS verifies. */
export type ImapConnection = {
  host: string;
  connectTo: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
};

/** One message of the inbox, as far as matching it to a candidate needs. */
export type InboxMessage = {
  uid: number;
  /** The sender's address, lower-cased. */
  from: string | null;
  /** Message-IDs this message answers (In-Reply-To and References), with their angle brackets. */
  answers: string[];
  /** An automatic message (out-of-office, bounce): never taken as a reply. */
  automatic: boolean;
  /** When the server received it (INTERNALDATE), when it says. */
  receivedAt: Date | null;
};

/** How far a mailbox was read: its UIDVALIDITY and the highest UID looked at. */
export type InboxPosition = { uidValidity: string; lastUid: number };

export const IMAP_MESSAGES = {
  authFailed:
    'The IMAP server refused the username or password. Check them (some providers need an app password).',
  refused: (label: string) =>
    `Cannot connect to the IMAP server ${label}: the connection was refused. Check the host and port.`,
  timeout: (label: string) =>
    `The IMAP server ${label} did not answer in time. Check the host, port and TLS setting.`,
  notFound: (label: string) => `Cannot find the IMAP server ${label}. Check its name.`,
  tls: (label: string, why: string) =>
    `Cannot make a secure connection to the IMAP server ${label} (${why}). Check the port and the TLS setting.`,
  noMailbox: (mailbox: string) => `The mailbox "${mailbox}" does not exist on the IMAP server.`,
  failed: (label: string, why: string) => `The IMAP server ${label} answered with an error: ${why}`,
} as const;

/** The longest one read may take, connection to logout. */
const READ_DEADLINE_MS = 60_000;
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

const unavailable = (code: string, message: string, cause?: unknown) =>
  new AppError('unavailable', code, message, { title: 'IMAP Error', ...(cause ? { cause } : {}) });

/** An imapflow or socket error as the AppError a user can act on. */
export function imapError(e: unknown, label: string): AppError {
  if (e instanceof AppError) return e;
  const err = (e ?? {}) as {
    message?: string;
    code?: string;
    authenticationFailed?: boolean;
    responseText?: string;
  };
  const code = err.code ?? '';
  const text = (err.responseText || err.message || String(e)).replace(/\s+/g, ' ').slice(0, 300);
  if (err.authenticationFailed) return unavailable('imap_auth_failed', IMAP_MESSAGES.authFailed, e);
  if (code === 'ECONNREFUSED') return unavailable('imap_refused', IMAP_MESSAGES.refused(label), e);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return unavailable('imap_not_found', IMAP_MESSAGES.notFound(label), e);
  if (/TIMEOUT/i.test(code) || /timed? ?out/i.test(err.message ?? ''))
    return unavailable('imap_timeout', IMAP_MESSAGES.timeout(label), e);
  if (/^ERR_TLS|^ERR_SSL|CERT|^EPROTO$/.test(code) || /SSL|TLS|certificate/i.test(err.message ?? ''))
    return unavailable('imap_tls', IMAP_MESSAGES.tls(label, text), e);
  return unavailable('imap_failed', IMAP_MESSAGES.failed(label, text), e);
}

const label = (c: ImapConnection) => `${c.host}:${c.port}`;
const ids = (s: string | undefined | null): string[] => (s ? (s.match(/<[^<>\s]+>/g) ?? []) : []);

/**
 * Connects, opens `mailbox` read-only, runs `work`, and logs out; everything within one deadline
 * (the client is closed when it passes). Answers what `work` answered.
 */
async function withMailbox<T>(
  c: ImapConnection,
  mailbox: string,
  work: (
    client: import('imapflow').ImapFlow,
    box: { uidValidity: string; uidNext: number | null; exists: number },
  ) => Promise<T>,
  deadlineMs = READ_DEADLINE_MS,
): Promise<T> {
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: c.connectTo,
    servername: c.host,
    port: c.port,
    secure: c.tls,
    auth: { user: c.username, pass: c.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // A socket error after a command answered is emitted, not thrown: never let it end the process.
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      client.close();
      reject(Object.assign(new Error('IMAP read timed out'), { code: 'TIMEOUT' }));
    }, deadlineMs);
    timer.unref();
  });
  const run = async () => {
    await client.connect();
    let opened;
    try {
      opened = await client.mailboxOpen(mailbox, { readOnly: true });
    } catch (e) {
      if ((e as { authenticationFailed?: boolean }).authenticationFailed) throw e;
      const r = (e ?? {}) as { responseStatus?: string; serverResponseCode?: string };
      // The server answered NO to EXAMINE: the mailbox is not there (or not readable).
      if (r.responseStatus === 'NO' || r.serverResponseCode === 'NONEXISTENT')
        throw unavailable('imap_no_mailbox', IMAP_MESSAGES.noMailbox(mailbox), e);
      throw e;
    }
    const out = await work(client, {
      uidValidity: String(opened.uidValidity),
      uidNext: opened.uidNext ? Number(opened.uidNext) : null,
      exists: opened.exists,
    });
    await client.logout().catch(() => client.close());
    return out;
  };
  try {
    return await Promise.race([run(), deadline]);
  } catch (e) {
    client.close();
    throw imapError(e, label(c));
  } finally {
    clearTimeout(timer);
  }
}

/** Connects, logs in and opens the mailbox: how many messages it holds, or the AppError why not. */
export const testInbox = (c: ImapConnection, mailbox: string): Promise<{ messages: number }> =>
  withMailbox(c, mailbox, async (_, box) => ({ messages: box.exists }), CONNECT_TIMEOUT_MS * 3);

/**
 * The messages after `from` (same UIDVALIDITY: UIDs above its last), or when there is no position
 * (first read, or the mailbox was rebuilt) those that arrived since `since`; at most `limit`, oldest
 * first. Answers them with the position to read from next and whether more are waiting.
 */
export async function readInbox(
  c: ImapConnection,
  mailbox: string,
  opts: { from: InboxPosition | null; since: Date; limit: number },
): Promise<{ messages: InboxMessage[]; position: InboxPosition; more: boolean }> {
  return withMailbox(c, mailbox, async (client, box) => {
    const continued = opts.from?.uidValidity === box.uidValidity ? opts.from.lastUid : null;
    const found =
      continued !== null
        ? await client.search({ uid: `${continued + 1}:*` }, { uid: true })
        : await client.search({ since: opts.since }, { uid: true });
    const uids = (found || []).filter((u) => continued === null || u > continued).sort((a, b) => a - b);
    const batch = uids.slice(0, opts.limit);
    const more = uids.length > batch.length;
    const messages: InboxMessage[] = [];
    if (batch.length)
      for await (const m of client.fetch(
        batch.join(','),
        {
          uid: true,
          envelope: true,
          internalDate: true,
          headers: ['references', 'auto-submitted', 'content-type'],
        },
        { uid: true },
      )) {
        const headers = m.headers?.toString('utf8') ?? '';
        const header = (name: string) =>
          new RegExp(`^${name}:([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im').exec(headers)?.[1]?.trim();
        const auto = header('auto-submitted');
        messages.push({
          uid: m.uid,
          from: m.envelope?.from?.[0]?.address?.trim().toLowerCase() || null,
          answers: [...new Set([...ids(m.envelope?.inReplyTo), ...ids(header('references'))])],
          automatic:
            (auto !== undefined && auto.toLowerCase() !== 'no') ||
            /multipart\/report/i.test(header('content-type') ?? ''),
          receivedAt: m.internalDate ? new Date(m.internalDate) : null,
        });
      }
    messages.sort((a, b) => a.uid - b.uid);
    const highest = batch.at(-1) ?? continued ?? 0;
    // Everything below UIDNEXT was looked at (or is older than `since`) when nothing more waits.
    const lastUid = more ? highest : Math.max(highest, (box.uidNext ?? 1) - 1, continued ?? 0);
    return { messages, position: { uidValidity: box.uidValidity, lastUid }, more };
  });
}
