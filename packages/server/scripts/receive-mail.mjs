#!/usr/bin/env node
/**
 * Delivers an e-mail file to a running portal's helpdesk (issue 13, docs/helpdesk-api.md "Incoming mail"), for
 * local use without an SMTP listener:
 *
 *   pnpm --filter @portal/server receive-mail path/to/mail.eml [--url http://127.0.0.1:8080]
 *
 * Signs in as a helpdesk handler (PORTAL_EMAIL / PORTAL_PASSWORD; default the demo support account of the README)
 * and posts the file to POST /api/tickets/inbound-mail. Prints what the mail became (a reply, a new ticket or an
 * Unknown users entry) and its ticket number; exits 1 with the server's message when the mail is refused.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const urlFlag = args.indexOf('--url');
const base = (
  urlFlag >= 0 ? args.splice(urlFlag, 2)[1] : (process.env.PORTAL_URL ?? 'http://127.0.0.1:8080')
).replace(/\/+$/, '');
const file = args[0];
if (!file) {
  process.stderr.write('usage: receive-mail <file.eml> [--url http://127.0.0.1:8080]\n');
  process.exit(2);
}
const email = process.env.PORTAL_EMAIL ?? 'support@provider.example';
const password = process.env.PORTAL_PASSWORD ?? 'Portal-demo-2026!';

/** The spec §8 error text of a failed response. */
async function failure(response) {
  const body = await response.json().catch(() => ({}));
  const fields = (body.errors ?? []).map((e) => e.message).join(' ');
  return `${response.status}: ${fields || body.errorMessage || body.message || response.statusText}`;
}

const session = await fetch(`${base}/api/sessions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (!session.ok) {
  process.stderr.write(
    `Signing in as ${email} failed (${await failure(session)}); use a handler without 2FA.\n`,
  );
  process.exit(1);
}
const { token } = await session.json();
const delivered = await fetch(`${base}/api/tickets/inbound-mail`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' },
  body: readFileSync(file),
});
if (!delivered.ok) {
  process.stderr.write(`The mail was refused (${await failure(delivered)}).\n`);
  process.exit(1);
}
const { outcome, ticketId, duplicate } = await delivered.json();
const what = {
  reply: 'a reply to ticket',
  newTicket: 'new ticket',
  unknownSender: 'Unknown users entry (ticket)',
};
process.stdout.write(
  `${file}: ${duplicate ? 'delivered before, nothing changed: ' : ''}${what[outcome]} #${ticketId}\n`,
);
