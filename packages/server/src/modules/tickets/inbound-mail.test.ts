import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type InboundMailResult,
  type Page,
  type Ticket,
  type TicketListItem,
  TicketMessages,
  type UnknownSenderTicket,
} from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { organizations, tickets } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { PNG_BYTES, pdfBytes, storedFileNames } from '../documents/test-support.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';
import { InboundMailMessages, ticketSubjectFromMail } from './inbound-mail.js';

/**
 * Incoming helpdesk mail and the Unknown users (spam) queue (issue 13; docs/helpdesk-api.md): real .eml files in
 * ./fixtures (a known user's multipart mail with HTML, quoted-printable Dutch and a PDF; an unknown sender; a mail
 * without sender), replies built on the ticket they answer, a huge mail, and the SMTP listener fed by nodemailer.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const SUPPORT_ADDRESS = 'helpdesk@provider.example';
const MAX_BYTES = 200_000;
const ATTACHMENT_LIMIT = 50_000;
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

beforeAll(async () => {
  h = await createTestApp({
    env: {
      SUPPORT_EMAIL: SUPPORT_ADDRESS,
      INBOUND_MAIL_MAX_BYTES: String(MAX_BYTES),
      UPLOAD_MAX_BYTES: String(ATTACHMENT_LIMIT),
      INBOUND_SMTP_PORT: '0',
    },
  });
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: DemoAccount, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });

/** Delivers a raw mail through POST /api/tickets/inbound-mail as `who` (support by default). */
function deliver(raw: Buffer | string, who: DemoAccount | null = 'support') {
  return h.app.inject({
    method: 'POST',
    url: '/api/tickets/inbound-mail',
    headers: {
      'content-type': 'message/rfc822',
      ...(who ? { authorization: `Bearer ${tokens.get(who)}` } : {}),
    },
    payload: raw,
  });
}

async function delivered(raw: Buffer | string): Promise<InboundMailResult> {
  const res = await deliver(raw);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({
    status: 201,
    body: null,
  });
  return res.json<InboundMailResult>();
}

/** A plain-text mail from `from` with `subject`. */
const plainMail = (from: string, subject: string, text = 'Hello from the mail.') =>
  [
    `From: ${from}`,
    'To: helpdesk@provider.example',
    `Subject: ${subject}`,
    'Date: Thu, 26 Nov 2026 11:00:00 +0100',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    text,
    '',
  ].join('\r\n');

async function mailsSince(from: number) {
  await h.app.jobs.drained();
  return h.outbox.slice(from);
}
async function outboxMark() {
  await h.app.jobs.drained();
  return h.outbox.length;
}
const ticketCount = async () => (await h.db.select({ n: count() }).from(tickets))[0].n;
const getTicket = async (id: number, who: DemoAccount = 'support') =>
  (await api('GET', `/tickets/${id}`, who)).json<Ticket>();

