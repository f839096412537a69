import type { Transporter } from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string };
export type Mailer = {
  /** 'email' when sent through SMTP, 'console' when written to the terminal instead. */
  readonly delivery: 'email' | 'console';
  send(mail: OutgoingMail & { consoleLine: string }): Promise<void>;
};

/**
 * SMTP when RECRUIT_SMTP_URL is set; otherwise the message's one-line form is written to the
 * terminal that runs the server or CLI (the spec's "logged to the console").
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  consoleWrite?: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // nodemailer is loaded with the first message: most CLI runs send none and should not pay for it.
    let transport: Promise<Transporter> | undefined;
    return {
      delivery: 'email',
      async send({ to, subject, text }) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: opts.from, to, subject, text });
      },
    };
  }
  const write = opts.consoleWrite ?? ((line: string) => process.stdout.write(`${line}\n`));
  return {
    delivery: 'console',
    async send({ consoleLine }) {
      write(consoleLine);
    },
  };
}
