import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './env';

/** One message of the outbox (`${DATA_DIR}/outbox/*.eml`, written by the server's mail plugin without SMTP_URL). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text/plain part (or the HTML with tags removed when there is no plain part). */
  text: string;
  html: string;
  mtimeMs: number;
}

export const outboxDir = () => path.join(dataDir(), 'outbox');

/** The names of the mails in the outbox now (to wait for a newer one afterwards). */
export function outboxSnapshot(): Set<string> {
  try {
    return new Set(fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')));
  } catch {
    return new Set();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A small RFC 5322 / MIME reader: headers (folded lines, RFC 2047 words), multipart, quoted-printable and base64.

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string, charset?: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return decodeBytes(Buffer.from(bytes), charset);
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? decodeBytes(Buffer.from(data, 'base64'), charset)
      : decodeQuotedPrintable(data.replace(/_/g, ' '), charset),
  );
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function collectParts(raw: string, out: { text: string[]; html: string[] }): void {
  const { headers, body } = splitHead(raw);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(headers.get('content-type'), 'boundary');
    if (!boundary) return;
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    for (const part of parts.slice(1)) if (part.trim()) collectParts(part, out);
    return;
  }
  const charset = param(headers.get('content-type'), 'charset');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset)
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, charset)
        : body;
  if (type.startsWith('text/html')) out.html.push(decoded);
  else if (type.startsWith('text/')) out.text.push(decoded);
}

const decodeEntities = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/** Parses one .eml file. */
export function readMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers } = splitHead(raw);
  const parts = { text: [] as string[], html: [] as string[] };
  collectParts(raw, parts);
  const html = parts.html.join('\n');
  const text = parts.text.length ? parts.text.join('\n') : decodeEntities(html.replace(/<[^>]+>/g, ' '));
  return {
    file,
    to: decodeWords(headers.get('to') ?? '').toLowerCase(),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    mtimeMs: fs.statSync(file).mtimeMs,
  };
}

/** Every mail in the outbox for `recipient`, newest first. */
export function mailsFor(recipient: string): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const address = recipient.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readMail(path.join(dir, f)))
    .filter((mail) => mail.to.includes(address))
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
}

/**
 * Waits for the newest mail to `recipient` that was not in `before` (an {@link outboxSnapshot} taken before the
 * action that sends it) and, when given, whose text matches `match`.
 */
export async function waitForMail(
  recipient: string,
  options: { before?: Set<string>; match?: RegExp; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mail = mailsFor(recipient).find(
      (m) => !options.before?.has(path.basename(m.file)) && (!options.match || options.match.test(m.text + m.html)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`No new mail for ${recipient} in ${outboxDir()} within ${options.timeoutMs ?? 15_000} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link of the mail whose path is `pathname` (e.g. /reset-password), as a URL. */
export function linkIn(mail: OutboxMail, pathname: string): URL {
  const candidates = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) =>
    decodeEntities(m[0]),
  );
  const link = candidates.find((href) => new URL(href).pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in mail ${mail.file}:\n${mail.text}`);
  return new URL(link);
}

/** The 6-digit code of a 2FA mail. */
export function codeIn(mail: OutboxMail): string {
  const match = /(?<![\d#])(\d{6})(?!\d)/.exec(mail.text) ?? /(?<![\d#])(\d{6})(?!\d)/.exec(mail.html);
  if (!match) throw new Error(`No 6-digit code in mail ${mail.file}:\n${mail.text}`);
  return match[1];
}
