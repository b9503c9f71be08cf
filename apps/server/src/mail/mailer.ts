import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, its direction set for the recipient's language. */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function linksIn(text: string): string[] {
  return text.match(LINK_PATTERN) ?? [];
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every mail becomes one `.eml` file in the outbox (DATA_DIR/outbox,
 * readable by the server's user only). The log names the file but never its links: they carry confirmation
 * and reset tokens. A newcomer without a mail server opens the newest file there (README, "Mail").
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  // Base64 bodies keep the .eml files trivially decodable, Hebrew included.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail, textEncoding: 'base64' });
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(config.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
