import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages, PRICE_LIST_DEFAULT_LIMIT, type PriceList, priceListSchema } from '@portal/domain';
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { organizations, salesPrices, subcustomers, suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call, unique } from '../organizations/test-support.js';
import { priceListRows } from './price-list.js';
import { SALES_PRICE_DEFAULT_ORDER, salesPriceConditions, selectSalesPrices } from './sales-price-query.js';

/**
 * The sales price list and its export (issue 16 "Price list"; docs/pricing-api.md "Price list"; spec §9: the list
 * says when not all results are shown) on an app with PRICE_LIST_LIMIT 5 and customers each test makes itself (rows
 * inserted with Drizzle, so the demo seed's prices never change a count): who may call, truncation, the filters,
 * the order across customers, bad queries, and the xlsx read back (every row, both languages, exact values).
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
let h: Harness;
const tokens = new Map<Who, string | undefined>();
let supplier: { id: number; name: string };
let other: { id: number; name: string };

const LIMIT = 5;

beforeAll(async () => {
  h = await createTestApp({ env: { PRICE_LIST_LIMIT: String(LIMIT) } });
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  [supplier, other] = await h.db.select().from(suppliers).orderBy(asc(suppliers.id));
});
afterAll(async () => h?.close());

const api = (url: string, who: Who = 'superAdmin', headers: Record<string, string> = {}) =>
  call(h.app, 'GET', `/api${url}`, { token: tokens.get(who), headers });

async function customer(name = `List Customer ${unique()}`) {
  const [row] = await h.db
    .insert(organizations)
    .values({ name, customerNumber: `L${unique()}`, country: 'Nederland' })
    .returning({ id: organizations.id, name: organizations.name });
  return row;
}

interface PriceInput {
  organizationId: number;
  invoiceLine: string;
  startMonth: number;
  endMonth?: number | null;
  price?: string;
  lineType?: 'subscription' | 'data' | 'sms' | 'voice' | 'oneOff';
  subcustomerId?: number | null;
  indexation?: string;
  reason?: string;
  supplierId?: number;
}

async function price(input: PriceInput): Promise<number> {
  const [row] = await h.db
    .insert(salesPrices)
    .values({
      supplierId: input.supplierId ?? supplier.id,
      organizationId: input.organizationId,
      subcustomerId: input.subcustomerId ?? null,
      invoiceLine: input.invoiceLine,
      lineType: input.lineType ?? 'data',
      price: input.price ?? '1.0000',
      startMonth: input.startMonth,
      endMonth: input.endMonth ?? null,
      indexation: input.indexation ?? '1.000',
      reason: input.reason ?? '',
    })
    .returning({ id: salesPrices.id });
  return row.id;
}

const list = async (query: string, who: Who = 'superAdmin') => {
  const res = await api(`/sales-price-list?${query}`, who);
  expect([query, res.statusCode]).toEqual([query, 200]);
  const body = res.json<PriceList>();
  expect(priceListSchema.parse(body)).toEqual(body);
  return body;
};

/** A customer with seven rows: data and SMS, one subcustomer's, periods over 2025–2026. */
async function sevenRowCustomer() {
  const org = await customer();
  const [sub] = await h.db
    .insert(subcustomers)
    .values({ organizationId: org.id, name: 'Depot Noord' })
    .returning({ id: subcustomers.id });
  const ids = {
    a1: await price({ organizationId: org.id, invoiceLine: 'Data NL', startMonth: 202501, endMonth: 202512 }),
    a2: await price({ organizationId: org.id, invoiceLine: 'data nl', startMonth: 202601, price: '1.0350' }),
    b: await price({ organizationId: org.id, invoiceLine: 'SMS EU', lineType: 'sms', startMonth: 202501 }),
    c: await price({
      organizationId: org.id,
      invoiceLine: 'Subscription',
      lineType: 'subscription',
      startMonth: 202603,
      supplierId: other.id,
    }),
    d: await price({
      organizationId: org.id,
      invoiceLine: 'Depot data',
      startMonth: 202501,
      subcustomerId: sub.id,
    }),
    e: await price({
      organizationId: org.id,
      invoiceLine: 'Voice',
      lineType: 'voice',
      startMonth: 202401,
      endMonth: 202412,
    }),
    f: await price({
      organizationId: org.id,
      invoiceLine: 'Activation',
      lineType: 'oneOff',
      startMonth: 202601,
    }),
  };
  return { org, subcustomerId: sub.id, ids };
}

