import {
  CARRIER_STATUSES,
  CARRIER_STATUS_CODES,
  type Shipment,
  type ShipmentList,
  shipmentStatusOf,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { shipments } from '../../db/schema/index.js';
import { SEEDED_CODES } from '../../db/seed-shipments.js';
import { shipmentExportRows } from './repository.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { trackAndTraceUrlOf } from './carriers.js';
import { A6 } from './labels.js';

/**
 * Shipments overview and detail (issue 14, first step; docs/shipments-api.md; spec §2 /shipments, §3 Shipment, §4,
 * §9 the last N days) on the demo seed: who sees which shipments (the tenant rule), the N-day window, filters,
 * search, sorting, paging, bad input, and the carrier status table.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const WINDOW_DAYS = 120;
let acmeId: number;

beforeAll(async () => {
  h = await createTestApp({ env: { SHIPMENT_OVERVIEW_DAYS: String(WINDOW_DAYS) } });
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
});
afterAll(async () => h?.close());

const api = (url: string, who?: DemoAccount) =>
  call(h.app, 'GET', `/api${url}`, { token: who ? tokens.get(who) : undefined });
async function list(query: string, who: DemoAccount = 'support'): Promise<ShipmentList> {
  const res = await api(`/shipments${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json<ShipmentList>();
}

describe('the shipment overview', () => {
  it('shows staff every organization and an organization user only its own, any of the five roles', async () => {
    const all = await list('?pageSize=100');
    expect(new Set(all.items.map((s) => s.organizationName)).size).toBeGreaterThan(1);
    for (const who of [
      'acmeSigner',
      'acmeGeneral',
      'acmeTechnical',
      'acmeFinance',
      'acmeUserManager',
    ] as const) {
      const own = await list('?pageSize=100', who);
      expect(own.total).toBeGreaterThan(0);
      expect(new Set(own.items.map((s) => s.organizationId))).toEqual(new Set([acmeId]));
    }
    // Asking for another organization does not widen the tenant.
    const noordzee = await list('?pageSize=100', 'noordzeeGeneral');
    const other = noordzee.items[0].organizationId;
    expect((await list(`?organizationId=${other}`, 'acmeGeneral')).items).toEqual([]);
    expect((await api('/shipments')).statusCode).toBe(401);
  });

  it('only holds the last N days, says N, and counts the whole window', async () => {
    const page = await list('?pageSize=100');
    expect(page.windowDays).toBe(WINDOW_DAYS);
    const oldest = Math.min(...page.items.map((s) => Date.parse(s.sentAt)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(WINDOW_DAYS * 86_400_000);
    const [{ n }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(sql`${shipments.sentAt} >= now() - make_interval(days => ${WINDOW_DAYS})`);
    expect(page.total).toBe(n);
    // The seed goes further back than the window: those shipments exist but are not shown.
    const [{ all }] = await h.db.select({ all: sql<number>`count(*)::int` }).from(shipments);
    expect(all).toBeGreaterThan(n);
  });

  it('pages by 20, newest sent first by default, and sorts by reference', async () => {
    const first = await list('');
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    const sent = first.items.map((s) => Date.parse(s.sentAt));
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
    const second = await list('?page=2');
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const byReference = (await list('?sort=reference&pageSize=50', 'acmeGeneral')).items.map(
      (s) => s.reference,
    );
    expect(byReference).toEqual([...byReference].sort());
  });

  it('filters by status, kind, domestic type and subcustomer, and finds a reference or a barcode', async () => {
    const delivered = await list('?status=delivered&pageSize=100');
    expect(delivered.items.length).toBeGreaterThan(0);
    expect(delivered.items.every((s) => s.status === 'delivered' && s.milestone === 'delivered')).toBe(true);
    const moving = await list('?status=inTransit&pageSize=100');
    expect(moving.items.every((s) => s.status === 'inTransit')).toBe(true);
    expect(delivered.total + moving.total).toBe((await list('')).total);

    const international = await list('?kind=international&pageSize=100');
    expect(international.items.length).toBeGreaterThan(0);
    expect(
      international.items.every(
        (s) => s.type === null && s.serviceCode !== null && s.address.countryCode !== 'NL',
      ),
    ).toBe(true);
    const parcels = await list('?type=parcel&pageSize=100');
    expect(parcels.items.every((s) => s.type === 'parcel')).toBe(true);

    const toSub = (await list('?pageSize=100', 'acmeGeneral')).items.find((s) => s.subcustomerId !== null)!;
    const bySub = await list(`?subcustomerId=${toSub.subcustomerId}&pageSize=100`, 'acmeGeneral');
    expect(bySub.items.every((s) => s.subcustomerName === toSub.subcustomerName)).toBe(true);

    const target = (await list('?pageSize=1', 'acmeGeneral')).items[0];
    expect(
      (await list(`?search=${target.barcode.slice(-6).toLowerCase()}`, 'acmeGeneral')).items.map((s) => s.id),
    ).toContain(target.id);
    expect((await list(`?search=${target.reference}`, 'acmeGeneral')).items.map((s) => s.id)).toContain(
      target.id,
    );
    expect((await list('?search=%25', 'acmeGeneral')).items).toEqual([]);
  });

  it.each([
    ['?page=0'],
    ['?page=abc'],
    ['?pageSize=0'],
    ['?pageSize=101'],
    ['?status=lost'],
    ['?kind=sea'],
    ['?type=pigeon'],
    ['?organizationId=-1'],
    ['?organizationId=1.5'],
    ['?subcustomerId=99999999999'],
    ['?organizationId=0x1'],
    ['?subcustomerId=01'],
    ['?sort=password'],
    ['?sort=--sentAt'],
    [`?search=${'x'.repeat(101)}`],
    ['?unknown=1'],
  ])('answers %s with 400 in the spec shape', async (query) => {
    const res = await api(`/shipments${query}`, 'support');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: expect.any(Array) });
  });
});

describe('one shipment', () => {
  it('shows its carrier events oldest first, mapped to milestones, with a track and trace link', async () => {
    const delivered = (await list('?status=delivered&kind=domestic&pageSize=1', 'acmeGeneral')).items[0];
    const res = await api(`/shipments/${delivered.id}`, 'acmeGeneral');
    expect(res.statusCode).toBe(200);
    const shipment = res.json<Shipment>();
    expect(shipment.events.length).toBeGreaterThan(1);
    const times = shipment.events.map((e) => Date.parse(e.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(shipment.events[0]).toMatchObject({ code: 1, milestone: 'preAlerted' });
    expect(shipment.events.at(-1)!.code).toBe(shipment.carrierStatusCode);
    expect(shipment.trackAndTraceUrl).toBe(
      `https://jouw.postnl.nl/track-and-trace/${shipment.barcode}-NL-${shipment.address.zipCode.replace(/\s/g, '')}`,
    );
  });

  it("answers another organization's shipment, an unknown id and a bad id as a user cannot tell apart: 404 / 400", async () => {
    const noordzee = (await list('?pageSize=1', 'noordzeeGeneral')).items[0];
    expect((await api(`/shipments/${noordzee.id}`, 'acmeGeneral')).statusCode).toBe(404);
    expect((await api(`/shipments/${noordzee.id}`, 'accountManager')).statusCode).toBe(200);
    expect((await api('/shipments/999999', 'support')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1e3', '0x1', '01', '+1', '1.0', '99999999999', '2147483648']) {
      expect([bad, (await api(`/shipments/${bad}`, 'support')).statusCode]).toEqual([bad, 400]);
    }
  });
});

describe('the shipping label', () => {
  it('is an A6 PDF of the shipment for whoever reaches it, inline or as a download; 404 for another organization', async () => {
    const own = (await list('?pageSize=1', 'acmeGeneral')).items[0];
    const res = await api(`/shipments/${own.id}/label`, 'acmeGeneral');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=label-/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Label ${own.barcode}`);
    expect(pdf.getPages().map((page) => Object.values(page.getSize()).map(Math.round))).toEqual([
      A6.map(Math.round),
    ]);
    const download = await api(`/shipments/${own.id}/label?download=1`, 'support');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=label-/);
    const noordzee = (await list('?pageSize=1', 'noordzeeGeneral')).items[0];
    expect((await api(`/shipments/${noordzee.id}/label`, 'acmeGeneral')).statusCode).toBe(404);
    expect((await api(`/shipments/${own.id}/label?format=A3`, 'acmeGeneral')).statusCode).toBe(400);
  });
});

describe('carrier status codes (spec §4)', () => {
  it('has codes 1 to 23 and 99, each with an English and a Dutch text', () => {
    expect(CARRIER_STATUS_CODES).toEqual([...Array.from({ length: 23 }, (_, i) => i + 1), 99]);
    for (const code of CARRIER_STATUS_CODES) {
      const { en, nl } = CARRIER_STATUSES[code];
      expect([code, en.length > 0, nl.length > 0, en !== nl]).toEqual([code, true, true, true]);
    }
  });

  it('makes a shipment delivered exactly when its latest code is a delivery, in transit otherwise', () => {
    const delivered = CARRIER_STATUS_CODES.filter((c) => shipmentStatusOf(c) === 'delivered');
    expect(delivered).toEqual([8, 9, 10, 12]);
    expect(shipmentStatusOf(null)).toBe('inTransit');
    expect(shipmentStatusOf(99)).toBe('inTransit');
  });

  it('the demo seed reaches deliveries, the pick-up location and states that need attention', () => {
    const milestones = new Set(SEEDED_CODES.map((c) => CARRIER_STATUSES[c].milestone));
    expect(milestones).toEqual(
      new Set([
        'preAlerted',
        'accepted',
        'sorted',
        'outForDelivery',
        'delivered',
        'atPickupLocation',
        'needsAttention',
      ]),
    );
  });

  it('links international shipments to the carrier tracking page', () => {
    expect(
      trackAndTraceUrlOf({ id: 1, kind: 'international', barcode: '1Z 999', zipCode: '', countryCode: 'DE' }),
    ).toBe('https://www.ups.com/track?tracknum=1Z%20999');
  });
});

describe('the subcustomer detail and the organization delete cascade keep working on the new table', () => {
  it('lists the shipments of a seeded subcustomer', async () => {
    const [toSub] = await h.db
      .select({ subcustomerId: shipments.subcustomerId })
      .from(shipments)
      .where(eq(shipments.organizationId, acmeId))
      .orderBy(shipments.id)
      .limit(1);
    expect(toSub.subcustomerId).not.toBeNull();
    const res = await api(`/organizations/${acmeId}/subcustomers/${toSub.subcustomerId}`, 'support');
    expect(res.statusCode).toBe(200);
    expect(res.json().shipments.length).toBeGreaterThan(0);
  });
});

describe('GET /api/shipments/export (xlsx of the filtered window)', () => {
  async function readWorkbook(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1)
        rows.push(Object.fromEntries(headers.map((hdr, i) => [hdr, (row.values as unknown[])[i + 1] ?? ''])));
    });
    return { name: sheet.name, headers, rows };
  }

  it('exports every shipment the overview filter matches, not one page, in the tenant only', async () => {
    const list = (await api('/shipments?status=delivered&pageSize=1', 'acmeGeneral')).json<ShipmentList>();
    const res = await call(h.app, 'GET', '/api/shipments/export?status=delivered', {
      token: tokens.get('acmeGeneral'),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?shipments-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const { headers, rows } = await readWorkbook(res.rawPayload);
    expect(headers).toContain('Track and trace');
    expect(rows).toHaveLength(list.total);
    expect(list.total).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.Customer))).toEqual(new Set([list.items[0].organizationName]));
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['Delivered']));
    expect(rows[0].Sent).toBeInstanceOf(Date);
  });

  it('writes Dutch headers and texts for a Dutch caller and amounts in euros', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/shipments/export?type=insuredParcel',
      headers: { authorization: `Bearer ${tokens.get('support')}`, 'accept-language': 'nl' },
    });
    const { name, rows } = await readWorkbook(res.rawPayload);
    expect(name).toBe('Zendingen');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r['Type of dienst']))).toEqual(new Set(['Verzekerd pakket']));
    // The seed insures 250, 500 or 750 euros.
    for (const row of rows) expect([250, 500, 750]).toContain(row['Verzekerd (EUR)']);
  });

  it('reads every row across batches, also rows whose times differ below a millisecond', async () => {
    // Five shipments sent in the same microsecond (one statement's now()), in a window of their own.
    await h.db.execute(sql`
      insert into shipments (organization_id, recipient_name, reference, barcode, sent_at, carrier)
      select ${acmeId}, 'Batch test', 'BATCH-' || n, 'BATCHTEST' || n, now() - interval '1 microsecond' * (n % 2), 'demo'
      from generate_series(1, 5) as n`);
    const rows = [];
    for await (const row of shipmentExportRows(h.db, { kind: 'all' }, { search: 'BATCH-' }, WINDOW_DAYS, 2))
      rows.push(row);
    expect(rows.map((r) => r.reference).sort()).toEqual([
      'BATCH-1',
      'BATCH-2',
      'BATCH-3',
      'BATCH-4',
      'BATCH-5',
    ]);
  });

  it('writes the sent time as Dutch wall-clock time (xlsx dates have no zone)', async () => {
    const res = await call(h.app, 'GET', '/api/shipments/export?search=BATCH-1', {
      token: tokens.get('support'),
      headers: { 'accept-language': 'en' },
    });
    const { rows } = await readWorkbook(res.rawPayload);
    const [stored] = await h.db
      .select({ sentAt: shipments.sentAt })
      .from(shipments)
      .where(eq(shipments.reference, 'BATCH-1'));
    const dutch = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(stored.sentAt);
    const cell = rows[0].Sent as Date;
    expect(
      `${String(cell.getUTCHours()).padStart(2, '0')}:${String(cell.getUTCMinutes()).padStart(2, '0')}`,
    ).toBe(dutch);
  });

  it('400 for an unknown filter or a paging parameter', async () => {
    for (const query of ['status=lost', 'page=2', 'organizationId=abc', 'sort=reference', 'search=%00']) {
      expect((await api(`/shipments/export?${query}`, 'support')).statusCode).toBe(400);
    }
  });
});