describe('a mail becomes a ticket, a reply or an unknown-sender entry', () => {
  it("opens a ticket for a known user's organization from a multipart mail, sanitized, and mails the support address", async () => {
    const from = await outboxMark();
    const result = await delivered(fixture('known-user.eml'));
    expect(result.outcome).toBe('newTicket');
    const ticket = await getTicket(result.ticketId);
    expect(ticket).toMatchObject({
      subject: 'Storing bij de gateway – dringend',
      companyName: 'Acme Logistics B.V.',
      requesterEmail: 'general@acme.example',
      requesterName: 'Daan Mulder',
      priority: 'medium',
      status: 'open',
    });
    expect(ticket.description).toContain('<strong>GW-12</strong>');
    expect(ticket.description).toContain('het gaat om 40 sensoren');
    expect(ticket.description).not.toMatch(/script|onclick|javascript:|<img|<style/);
    // Its PDF is the ticket's attachment, which the customer can download.
    expect(ticket.attachments).toMatchObject([
      {
        fileName: 'gateway-log.pdf',
        contentType: 'application/pdf',
        uploadedByName: 'Daan Mulder',
        internal: false,
      },
    ]);
    const pdf = await api(
      'GET',
      `/tickets/${ticket.id}/attachments/${ticket.attachments[0].id}`,
      'acmeGeneral',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ticket.description).not.toContain('Attachments not kept');
    // The customer finds it in the portal.
    const mine = await api('GET', '/tickets?assignee=mine&pageSize=100', 'acmeGeneral');
    expect(mine.json<Page<TicketListItem>>().items.map((t) => t.id)).toContain(ticket.id);
    const mails = await mailsSince(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [SUPPORT_ADDRESS, `[#${ticket.id}] Storing bij de gateway – dringend`],
    ]);
  });

  it('puts mail of an unknown sender in the Unknown users queue, with a suggested organization, and mails nobody', async () => {
    const from = await outboxMark();
    const result = await delivered(fixture('unknown-sender.eml'));
    expect(result.outcome).toBe('unknownSender');
    expect(await mailsSince(from)).toEqual([]);
    // Not in the ticket list; in the queue with its body.
    const list = await api('GET', '/tickets?state=all&pageSize=100', 'support');
    expect(list.json<Page<TicketListItem>>().items.map((t) => t.id)).not.toContain(result.ticketId);
    const queue = (await api('GET', '/tickets/unknown', 'support')).json<Page<UnknownSenderTicket>>();
    const entry = queue.items.find((i) => i.id === result.ticketId);
    expect(entry).toMatchObject({
      subject: 'Offerte voor 500 simkaarten',
      senderName: 'Unknown Person',
      senderEmail: 'jan.jansen@newcustomer.example',
      suggestedOrganization: null,
    });
    expect(entry?.body).toContain('500 simkaarten met roaming in Europa');

    // A colleague of a known customer (same domain, no account) gets that customer suggested; a public mail
    // domain never does.
    const colleague = await delivered(plainMail('New Colleague <new.colleague@acme.example>', 'Question'));
    const gmail = await delivered(plainMail('someone@gmail.com', 'Cheap SIMs!!!'));
    const items = (await api('GET', '/tickets/unknown?pageSize=100', 'support')).json<
      Page<UnknownSenderTicket>
    >().items;
    expect(items.find((i) => i.id === colleague.ticketId)?.suggestedOrganization).toMatchObject({
      name: 'Acme Logistics B.V.',
      customerNumber: '100001',
    });
    expect(items.find((i) => i.id === gmail.ticketId)?.suggestedOrganization).toBeNull();
    // An organization user never sees queue entries.
    expect((await api('GET', `/tickets/${result.ticketId}`, 'acmeGeneral')).statusCode).toBe(404);
  });

  it('adds a reply from a participant to the ticket named by [#id]; a customer reply reopens a ticket that waits for them', async () => {
    const opened = await api('POST', '/tickets', 'acmeGeneral', {
      subject: 'Modem offline',
      description: '<p>Since noon.</p>',
    });
    const id = opened.json<Ticket>().id;
    await api('PUT', `/tickets/${id}/status`, 'support', { status: 'waitForClient' });
    const from = await outboxMark();
    const result = await delivered(
      plainMail(
        'Daan Mulder <General@Acme.example>',
        `RE: [#${id}] Modem offline`,
        'It works again after a restart.',
      ),
    );
    expect(result).toEqual({ outcome: 'reply', ticketId: id, duplicate: false });
    const ticket = await getTicket(id);
    expect(ticket.status).toBe('open');
    expect(ticket.messages.at(-1)).toMatchObject({
      body: '<p>It works again after a restart.</p>',
      fromStaff: false,
      authorName: 'Daan Mulder',
    });
    expect((await mailsSince(from)).map((m) => m.to)).toEqual([SUPPORT_ADDRESS]);

    // Staff answering by mail is a helpdesk reply: the requester is mailed.
    const staffFrom = await outboxMark();
    expect(
      (await delivered(plainMail('support@provider.example', `Re: [#${id}] Modem offline`, 'Good to hear.')))
        .outcome,
    ).toBe('reply');
    expect((await mailsSince(staffFrom)).map((m) => m.to)).toEqual(['general@acme.example']);
  });

  it('does not let a stranger or another organization write into a ticket, and answers to a closed ticket open a new one', async () => {
    const opened = await api('POST', '/tickets', 'acmeGeneral', {
      subject: 'Private',
      description: '<p>x</p>',
    });
    const id = opened.json<Ticket>().id;
    const before = (await getTicket(id)).messages.length;
    const other = await delivered(plainMail('general@noordzee.example', `Re: [#${id}] Private`, 'Let me in'));
    expect(other.outcome).toBe('newTicket');
    expect((await getTicket(other.ticketId)).companyName).toBe('Noordzee Sensors B.V.');
    const stranger = await delivered(plainMail('mallory@evil.example', `Re: [#${id}] Private`, 'Let me in'));
    expect(stranger.outcome).toBe('unknownSender');
    expect((await getTicket(id)).messages.length).toBe(before);

    await api('PUT', `/tickets/${id}/status`, 'support', { status: 'closed' });
    const late = await delivered(plainMail('general@acme.example', `Re: [#${id}] Private`, 'One more thing'));
    expect(late.outcome).toBe('newTicket');
    expect(late.ticketId).not.toBe(id);
    expect((await getTicket(late.ticketId)).subject).toBe('Private');
  });

  it('refuses a mail without sender (also one without any header) and one over the size limit, writing nothing', async () => {
    const before = await ticketCount();
    const refusal = async (raw: Buffer | string) => {
      const res = await deliver(raw);
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: { field: string; message: string }[] }>().errors;
    };
    expect(await refusal(fixture('no-sender.eml'))).toEqual([
      { field: 'mail', message: InboundMailMessages.noSender },
    ]);
    // Without headers mailparser still reads a body; what is missing is the sender.
    expect(await refusal('\r\n\r\nJust a body, no headers at all.')).toEqual([
      { field: 'mail', message: InboundMailMessages.noSender },
    ]);
    // A mail carrying a huge attachment (a scanned contract, a log dump) is over the limit as a whole.
    const huge = await new MailComposer({
      from: 'general@acme.example',
      to: SUPPORT_ADDRESS,
      subject: 'Huge',
      text: 'See the attached log.',
      attachments: [{ filename: 'modem.log.zip', content: randomBytes(MAX_BYTES) }],
    })
      .compile()
      .build();
    expect(await refusal(huge)).toEqual([
      { field: 'mail', message: InboundMailMessages.tooLarge(MAX_BYTES) },
    ]);
    expect(await ticketCount()).toBe(before);
  });

  it('takes mail on the endpoint from helpdesk handlers only', async () => {
    const raw = fixture('unknown-sender.eml');
    expect((await deliver(raw, null)).statusCode).toBe(401);
    for (const who of ['accountManager', 'acmeSigner', 'acmeTechnical'] as const) {
      expect([who, (await deliver(raw, who)).statusCode]).toEqual([who, 403]);
    }
  });

  it('strips reply prefixes and ticket tags from the subject of a new ticket', () => {
    expect(ticketSubjectFromMail('RE: Fwd: [#12] Antw: Roaming')).toBe('Roaming');
    expect(ticketSubjectFromMail('   ')).toBe('(no subject)');
    expect(ticketSubjectFromMail(undefined)).toBe('(no subject)');
  });

  it('keeps markup in a plain-text mail as text: escaped in the description and the HTML part of the mail (issue 21)', async () => {
    const from = await outboxMark();
    const subject = 'Gateway "><script>alert(1)</script>';
    const result = await delivered(
      plainMail('Daan Mulder <general@acme.example>', subject, '<img src=x onerror=alert(1)>\r\nline two'),
    );
    expect(result.outcome).toBe('newTicket');
    const ticket = await getTicket(result.ticketId);
    expect(ticket.subject).toBe(subject);
    expect(ticket.description).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<br>line two</p>');
    const [mail] = await mailsSince(from);
    expect(mail.subject).toBe(`[#${ticket.id}] ${subject}`);
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('mail attachments and mail delivered twice', () => {
  /** A real MIME message (nodemailer's composer) from a known Acme user with `attachments`. */
  const composed = (messageId: string, attachments: Mail.Attachment[], from = 'general@acme.example') =>
    new MailComposer({
      from: `Daan Mulder <${from}>`,
      to: SUPPORT_ADDRESS,
      subject: 'Logs and a screenshot',
      messageId,
      html: '<p>See the screenshot: <img src="cid:logo@acme"></p>',
      attachments,
    })
      .compile()
      .build();

  it('keeps accepted attachments, names refused ones with why, and skips inline images', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);
    const raw = await composed('<attachments-1@acme.example>', [
      { filename: 'screen.png', content: PNG_BYTES },
      { filename: 'tool.exe', content: exe },
      {
        filename: 'big.pdf',
        content: Buffer.concat([await pdfBytes('Big'), Buffer.alloc(ATTACHMENT_LIMIT)]),
      },
      { filename: 'logo.png', content: PNG_BYTES, cid: 'logo@acme' },
    ]);
    const result = await delivered(raw);
    const ticket = await getTicket(result.ticketId, 'acmeGeneral');
    expect(ticket.attachments.map((a) => [a.fileName, a.contentType])).toEqual([['screen.png', 'image/png']]);
    expect(ticket.description).toContain(
      'Attachments not kept: tool.exe (type not accepted); big.pdf (larger than 49 KB)',
    );
  });

  it('takes a message delivered twice in once: the same outcome, no second ticket, its files not kept twice', async () => {
    const raw = await composed('<twice@acme.example>', [{ filename: 'screen.png', content: PNG_BYTES }]);
    const first = await delivered(raw);
    const tickets = await ticketCount();
    const files = (await storedFileNames(h.config.filesDir)).length;
    const from = await outboxMark();
    const second = await deliver(raw);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first, duplicate: true });
    expect(await ticketCount()).toBe(tickets);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(files);
    expect(await mailsSince(from)).toEqual([]);
    // The same Message-ID from another sender is another mail.
    const other = await delivered(await composed('<twice@acme.example>', [], 'tech@acme.example'));
    expect(other).toMatchObject({ outcome: 'newTicket', duplicate: false });
    expect(other.ticketId).not.toBe(first.ticketId);
  });
});

