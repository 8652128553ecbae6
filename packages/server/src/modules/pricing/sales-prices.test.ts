import {
  CONTROL_CHARACTER_MESSAGE,
  Messages,
  type Page,
  PricingMessages,
  SALES_LINE_TYPES,
  SALES_PRICE_SORT_FIELDS,
  type SalesPrice,
  type SalesPriceHistoryEntry,
  SalesPriceMessages,
  bulkNewPrice,
  salesPriceHistoryEntrySchema,
  salesPriceSchema,
} from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../errors.js';
import {
  auditLog,
  organizations,
  purchasingPrices,
  salesPrices,
  subcustomers,
  suppliers,
} from '../../db/schema/index.js';
import { SEED_INCREASE_REASON } from '../../db/seed-sales-prices.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';
import { overlappingSalesPrice } from './sales-price-query.js';
import { mapSalesPriceWriteError } from './sales-price-repository.js';

/**
 * Sales prices API, one row at a time (issue 16 "Sales prices"; docs/pricing-api.md "Sales prices"; spec §3 Sales
 * price row, §5 YYYYMM, §6 staff only, §8 error shape) on the seeded demo prices: who may call each endpoint, bad
 * input on both writes (400 in the §8 shape naming the field, and the table and the audit log exactly as before),
 * the overlap rule and its message naming the clashing row, two concurrent writes, exact decimals and the
 * effective price, the grid's filters, sorting and paging, the history of a row, and the demo seed itself.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, unknown>;
let h: Harness;
const tokens = new Map<Who, string | undefined>();
/** Seeded ids: suppliers by name, customers, Acme's subcustomers, one rate plan each of NorthSea and GlobeSIM. */
const supplierIds = new Map<string, number>();
const ids = { acme: 0, noordzee: 0, coldStorage: 0, lastMile: 0, northSeaPlan: 0, globePlan: 0 };
const northSea = () => supplierIds.get('NorthSea Mobile IoT')!;

beforeAll(async () => {
  h = await createTestApp();
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  for (const s of await h.db.select().from(suppliers)) supplierIds.set(s.name, s.id);
  ids.acme = await organizationIdOf(h.db, ACME_NUMBER);
  ids.noordzee = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  const subs = await h.db.select().from(subcustomers).where(eq(subcustomers.organizationId, ids.acme));
  ids.coldStorage = subs.find((s) => s.name === 'Acme Cold Storage')!.id;
  ids.lastMile = subs.find((s) => s.name === 'Acme Last Mile')!.id;
  const plan = async (ratePlan: string) =>
    (await h.db.select().from(purchasingPrices).where(eq(purchasingPrices.ratePlan, ratePlan)))[0].id;
  ids.northSeaPlan = await plan('NorthSea IoT Data 10 MB NL');
  ids.globePlan = await plan('GlobeSIM Roam Data 10 MB NL');
});
afterAll(async () => h?.close());

const api = (method: Method, url: string, who: Who = 'superAdmin', body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });

let line = 0;
/** A valid body for Acme with an invoice line no other row has; override what the test is about. */
const input = (overrides: Body = {}): Body => {
  line += 1;
  return {
    supplierId: northSea(),
    organizationId: ids.acme,
    subcustomerId: null,
    purchasingPriceId: null,
    invoiceLine: `Test line ${line}`,
    lineType: 'data',
    price: '12.3456',
    startMonth: '202601',
    endMonth: '202612',
    indexation: '1.000',
    reason: '',
    ...overrides,
  };
};

/** Adds a row as the super admin and returns it. */
const created = async (overrides: Body = {}) => {
  const res = await api('POST', '/sales-prices', 'superAdmin', input(overrides));
  expect([res.statusCode, res.json()]).toEqual([201, expect.anything()]);
  return res.json<SalesPrice>();
};

/** The body that writes `row` back as it is (a PUT changing nothing but what `overrides` says). */
const bodyOf = (row: SalesPrice, overrides: Body = {}): Body => ({
  supplierId: row.supplierId,
  organizationId: row.organizationId,
  subcustomerId: row.subcustomerId,
  purchasingPriceId: row.purchasingPriceId,
  invoiceLine: row.invoiceLine,
  lineType: row.lineType,
  price: row.price,
  startMonth: row.startMonth,
  endMonth: row.endMonth,
  indexation: row.indexation,
  reason: row.reason,
  ...overrides,
});

/** Row count and an md5 of all sales price rows, and the number of sales price audit rows. */
async function tableState() {
  const [{ n }] = await h.db.select({ n: count() }).from(salesPrices);
  const result = (await h.db.execute(
    sql`select md5(coalesce(string_agg(p::text, E'\\n' order by p.id), '')) as sum from sales_prices p`,
  )) as unknown as { rows: { sum: string }[] };
  const [{ audits }] = await h.db
    .select({ audits: count() })
    .from(auditLog)
    .where(eq(auditLog.entity, 'salesPrice'));
  return { rows: n, checksum: result.rows[0].sum, audits };
}

/** The stored price and indexation of row `id` as PostgreSQL prints them. */
const stored = async (id: number) =>
  (
    await h.db
      .select({
        price: sql<string>`${salesPrices.price}::text`,
        indexation: sql<string>`${salesPrices.indexation}::text`,
      })
      .from(salesPrices)
      .where(eq(salesPrices.id, id))
  )[0];

