import {
  type Page,
  type Ticket,
  type TicketAssignee,
  type TicketListItem,
  TicketMessages,
} from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import {
  organizationSubsystems,
  organizations,
  ticketMessages,
  tickets,
  users,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * Helpdesk tickets (issue 13; docs/helpdesk-api.md "Helpdesk tickets API"; spec §2 /helpdesk, §3 Ticket, §4, §6)
 * on the seeded demo data: Acme (all subsystems) and Noordzee (helpdesk) have tickets; Brabant Water loses its
 * helpdesk subsystem in this file, so its signer stands for a customer without the helpdesk. Mails are read from
 * the captured outbox after the delivery jobs ran.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'brabant';
let h: Harness;
const tokens = new Map<Who, string>();
const SUPPORT_ADDRESS = 'helpdesk@provider.example';

beforeAll(async () => {
  h = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT_ADDRESS } });
  const [brabant] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, '100003'));
  await h.db
    .delete(organizationSubsystems)
    .where(
      and(eq(organizationSubsystems.organizationId, brabant.id), eq(organizationSubsystems.subsystem, 1)),
    );
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  tokens.set('brabant', await h.tokenFor('signer@brabantwater.example'));
});
afterAll(async () => h?.close());

type Method = 'GET' | 'POST' | 'PUT';
const api = (method: Method, url: string, who?: Who, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });

async function ok<T>(method: Method, url: string, who: Who, body?: unknown): Promise<T> {
  const res = await api(method, url, who, body);
  expect({ url, status: res.statusCode, body: res.statusCode >= 300 ? res.json() : null }).toMatchObject({
    status: method === 'POST' ? 201 : 200,
  });
  return res.json() as T;
}

/** The field errors of a 400, as [field, message] pairs. */
async function fieldErrors(method: Method, url: string, who: Who, body?: unknown) {
  const res = await api(method, url, who, body);
  expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
  return res.json<{ errors: { field: string; message: string }[] }>().errors.map((e) => [e.field, e.message]);
}

async function mailsSince(from: number) {
  await h.app.jobs.drained();
  return h.outbox.slice(from);
}
async function outboxMark(): Promise<number> {
  await h.app.jobs.drained();
  return h.outbox.length;
}

const ticketCount = async () => (await h.db.select({ n: count() }).from(tickets))[0].n;
const messageCount = async () => (await h.db.select({ n: count() }).from(ticketMessages))[0].n;
const list = (who: Who, query = '') => ok<Page<TicketListItem>>('GET', `/tickets${query}`, who);

async function organizationId(customerNumber: string): Promise<number> {
  const [row] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, customerNumber));
  return row.id;
}

/** A ticket opened by Acme's general responsible (not urgent), for tests that change it. */
const openAcmeTicket = (subject = 'Tracker offline') =>
  ok<Ticket>('POST', '/tickets', 'acmeGeneral', { subject, description: '<p>It stopped reporting.</p>' });

