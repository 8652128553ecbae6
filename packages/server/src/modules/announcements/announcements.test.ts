import type {
  Announcement,
  AnnouncementInput,
  AnnouncementListItem,
  Notification,
  Page,
} from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { announcements, mailOutbox, notifications, users } from '../../db/schema/index.js';
import { BACKOFF_MS, MAX_ATTEMPTS, deliverDueMails } from '../../mail-outbox.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * Announcements and notifications (issue 12; docs/helpdesk-api.md; spec §3 Announcement, §4, §6) on the seeded
 * demo data: Acme is linked to NorthSea Mobile IoT and GlobeSIM Worldwide, Noordzee to NorthSea and Polder IoT
 * Networks. Mails are read from the captured outbox after the delivery jobs ran.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const WRITERS: DemoAccount[] = ['superAdmin', 'management', 'support'];
const NOT_WRITERS: DemoAccount[] = ['accountManager', 'acmeSigner', 'acmeTechnical'];

beforeAll(async () => {
  h = await createTestApp();
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: DemoAccount, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: DemoAccount,
  body?: unknown,
): Promise<T> {
  const res = await api(method, url, who, body);
  expect({ url, status: res.statusCode, body: res.statusCode >= 300 ? res.json() : null }).toMatchObject({
    status: method === 'POST' ? 201 : 200,
  });
  return res.json() as T;
}

async function supplierId(name: string): Promise<number> {
  const list = await ok<{ id: number; name: string }[]>('GET', '/suppliers', 'support');
  return list.find((s) => s.name === name)!.id;
}

const titles = (page: Page<AnnouncementListItem>) => page.items.map((a) => a.title);
const countRows = async (table: typeof announcements | typeof notifications | typeof mailOutbox) =>
  (await h.db.select({ n: count() }).from(table))[0].n;

function input(overrides: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    title: 'Test window',
    type: 'maintenance',
    priority: 'high',
    supplierId: null,
    region: 'netherlands',
    startsAt: '2026-12-01T21:00:00.000Z',
    endsAt: '2026-12-02T01:00:00.000Z',
    initialMessage: '<p>We upgrade the <strong>core</strong>.</p>',
    ...overrides,
  };
}

/** Where the captured outbox stands once every delivery queued so far has run (mails of earlier writes included). */
async function outboxMark(): Promise<number> {
  await h.app.jobs.drained();
  return h.outbox.length;
}

/** Mails captured since `from`, after the queued deliveries ran. */
async function mailsSince(from: number) {
  await h.app.jobs.drained();
  return h.outbox.slice(from);
}

