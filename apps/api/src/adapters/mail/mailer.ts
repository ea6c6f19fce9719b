/**
 * Mail delivery behind one interface: SMTP when MAIL_URL is set; otherwise the outbox, which
 * builds the same MIME message with nodemailer and writes it to DATA_DIR/outbox (one .eml per
 * message), or keeps it in memory when DATA_DIR is memory:// (tests read it there).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { MEMORY_DATA_DIR } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Date header: when the message was written (queued), not when it left. */
  date?: Date;
}

export interface SentMail {
  messageId: string;
  /** The .eml file of an outbox message. */
  location?: string;
}

/** A message delivered to the in-memory outbox: the complete MIME source. */
export interface OutboxMessage {
  to: string;
  subject: string;
  raw: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MemoryMailer extends Mailer {
  readonly kind: 'memory';
  readonly messages: OutboxMessage[];
}

export interface MailerOptions {
  /** MAIL_URL. */
  url: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}

function streamTransport() {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/** The in-memory outbox (DATA_DIR=memory://). */
export function createMemoryMailer(from: string): MemoryMailer {
  const transport = streamTransport();
  const messages: OutboxMessage[] = [];
  return {
    kind: 'memory',
    messages,
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
      messages.push({ to: mail.to, subject: mail.subject, raw: (info.message as Buffer).toString('utf8') });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { from, logger } = options;
  if (options.url) {
    const transport = nodemailer.createTransport(options.url);
    return {
      kind: 'smtp',
      send: async (mail) => {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  if (options.dataDir === MEMORY_DATA_DIR) return createMemoryMailer(from);
  const folder = join(options.dataDir, 'outbox');
  const transport = streamTransport();
  let sequence = 0;
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
      mkdirSync(folder, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const location = join(folder, `${stamp}-${process.pid}-${sequence}.eml`);
      writeFileSync(location, info.message as Buffer);
      logger.info({ location, subject: mail.subject }, 'mail written to the outbox');
      return { messageId: info.messageId, location };
    },
    close: () => transport.close(),
  };
}