describe('who reaches the tickets (spec §2 subsystem 1, §6)', () => {
  it('answers 401 signed out on every ticket route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/tickets'],
      ['GET', '/tickets/assignees'],
      ['GET', '/tickets/1'],
      ['POST', '/tickets'],
      ['POST', '/tickets/1/messages'],
      ['PUT', '/tickets/1/status'],
      ['PUT', '/tickets/1/assignee'],
      ['POST', '/tickets/inbound-mail'],
      ['GET', '/tickets/unknown'],
      ['PUT', '/tickets/1/organization'],
      ['POST', '/tickets/unknown/delete'],
    ];
    for (const [method, url] of routes)
      expect([url, (await api(method, url)).statusCode]).toEqual([url, 401]);
  });

  it('refuses organization users whose organization lacks the helpdesk subsystem (403) and lets all staff read', async () => {
    expect((await api('GET', '/tickets', 'brabant')).statusCode).toBe(403);
    expect(
      (await api('POST', '/tickets', 'brabant', { subject: 's', description: '<p>d</p>' })).statusCode,
    ).toBe(403);
    for (const who of ['superAdmin', 'management', 'support', 'accountManager'] as const) {
      expect((await list(who, '?state=all')).total).toBeGreaterThanOrEqual(6);
    }
  });

  it("shows an organization user only its own organization's tickets; another organization's ticket is 404", async () => {
    const acme = await list('acmeGeneral', '?state=all&pageSize=100');
    const noordzee = await list('noordzeeGeneral', '?state=all&pageSize=100');
    expect(acme.items.length).toBeGreaterThan(0);
    expect(new Set(acme.items.map((t) => t.companyName))).toEqual(new Set(['Acme Logistics B.V.']));
    expect(new Set(noordzee.items.map((t) => t.companyName))).toEqual(new Set(['Noordzee Sensors B.V.']));
    const acmeTicket = acme.items[0].id;
    expect((await api('GET', `/tickets/${acmeTicket}`, 'noordzeeGeneral')).statusCode).toBe(404);
    const before = await messageCount();
    const reply = await api('POST', `/tickets/${acmeTicket}/messages`, 'noordzeeGeneral', {
      body: '<p>Hi</p>',
    });
    expect(reply.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    // Filtering by another organization's id does not widen the scope.
    const other = await list(
      'noordzeeGeneral',
      `?state=all&organizationId=${await organizationId('100001')}`,
    );
    expect(other.total).toBe(0);
  });

  it('gives the account manager reading and public replies, but not notes, status or assignment (403)', async () => {
    const ticket = await openAcmeTicket();
    await ok('POST', `/tickets/${ticket.id}/messages`, 'accountManager', { body: '<p>Looking into it.</p>' });
    const refused = [
      await api('POST', `/tickets/${ticket.id}/messages`, 'accountManager', {
        body: '<p>x</p>',
        internal: true,
      }),
      await api('PUT', `/tickets/${ticket.id}/status`, 'accountManager', { status: 'pending' }),
      await api('PUT', `/tickets/${ticket.id}/assignee`, 'accountManager', { assigneeId: null }),
      await api('PUT', `/tickets/${ticket.id}/status`, 'acmeSigner', { status: 'pending' }),
      await api('PUT', `/tickets/${ticket.id}/assignee`, 'acmeSigner', { assigneeId: null }),
      await api('GET', '/tickets/assignees', 'acmeSigner'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await ok<Ticket>('GET', `/tickets/${ticket.id}`, 'support')).allowedStatuses).toContain(
      'pending',
    );
    expect((await ok<Ticket>('GET', `/tickets/${ticket.id}`, 'accountManager')).allowedStatuses).toEqual([]);
  });
});