describe('the SMTP listener (INBOUND_SMTP_PORT)', () => {
  const transport = () =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port: h.app.inboundSmtp!.port(),
      secure: false,
      ignoreTLS: true,
    });

  it('stores mail delivered over SMTP and refuses mail over the size limit with 552', async () => {
    const smtp = transport();
    try {
      const info = await smtp.sendMail({
        from: 'Sem Dekker <tech@noordzee.example>',
        to: 'helpdesk@provider.example',
        subject: 'Sent over SMTP',
        text: 'Our trackers in Den Helder are offline.',
      });
      expect(info.accepted).toEqual(['helpdesk@provider.example']);
      const [row] = await h.db.select().from(tickets).where(eq(tickets.subject, 'Sent over SMTP'));
      expect(row).toMatchObject({ requesterEmail: 'tech@noordzee.example' });
      const [noordzee] = await h.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.customerNumber, '100002'));
      expect(row.organizationId).toBe(noordzee.id);

      await expect(
        smtp.sendMail({
          from: 'tech@noordzee.example',
          to: 'helpdesk@provider.example',
          subject: 'Too big',
          text: 'x'.repeat(MAX_BYTES + 10),
        }),
      ).rejects.toMatchObject({ responseCode: 552 });
      expect(await h.db.select().from(tickets).where(eq(tickets.subject, 'Too big'))).toEqual([]);
    } finally {
      smtp.close();
    }
  });
});