describe('who may call (spec §1: staff read sales prices; customers do not see them)', () => {
  const CUSTOMERS: Who[] = [
    'acmeSigner',
    'acmeGeneral',
    'acmeTechnical',
    'acmeFinance',
    'acmeUserManager',
    'noordzeeGeneral',
  ];
  it.each([...CUSTOMERS.map((who) => [who, 403] as const), ['anonymous', 401] as const])(
    'refuses the list and the export to %s with %i',
    async (who, status) => {
      for (const url of ['/sales-price-list', '/sales-price-list/export']) {
        const res = await api(url, who);
        expect([url, res.statusCode]).toEqual([url, status]);
        expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
      }
    },
  );

  it.each(['superAdmin', 'management', 'support', 'accountManager'] as const)(
    'lets %s read the list and the export',
    async (who) => {
      const { org } = await sevenRowCustomer();
      expect((await list(`organizationId=${org.id}`, who)).total).toBe(7);
      const res = await api(`/sales-price-list/export?organizationId=${org.id}`, who);
      expect(res.statusCode).toBe(200);
    },
  );
});

describe('GET /sales-price-list (truncation, filters, order)', () => {
  it('answers at most PRICE_LIST_LIMIT rows, the total and truncated (limit 5, 7 matching)', async () => {
    const { org, ids } = await sevenRowCustomer();
    const answer = await list(`organizationId=${org.id}`);
    expect(answer).toMatchObject({ total: 7, limit: LIMIT, truncated: true });
    expect(answer.items).toHaveLength(LIMIT);
    // Customer, invoice line in any case, start month: the first five of the seven.
    expect(answer.items.map((p) => p.id)).toEqual([ids.f, ids.a1, ids.a2, ids.d, ids.b]);
    expect(answer.items[2]).toMatchObject({
      organizationName: org.name,
      invoiceLine: 'data nl',
      price: '1.0350',
      startMonth: '202601',
      endMonth: null,
      indexation: '1.000',
      effectivePrice: '1.0350',
      supplierName: supplier.name,
    });
  });

  it('is not truncated when the matches fit (total equal to the limit or below)', async () => {
    const { org } = await sevenRowCustomer();
    const five = await list(`organizationId=${org.id}&lineType=data`);
    expect(five).toMatchObject({ total: 3, truncated: false });
    const none = await list(`organizationId=${org.id}&search=nothing-like-this`);
    expect(none).toEqual({ items: [], total: 0, limit: LIMIT, truncated: false });
  });

  it.each([
    ['activeIn=202601', ['a2', 'b', 'd', 'f']],
    ['activeIn=202512', ['a1', 'b', 'd']],
    ['activeIn=202412', ['e']],
    ['subcustomerId=none&lineType=data', ['a1', 'a2']],
    ['lineType=sms', ['b']],
    ['search=DATA', ['a1', 'a2', 'd']],
    ['search=%20nl', ['a1', 'a2']],
    ['search=%25', []],
    ['search=Activ&activeIn=202601', ['f']],
  ] as const)('filters by %s', async (query, expected) => {
    const { org, ids } = await sevenRowCustomer();
    const answer = await list(`organizationId=${org.id}&${query}`);
    const want = expected.map((k) => ids[k]);
    expect(answer.total).toBe(want.length);
    const numeric = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(numeric(answer.items.map((p) => p.id))).toEqual(numeric(want).slice(0, LIMIT));
  });

  it('filters by a subcustomer and by a provider', async () => {
    const { org, ids, subcustomerId } = await sevenRowCustomer();
    expect(
      (await list(`organizationId=${org.id}&subcustomerId=${subcustomerId}`)).items.map((p) => p.id),
    ).toEqual([ids.d]);
    expect((await list(`organizationId=${org.id}&supplierId=${other.id}`)).items.map((p) => p.id)).toEqual([
      ids.c,
    ]);
  });

  it('lists across customers by customer name in any case, then invoice line, start month, id', async () => {
    const tag = `zq${unique()}`;
    const beta = await customer(`Beta ${tag}`);
    const betaUpper = await customer(`BETA ${tag.toUpperCase()}`);
    const alpha = await customer(`alpha ${tag}`);
    const rows = [
      await price({ organizationId: beta.id, invoiceLine: `${tag} b`, startMonth: 202601 }),
      await price({ organizationId: betaUpper.id, invoiceLine: `${tag} a`, startMonth: 202601 }),
      await price({ organizationId: alpha.id, invoiceLine: `${tag} z`, startMonth: 202601 }),
      await price({ organizationId: beta.id, invoiceLine: `${tag} A`, startMonth: 202501 }),
    ];
    const answer = await list(`search=${tag}`);
    expect(answer.total).toBe(4);
    // alpha first; then the two Betas interleave by invoice line, as one name in any case.
    expect(answer.items.map((p) => p.id)).toEqual([rows[2], rows[3], rows[1], rows[0]]);
  });

  it.each([
    ['organizationId=0x1', 'organizationId'],
    ['organizationId=0', 'organizationId'],
    ['supplierId=01', 'supplierId'],
    ['lineType=mms', 'lineType'],
    ['activeIn=2026-01', 'activeIn'],
    ['activeIn=202613', 'activeIn'],
    ['subcustomerId=all', 'subcustomerId'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['page=2', ''],
  ])('answers 400 for ?%s naming %j, on the list and the export', async (query, field) => {
    for (const url of ['/sales-price-list', '/sales-price-list/export']) {
      const res = await api(`${url}?${query}`);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().errorMessage).toBe(Messages.formIncomplete);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('keyset batches', () => {
  it('reads the same rows in the same order as one query in SALES_PRICE_DEFAULT_ORDER, whatever the batch size', async () => {
    const tag = `kb${unique()}`;
    const names = [`Gamma ${tag}`, `gamma ${tag}`, `Delta ${tag}`];
    for (const name of names) {
      const org = await customer(name);
      for (const line of ['x', 'X', 'y']) {
        for (const month of [202501, 202601]) {
          await price({
            organizationId: org.id,
            invoiceLine: `${tag} ${line}`,
            startMonth: month,
            endMonth: month,
          });
        }
      }
    }
    const params = { search: tag };
    const expected = (
      await selectSalesPrices(h.db)
        .where(salesPriceConditions(params))
        .orderBy(...SALES_PRICE_DEFAULT_ORDER)
    ).map((r) => r.id);
    expect(expected).toHaveLength(18);
    for (const batchSize of [1, 2, 5, 7, 100]) {
      const ids: number[] = [];
      for await (const row of priceListRows(h.db, params, { batchSize })) ids.push(row.id);
      expect([batchSize, ids]).toEqual([batchSize, expected]);
    }
    const first: number[] = [];
    for await (const row of priceListRows(h.db, params, { batchSize: 2, max: 7 })) first.push(row.id);
    expect(first).toEqual(expected.slice(0, 7));
  });
});

/** Reads an xlsx response back into header texts and rows of cell values. */
async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(headers.map((_, i) => row.getCell(i + 1).value ?? null));
  });
  return { sheetName: sheet.name, headers, rows };
}

describe('GET /sales-price-list/export (xlsx of the whole filtered set)', () => {
  it('downloads every matching row (more than the limit) with exact values and English headers', async () => {
    const { org } = await sevenRowCustomer();
    await price({
      organizationId: org.id,
      invoiceLine: 'Zone 3 data',
      startMonth: 202601,
      endMonth: 202612,
      price: '12.3456',
      indexation: '1.035',
      reason: 'Annual increase',
    });
    const res = await api(`/sales-price-list/export?organizationId=${org.id}`, 'support', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?sales-prices-\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { sheetName, headers, rows } = await readWorkbook(res.rawPayload);
    expect(sheetName).toBe('Sales prices');
    expect(headers).toEqual([
      'Customer',
      'Subcustomer',
      'Provider',
      'Invoice line',
      'Line type',
      'Price (EUR)',
      'Start month',
      'End month',
      'Indexation',
      'Effective price (EUR)',
      'Reason for increase',
    ]);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r[3])).toEqual([
      'Activation',
      'Data NL',
      'data nl',
      'Depot data',
      'SMS EU',
      'Subscription',
      'Voice',
      'Zone 3 data',
    ]);
    expect(rows[7]).toEqual([
      org.name,
      null,
      supplier.name,
      'Zone 3 data',
      'Data',
      12.3456,
      202601,
      202612,
      1.035,
      12.7777,
      'Annual increase',
    ]);
    // The exact decimals of the stored values: no float noise in the cells.
    expect(String(rows[7][5])).toBe('12.3456');
    expect(String(rows[7][9])).toBe('12.7777');
    expect(rows[3].slice(0, 2)).toEqual([org.name, 'Depot Noord']);
    expect(rows[0][4]).toBe('One-off');
    expect(rows[2].slice(5, 8)).toEqual([1.035, 202601, null]);
  });

  it.each([
    ['nl', { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' }],
    ['nl (the API default without a language)', {}],
  ])('writes Dutch headers and line types for %s', async (_name, headers) => {
    const { org } = await sevenRowCustomer();
    const res = await api(
      `/sales-price-list/export?organizationId=${org.id}&lineType=oneOff`,
      'superAdmin',
      headers,
    );
    const book = await readWorkbook(res.rawPayload);
    expect(book.sheetName).toBe('Verkoopprijzen');
    expect(book.headers).toEqual([
      'Klant',
      'Subklant',
      'Leverancier',
      'Factuurregel',
      'Regeltype',
      'Prijs (EUR)',
      'Startmaand',
      'Eindmaand',
      'Indexatie',
      'Effectieve prijs (EUR)',
      'Reden van verhoging',
    ]);
    expect(book.rows).toEqual([
      [org.name, null, supplier.name, 'Activation', 'Eenmalig', 1, 202601, null, 1, 1, null],
    ]);
  });

  it('exports only the header row when nothing matches', async () => {
    const res = await api('/sales-price-list/export?search=nothing-matches-this-at-all', 'superAdmin', {
      'accept-language': 'en',
    });
    const book = await readWorkbook(res.rawPayload);
    expect(book.headers[0]).toBe('Customer');
    expect(book.rows).toEqual([]);
  });
});

describe('PRICE_LIST_LIMIT (config)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-price-list-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const env = (extra: Record<string, string>) => ({
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...extra,
  });

  it('defaults to PRICE_LIST_DEFAULT_LIMIT and takes a positive whole number', () => {
    expect(loadConfig(env({})).priceListLimit).toBe(PRICE_LIST_DEFAULT_LIMIT);
    expect(loadConfig(env({ PRICE_LIST_LIMIT: '' })).priceListLimit).toBe(PRICE_LIST_DEFAULT_LIMIT);
    expect(loadConfig(env({ PRICE_LIST_LIMIT: '1200' })).priceListLimit).toBe(1200);
    expect(h.config.priceListLimit).toBe(LIMIT);
  });

  it.each(['0', '-5', '2.5', 'many'])('refuses PRICE_LIST_LIMIT=%s, naming it', (value) => {
    expect(() => loadConfig(env({ PRICE_LIST_LIMIT: value }))).toThrow(/PRICE_LIST_LIMIT/);
  });
});