describe('opening a ticket (spec §3 creation form, §6 urgent)', () => {
  it("opens a customer's ticket for its own organization, with the customer as requester, and mails the support address", async () => {
    const from = await outboxMark();
    const ticket = await ok<Ticket>('POST', '/tickets', 'acmeGeneral', {
      subject: 'Gateway cannot register',
      description: '<p>Our gateway <strong>GW-12</strong> fails to register.</p>',
      priority: 'high',
    });
    expect(ticket).toMatchObject({
      status: 'open',
      priority: 'high',
      companyName: 'Acme Logistics B.V.',
      requesterEmail: 'general@acme.example',
      requesterName: 'Daan Mulder',
      assigneeId: null,
      messages: [],
    });
    const mails = await mailsSince(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [SUPPORT_ADDRESS, `[#${ticket.id}] Gateway cannot register`],
    ]);
    expect(mails[0].text).toContain('GW-12');
    expect(mails[0].text).toContain(`/helpdesk/tickets/${ticket.id}`);
  });

  it('lets only a technical responsible (and staff) choose urgent; others get the reason on the priority field', async () => {
    const urgent = {
      subject: 'Core network down',
      description: '<p>All devices offline.</p>',
      priority: 'urgent',
    };
    const before = await ticketCount();
    for (const who of ['acmeGeneral', 'acmeSigner', 'acmeFinance', 'noordzeeGeneral'] as const) {
      expect(await fieldErrors('POST', '/tickets', who, urgent)).toEqual([
        ['priority', TicketMessages.urgentNotAllowed],
      ]);
    }
    expect(await ticketCount()).toBe(before);
    expect((await ok<Ticket>('POST', '/tickets', 'acmeTechnical', urgent)).priority).toBe('urgent');
    const staff = await ok<Ticket>('POST', '/tickets', 'support', {
      ...urgent,
      organizationId: await organizationId('100002'),
      name: 'Julia Hendriks',
      email: 'General@Noordzee.example',
    });
    expect(staff.priority).toBe('urgent');
  });

  it("lets staff open a ticket for an organization and a requester, linked to that organization's user by e-mail", async () => {
    const from = await outboxMark();
    const ticket = await ok<Ticket>('POST', '/tickets', 'accountManager', {
      subject: 'Follow-up of our call',
      description: '<p>As discussed by phone.</p>',
      organizationId: await organizationId('100002'),
      name: 'Julia Hendriks',
      email: 'general@noordzee.example',
      contactPerson: 'Sem Dekker',
    });
    expect(ticket).toMatchObject({ companyName: 'Noordzee Sensors B.V.', contactPerson: 'Sem Dekker' });
    // The linked requester finds it as "mine" in the portal.
    const mine = await list('noordzeeGeneral', '?assignee=mine&pageSize=100');
    expect(mine.items.map((t) => t.id)).toContain(ticket.id);
    // The requester is mailed in Dutch (no stored language: the API default, spec §1).
    const mails = await mailsSince(from);
    expect(mails.map((m) => m.to)).toEqual(['general@noordzee.example']);
    expect(mails[0].subject).toBe(`[#${ticket.id}] Follow-up of our call`);
    expect(mails[0].text).toContain('Nieuw ticket');
  });

  it('refuses bad input with the spec §8 shape and writes nothing', async () => {
    const before = [await ticketCount(), h.outbox.length];
    expect(
      await fieldErrors('POST', '/tickets', 'support', { subject: 'x', description: '<p>y</p>' }),
    ).toEqual([
      ['organizationId', 'This field is required.'],
      ['name', 'This field is required.'],
      ['email', 'This field is required.'],
    ]);
    expect(
      await fieldErrors('POST', '/tickets', 'support', {
        subject: 'x',
        description: '<p>y</p>',
        organizationId: 999_999,
        name: 'A',
        email: 'a@b.example',
      }),
    ).toEqual([['organizationId', TicketMessages.unknownOrganization]]);
    expect(
      await fieldErrors('POST', '/tickets', 'acmeGeneral', {
        subject: 'x',
        description: '<p>y</p>',
        organizationId: await organizationId('100002'),
      }),
    ).toEqual([['organizationId', 'Only the helpdesk fills in this field.']]);
    expect(
      await fieldErrors('POST', '/tickets', 'acmeGeneral', { subject: 'x', description: '<p> </p>' }),
    ).toEqual([['description', 'This field is required.']]);
    const fields = (errors: string[][]) => errors.map(([field]) => field);
    expect(
      fields(
        await fieldErrors('POST', '/tickets', 'acmeGeneral', { subject: '  ', description: '<p>y</p>' }),
      ),
    ).toEqual(['subject']);
    expect(
      fields(
        await fieldErrors('POST', '/tickets', 'acmeGeneral', {
          subject: 'x'.repeat(201),
          description: '<p>y</p>',
        }),
      ),
    ).toEqual(['subject']);
    expect(
      fields(
        await fieldErrors('POST', '/tickets', 'acmeGeneral', {
          subject: 'x',
          description: '<p>y</p>',
          priority: 'blocker',
        }),
      ),
    ).toEqual(['priority']);
    expect(
      fields(
        await fieldErrors('POST', '/tickets', 'acmeGeneral', {
          subject: 'x',
          description: '<p>y</p>',
          status: 'closed',
        }),
      ),
    ).toEqual(['']);
    expect(
      fields(
        await fieldErrors('POST', '/tickets', 'support', {
          subject: 'x',
          description: '<p>y</p>',
          organizationId: 1,
          name: 'A',
          email: 'not-an-email',
        }),
      ),
    ).toEqual(['email']);
    await h.app.jobs.drained();
    expect([await ticketCount(), h.outbox.length]).toEqual(before);
  });

  it('stores only sanitized rich text', async () => {
    const ticket = await ok<Ticket>('POST', '/tickets', 'acmeGeneral', {
      subject: 'XSS',
      description: '<p onclick="alert(1)">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(ticket.description).not.toMatch(/script|onclick|javascript:/);
    expect(ticket.description).toContain('Hi');
  });
});

describe('the thread: replies and internal notes', () => {
  it('never shows or mails internal notes to the customer; the seeded note is staff only', async () => {
    const acme = await list('acmeTechnical', '?state=all&search=roaming');
    const id = acme.items[0].id;
    const asStaff = await ok<Ticket>('GET', `/tickets/${id}`, 'support');
    const asCustomer = await ok<Ticket>('GET', `/tickets/${id}`, 'acmeTechnical');
    expect(asStaff.messages.some((m) => m.internal)).toBe(true);
    expect(asCustomer.messages.some((m) => m.internal)).toBe(false);
    expect(asCustomer.messages.length).toBe(asStaff.messages.length - 1);

    const from = await outboxMark();
    await ok('POST', `/tickets/${id}/messages`, 'support', {
      body: '<p>Supplier says tomorrow.</p>',
      internal: true,
    });
    expect(await mailsSince(from)).toHaveLength(0);
    const after = await ok<Ticket>('GET', `/tickets/${id}`, 'acmeTechnical');
    expect(after.messages.map((m) => m.body).join()).not.toContain('Supplier says tomorrow');
    expect(
      (await api('POST', `/tickets/${id}/messages`, 'acmeTechnical', { body: '<p>x</p>', internal: true }))
        .statusCode,
    ).toBe(403);
  });

  it('mails a public helpdesk reply to the requester with [#id], and a customer reply to the assignee', async () => {
    const ticket = await openAcmeTicket('Battery drain');
    let from = await outboxMark();
    const replied = await ok<Ticket>('POST', `/tickets/${ticket.id}/messages`, 'support', {
      body: '<p>Which firmware do the devices run?</p>',
    });
    expect(replied.messages.at(-1)).toMatchObject({
      fromStaff: true,
      internal: false,
      authorName: 'Sanne Visser',
    });
    let mails = await mailsSince(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['general@acme.example', `[#${ticket.id}] Battery drain`],
    ]);
    expect(mails[0].text).toContain('Which firmware');

    const assignees = await ok<TicketAssignee[]>('GET', '/tickets/assignees', 'support');
    const management = assignees.find((a) => a.email === 'management@provider.example')!;
    await ok('PUT', `/tickets/${ticket.id}/assignee`, 'support', { assigneeId: management.id });
    from = await outboxMark();
    await ok('POST', `/tickets/${ticket.id}/messages`, 'acmeGeneral', { body: '<p>Version 2.4.1</p>' });
    mails = await mailsSince(from);
    expect(mails.map((m) => m.to)).toEqual(['management@provider.example']);
  });

  it('moves a ticket that waits for the client back to open on a customer reply; a staff reply leaves the status', async () => {
    const ticket = await openAcmeTicket('Wrong APN');
    await ok('PUT', `/tickets/${ticket.id}/status`, 'support', { status: 'waitForClient' });
    await ok('POST', `/tickets/${ticket.id}/messages`, 'support', { body: '<p>Please check the APN.</p>' });
    expect((await ok<Ticket>('GET', `/tickets/${ticket.id}`, 'support')).status).toBe('waitForClient');
    const answered = await ok<Ticket>('POST', `/tickets/${ticket.id}/messages`, 'acmeGeneral', {
      body: '<p>Checked, it is right.</p>',
    });
    expect(answered.status).toBe('open');
    // A customer reply on pending leaves it pending.
    await ok('PUT', `/tickets/${ticket.id}/status`, 'support', { status: 'pending' });
    const pending = await ok<Ticket>('POST', `/tickets/${ticket.id}/messages`, 'acmeGeneral', {
      body: '<p>Any news?</p>',
    });
    expect(pending.status).toBe('pending');
  });

  it('refuses a reply to a closed ticket and a blank reply, writing nothing', async () => {
    const ticket = await openAcmeTicket('Old question');
    await ok('PUT', `/tickets/${ticket.id}/status`, 'support', { status: 'closed' });
    const before = await messageCount();
    expect(
      await fieldErrors('POST', `/tickets/${ticket.id}/messages`, 'acmeGeneral', { body: '<p>Hello?</p>' }),
    ).toEqual([['body', TicketMessages.closedTicket]]);
    const open = await openAcmeTicket('Another');
    expect(
      await fieldErrors('POST', `/tickets/${open.id}/messages`, 'acmeGeneral', { body: '<p> </p>' }),
    ).toEqual([['body', 'This field is required.']]);
    expect(await messageCount()).toBe(before);
  });
});

