// The email transport port (issue 12): how a message leaves the product. SMTP through nodemailer
// (the operator's RECRUIT_SMTP_URL or the user's own SMTP settings), or Reply.io when the user saved
// its key. Without any, `noEmailTransport()`: a clear error, never a pretend success. Other tools
// (interview invitations with an iCalendar part) send through the same port.
import type { Transporter } from 'nodemailer';
import { AppError, ProviderError } from '../errors.js';
import type { EmailProvider } from '../providers/ports.js';

/** A file attached to a message. */
export type EmailAttachment = {
  filename: string;
  content: string | Buffer;
  contentType?: string;
};

/** Another rendering of the body (multipart/alternative), e.g. text/calendar. */
export type EmailAlternative = { contentType: string; content: string | Buffer };

/**
 * An iCalendar part, sent the way calendar clients expect an invitation: a text/calendar
 * alternative with its METHOD, and the same file attached (nodemailer's `icalEvent`).
 */
export type EmailCalendarEvent = {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH' | 'REPLY';
  content: string;
  filename?: string;
};

/** One outgoing message. `from` defaults to the transport's sender. */
export type OutgoingEmail = {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
  alternatives?: EmailAlternative[];
  icalEvent?: EmailCalendarEvent;
  headers?: Record<string, string>;
};

/** What the transport reports for a message it handed on. */
export type SentEmail = {
  transport: EmailTransportKind;
  /** The Message-ID (SMTP) or the provider's id (Reply.io), when known. */
  messageId: string | null;
  accepted: string[];
  rejected: string[];
};

export type EmailTransportKind = 'smtp' | 'replyio';

/** Port: sends one message, or throws (AppError/ProviderError). Never reports a send that did not happen. */
export interface EmailTransport {
  readonly kind: EmailTransportKind;
  /** Where it sends from, for the screens: 'smtp.example.com' or 'Reply.io'. */
  readonly label: string;
  readonly from: string;
  send(mail: OutgoingEmail): Promise<SentEmail>;
  /** Frees pooled connections (SMTP). */
  close?(): void;
}

export const EMAIL_TRANSPORT_MESSAGES = {
  none: 'No email transport configured. Set your SMTP server in Settings (or `recruit email smtp set`), save a Reply.io key in API Settings, or start the server with RECRUIT_SMTP_URL.',
  noneTitle: 'Email Not Configured',
  noneHint:
    'recruit email smtp set --url smtp://user:pass@smtp.example.com:587 --from "Me <me@example.com>", or RECRUIT_SMTP_URL for the whole server.',
  replyioNoAttachments:
    'Reply.io sends plain messages only: attachments and calendar invitations need an SMTP server (Settings or RECRUIT_SMTP_URL).',
  smtpFailed: (why: string) => `The SMTP server did not accept the message: ${why}`,
} as const;

/** The typed error every face shows when a user has no way to send email. */
export const noEmailTransport = (): AppError =>
  new AppError('unavailable', 'no_email_transport', EMAIL_TRANSPORT_MESSAGES.none, {
    title: EMAIL_TRANSPORT_MESSAGES.noneTitle,
    hint: EMAIL_TRANSPORT_MESSAGES.noneHint,
  });

const list = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
const addressOf = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' && v && 'address' in v ? String(v.address) : String(v);

/** The host of an SMTP URL, for labels and logs (never the credentials). */
export function smtpHost(url: string): string {
  try {
    const u = new URL(url);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return 'SMTP';
  }
}

/**
 * SMTP through nodemailer. The library loads with the first message. A refusal or an unreachable
 * server throws a ProviderError with the server's reason (no credentials in it).
 */
