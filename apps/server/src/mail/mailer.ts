import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise writes each message
 * to `outboxDir` as an .eml file and logs its link, so a single-machine install
 * (and the tests) can follow reset links without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (options.smtpUrl) return;
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      options.log.info(
        { to: message.to, file, link: message.link },
        `mail written to outbox: ${message.subject}`,
      );
    },
  };
}
