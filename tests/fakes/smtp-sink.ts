import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type SunkMessage = { from: string; to: string[]; raw: string };
export type SmtpSink = {
  /** smtp://127.0.0.1:PORT */
  url: string;
  /** 127.0.0.1:PORT, for RECRUIT_SMTP_ALLOW when a user saves this server as their own. */
  address: string;
  messages: SunkMessage[];
  close: () => Promise<void>;
};

/**
 * An SMTP server on 127.0.0.1 that keeps every message it accepts (envelope and raw text). Recipients
 * `refuse` names are answered 550, as a real server refuses an unknown mailbox.
 */
export async function startSmtpSink(opts: { refuse?: (address: string) => boolean } = {}): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (opts.refuse?.(address.address)) {
        const err = new Error('No such user here') as Error & { responseCode: number };
        err.responseCode = 550;
        done(err);
        return;
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (d: Buffer) => chunks.push(d));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One sink for the tests of the calling file or describe: started before them, closed after them and
 * emptied before each. Read its fields inside the tests.
 */
export function smtpSinkForTests(): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  beforeEach(() => {
    started().messages.length = 0;
  });
  const started = () => {
    if (!sink) throw new Error('the SMTP sink is started in beforeAll: read it inside the tests');
    return sink;
  };
  return {
    get url() {
      return started().url;
    },
    get address() {
      return started().address;
    },
    get messages() {
      return started().messages;
    },
    close: () => started().close(),
  };
}

/** Undoes quoted-printable soft breaks and escapes, so a test can search a body for its text. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
