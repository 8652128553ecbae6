import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../config.js';
import { createMailer } from './mail.js';

/**
 * Header injection (issue 21): a subject holds stored text (an organization's name, a ticket subject, an
 * announcement title) that may contain line breaks, since multi-line texts allow CR and LF. The mailer passes it to
 * nodemailer as the `subject` field, never as a raw header, and nodemailer folds its line breaks into spaces: the
 * mail written to DATA_DIR/outbox (the same message SMTP would send) has no header of the user's.
 */

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-mail-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const silent = { info: () => undefined } as unknown as FastifyBaseLogger;

describe('createMailer (.eml outbox, no SMTP_URL)', () => {
  it('keeps line breaks in a subject from adding headers', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
    });
    const mailer = createMailer(config, silent);
    await mailer.send({
      to: 'manager@provider.example',
      subject: 'Service request: Acme\r\nBcc: victim@example.com\nX-Injected: 1\r\n\r\n<img src=x onerror=alert(1)>',
      text: 'Body',
    });
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    const raw = readFileSync(path.join(dataDir, 'outbox', file));
    const headerBlock = raw.toString('utf8').split(/\r?\n\r?\n/)[0];
    expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);

    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(parsed.subject).toBe(
      'Service request: Acme Bcc: victim@example.com X-Injected: 1  <img src=x onerror=alert(1)>',
    );
    expect(parsed.text?.trim()).toBe('Body');
  });
});
