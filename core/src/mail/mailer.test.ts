import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('createMailer', () => {
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('sends through SMTP when a URL is configured (nodemailer loaded with the first message)', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'recruit@localhost',
      consoleWrite: (l) => lines.push(l),
    });
    expect(mailer.delivery).toBe('email');
    for (const n of [1, 2]) {
      await mailer.send({
        to: 'ada@acme.io',
        subject: `Your code ${n}`,
        text: `Code ${n}: 123456`,
        consoleLine: `code ${n} for ada@acme.io`,
      });
    }
    expect(received.map((m) => [m.from, m.to])).toEqual([
      ['recruit@localhost', ['ada@acme.io']],
      ['recruit@localhost', ['ada@acme.io']],
    ]);
    expect(received[1]!.raw).toContain('Subject: Your code 2');
    expect(received[1]!.raw).toContain('Code 2: 123456');
    expect(lines).toEqual([]);
  });

  it('writes the one-line form to the console without SMTP', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@localhost',
      consoleWrite: (l) => lines.push(l),
    });
    expect(mailer.delivery).toBe('console');
    await mailer.send({
      to: 'ada@acme.io',
      subject: 's',
      text: 't',
      consoleLine: 'Reset code for ada@acme.io: 123456',
    });
    expect(lines).toEqual(['Reset code for ada@acme.io: 123456']);
  });
});