const list = async (query: string) => {
  const res = await api('GET', `/sales-prices?${query}`);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json<Page<SalesPrice>>();
};

/** A decimal string in ten-thousandths, exactly (for comparing prices without floats). */
const units = (price: string) => BigInt(price.replace('.', ''));

type Answer = { errorMessage: string; errors: { field: string; message: string }[] };

describe('who may call (spec §6: staff read, super admin and management write, customers never)', () => {
  const WRITERS: Who[] = ['superAdmin', 'management'];
  const READERS: Who[] = ['support', 'accountManager'];
  const CUSTOMERS: Who[] = [
    'acmeSigner',
    'acmeGeneral',
    'acmeTechnical',
    'acmeFinance',
    'acmeUserManager',
    'noordzeeGeneral',
  ];
  /** [call, method, url of the target row, body?, status when allowed, writes?]. */
  const CALLS: [string, Method, (id: number) => string, boolean, number, boolean][] = [
    ['list', 'GET', () => `/sales-prices?organizationId=${ids.acme}`, false, 200, false],
    ['read', 'GET', (id) => `/sales-prices/${id}`, false, 200, false],
    ['history', 'GET', (id) => `/sales-prices/${id}/history`, false, 200, false],
    ['add', 'POST', () => '/sales-prices', true, 201, true],
    ['change', 'PUT', (id) => `/sales-prices/${id}`, true, 200, true],
    ['delete', 'DELETE', (id) => `/sales-prices/${id}`, false, 204, true],
  ];
  const table = CALLS.flatMap(([name, method, url, withBody, allowed, writes]) =>
    [
      ...WRITERS.map((who) => [who, allowed] as const),
      ...READERS.map((who) => [who, writes ? 403 : allowed] as const),
      ...CUSTOMERS.map((who) => [who, 403] as const),
      ['anonymous' as Who, 401] as const,
    ].map(([who, status]) => [name, who, status, method, url, withBody] as const),
  );

  it.each(table)('%s as %s → %i', async (_name, who, status, method, url, withBody) => {
    const target = await created();
    const before = await tableState();
    const res = await api(method, url(target.id), who, withBody ? input() : undefined);
    expect(res.statusCode).toBe(status);
    if (status >= 400) {
      expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
      expect(await tableState()).toEqual(before);
    } else if (method === 'GET') {
      expect(await tableState()).toEqual(before);
    } else {
      expect((await tableState()).audits).toBe(before.audits + 1);
    }
  });

  it('answers the list, a row and its history in the contract shapes', async () => {
    const price = await created();
    const page = await list(`organizationId=${ids.acme}`);
    for (const item of page.items) expect(salesPriceSchema.safeParse(item).success).toBe(true);
    const one = await api('GET', `/sales-prices/${price.id}`, 'accountManager');
    expect(one.json()).toEqual(price);
    const history = (await api('GET', `/sales-prices/${price.id}/history`, 'support')).json<unknown[]>();
    expect(history).toHaveLength(1);
    for (const entry of history) expect(salesPriceHistoryEntrySchema.safeParse(entry).success).toBe(true);
  });
});

