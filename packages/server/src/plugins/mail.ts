import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached (e.g. the .ics of a maintenance window), content as utf-8 text. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** A mail as captured by tests (the message plus its sender). */
export interface SentMail extends MailMessage {
  from: string;
}

/** Sends mail (`app.mailer`). Errors are thrown to the caller. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** Capture mails here instead of sending or writing them (tests). */
  capture?: SentMail[];
}

/**
 * Creates the mailer (ARCHITECTURE §5): SMTP (pooled) when `SMTP_URL` is set; otherwise every mail is written as
 * an .eml file into DATA_DIR/outbox and its links and codes are logged, so a local user can finish every flow.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger, options: MailerOptions = {}): Mailer {
  const { capture } = options;
  if (capture) {
    return {
      async send(message) {
        capture.push({ from: config.mailFrom, ...message });
      },
      close() {},
    };
  }
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(
      config.smtpUrl.includes('?') ? config.smtpUrl : `${config.smtpUrl}?pool=true`,
    );
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      const code = /\b\d{6}\b/.exec(message.text)?.[0];
      log.info(
        { to: message.to, subject: message.subject, file, links, code },
        `mail to ${message.to}: ${message.subject}${code ? ` (code ${code})` : ''}${links.length ? ` ${links.join(' ')}` : ''}`,
      );
    },
    close() {},
  };
}