describe('status and assignment (handlers; transitions are our design, TICKET_TRANSITIONS)', () => {
  it('follows the transition table: working statuses move freely, resolved reopens or closes, closed is final', async () => {
    const ticket = await openAcmeTicket('Transitions');
    const move = (status: string) => api('PUT', `/tickets/${ticket.id}/status`, 'management', { status });
    for (const status of ['pending', 'waitForSupplier', 'project', 'resolved', 'open', 'resolved']) {
      expect([status, (await move(status)).statusCode]).toEqual([status, 200]);
    }
    expect((await move('pending')).statusCode).toBe(400);
    expect((await move('resolved')).statusCode).toBe(400);
    const closed = await move('closed');
    expect(closed.json<Ticket>()).toMatchObject({ status: 'closed', allowedStatuses: [] });
    const refused = await move('open');
    expect(refused.json()).toEqual({
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'status', message: TicketMessages.transitionNotAllowed }],
    });
    expect((await api('PUT', '/tickets/999999/status', 'support', { status: 'open' })).statusCode).toBe(404);
    expect((await api('PUT', `/tickets/${ticket.id}/status`, 'support', { status: 'done' })).statusCode).toBe(
      400,
    );
  });

  it('assigns to helpdesk employees only and unassigns with null', async () => {
    const ticket = await openAcmeTicket('Assignment');
    const assignees = await ok<TicketAssignee[]>('GET', '/tickets/assignees', 'accountManager');
    expect(assignees.map((a) => a.email).sort()).toEqual(
      ['admin@provider.example', 'management@provider.example', 'support@provider.example'].sort(),
    );
    const support = assignees.find((a) => a.email === 'support@provider.example')!;
    const assigned = await ok<Ticket>('PUT', `/tickets/${ticket.id}/assignee`, 'support', {
      assigneeId: support.id,
    });
    expect(assigned).toMatchObject({ assigneeId: support.id, assigneeName: support.name });
    const mine = await list('support', '?assignee=mine&pageSize=100');
    expect(mine.items.map((t) => t.id)).toContain(ticket.id);

    const [accountManager, customer] = await Promise.all(
      ['accountmanager@provider.example', 'tech@acme.example'].map(async (email) => {
        const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        return row.id;
      }),
    );
    for (const assigneeId of [accountManager, customer, 999_999]) {
      expect(await fieldErrors('PUT', `/tickets/${ticket.id}/assignee`, 'support', { assigneeId })).toEqual([
        ['assigneeId', TicketMessages.unknownAssignee],
      ]);
    }
    expect((await ok<Ticket>('GET', `/tickets/${ticket.id}`, 'support')).assigneeId).toBe(support.id);
    const unassigned = await ok<Ticket>('PUT', `/tickets/${ticket.id}/assignee`, 'support', {
      assigneeId: null,
    });
    expect(unassigned.assigneeId).toBeNull();
    expect((await list('support', '?assignee=unassigned&pageSize=100')).items.map((t) => t.id)).toContain(
      ticket.id,
    );
  });
});