describe('bad input (400 in the spec §8 shape naming the field, nothing written)', () => {
  const LONG_LINE = 'x'.repeat(101);
  /** [case, body (overrides of a valid one, or a function of one), field that must be named]. */
  const BAD: [string, Body | ((valid: Body) => unknown), string][] = [
    // Year-months (spec §5: YYYYMM).
    ['month 13', { startMonth: '202613' }, 'startMonth'],
    ['month 00', { startMonth: '202600' }, 'startMonth'],
    ['a month with a dash', { startMonth: '2026-01' }, 'startMonth'],
    ['a month as a number', { startMonth: 202601 }, 'startMonth'],
    ['a year before 1900', { startMonth: '189912' }, 'startMonth'],
    ['five digits', { startMonth: '20261' }, 'startMonth'],
    ['seven digits', { startMonth: '2026011' }, 'startMonth'],
    ['an empty start month', { startMonth: '' }, 'startMonth'],
    ['a null start month', { startMonth: null }, 'startMonth'],
    ['no start month', (v) => ({ ...v, startMonth: undefined }), 'startMonth'],
    ['an end month 13', { endMonth: '202613' }, 'endMonth'],
    ['an end month with a slash', { endMonth: '12/2026' }, 'endMonth'],
    ['an end month as a number', { endMonth: 202612 }, 'endMonth'],
    ['an end before the start', { startMonth: '202606', endMonth: '202605' }, 'endMonth'],
    ['an end a year before the start', { startMonth: '202601', endMonth: '202512' }, 'endMonth'],
    // The overlap rule (the seeded Acme line "SMS NL": 202501–202512 and 202601 open-ended).
    [
      'an overlap in another letter case',
      { invoiceLine: 'sms nl', startMonth: '202503', endMonth: '202503' },
      'startMonth',
    ],
    [
      'an overlap with an open-ended row',
      { invoiceLine: 'SMS NL', startMonth: '203001', endMonth: null },
      'startMonth',
    ],
    [
      'a period around both rows',
      { invoiceLine: 'SMS NL', startMonth: '202001', endMonth: '202701' },
      'startMonth',
    ],
    // Prices.
    ['a negative price', { price: '-1' }, 'price'],
    ['a non-numeric price', { price: 'abc' }, 'price'],
    ['a 20-digit price', { price: '12345678901234567890' }, 'price'],
    ['a number instead of a price string', { price: 12.5 }, 'price'],
    ['an exponent', { price: '1e3' }, 'price'],
    ['five decimals', { price: '12.34567' }, 'price'],
    ['a decimal comma', { price: '12,50' }, 'price'],
    ['an empty price', { price: '' }, 'price'],
    ['no price', (v) => ({ ...v, price: undefined }), 'price'],
    // Indexation (a factor 0.500–3.000, three decimals).
    ['indexation 0.4', { indexation: '0.4' }, 'indexation'],
    ['indexation with four decimals', { indexation: '1.0005' }, 'indexation'],
    ['indexation 3.001', { indexation: '3.001' }, 'indexation'],
    ['indexation as a number', { indexation: 1.025 }, 'indexation'],
    ['indexation with a decimal comma', { indexation: '1,025' }, 'indexation'],
    ['a negative indexation', { indexation: '-1.000' }, 'indexation'],
    // Texts.
    ['an invoice line with a newline', { invoiceLine: 'Data\nbundle' }, 'invoiceLine'],
    ['an empty invoice line', { invoiceLine: '' }, 'invoiceLine'],
    ['a blank invoice line', { invoiceLine: '   ' }, 'invoiceLine'],
    ['an invoice line of 101 characters', { invoiceLine: LONG_LINE }, 'invoiceLine'],
    ['a control character in the invoice line', { invoiceLine: 'Data\u0007' }, 'invoiceLine'],
    ['a NUL byte in the invoice line', { invoiceLine: 'Data\u0000' }, 'invoiceLine'],
    ['a reason of 201 characters', { reason: 'r'.repeat(201) }, 'reason'],
    ['a reason on two lines', { reason: 'Raised\nagain' }, 'reason'],
    ['a control character in the reason', { reason: 'Raised\u001b' }, 'reason'],
    ['an unknown line type', { lineType: 'mms' }, 'lineType'],
    ['a line type in capitals', { lineType: 'DATA' }, 'lineType'],
    ['no line type', (v) => ({ ...v, lineType: undefined }), 'lineType'],
    // References.
    ['an unknown supplier', { supplierId: 999_999 }, 'supplierId'],
    ['a supplier id as a string', { supplierId: '1' }, 'supplierId'],
    ['an unknown customer', { organizationId: 999_999 }, 'organizationId'],
    ['customer id 0', { organizationId: 0 }, 'organizationId'],
    ['no customer', (v) => ({ ...v, organizationId: undefined }), 'organizationId'],
    ['an unknown subcustomer', { subcustomerId: 999_999 }, 'subcustomerId'],
    [
      'a subcustomer of another customer',
      (v) => ({ ...v, organizationId: ids.noordzee, subcustomerId: ids.coldStorage }),
      'subcustomerId',
    ],
    ['an unknown rate plan', { purchasingPriceId: 999_999 }, 'purchasingPriceId'],
    [
      'a rate plan of another supplier',
      (v) => ({ ...v, purchasingPriceId: ids.globePlan }),
      'purchasingPriceId',
    ],
    ['a fractional rate plan id', { purchasingPriceId: 1.5 }, 'purchasingPriceId'],
    // The body itself.
    ['an unknown key', { extra: true }, ''],
    ['an id in the body', { id: 1 }, ''],
    ['a batch id in the body', { batchId: 1 }, ''],
    ['an array body', () => [], ''],
  ];

  it('has at least 30 cases per write endpoint', () => {
    expect(BAD.length).toBeGreaterThanOrEqual(30);
  });

  const cases = (['POST', 'PUT'] as const).flatMap((method) =>
    BAD.map(([name, bad, field]) => [method, name, bad, field] as const),
  );

  it.each(cases)('%s: 400 for %s, nothing written', async (method, _name, bad, field) => {
    const target = method === 'PUT' ? await created() : undefined;
    const valid = input();
    const body = typeof bad === 'function' ? bad(valid) : { ...valid, ...bad };
    const before = await tableState();
    const res = await api(
      method,
      target ? `/sales-prices/${target.id}` : '/sales-prices',
      'superAdmin',
      body,
    );
    expect(res.statusCode).toBe(400);
    const answer = res.json<Answer>();
    expect(answer.errorMessage).toBe(Messages.formIncomplete);
    expect(answer.errors.map((e) => e.field)).toContain(field);
    expect(answer.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
    expect(await tableState()).toEqual(before);
    if (target) expect((await api('GET', `/sales-prices/${target.id}`)).json()).toEqual(target);
  });

  it('says which rule the server checks were broken, all at once, before the overlap', async () => {
    const errors = async (body: Body) =>
      (await api('POST', '/sales-prices', 'superAdmin', body)).json<Answer>().errors;
    expect(
      await errors(
        input({
          supplierId: 999_999,
          subcustomerId: 999_999,
          purchasingPriceId: ids.northSeaPlan,
          startMonth: '202606',
          endMonth: '202601',
        }),
      ),
    ).toEqual([
      { field: 'supplierId', message: PricingMessages.unknownSupplier },
      { field: 'subcustomerId', message: SalesPriceMessages.unknownSubcustomer },
      { field: 'purchasingPriceId', message: SalesPriceMessages.unknownPurchasingPrice },
      { field: 'endMonth', message: SalesPriceMessages.endBeforeStart },
    ]);
    expect(await errors(input({ organizationId: 999_999 }))).toEqual([
      { field: 'organizationId', message: SalesPriceMessages.unknownOrganization },
    ]);
    expect(await errors(input({ startMonth: '2026-01' }))).toEqual([
      { field: 'startMonth', message: SalesPriceMessages.yearMonth },
    ]);
    expect(await errors(input({ indexation: '0.4' }))).toEqual([
      { field: 'indexation', message: SalesPriceMessages.indexation },
    ]);
    expect(await errors(input({ invoiceLine: 'a\nb' }))).toEqual([
      { field: 'invoiceLine', message: SalesPriceMessages.invoiceLineOneLine },
    ]);
    expect(await errors(input({ invoiceLine: 'a\u0007' }))).toEqual([
      { field: 'invoiceLine', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    // A bad period of a line that also overlaps is answered on endMonth only.
    expect(await errors(input({ invoiceLine: 'SMS NL', startMonth: '202506', endMonth: '202505' }))).toEqual([
      { field: 'endMonth', message: SalesPriceMessages.endBeforeStart },
    ]);
  });

  it('accepts the edges: year 1900, year 9999, a price of 0, indexation 0.5 and 3, a reason of 200 characters', async () => {
    const edges = await created({
      startMonth: '190001',
      endMonth: '999912',
      price: '0',
      indexation: '0.5',
      reason: 'r'.repeat(200),
    });
    expect(edges).toMatchObject({
      startMonth: '190001',
      endMonth: '999912',
      price: '0.0000',
      indexation: '0.500',
    });
    const top = await created({ startMonth: '999912', endMonth: null, indexation: '3' });
    expect(top).toMatchObject({ startMonth: '999912', endMonth: null, indexation: '3.000' });
  });

  it.each(['0x1', '01', '1.0', '+1', '0', '-1', '99999999999', 'abc'])(
    'answers 400 on the id for the path id %s (GET, history, PUT, DELETE), nothing written',
    async (id) => {
      const before = await tableState();
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['GET', '/history', undefined],
        ['PUT', '', input()],
        ['DELETE', '', undefined],
      ] as const) {
        const res = await api(method, `/sales-prices/${encodeURIComponent(id)}${suffix}`, 'superAdmin', body);
        expect([method, suffix, res.statusCode]).toEqual([method, suffix, 400]);
        expect(res.json<Answer>().errors.map((e) => e.field)).toContain('id');
      }
      expect(await tableState()).toEqual(before);
    },
  );

  it('answers 404 in the spec §8 shape for an id that does not exist, nothing written', async () => {
    const before = await tableState();
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['GET', '/history', undefined],
      ['PUT', '', input()],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await api(method, `/sales-prices/999999${suffix}`, 'superAdmin', body);
      expect([method, suffix, res.statusCode]).toEqual([method, suffix, 404]);
      expect(res.json()).toEqual({ errorMessage: Messages.notFound, errors: [] });
    }
    expect(await tableState()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const before = await tableState();
    for (const payload of ['[]', '"data"', 'null', '{', '12.5']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/sales-prices',
        headers: { authorization: `Bearer ${tokens.get('superAdmin')}`, 'content-type': 'application/json' },
        payload,
      });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toHaveProperty('errorMessage', Messages.formIncomplete);
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('periods of one customer + subcustomer + invoice line do not overlap', () => {
  const overlap = (message: string) => ({
    errorMessage: Messages.formIncomplete,
    errors: [{ field: 'startMonth', message }],
  });
  const post = (body: Body) => api('POST', '/sales-prices', 'superAdmin', body);

  it('refuses another letter case of the line, naming the row and its period; adjacent months are fine', async () => {
    const first = await created({ invoiceLine: 'Overlap Alpha', startMonth: '202601', endMonth: '202606' });
    const before = await tableState();
    const clash = await post(
      input({ invoiceLine: 'OVERLAP alpha', startMonth: '202606', endMonth: '202612' }),
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual(
      overlap(`Overlaps row ${first.id} (Overlap Alpha) from 2026-01 to 2026-06.`),
    );
    expect(await tableState()).toEqual(before);
    const after = await post(
      input({ invoiceLine: 'overlap ALPHA', startMonth: '202607', endMonth: '202612' }),
    );
    expect(after.statusCode).toBe(201);
    const earlier = await post(
      input({ invoiceLine: 'Overlap Alpha', startMonth: '202512', endMonth: '202512' }),
    );
    expect(earlier.statusCode).toBe(201);
  });

  it('keeps the whole customer, each subcustomer and each customer apart', async () => {
    const period = { invoiceLine: 'Overlap Beta', startMonth: '202601', endMonth: null };
    await created(period);
    const cold = await created({ ...period, subcustomerId: ids.coldStorage });
    expect(cold.subcustomerName).toBe('Acme Cold Storage');
    expect((await post(input({ ...period, subcustomerId: ids.lastMile }))).statusCode).toBe(201);
    expect(
      (await post(input({ ...period, organizationId: ids.noordzee, supplierId: northSea() }))).statusCode,
    ).toBe(201);
    const again = await post(input({ ...period, subcustomerId: ids.coldStorage, startMonth: '203001' }));
    expect(again.json()).toEqual(overlap(`Overlaps row ${cold.id} (Overlap Beta) from 2026-01 on.`));
  });

  it('treats an open end as running forever and names the earliest clashing row', async () => {
    const open = await created({ invoiceLine: 'Overlap Gamma', startMonth: '202701', endMonth: null });
    const far = await post(input({ invoiceLine: 'Overlap Gamma', startMonth: '209912', endMonth: '209912' }));
    expect(far.json()).toEqual(overlap(`Overlaps row ${open.id} (Overlap Gamma) from 2027-01 on.`));
    const closed = await created({ invoiceLine: 'Overlap Gamma', startMonth: '202601', endMonth: '202612' });
    const both = await post(input({ invoiceLine: 'overlap gamma', startMonth: '202501', endMonth: null }));
    expect(both.json()).toEqual(
      overlap(`Overlaps row ${closed.id} (Overlap Gamma) from 2026-01 to 2026-12.`),
    );
    const before = await post(
      input({ invoiceLine: 'Overlap Gamma', startMonth: '202501', endMonth: '202512' }),
    );
    expect(before.statusCode).toBe(201);
  });

  it('lets a change keep its own period, refuses one onto another row, and checks the customer it moves to', async () => {
    const mine = await created({ invoiceLine: 'Overlap Delta', startMonth: '202601', endMonth: '202606' });
    const other = await created({ invoiceLine: 'Overlap Delta', startMonth: '202607', endMonth: '202612' });
    const same = await api('PUT', `/sales-prices/${mine.id}`, 'superAdmin', bodyOf(mine, { price: '2' }));
    expect([same.statusCode, same.json<SalesPrice>().price]).toEqual([200, '2.0000']);
    const before = await tableState();
    const onto = await api(
      'PUT',
      `/sales-prices/${mine.id}`,
      'superAdmin',
      bodyOf(mine, { endMonth: '202607' }),
    );
    expect(onto.json()).toEqual(overlap(`Overlaps row ${other.id} (Overlap Delta) from 2026-07 to 2026-12.`));
    expect(await tableState()).toEqual(before);
    // Noordzee has the seeded "SMS NL" too: moving a row there checks Noordzee's rows.
    const acmeSms = await created({ invoiceLine: 'SMS NL', startMonth: '202401', endMonth: '202412' });
    const moved = await api(
      'PUT',
      `/sales-prices/${acmeSms.id}`,
      'superAdmin',
      bodyOf(acmeSms, { organizationId: ids.noordzee, startMonth: '202412', endMonth: '202501' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json<Answer>().errors[0].message).toMatch(
      /^Overlaps row \d+ \(SMS NL\) from 2025-01 to 2025-12\.$/,
    );
    const movedOk = await api(
      'PUT',
      `/sales-prices/${acmeSms.id}`,
      'superAdmin',
      bodyOf(acmeSms, { organizationId: ids.noordzee }),
    );
    expect(movedOk.statusCode).toBe(200);
    expect(movedOk.json<SalesPrice>()).toMatchObject({
      organizationId: ids.noordzee,
      organizationName: 'Noordzee Sensors B.V.',
    });
  });

  it('frees the period when the row is deleted', async () => {
    const row = await created({ invoiceLine: 'Overlap Epsilon' });
    expect((await post(input({ invoiceLine: 'Overlap Epsilon' }))).statusCode).toBe(400);
    expect((await api('DELETE', `/sales-prices/${row.id}`)).statusCode).toBe(204);
    expect((await post(input({ invoiceLine: 'Overlap Epsilon' }))).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent writes of overlapping periods through', async () => {
    for (let round = 0; round < 5; round++) {
      const invoiceLine = `Concurrent ${round}`;
      const before = await tableState();
      const answers = await Promise.all([
        post(input({ invoiceLine, startMonth: '202601', endMonth: '202606' })),
        post(input({ invoiceLine: invoiceLine.toUpperCase(), startMonth: '202606', endMonth: null })),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const winner = answers.find((r) => r.statusCode === 201)!.json<SalesPrice>();
      const loser = answers.find((r) => r.statusCode === 400)!.json<Answer>();
      expect(loser.errors).toEqual([
        { field: 'startMonth', message: expect.stringContaining(`row ${winner.id} `) },
      ]);
      expect(await tableState()).toMatchObject({ rows: before.rows + 1, audits: before.audits + 1 });
    }
    // The same for a change racing an add onto the same months.
    const row = await created({ invoiceLine: 'Concurrent change', startMonth: '202601', endMonth: '202601' });
    const answers = await Promise.all([
      api('PUT', `/sales-prices/${row.id}`, 'management', bodyOf(row, { endMonth: '202606' })),
      post(input({ invoiceLine: 'Concurrent change', startMonth: '202603', endMonth: '202603' })),
    ]);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
    const lines = await list(`organizationId=${ids.acme}&search=concurrent%20change`);
    for (const r of lines.items) {
      expect(await overlappingSalesPrice(h.db, r, r.startMonth, r.endMonth, [r.id])).toBeNull();
    }
  });

  it('maps a foreign key refusing a concurrent write to the 400 of its field', async () => {
    const valid = {
      supplierId: northSea(),
      organizationId: ids.acme,
      invoiceLine: 'Race',
      lineType: 'data' as const,
      price: '1',
      startMonth: 202601,
    };
    const refusal = (values: Partial<typeof salesPrices.$inferInsert>) =>
      h.db
        .insert(salesPrices)
        .values({ ...valid, ...values })
        .then(
          () => null,
          (err: unknown) => err,
        );
    for (const [values, field, message] of [
      [{ supplierId: 999_999 }, 'supplierId', PricingMessages.unknownSupplier],
      [{ organizationId: 999_999 }, 'organizationId', SalesPriceMessages.unknownOrganization],
      [{ subcustomerId: 999_999 }, 'subcustomerId', SalesPriceMessages.unknownSubcustomer],
      [{ purchasingPriceId: 999_999 }, 'purchasingPriceId', SalesPriceMessages.unknownPurchasingPrice],
    ] as const) {
      const mapped = mapSalesPriceWriteError(await refusal(values));
      expect(mapped).toBeInstanceOf(ApiError);
      expect((mapped as ApiError).toBody()).toEqual({
        errorMessage: Messages.formIncomplete,
        errors: [{ field, message }],
      });
    }
    const other = new Error('connection lost');
    expect(mapSalesPriceWriteError(other)).toBe(other);
  });
});

describe('exact decimals (numeric(12,4) prices, numeric(6,3) indexation, strings on the wire)', () => {
  it.each([
    ['0.0001', '0.0001'],
    ['99999999.9999', '99999999.9999'],
    ['0.1', '0.1000'],
    ['12.5', '12.5000'],
    ['0', '0.0000'],
    [' 7.25 ', '7.2500'],
  ])('stores %j and answers %j on add, read, change and list', async (sent, answered) => {
    const price = await created({ price: sent });
    expect(price.price).toBe(answered);
    expect((await stored(price.id)).price).toBe(answered);
    expect((await api('GET', `/sales-prices/${price.id}`)).json<SalesPrice>().price).toBe(answered);
    const changed = await api(
      'PUT',
      `/sales-prices/${price.id}`,
      'superAdmin',
      bodyOf(price, { price: sent }),
    );
    expect(changed.json<SalesPrice>().price).toBe(answered);
    const listed = await list(`organizationId=${ids.acme}&search=${encodeURIComponent(price.invoiceLine)}`);
    expect(listed.items.map((p) => p.price)).toEqual([answered]);
  });

  it.each([
    ['12.5', '1.025', '1.025', '12.8125'],
    ['10.0002', '1.025', '1.025', '10.2502'],
    ['0.0010', '1.05', '1.050', '0.0011'],
    ['0.0001', '1.025', '1.025', '0.0001'],
    ['99999999.9999', '3', '3.000', '299999999.9997'],
    ['20', '1.0', '1.000', '20.0000'],
  ])(
    'price %s × indexation %s (%s) is the effective price %s, rounded half up',
    async (price, sent, indexation, effective) => {
      const row = await created({ price, indexation: sent });
      expect(row).toMatchObject({ indexation, effectivePrice: effective });
      expect((await stored(row.id)).indexation).toBe(indexation);
      expect((await api('GET', `/sales-prices/${row.id}`)).json<SalesPrice>().effectivePrice).toBe(effective);
    },
  );

  it('keeps 0.1 + 0.2 apart from 0.3 (no float on the way)', async () => {
    const a = await created({ price: '0.1' });
    const b = await created({ price: '0.2' });
    expect(units(a.price) + units(b.price)).toBe(units('0.3000'));
  });
});

describe('GET /sales-prices (one customer, filters, sort, 20 per page)', () => {
  let acmeRows = 0;
  beforeAll(async () => {
    [{ n: acmeRows }] = await h.db
      .select({ n: count() })
      .from(salesPrices)
      .where(eq(salesPrices.organizationId, ids.acme));
  });

  it("answers pages of 20 of the customer's rows, by invoice line (any case) then start month", async () => {
    const first = await list(`organizationId=${ids.acme}`);
    expect(first).toMatchObject({ total: acmeRows, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items.every((p) => p.organizationId === ids.acme)).toBe(true);
    const all = await list(`organizationId=${ids.acme}&pageSize=100`);
    const rows = [...all.items];
    for (let page = 2; rows.length < acmeRows; page++) {
      rows.push(...(await list(`organizationId=${ids.acme}&pageSize=100&page=${page}`)).items);
    }
    const keys = rows.map((p) => [p.invoiceLine.toLowerCase(), p.startMonth, p.id] as const);
    const byKey = (a: (typeof keys)[number], b: (typeof keys)[number]) =>
      a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] !== b[1] ? (a[1] < b[1] ? -1 : 1) : a[2] - b[2];
    expect(keys).toEqual([...keys].sort(byKey));
    expect(new Set(rows.map((p) => p.id)).size).toBe(acmeRows);
    expect((await list(`organizationId=${ids.acme}&page=${Math.ceil(acmeRows / 20) + 1}`)).items).toEqual([]);
  });

  it('filters by supplier, line type, subcustomer, a month and the invoice line', async () => {
    const globe = supplierIds.get('GlobeSIM Worldwide')!;
    const bySupplier = await list(`organizationId=${ids.acme}&supplierId=${globe}&pageSize=100`);
    expect(bySupplier.total).toBeGreaterThan(0);
    expect(bySupplier.items.every((p) => p.supplierId === globe)).toBe(true);
    const sms = await list(`organizationId=${ids.acme}&lineType=sms&pageSize=100`);
    expect(sms.total).toBeGreaterThan(0);
    expect(sms.items.every((p) => p.lineType === 'sms')).toBe(true);
    const cold = await list(`organizationId=${ids.acme}&subcustomerId=${ids.coldStorage}&pageSize=100`);
    expect(cold.total).toBeGreaterThan(0);
    expect(cold.items.every((p) => p.subcustomerName === 'Acme Cold Storage')).toBe(true);
    const whole = await list(`organizationId=${ids.acme}&subcustomerId=none&pageSize=100`);
    expect(whole.total).toBeGreaterThan(0);
    expect(whole.items.every((p) => p.subcustomerId === null)).toBe(true);
    const in2025 = await list(`organizationId=${ids.acme}&activeIn=202506&search=sms%20nl&pageSize=100`);
    expect(in2025.items.map((p) => [p.startMonth, p.endMonth])).toEqual([['202501', '202512']]);
    const in2030 = await list(`organizationId=${ids.acme}&activeIn=203001&search=SMS%20NL&pageSize=100`);
    expect(in2030.items.map((p) => [p.startMonth, p.endMonth, p.reason])).toEqual([
      ['202601', null, SEED_INCREASE_REASON],
    ]);
    expect((await list(`organizationId=${ids.acme}&search=%25`)).total).toBe(0);
    expect((await list('organizationId=999999')).total).toBe(0);
  });

  const key: Record<(typeof SALES_PRICE_SORT_FIELDS)[number], (p: SalesPrice) => string | bigint> = {
    supplier: (p) => p.supplierName.toLowerCase(),
    subcustomer: (p) => (p.subcustomerName ?? '').toLowerCase(),
    invoiceLine: (p) => p.invoiceLine.toLowerCase(),
    lineType: (p) => BigInt(SALES_LINE_TYPES.indexOf(p.lineType)),
    price: (p) => units(p.price),
    startMonth: (p) => BigInt(p.startMonth),
    endMonth: (p) => BigInt(p.endMonth ?? '999999'),
  };
  it.each(SALES_PRICE_SORT_FIELDS)('sorts by %s, ascending and descending', async (field) => {
    const compare = (a: string | bigint, b: string | bigint) => (a < b ? -1 : a > b ? 1 : 0);
    const up = (await list(`organizationId=${ids.acme}&sort=${field}&pageSize=100`)).items.map(key[field]);
    expect(up).toEqual([...up].sort(compare));
    const down = (await list(`organizationId=${ids.acme}&sort=-${field}&pageSize=100`)).items.map(key[field]);
    expect(down).toEqual([...down].sort((a, b) => compare(b, a)));
    expect(new Set([...up, ...down]).size).toBeGreaterThan(1);
  });

  it.each([
    ['', 'organizationId'],
    ['organizationId=0x1', 'organizationId'],
    ['organizationId=01', 'organizationId'],
    ['organizationId=1&activeIn=202613', 'activeIn'],
    ['organizationId=1&activeIn=2026-01', 'activeIn'],
    ['organizationId=1&subcustomerId=all', 'subcustomerId'],
    ['organizationId=1&supplierId=1.0', 'supplierId'],
    ['organizationId=1&lineType=mms', 'lineType'],
    ['organizationId=1&sort=color', 'sort'],
    ['organizationId=1&page=0', 'page'],
    ['organizationId=1&pageSize=101', 'pageSize'],
    [`organizationId=1&search=${'x'.repeat(101)}`, 'search'],
    ['organizationId=1&price=1', ''],
  ])('answers 400 for ?%s naming %j', async (query, field) => {
    const res = await api('GET', `/sales-prices?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors.map((e) => e.field)).toContain(field);
  });
});

describe('history (issue 16: every price change audited; a row shows its history)', () => {
  it('lists create, update and delete newest first, with the states, the actor and no batch', async () => {
    const row = await created({ price: '0.5', reason: 'New contract' });
    const changed = await api(
      'PUT',
      `/sales-prices/${row.id}`,
      'management',
      bodyOf(row, { price: '0.75', endMonth: null, indexation: '1.025', reason: 'Raised' }),
    );
    expect(changed.json<SalesPrice>()).toMatchObject({ updatedByName: 'Mark Jansen', batchId: null });
    expect((await api('DELETE', `/sales-prices/${row.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/sales-prices/${row.id}`)).statusCode).toBe(404);

    const res = await api('GET', `/sales-prices/${row.id}/history`, 'accountManager');
    expect(res.statusCode).toBe(200);
    const state = (price: string, endMonth: string | null, indexation: string, reason: string) => ({
      price,
      startMonth: '202601',
      endMonth,
      indexation,
      invoiceLine: row.invoiceLine,
      lineType: 'data',
      reason,
    });
    const first = state('0.5000', '202612', '1.000', 'New contract');
    const second = state('0.7500', null, '1.025', 'Raised');
    expect(res.json<SalesPriceHistoryEntry[]>()).toEqual([
      {
        at: expect.any(String),
        actorName: 'Anna de Boer',
        action: 'delete',
        before: second,
        after: null,
        batchId: null,
      },
      {
        at: expect.any(String),
        actorName: 'Mark Jansen',
        action: 'update',
        before: first,
        after: second,
        batchId: null,
      },
      {
        at: expect.any(String),
        actorName: 'Anna de Boer',
        action: 'create',
        before: null,
        after: first,
        batchId: null,
      },
    ]);
    const times = res.json<SalesPriceHistoryEntry[]>().map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers an empty history for a seeded row and 404 for a row that never existed', async () => {
    const [seeded] = await h.db.select({ id: salesPrices.id }).from(salesPrices).limit(1);
    const res = await api('GET', `/sales-prices/${seeded.id}/history`);
    expect([res.statusCode, res.json()]).toEqual([200, []]);
    expect((await api('GET', '/sales-prices/999999/history')).statusCode).toBe(404);
  });

  it('writes no history for a refused change', async () => {
    const row = await created();
    const refused = await api(
      'PUT',
      `/sales-prices/${row.id}`,
      'superAdmin',
      bodyOf(row, { endMonth: '202512' }),
    );
    expect(refused.statusCode).toBe(400);
    const history = (await api('GET', `/sales-prices/${row.id}/history`)).json<SalesPriceHistoryEntry[]>();
    expect(history.map((e) => e.action)).toEqual(['create']);
  });
});

describe('demo seed (src/db/seed-sales-prices.ts)', () => {
  type Row = typeof salesPrices.$inferSelect & { customer: string; isProspect: boolean; isInactive: boolean };
  let rows: Row[] = [];
  beforeAll(async () => {
    // Rows no test wrote: the seed's have no writer and no audit entry.
    const seeded = await h.db
      .select({
        row: salesPrices,
        customer: organizations.name,
        isProspect: organizations.isProspect,
        isInactive: organizations.isInactive,
      })
      .from(salesPrices)
      .innerJoin(organizations, eq(organizations.id, salesPrices.organizationId))
      .where(
        and(
          sql`${salesPrices.updatedBy} is null`,
          sql`not exists (select 1 from audit_log a where a.entity = 'salesPrice' and a.entity_id = ${salesPrices.id}::text)`,
        ),
      );
    rows = seeded.map((s) => ({
      ...s.row,
      customer: s.customer,
      isProspect: s.isProspect,
      isInactive: s.isInactive,
    }));
  });

  it('has up to ~150 rows for the active customers only, 5–8 invoice lines each', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(rows.length).toBeLessThanOrEqual(150);
    expect(rows.some((r) => r.isProspect || r.isInactive)).toBe(false);
    const active = await h.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.isProspect, false), eq(organizations.isInactive, false)));
    const lines = new Map<string, Set<string>>(active.map((o) => [o.name, new Set()]));
    for (const r of rows)
      if (r.subcustomerId === null) lines.get(r.customer)!.add(r.invoiceLine.toLowerCase());
    for (const [customer, set] of lines) {
      expect([customer, set.size >= 5 && set.size <= 8]).toEqual([customer, true]);
    }
  });

  it('spans 202501–202612: a 2025 row and a 3.0 % higher open 2026 row per line, no overlaps', async () => {
    const groups = new Map<string, Row[]>();
    for (const r of rows) {
      const k = `${r.organizationId}|${r.subcustomerId ?? '-'}|${r.invoiceLine.toLowerCase()}`;
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    for (const [k, group] of groups) {
      const [y2025, y2026, ...rest] = group.sort((a, b) => a.startMonth - b.startMonth);
      expect([k, rest.length]).toEqual([k, 0]);
      expect([k, y2025.startMonth, y2025.endMonth, y2026.startMonth, y2026.endMonth]).toEqual([
        k,
        202501,
        202512,
        202601,
        null,
      ]);
      expect(y2026.price).toBe(bulkNewPrice(y2025.price, '3.0', 4));
      expect(y2026.reason).toBe(SEED_INCREASE_REASON);
      expect(y2025.reason).toBe('');
    }
    // The API's own overlap check accepts every seeded row.
    for (const r of rows) {
      const clash = await overlappingSalesPrice(
        h.db,
        r,
        String(r.startMonth),
        r.endMonth === null ? null : String(r.endMonth),
        [r.id],
      );
      expect([r.id, clash]).toEqual([r.id, null]);
    }
  });

  it('links rate plans of the same supplier, indexes one customer at 1.025 and prices subcustomers', async () => {
    const plans = new Map((await h.db.select().from(purchasingPrices)).map((p) => [p.id, p]));
    const linked = rows.filter((r) => r.purchasingPriceId !== null);
    expect(linked.length).toBeGreaterThan(rows.length / 2);
    for (const r of linked) expect(plans.get(r.purchasingPriceId!)?.supplierId).toBe(r.supplierId);
    expect(rows.filter((r) => r.lineType === 'oneOff').every((r) => r.purchasingPriceId === null)).toBe(true);
    const indexed = new Set(
      rows.filter((r) => r.indexation !== '1.000').map((r) => `${r.customer} ${r.indexation}`),
    );
    expect([...indexed]).toEqual(['Noordzee Sensors B.V. 1.025']);
    expect(rows.filter((r) => r.subcustomerId !== null).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.lineType))).toEqual(new Set(SALES_LINE_TYPES));
  });
});
