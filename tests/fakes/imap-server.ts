import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';

export type ImapInbox = {
  host: '127.0.0.1';
  port: number;
  /** 127.0.0.1:PORT, for RECRUIT_SMTP_ALLOW (the allow-list a user's own mail servers share). */
  address: string;
  /** Puts a message (raw RFC 5322 text, CRLF lines) into INBOX, as a delivery would (received now, or at `at`). */
  deliver: (raw: string, at?: Date) => void;
  close: () => Promise<void>;
};

/**
 * An IMAP server on 127.0.0.1 (hoodiecrow-imap: IMAP4rev1 in memory) with one user and an INBOX,
 * plain text (no TLS). Wrong credentials are refused as a real server refuses them.
 */
export async function startImapInbox(user: { username: string; password: string }): Promise<ImapInbox> {
  const server = hoodiecrow({
    plugins: ['ID', 'ENABLE', 'SASL-IR', 'AUTH-PLAIN', 'NAMESPACE', 'UNSELECT'],
    users: { [user.username]: { password: user.password } },
    storage: { INBOX: { messages: [] } },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    address: `127.0.0.1:${port}`,
    deliver: (raw, at = new Date()) => void server.appendMessage('INBOX', [], at, raw),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A reply as a mail client writes it: From, Subject, and optionally In-Reply-To/References and extra headers. */
export function replyMessage(opts: {
  from: string;
  subject: string;
  inReplyTo?: string;
  headers?: Record<string, string>;
  body?: string;
}): string {
  const lines = [
    `From: ${opts.from}`,
    'To: rec@acme.io',
    `Subject: ${opts.subject}`,
    `Message-ID: <${Math.random().toString(36).slice(2)}@mail.example.com>`,
    `Date: ${new Date().toUTCString()}`,
    ...(opts.inReplyTo ? [`In-Reply-To: ${opts.inReplyTo}`, `References: ${opts.inReplyTo}`] : []),
    ...Object.entries(opts.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    'Content-Type: text/plain; charset=utf-8',
    '',
    opts.body ?? 'Thanks, I am interested.',
    '',
  ];
  return lines.join('\r\n');
}