describe('the list (filters, search, sorting, paging)', () => {
  it('shows working tickets by default and every ticket with state=all', async () => {
    const active = await list('support', '?pageSize=100');
    const all = await list('support', '?state=all&pageSize=100');
    expect(active.items.every((t) => !['resolved', 'closed'].includes(t.status))).toBe(true);
    expect(all.items.some((t) => t.status === 'closed')).toBe(true);
    expect(all.total).toBeGreaterThan(active.total);
    const closed = await list('support', '?status=closed&pageSize=100');
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((t) => t.status === 'closed')).toBe(true);
  });

  it('finds by number, subject, requester and organization, and filters by priority and organization', async () => {
    const all = await list('support', '?state=all&pageSize=100');
    const one = all.items[3];
    expect((await list('support', `?state=all&search=%23${one.id}`)).items.map((t) => t.id)).toContain(
      one.id,
    );
    expect(
      (await list('support', '?state=all&search=noordzee')).items.every(
        (t) => t.companyName === 'Noordzee Sensors B.V.',
      ),
    ).toBe(true);
    expect(
      (await list('support', '?state=all&search=Daan')).items.every((t) => t.requesterName === 'Daan Mulder'),
    ).toBe(true);
    expect((await list('support', '?state=all&search=100%25')).total).toBe(0);
    const urgent = await list('support', '?state=all&priority=urgent&pageSize=100');
    expect(urgent.items.length).toBeGreaterThan(0);
    expect(urgent.items.every((t) => t.priority === 'urgent')).toBe(true);
    const noordzeeId = await organizationId('100002');
    const byOrganization = await list('support', `?state=all&organizationId=${noordzeeId}&pageSize=100`);
    expect(byOrganization.items.every((t) => t.organizationId === noordzeeId)).toBe(true);
  });

  it('sorts by priority and by subject, and pages 20 at a time by default', async () => {
    const byPriority = await list('support', '?state=all&sort=-priority&pageSize=100');
    const rank = { urgent: 4, high: 3, medium: 2, low: 1 };
    const ranks = byPriority.items.map((t) => rank[t.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const bySubject = await list('support', '?state=all&sort=subject&pageSize=100');
    const subjects = bySubject.items.map((t) => t.subject.toLowerCase());
    expect(subjects).toEqual([...subjects].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list('support', '?state=all')).pageSize).toBe(20);
  });

  it('refuses unknown filters, sort fields and page sizes with a 400', async () => {
    for (const query of [
      '?sort=password',
      '?pageSize=101',
      '?assignee=someone',
      '?state=open',
      '?page=0',
      '?foo=1',
    ]) {
      expect([query, (await api('GET', `/tickets${query}`, 'support')).statusCode]).toEqual([query, 400]);
    }
    expect((await api('GET', '/tickets/abc', 'support')).statusCode).toBe(400);
  });
});

describe('API documentation', () => {
  it('documents every ticket route under the "tickets" tag', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('tickets'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'GET /api/tickets',
        'GET /api/tickets/assignees',
        'GET /api/tickets/{id}',
        'POST /api/tickets',
        'POST /api/tickets/{id}/messages',
        'PUT /api/tickets/{id}/status',
        'PUT /api/tickets/{id}/assignee',
        'POST /api/tickets/inbound-mail',
        'GET /api/tickets/unknown',
        'PUT /api/tickets/{id}/organization',
        'POST /api/tickets/unknown/delete',
        'POST /api/tickets/{id}/attachments',
        'GET /api/tickets/{id}/attachments/{attachmentId}',
        'DELETE /api/tickets/{id}/attachments/{attachmentId}',
      ].sort(),
    );
  });
});