describe('the receive-mail CLI (local use)', () => {
  it('signs in as the demo support account and delivers an .eml file to a running portal', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const here = path.dirname(fileURLToPath(import.meta.url));
    const run = (file: string) =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile(
          process.execPath,
          [path.join(here, '../../../scripts/receive-mail.mjs'), file, '--url', `http://127.0.0.1:${port}`],
          (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
        ),
      );
    // A copy of the fixture with a Message-ID of its own (the fixture itself was delivered above).
    const file = path.join(h.dataDir, 'unknown-sender.eml');
    writeFileSync(
      file,
      fixture('unknown-sender.eml')
        .toString()
        .replace(/^Message-ID: .*$/m, 'Message-ID: <cli-test@example.com>'),
    );
    const ok = await run(file);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/unknown-sender\.eml: Unknown users entry \(ticket\) #\d+/);
    const again = await run(file);
    expect(again.out).toBe(ok.out.replace(': Unknown', ': delivered before, nothing changed: Unknown'));
    const refused = await run(path.join(here, 'fixtures', 'no-sender.eml'));
    expect(refused).toEqual({
      code: 1,
      out: `The mail was refused (400: ${InboundMailMessages.noSender}).\n`,
    });
  });
});

describe('the Unknown users queue: link or delete (handlers)', () => {
  it('links an entry to an organization, making the sender its requester and keeping the message', async () => {
    const entry = await delivered(
      plainMail('New Colleague <usermanager@acme.example>', 'Via a new address?', 'Keep me.'),
    );
    // usermanager@acme.example is a user: that was a known sender; use a true stranger for the queue.
    expect(entry.outcome).toBe('newTicket');
    const stranger = await delivered(
      plainMail('Piet Prospect <piet@prospect.example>', 'Interested', 'Keep me.'),
    );
    expect(stranger.outcome).toBe('unknownSender');
    const acmeId = (
      await h.db.select().from(organizations).where(eq(organizations.customerNumber, '100001'))
    )[0].id;

    expect(
      (
        await api('PUT', `/tickets/${stranger.ticketId}/organization`, 'accountManager', {
          organizationId: acmeId,
        })
      ).statusCode,
    ).toBe(403);
    const unknownOrg = await api('PUT', `/tickets/${stranger.ticketId}/organization`, 'support', {
      organizationId: 999_999,
    });
    expect(unknownOrg.json().errors).toEqual([
      { field: 'organizationId', message: TicketMessages.unknownOrganization },
    ]);

    const linked = await api('PUT', `/tickets/${stranger.ticketId}/organization`, 'support', {
      organizationId: acmeId,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<Ticket>()).toMatchObject({
      companyName: 'Acme Logistics B.V.',
      requesterEmail: 'piet@prospect.example',
      requesterName: 'Piet Prospect',
    });
    expect(linked.json<Ticket>().description).toContain('Keep me.');
    // Now an ordinary ticket of Acme: in Acme's list, out of the queue; a second link is refused.
    const acmeList = await api('GET', '/tickets?pageSize=100', 'acmeSigner');
    expect(acmeList.json<Page<TicketListItem>>().items.map((t) => t.id)).toContain(stranger.ticketId);
    const queue = await api('GET', '/tickets/unknown?pageSize=100', 'support');
    expect(queue.json<Page<UnknownSenderTicket>>().items.map((i) => i.id)).not.toContain(stranger.ticketId);
    const again = await api('PUT', `/tickets/${stranger.ticketId}/organization`, 'support', {
      organizationId: acmeId,
    });
    expect(again.json().errors).toEqual([{ field: 'organizationId', message: TicketMessages.alreadyLinked }]);
  });

  it('deletes queue entries as spam in bulk and leaves anything else alone', async () => {
    const spam1 = await delivered(plainMail('spam1@spam.example', 'Win a prize'));
    const spam2 = await delivered(plainMail('spam2@spam.example', 'Win a prize'));
    const real = await api('POST', '/tickets', 'acmeGeneral', { subject: 'Real', description: '<p>x</p>' });
    const realId = real.json<Ticket>().id;
    expect(
      (await api('POST', '/tickets/unknown/delete', 'accountManager', { ids: [spam1.ticketId] })).statusCode,
    ).toBe(403);
    const res = await api('POST', '/tickets/unknown/delete', 'support', {
      ids: [spam1.ticketId, spam2.ticketId, realId],
    });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await api('GET', `/tickets/${spam1.ticketId}`, 'support')).statusCode).toBe(404);
    expect((await api('GET', `/tickets/${realId}`, 'support')).statusCode).toBe(200);
    expect((await api('POST', '/tickets/unknown/delete', 'support', { ids: [] })).statusCode).toBe(400);
  });
});
