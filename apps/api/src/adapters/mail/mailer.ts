/**
 * Mail delivery behind one interface: SMTP when MAIL_URL is set; otherwise the outbox, which
 * builds the same MIME message with nodemailer and writes it to DATA_DIR/outbox (one .eml per
 * message), or keeps it in memory when DATA_DIR is memory:// (tests read it there).
 *
 * A queued message is delivered at least once: a process that dies after handing it over and
 * before recording that is followed by a second delivery (docs/decisions/017). So a message with
 * an `id` keeps one Message-ID on every attempt (receivers and their filters can tell a repeat),
 * and the outbox writes it to a file named by that id, replaced atomically: one file per message,
 * however often it is delivered.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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
  /** Identifies the message across delivery attempts (the queue's row): its Message-ID and outbox file name. */
  id?: string;
  /** Extra header fields (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Readonly<Record<string, string>>;
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

/** The Message-ID of a message with an id, under the sender's domain; nodemailer makes a random one otherwise. */
export function messageIdOf(mail: OutgoingMail, from: string): string | undefined {
  if (mail.id === undefined) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mail.id}@${domain}>`;
}

/** nodemailer's message options: the mail, its sender and its stable Message-ID. */
function message(mail: OutgoingMail, from: string) {
  const { id: _id, ...fields } = mail;
  const messageId = messageIdOf(mail, from);
  return { from, ...fields, ...(messageId ? { messageId } : {}) };
}

/** The in-memory outbox (DATA_DIR=memory://). */
export function createMemoryMailer(from: string): MemoryMailer {
  const transport = streamTransport();
  const messages: OutboxMessage[] = [];
  return {
    kind: 'memory',
    messages,
    send: async (mail) => {
      const info = await transport.sendMail(message(mail, from));
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
        const info = await transport.sendMail(message(mail, from));
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
      const info = await transport.sendMail(message(mail, from));
      mkdirSync(folder, { recursive: true });
      // Named by when it was queued (names sort by time) and by its id, so a repeat replaces it.
      const stamp = (mail.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const location = join(folder, `${stamp}-${mail.id ?? `${process.pid}-${sequence}`}.eml`);
      // Written beside it and renamed: a crash mid-write leaves no half message under an .eml name.
      const partial = `${location}.${process.pid}.partial`;
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, location);
      logger.info({ location, subject: mail.subject }, 'mail written to the outbox');
      return { messageId: info.messageId, location };
    },
    close: () => transport.close(),
  };
}