describe('who reads which announcements (spec §6, the concern rule)', () => {
  it('answers 401 signed out on every announcement, news and notification route', async () => {
    const routes = [
      ['GET', '/announcements'],
      ['GET', '/announcements/recipients'],
      ['GET', '/announcements/1'],
      ['POST', '/announcements'],
      ['PUT', '/announcements/1'],
      ['POST', '/announcements/1/messages'],
      ['PUT', '/announcements/1/status'],
      ['DELETE', '/announcements/1'],
      ['GET', '/news'],
      ['GET', '/news/1'],
      ['POST', '/news'],
      ['PUT', '/news/1'],
      ['DELETE', '/news/1'],
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['PUT', '/notifications/read-all'],
      ['GET', '/notifications/1'],
      ['PUT', '/notifications/1/read'],
    ] as const;
    for (const [method, url] of routes) {
      expect({ method, url, status: (await api(method, url)).statusCode }).toEqual({
        method,
        url,
        status: 401,
      });
    }
  });

  it('shows an organization user only announcements without a supplier or of a supplier linked to it', async () => {
    const acme = titles(await ok('GET', '/announcements?pageSize=100', 'acmeGeneral'));
    expect(acme).toEqual(
      expect.arrayContaining([
        'Data sessions fail for part of the SIM cards',
        'Planned maintenance on the NorthSea core network',
        'New roaming partners in Europe',
      ]),
    );
    expect(acme).not.toContain('Verstoring op het Polder IoT-netwerk in Vlaanderen');
    const noordzee = titles(await ok('GET', '/announcements?pageSize=100', 'noordzeeGeneral'));
    expect(noordzee).toContain('Verstoring op het Polder IoT-netwerk in Vlaanderen');
    expect(noordzee).not.toContain('New roaming partners in Europe');
    // Staff read every announcement.
    expect(titles(await ok('GET', '/announcements?pageSize=100', 'accountManager'))).toEqual(
      expect.arrayContaining([
        'Verstoring op het Polder IoT-netwerk in Vlaanderen',
        'New roaming partners in Europe',
      ]),
    );
  });

  it("answers 404 for another supplier's announcement, as if it did not exist", async () => {
    const staff = await ok<Page<AnnouncementListItem>>('GET', '/announcements?search=Polder', 'support');
    const polder = staff.items[0].id;
    expect((await api('GET', `/announcements/${polder}`, 'acmeGeneral')).statusCode).toBe(404);
    expect((await api('GET', `/announcements/${polder}`, 'noordzeeGeneral')).statusCode).toBe(200);
  });

  it('lists open first, critical → low, and shows a stored "urgent" as critical', async () => {
    const page = await ok<Page<AnnouncementListItem>>('GET', '/announcements?pageSize=100', 'support');
    const firstClosed = page.items.findIndex((a) => a.closed);
    expect(page.items.slice(firstClosed).every((a) => a.closed)).toBe(true);
    const rank = { critical: 4, high: 3, medium: 2, low: 1 };
    const open = page.items.slice(0, firstClosed).map((a) => rank[a.priority]);
    expect(open).toEqual([...open].sort((a, b) => b - a));
    const sms = page.items.find((a) => a.title === 'SMS delivery delayed on GlobeSIM cards')!;
    expect(sms).toMatchObject({ priority: 'critical', status: 'interferenceResolved', closed: true });
    const critical = await ok<Page<AnnouncementListItem>>(
      'GET',
      '/announcements?priority=critical&state=closed',
      'support',
    );
    expect(titles(critical)).toContain('SMS delivery delayed on GlobeSIM cards');
  });

  it('filters by type, region, supplier and open/closed, and refuses unknown filter values with a 400', async () => {
    const northSea = await supplierId('NorthSea Mobile IoT');
    const page = await ok<Page<AnnouncementListItem>>(
      'GET',
      `/announcements?type=maintenance&state=open&region=netherlands&supplierId=${northSea}`,
      'support',
    );
    expect(titles(page)).toEqual(['Planned maintenance on the NorthSea core network']);
    const bad = await api('GET', '/announcements?type=outage', 'support');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('type');
  });

  it('shows the mail sends to staff only', async () => {
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ mailRoles: ['technicalResponsible'] }),
    );
    await h.app.jobs.drained();
    expect((await ok<Announcement>('GET', `/announcements/${created.id}`, 'support')).sends).toHaveLength(1);
    expect((await ok<Announcement>('GET', `/announcements/${created.id}`, 'acmeTechnical')).sends).toEqual(
      [],
    );
  });
});

