import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; build both parts with composeMail (server/mail/compose.ts), never by hand. */
  html?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * The one way the server sends mail: SMTP when SMTP_URL is set; otherwise each message is written
 * as an RFC 5322 `.eml` file under the outbox directory, for a developer to open.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail) => {
    const info = await transport.sendMail({ from: options.from, ...mail });
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(options.outboxDir, name), info.message as Buffer);
  };
}