export function createSmtpTransport(opts: {
  url: string;
  from: string;
  /** Connect to this checked address instead of resolving the URL's host again (TLS still names the host). */
  connectTo?: string;
}): EmailTransport {
  let transporter: Promise<Transporter> | undefined;
  const host = smtpHost(opts.url);
  const options = (): string | Record<string, unknown> => {
    if (!opts.connectTo) return opts.url;
    const u = new URL(opts.url);
    const secure = u.protocol === 'smtps:';
    return {
      host: opts.connectTo,
      port: u.port ? Number(u.port) : secure ? 465 : 587,
      secure,
      ...(u.username
        ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
        : {}),
      tls: { servername: u.hostname.replace(/^\[|\]$/g, '') },
    };
  };
  return {
    kind: 'smtp',
    label: host,
    from: opts.from,
    async send(mail) {
      transporter ??= import('nodemailer').then((m) => m.default.createTransport(options()));
      const t = await transporter;
      try {
        const info = await t.sendMail({
          from: mail.from ?? opts.from,
          to: mail.to,
          ...(mail.cc ? { cc: mail.cc } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.attachments ? { attachments: mail.attachments } : {}),
          ...(mail.alternatives ? { alternatives: mail.alternatives } : {}),
          ...(mail.icalEvent
            ? {
                icalEvent: {
                  method: mail.icalEvent.method,
                  content: mail.icalEvent.content,
                  filename: mail.icalEvent.filename ?? 'invite.ics',
                },
              }
            : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        const accepted = (info.accepted ?? []).map(addressOf);
        const rejected = (info.rejected ?? []).map(addressOf);
        if (accepted.length === 0)
          throw new ProviderError(
            'smtp',
            EMAIL_TRANSPORT_MESSAGES.smtpFailed('every recipient was refused'),
            {
              status: 550,
              code: 'smtp_rejected',
            },
          );
        return { transport: 'smtp', messageId: info.messageId ?? null, accepted, rejected };
      } catch (e) {
        if (e instanceof AppError) throw e;
        const err = e as { message?: string; responseCode?: number; code?: string };
        // nodemailer's message can quote the server's reply; it never holds the URL's password.
        const why = (err.message ?? String(e)).replace(/\s+/g, ' ').slice(0, 300);
        throw new ProviderError('smtp', EMAIL_TRANSPORT_MESSAGES.smtpFailed(why), {
          ...(err.responseCode ? { status: err.responseCode } : {}),
          code: 'smtp_failed',
          cause: e,
        });
      }
    },
    close() {
      void transporter?.then((t) => t.close());
    },
  };
}

/** Reply.io's sendEmail action as a transport: one recipient at a time, plain text, no attachments. */
export function replyIoTransport(provider: EmailProvider, from: string): EmailTransport {
  return {
    kind: 'replyio',
    label: 'Reply.io',
    from,
    async send(mail) {
      if (mail.attachments?.length || mail.alternatives?.length || mail.icalEvent)
        throw new AppError(
          'validation',
          'attachments_unsupported',
          EMAIL_TRANSPORT_MESSAGES.replyioNoAttachments,
        );
      const to = [...list(mail.to), ...list(mail.cc)];
      let messageId: string | null = null;
      for (const address of to) {
        const r = await provider.sendEmail({ to: address, subject: mail.subject, content: mail.text });
        messageId ??= r.id;
      }
      return { transport: 'replyio', messageId, accepted: to, rejected: [] };
    },
  };
}

export type EmailTransportResolver = {
  /** The user's transport, or undefined when none is configured. */
  transportFor: EmailTransportFor;
  /** The user's transport, or the 'no email transport configured' AppError. */
  requireTransport: (userId: string) => Promise<EmailTransport>;
  /** Closes pooled SMTP connections (the core does this on close). */
  close: () => void;
};

/**
 * The transport of a user: their own SMTP settings first, then their Reply.io key, then the
 * operator's RECRUIT_SMTP_URL; undefined when none is set.
 */
export type EmailTransportFor = (userId: string) => Promise<EmailTransport | undefined>;

export function createTransportResolver(deps: {
  /** The user's own SMTP URL and sender, when saved. */
  userSmtp: (userId: string) => Promise<{ url: string; from: string | null; connectTo?: string } | undefined>;
  /** The user's Reply.io client, when keyed. */
  replyioFor: (userId: string) => Promise<EmailProvider | undefined>;
  /** RECRUIT_SMTP_URL. */
  smtpUrl: string | undefined;
  /** RECRUIT_MAIL_FROM. */
  defaultFrom: string;
}): EmailTransportResolver {
  // One pooled nodemailer transport per SMTP URL, not one per message.
  const cache = new Map<string, EmailTransport>();
  const smtp = (url: string, from: string, connectTo?: string) => {
    const key = `${url}\n${from}\n${connectTo ?? ''}`;
    let t = cache.get(key);
    if (!t) {
      if (cache.size > 100) cache.clear();
      t = createSmtpTransport({ url, from, ...(connectTo ? { connectTo } : {}) });
      cache.set(key, t);
    }
    return t;
  };
  const transportFor: EmailTransportFor = async (userId) => {
    const own = await deps.userSmtp(userId);
    if (own) return smtp(own.url, own.from ?? deps.defaultFrom, own.connectTo);
    const replyio = await deps.replyioFor(userId);
    if (replyio) return replyIoTransport(replyio, deps.defaultFrom);
    if (deps.smtpUrl) return smtp(deps.smtpUrl, deps.defaultFrom);
    return undefined;
  };
  return {
    transportFor,
    requireTransport: async (userId) => {
      const t = await transportFor(userId);
      if (!t) throw noEmailTransport();
      return t;
    },
    close: () => {
      for (const t of cache.values()) t.close?.();
      cache.clear();
    },
  };
}