describe('writing announcements (super admin, management, support)', () => {
  it('lets every writer publish and refuses account managers and organization users with 403', async () => {
    for (const who of WRITERS) {
      await ok('POST', '/announcements', who, input({ title: `By ${who}` }));
    }
    const before = await countRows(announcements);
    for (const who of NOT_WRITERS) {
      expect((await api('POST', '/announcements', who, input())).statusCode).toBe(403);
      expect((await api('GET', '/announcements/recipients', who)).statusCode).toBe(403);
    }
    expect(await countRows(announcements)).toBe(before);
  });

  it.each([
    ['title', { title: '' }],
    ['endsAt', { endsAt: '2026-11-30T00:00:00.000Z' }],
    ['supplierId', { supplierId: 999_999 }],
    ['initialMessage', { initialMessage: '<p><br></p>' }],
    ['priority', { priority: 'urgent' as never }],
    ['mailRoles.0', { mailRoles: ['boss' as never] }],
  ])('refuses a bad %s with a 400 in the spec §8 shape and writes nothing', async (field, overrides) => {
    const before = [
      await countRows(announcements),
      await countRows(notifications),
      await countRows(mailOutbox),
    ];
    const res = await api('POST', '/announcements', 'support', input(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorMessage: expect.any(String),
      errors: [expect.objectContaining({ field })],
    });
    expect([
      await countRows(announcements),
      await countRows(notifications),
      await countRows(mailOutbox),
    ]).toEqual(before);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0050-06-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '9999-12-31T23:59:59-23:59',
  ])(
    'refuses startsAt %s (outside the years 1900–9999: a 500 or a wrong year before, issue 21 fuzz) with a 400',
    async (startsAt) => {
      const before = await countRows(announcements);
      const res = await api('POST', '/announcements', 'support', input({ startsAt, endsAt: null }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'startsAt', message: 'Enter a date between the years 1900 and 9999.' },
      ]);
      expect(await countRows(announcements)).toBe(before);
    },
  );

  it('refuses unknown fields (strict body)', async () => {
    const res = await api('POST', '/announcements', 'support', { ...input(), status: 'open' });
    expect(res.statusCode).toBe(400);
  });

  it('stores only sanitized rich text', async () => {
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({
        initialMessage:
          '<p onclick="window.__xss=1">Hi <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">x</a></p>',
      }),
    );
    expect(created.initialMessage).not.toMatch(/onclick|onerror|<img|<script|javascript:/i);
    expect(created.initialMessage).toContain('Hi');
  });
});

describe('mail on publish and on notified messages', () => {
  it('mails the organization address (English and Dutch) and the users with the chosen roles in their own language', async () => {
    const northSea = await supplierId('NorthSea Mobile IoT');
    await h.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'tech@noordzee.example'));
    const options = {
      supplierId: northSea,
      mailOrganization: true,
      mailRoles: ['technicalResponsible' as const],
    };
    const preview = await ok<{ total: number; organizations: number }>(
      'GET',
      `/announcements/recipients?supplierId=${northSea}&mailOrganization=true&mailRoles=technicalResponsible`,
      'support',
    );
    const from = await outboxMark();
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'management',
      input({ ...options, title: 'Core upgrade' }),
    );
    const mails = await mailsSince(from);
    expect(mails).toHaveLength(preview.total);
    const to = (email: string) => mails.find((m) => m.to === email);
    // Acme's announcement address is its signer's: mailed once, bilingual (no language is stored for an address).
    expect(to('signer@acme.example')?.subject).toBe(
      'Maintenance: Core upgrade (High) / Onderhoud: Core upgrade (Hoog)',
    );
    expect(to('tech@acme.example')?.subject).toBe('Onderhoud: Core upgrade (Hoog)');
    expect(to('tech@noordzee.example')?.subject).toBe('Maintenance: Core upgrade (High)');
    expect(to('tech@noordzee.example')?.text).toContain('We upgrade the core.');
    expect(to('tech@noordzee.example')?.html).toContain('<strong>core</strong>');
    expect(to('tech@acme.example')?.attachments?.[0]).toMatchObject({ filename: 'maintenance.ics' });
    expect(to('tech@acme.example')?.attachments?.[0].content).toContain('BEGIN:VEVENT');
    expect(to('finance@acme.example')).toBeUndefined();
    // Polder-only customers are not concerned; inactive customers and prospects are never mailed.
    expect(mails.map((m) => m.to)).not.toContain('general@deltaagri.example');
    const detail = await ok<Announcement>('GET', `/announcements/${created.id}`, 'support');
    expect(detail.sends[0]).toMatchObject({
      recipients: preview.total,
      delivered: preview.total,
      pending: 0,
      failed: 0,
    });
  });

  it('mails again on a notified message, not on a silent one', async () => {
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ mailRoles: ['technicalResponsible'] }),
    );
    let from = await outboxMark();
    await ok('POST', `/announcements/${created.id}/messages`, 'support', {
      body: '<p>Silent note</p>',
      notify: false,
    });
    expect(await mailsSince(from)).toHaveLength(0);
    from = await outboxMark();
    const after = await ok<Announcement>('POST', `/announcements/${created.id}/messages`, 'support', {
      body: '<p>Window moved one hour</p>',
      notify: true,
    });
    const mails = await mailsSince(from);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.find((m) => m.to === 'tech@acme.example')?.subject).toBe(
      'Update: Onderhoud: Test window (Hoog)',
    );
    expect(after.messages.map((m) => [m.kind, m.notified])).toEqual([
      ['update', false],
      ['update', true],
    ]);
  });

  it('keeps the announcement when a delivery fails, retries with back-off and gives up after the last attempt', async () => {
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ mailRoles: ['authorizedToSign'] }),
    );
    await h.app.jobs.drained();
    const [first] = await h.db
      .insert(mailOutbox)
      .values({ to: 'x@acme.example', subject: 's', text: 't' })
      .returning();
    const failing = { send: async () => Promise.reject(new Error('SMTP down')), close() {} };
    const result = await deliverDueMails(h.db, failing, h.app.log);
    expect(result).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, first.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + BACKOFF_MS / 2);
    // Not due yet: nothing happens.
    expect((await deliverDueMails(h.db, failing, h.app.log)).retried).toBe(0);
    // Due again and failing until the last attempt: given up, never lost silently.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await h.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, first.id));
      await deliverDueMails(h.db, failing, h.app.log);
    }
    [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, first.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // A retry that succeeds marks the mail sent.
    const [second] = await h.db
      .insert(mailOutbox)
      .values({ to: 'y@acme.example', subject: 's', text: 't', attempts: 1, nextAttemptAt: new Date(0) })
      .returning();
    const sent: string[] = [];
    await deliverDueMails(h.db, { send: async (m) => void sent.push(m.to), close() {} }, h.app.log);
    expect(sent).toEqual(['y@acme.example']);
    [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, second.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await api('GET', `/announcements/${created.id}`, 'support')).statusCode).toBe(200);
  });

  it('delivers a mail queued a moment ago, whatever the API process clock says (due by the database clock)', async () => {
    await h.app.jobs.drained();
    // The row's next_attempt_at comes from the database's now(); the server process runs a minute behind it (a
    // remote PostgreSQL, or the same clock read in microseconds there and milliseconds here). Only the PostgreSQL
    // run can show the difference: PGlite reads its clock from this process's Date, which the fake moves too.
    const { jest } = import.meta as unknown as { jest: typeof globalThis.jest }; // ESM: jest is not a global here
    jest.useFakeTimers({
      now: Date.now() - 60_000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const [queued] = await h.db
        .insert(mailOutbox)
        .values({ to: 'now@acme.example', subject: 's', text: 't' })
        .returning();
      const sent: string[] = [];
      const result = await deliverDueMails(h.db, { send: async (m) => void sent.push(m.to), close() {} }, h.app.log);
      expect([result.sent, sent]).toEqual([1, ['now@acme.example']]);
      const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('status: close with a final message, reopen (spec §4)', () => {
  it('closes an incident as "interference resolved" with a final message and reopens it', async () => {
    const created = await ok<Announcement>('POST', '/announcements', 'support', input({ type: 'incident' }));
    const wrong = await api('PUT', `/announcements/${created.id}/status`, 'support', {
      status: 'maintenanceClosed',
      message: '<p>x</p>',
    });
    expect([wrong.statusCode, wrong.json().errors[0].field]).toEqual([400, 'status']);
    const empty = await api('PUT', `/announcements/${created.id}/status`, 'support', {
      status: 'interferenceResolved',
      message: '<p> </p>',
    });
    expect([empty.statusCode, empty.json().errors[0].field]).toEqual([400, 'message']);
    const closed = await ok<Announcement>('PUT', `/announcements/${created.id}/status`, 'support', {
      status: 'interferenceResolved',
      message: '<p>Fixed.</p>',
    });
    expect(closed).toMatchObject({ status: 'interferenceResolved', closed: true });
    expect(closed.messages.at(-1)).toMatchObject({ kind: 'closing', body: '<p>Fixed.</p>' });
    const again = await api('PUT', `/announcements/${created.id}/status`, 'support', {
      status: 'interferenceResolved',
      message: '<p>x</p>',
    });
    expect(again.statusCode).toBe(400);
    const reopened = await ok<Announcement>('PUT', `/announcements/${created.id}/status`, 'management', {
      status: 'open',
    });
    expect(reopened).toMatchObject({ status: 'open', closed: false });
    expect(
      (await api('PUT', `/announcements/${created.id}/status`, 'accountManager', { status: 'open' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('edit and delete', () => {
  it('changes the fields and deletes with messages and notifications; others get 403, unknown ids 404', async () => {
    const created = await ok<Announcement>('POST', '/announcements', 'support', input());
    const changed = await ok<Announcement>(
      'PUT',
      `/announcements/${created.id}`,
      'superAdmin',
      input({ title: 'Moved window', priority: 'critical' }),
    );
    expect(changed).toMatchObject({ title: 'Moved window', priority: 'critical' });
    expect((await api('PUT', `/announcements/${created.id}`, 'accountManager', input())).statusCode).toBe(
      403,
    );
    expect((await api('DELETE', `/announcements/${created.id}`, 'acmeSigner')).statusCode).toBe(403);
    expect((await api('DELETE', `/announcements/${created.id}`, 'support')).statusCode).toBe(204);
    expect((await api('GET', `/announcements/${created.id}`, 'support')).statusCode).toBe(404);
    const left = await h.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.announcementId, created.id));
    expect(left[0].n).toBe(0);
    expect((await api('DELETE', `/announcements/${created.id}`, 'support')).statusCode).toBe(404);
    expect((await api('PUT', '/announcements/999999', 'support', input())).statusCode).toBe(404);
  });
});

describe('notifications (the bell)', () => {
  it('counts unread per user, marks read, and hides notifications of announcements that do not concern the user', async () => {
    const unread = async (who: DemoAccount) =>
      (await ok<{ unread: number }>('GET', '/notifications/unread-count', who)).unread;
    await ok('PUT', '/notifications/read-all', 'acmeFinance');
    expect(await unread('acmeFinance')).toBe(0);
    const polder = await supplierId('Polder IoT Networks');
    const hidden = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ supplierId: polder, title: 'Polder only' }),
    );
    expect(await unread('acmeFinance')).toBe(0);
    const shown = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ type: 'incident', title: 'For all' }),
    );
    expect(await unread('acmeFinance')).toBe(1);
    const list = await ok<Page<Notification>>('GET', '/notifications?unread=true', 'acmeFinance');
    expect(list.items.map((n) => [n.title, n.type, n.event, n.announcementId])).toEqual([
      ['For all', 'technicalDifficulties', 'publish', shown.id],
    ]);
    // Another user's read state is their own.
    const before = await unread('acmeGeneral');
    const read = await ok<Notification>('PUT', `/notifications/${list.items[0].id}/read`, 'acmeFinance');
    expect(read.read).toBe(true);
    expect(await unread('acmeFinance')).toBe(0);
    expect(await unread('acmeGeneral')).toBe(before);
    // Idempotent.
    await ok('PUT', `/notifications/${list.items[0].id}/read`, 'acmeFinance');
    const hiddenNotification = (
      await ok<Page<Notification>>('GET', '/notifications?pageSize=100', 'support')
    ).items.find((n) => n.announcementId === hidden.id)!;
    expect((await api('GET', `/notifications/${hiddenNotification.id}`, 'acmeFinance')).statusCode).toBe(404);
    expect((await api('PUT', `/notifications/${hiddenNotification.id}/read`, 'acmeFinance')).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/notifications/${hiddenNotification.id}`, 'noordzeeGeneral')).statusCode).toBe(
      200,
    );
  });

  it('notifies on a notified message and on closing with notify', async () => {
    const created = await ok<Announcement>(
      'POST',
      '/announcements',
      'support',
      input({ type: 'notification' }),
    );
    await ok('PUT', '/notifications/read-all', 'acmeTechnical');
    await ok('POST', `/announcements/${created.id}/messages`, 'support', {
      body: '<p>More</p>',
      notify: true,
    });
    await ok('PUT', `/announcements/${created.id}/status`, 'support', {
      status: 'notificationClosed',
      message: '<p>Done</p>',
      notify: true,
    });
    const list = await ok<Page<Notification>>('GET', '/notifications?unread=true', 'acmeTechnical');
    expect(list.items.map((n) => n.event)).toEqual(['closing', 'update']);
    expect(list.items.every((n) => n.type === 'notification')).toBe(true);
  });
});
