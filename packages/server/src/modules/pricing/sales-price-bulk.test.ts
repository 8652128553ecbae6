import {
  BULK_EDIT_MAX_ROWS,
  type BulkPreview,
  Messages,
  type Page,
  type SalesPriceBatch,
  SalesPriceMessages,
  bulkPreviewSchema,
  salesPriceBatchSchema,
} from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLog,
  organizations,
  salesPriceBatchItems,
  salesPriceBatches,
  salesPrices,
  subcustomers,
  suppliers,
} from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call, unique } from '../organizations/test-support.js';
import { SALES_PRICE_ENTITY } from './sales-price-query.js';
import { monthBefore, priceTooLargeMessage } from './sales-price-bulk.js';

/**
 * Bulk edit of sales prices (issue 16 "Bulk edit"; docs/pricing-api.md "Bulk edit of sales prices"; spec §5 a
 * percentage and a reason, §8 error shape) on customers each test makes itself (rows inserted with Drizzle, so the
 * demo seed's prices never change a count): who may call, bad input (400 in the §8 shape naming the field, nothing
 * written), split / replace / skip exactly and as previewed, rounding half up, the preview guard (expectedCount),
 * atomicity when the write fails midway, undo and its refusals, the audit trail, the batch list and a 5,000-row edit.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
let h: Harness;
const tokens = new Map<Who, string | undefined>();
let supplierId: number;
let otherSupplierId: number;

beforeAll(async () => {
  h = await createTestApp();
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  const rows = await h.db.select().from(suppliers).orderBy(asc(suppliers.id));
  supplierId = rows[0].id;
  otherSupplierId = rows[1].id;
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST', url: string, who: Who = 'superAdmin', body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });

/** A new customer of our own (no demo prices). */
async function customer(name = `Bulk Customer ${unique()}`): Promise<number> {
  const [row] = await h.db
    .insert(organizations)
    .values({ name, customerNumber: `B${unique()}`, country: 'Nederland' })
    .returning({ id: organizations.id });
  return row.id;
}

async function subcustomer(organizationId: number, name = 'Depot Zuid'): Promise<number> {
  const [row] = await h.db
    .insert(subcustomers)
    .values({ organizationId, name })
    .returning({ id: subcustomers.id });
  return row.id;
}

interface PriceInput {
  organizationId: number;
  invoiceLine?: string;
  lineType?: 'subscription' | 'data' | 'sms' | 'voice' | 'oneOff';
  price?: string;
  startMonth: number;
  endMonth?: number | null;
  subcustomerId?: number | null;
  indexation?: string;
  reason?: string;
  supplierId?: number;
}

/** Inserts a sales price row directly and returns its id. */
async function price(input: PriceInput): Promise<number> {
  const [row] = await h.db
    .insert(salesPrices)
    .values({
      supplierId: input.supplierId ?? supplierId,
      organizationId: input.organizationId,
      subcustomerId: input.subcustomerId ?? null,
      invoiceLine: input.invoiceLine ?? `Line ${unique()}`,
      lineType: input.lineType ?? 'data',
      price: input.price ?? '10.0000',
      startMonth: input.startMonth,
      endMonth: input.endMonth ?? null,
      indexation: input.indexation ?? '1.000',
      reason: input.reason ?? '',
    })
    .returning({ id: salesPrices.id });
  return row.id;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** md5 of every row of the four tables a bulk edit writes (the whole tables: "nothing written" anywhere). */
async function tableState() {
  const sum = (table: string) =>
    sql.raw(`(select md5(coalesce(string_agg(t::text, E'\\n' order by t.id), '')) from ${table} t)`);
  const [row] = rowsOf(
    await h.db.execute(
      sql`select ${sum('sales_prices')} as prices, ${sum('sales_price_batches')} as batches,
        ${sum('sales_price_batch_items')} as items, ${sum('audit_log')} as audits`,
    ),
  );
  return row;
}

/** md5 of the business columns of a customer's rows (all but created/updated at and by): what undo restores. */
async function customerRows(organizationId: number): Promise<string> {
  const [row] = rowsOf(
    await h.db.execute(
      sql`select md5(coalesce(string_agg((id, supplier_id, organization_id, subcustomer_id, purchasing_price_id,
        invoice_line, line_type, price, start_month, end_month, indexation, reason, batch_id)::text, E'\\n'
        order by id), '')) as sum from sales_prices where organization_id = ${organizationId}`,
    ),
  );
  return String(row.sum);
}

/** The stored rows of a customer, by start month then id, in plain values. */
async function stored(organizationId: number) {
  return h.db
    .select({
      id: salesPrices.id,
      invoiceLine: salesPrices.invoiceLine,
      price: sql<string>`${salesPrices.price}::text`,
      startMonth: salesPrices.startMonth,
      endMonth: salesPrices.endMonth,
      reason: salesPrices.reason,
      batchId: salesPrices.batchId,
      subcustomerId: salesPrices.subcustomerId,
      indexation: sql<string>`${salesPrices.indexation}::text`,
      supplierId: salesPrices.supplierId,
      lineType: salesPrices.lineType,
    })
    .from(salesPrices)
    .where(eq(salesPrices.organizationId, organizationId))
    .orderBy(asc(sql`lower(${salesPrices.invoiceLine})`), asc(salesPrices.startMonth), asc(salesPrices.id));
}

/**
 * PUT /api/sales-prices/{id} as the super admin, as the screen sends it: the stored row with `changes`. Expects 200
 * (the edit itself is valid; what it does to an undo is the test's).
 */
async function edit(id: number, changes: Record<string, unknown>): Promise<void> {
  const [row] = await h.db.select().from(salesPrices).where(eq(salesPrices.id, id));
  const res = await call(h.app, 'PUT', `/api/sales-prices/${id}`, {
    token: tokens.get('superAdmin'),
    body: {
      supplierId: row.supplierId,
      organizationId: row.organizationId,
      subcustomerId: row.subcustomerId,
      purchasingPriceId: row.purchasingPriceId,
      invoiceLine: row.invoiceLine,
      lineType: row.lineType,
      price: row.price,
      startMonth: String(row.startMonth),
      endMonth: row.endMonth === null ? null : String(row.endMonth),
      indexation: row.indexation,
      reason: row.reason,
      ...changes,
    },
  });
  expect([res.statusCode, res.json()]).toEqual([200, expect.anything()]);
}

const body = (overrides: Record<string, unknown> = {}) => ({
  percentage: '3.5',
  reason: 'Annual price increase 2026',
  startMonth: '202601',
  ...overrides,
});

const preview = async (payload: unknown, who: Who = 'superAdmin') => {
  const res = await api('POST', '/sales-prices/bulk/preview', who, payload);
  expect([res.statusCode, res.json()]).toEqual([200, expect.anything()]);
  return res.json<BulkPreview>();
};

const apply = async (payload: unknown, who: Who = 'superAdmin') => {
  const res = await api('POST', '/sales-prices/bulk', who, payload);
  expect([res.statusCode, res.json()]).toEqual([201, expect.anything()]);
  return res.json<SalesPriceBatch>();
};

/** A customer with three rows that change and one that ended before 202601 (see "split, replace and skip"). */
async function threeRowCustomer() {
  const organizationId = await customer();
  const split = await price({ organizationId, invoiceLine: 'Data NL', price: '10.0000', startMonth: 202401 });
  const splitEnded = await price({
    organizationId,
    invoiceLine: 'sms EU',
    lineType: 'sms',
    price: '0.0123',
    startMonth: 202501,
    endMonth: 202612,
    reason: 'Was cheaper',
  });
  const replaced = await price({
    organizationId,
    invoiceLine: 'Subscription',
    lineType: 'subscription',
    price: '2',
    startMonth: 202603,
    reason: 'Launch price',
  });
  const skipped = await price({
    organizationId,
    invoiceLine: 'Data NL',
    startMonth: 202301,
    endMonth: 202312,
  });
  return {
    organizationId,
    split,
    splitEnded,
    replaced,
    skipped,
    ids: [split, splitEnded, replaced, skipped],
  };
}

describe('who may call (spec §1: super admin and management write; support and account manager read)', () => {
  const CUSTOMERS: Who[] = [
    'acmeSigner',
    'acmeGeneral',
    'acmeTechnical',
    'acmeFinance',
    'acmeUserManager',
    'noordzeeGeneral',
  ];
  const WRITE_REFUSED: [Who, number][] = [
    ['support', 403],
    ['accountManager', 403],
    ...CUSTOMERS.map((who) => [who, 403] as [Who, number]),
    ['anonymous', 401],
  ];
  const READ_REFUSED: [Who, number][] = [
    ...CUSTOMERS.map((who) => [who, 403] as [Who, number]),
    ['anonymous', 401],
  ];

  it.each(WRITE_REFUSED)(
    'refuses preview, apply and undo to %s with %i, nothing written',
    async (who, status) => {
      const { ids } = await threeRowCustomer();
      const batch = await apply(body({ ids }));
      const before = await tableState();
      for (const [url, payload] of [
        ['/sales-prices/bulk/preview', body({ ids })],
        ['/sales-prices/bulk', body({ ids })],
        [`/sales-price-batches/${batch.id}/undo`, undefined],
      ] as const) {
        const res = await api('POST', url, who, payload);
        expect([url, res.statusCode]).toEqual([url, status]);
        expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
      }
      expect(await tableState()).toEqual(before);
    },
  );

  it.each(READ_REFUSED)('refuses the batch list to %s with %i', async (who, status) => {
    const res = await api('GET', '/sales-price-batches', who);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
  });

  it.each(['superAdmin', 'management'] as const)('lets %s preview, apply, list and undo', async (who) => {
    const { ids } = await threeRowCustomer();
    expect((await preview(body({ ids }), who)).count).toBe(3);
    const batch = await apply(body({ ids }), who);
    expect(batch.createdByName).toBe(who === 'superAdmin' ? 'Anna de Boer' : 'Mark Jansen');
    const listed = await api('GET', '/sales-price-batches', who);
    expect(listed.json<Page<SalesPriceBatch>>().items[0]).toEqual(batch);
    const undone = await api('POST', `/sales-price-batches/${batch.id}/undo`, who);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<SalesPriceBatch>().undoneByName).toBe(batch.createdByName);
  });

  it.each(['support', 'accountManager'] as const)('lets %s list the batches', async (who) => {
    const res = await api('GET', '/sales-price-batches', who);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page<SalesPriceBatch>>().items.length).toBeGreaterThan(0);
  });
});

describe('bad input (400 in the spec §8 shape naming the field, nothing written)', () => {
  let ids: number[];
  let organizationId: number;
  beforeAll(async () => {
    ({ ids, organizationId } = await threeRowCustomer());
  });

  /** [case, body (overrides of a valid one, or a function of one), field that must be named]. */
  const BAD: [string, Record<string, unknown> | ((valid: Record<string, unknown>) => unknown), string][] = [
    ['percentage "abc"', { percentage: 'abc' }, 'percentage'],
    ['percentage "0"', { percentage: '0' }, 'percentage'],
    ['percentage "-0.00"', { percentage: '-0.00' }, 'percentage'],
    ['percentage "-100"', { percentage: '-100' }, 'percentage'],
    ['percentage "1000.01"', { percentage: '1000.01' }, 'percentage'],
    ['percentage "3.555"', { percentage: '3.555' }, 'percentage'],
    ['percentage ""', { percentage: '' }, 'percentage'],
    ['percentage "3,5"', { percentage: '3,5' }, 'percentage'],
    ['percentage "1e2"', { percentage: '1e2' }, 'percentage'],
    ['percentage "3.5%"', { percentage: '3.5%' }, 'percentage'],
    ['percentage as the number 3.5', { percentage: 3.5 }, 'percentage'],
    ['percentage null', { percentage: null }, 'percentage'],
    ['no percentage', (v) => ({ ...v, percentage: undefined }), 'percentage'],
    ['no reason', (v) => ({ ...v, reason: undefined }), 'reason'],
    ['an empty reason', { reason: '' }, 'reason'],
    ['a blank reason', { reason: '   ' }, 'reason'],
    ['a reason of 201 characters', { reason: 'x'.repeat(201) }, 'reason'],
    ['a reason with a newline', { reason: 'Annual\nincrease' }, 'reason'],
    ['a reason with a tab', { reason: 'Annual\tincrease' }, 'reason'],
    ['a reason as a number', { reason: 42 }, 'reason'],
    ['startMonth "202613"', { startMonth: '202613' }, 'startMonth'],
    ['startMonth "202600"', { startMonth: '202600' }, 'startMonth'],
    ['startMonth "2026-01"', { startMonth: '2026-01' }, 'startMonth'],
    ['startMonth "20261"', { startMonth: '20261' }, 'startMonth'],
    ['startMonth as the number 202601', { startMonth: 202601 }, 'startMonth'],
    ['no startMonth', (v) => ({ ...v, startMonth: undefined }), 'startMonth'],
    ['both ids and filter', (v) => ({ ...v, filter: { organizationId } }), 'ids'],
    ['neither ids nor filter', (v) => ({ ...v, ids: undefined }), 'ids'],
    ['ids []', { ids: [] }, 'ids'],
    ['ids ["1"]', { ids: ['1'] }, 'ids.0'],
    ['ids [0]', { ids: [0] }, 'ids.0'],
    ['ids [-1]', { ids: [-1] }, 'ids.0'],
    ['ids [1.5]', { ids: [1.5] }, 'ids.0'],
    ['ids beyond serial', { ids: [2_147_483_648] }, 'ids.0'],
    ['ids as a string', { ids: '1,2' }, 'ids'],
    [
      `${BULK_EDIT_MAX_ROWS + 1} ids`,
      { ids: Array.from({ length: BULK_EDIT_MAX_ROWS + 1 }, (_, i) => i + 1) },
      'ids',
    ],
    ['an id that does not exist', (v) => ({ ...v, ids: [...(v.ids as number[]), 2_147_483_647] }), 'ids'],
    [
      'a filter without organizationId',
      (v) => ({ ...v, ids: undefined, filter: {} }),
      'filter.organizationId',
    ],
    [
      'a filter of an unknown customer',
      (v) => ({ ...v, ids: undefined, filter: { organizationId: 2_147_483_647 } }),
      'filter.organizationId',
    ],
    [
      'a filter with organizationId as a string',
      (v) => ({ ...v, ids: undefined, filter: { organizationId: String(organizationId) } }),
      'filter.organizationId',
    ],
    [
      'a filter with an unknown line type',
      (v) => ({ ...v, ids: undefined, filter: { organizationId, lineType: 'mms' } }),
      'filter.lineType',
    ],
    [
      'a filter with activeIn "2026-01"',
      (v) => ({ ...v, ids: undefined, filter: { organizationId, activeIn: '2026-01' } }),
      'filter.activeIn',
    ],
    [
      'a filter with subcustomerId "all"',
      (v) => ({ ...v, ids: undefined, filter: { organizationId, subcustomerId: 'all' } }),
      'filter.subcustomerId',
    ],
    [
      'a filter with an unknown key',
      (v) => ({ ...v, ids: undefined, filter: { organizationId, sort: 'price' } }),
      'filter',
    ],
    ['an unknown key', { force: true }, ''],
    ['decimals 3', { decimals: 3 }, 'decimals'],
    ['decimals "2"', { decimals: '2' }, 'decimals'],
    ['expectedCount -1', { expectedCount: -1 }, 'expectedCount'],
    ['expectedCount 1.5', { expectedCount: 1.5 }, 'expectedCount'],
    ['expectedCount "3"', { expectedCount: '3' }, 'expectedCount'],
    [
      'no selected row running in or after the first month',
      (v) => ({ ...v, ids: (v.ids as number[]).filter((_, i) => i === 1 || i === 3), startMonth: '202701' }),
      'startMonth',
    ],
    [
      'only rows that ended before the first month',
      (v) => ({ ...v, ids: [(v.ids as number[])[3]] }),
      'startMonth',
    ],
    ['a body that is an array', () => [], ''],
  ];

  it('has at least 30 cases per endpoint', () => {
    expect(BAD.length).toBeGreaterThanOrEqual(30);
  });

  const cases = (['/sales-prices/bulk/preview', '/sales-prices/bulk'] as const).flatMap((url) =>
    BAD.map(([name, bad, field]) => [url, name, bad, field] as const),
  );

  it.each(cases)('%s: 400 for %s, nothing written', async (url, _name, bad, field) => {
    const valid = body({ ids });
    const payload = typeof bad === 'function' ? bad(valid) : { ...valid, ...bad };
    const before = await tableState();
    const res = await api('POST', url, 'superAdmin', payload);
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ errorMessage: string; errors: { field: string; message: string }[] }>();
    expect(answer.errorMessage).toBe(Messages.formIncomplete);
    expect(answer.errors.map((e) => e.field)).toContain(field);
    expect(answer.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
    expect(await tableState()).toEqual(before);
  });

  it('says which rule the selection and the month break', async () => {
    const errors = async (payload: unknown) =>
      (await api('POST', '/sales-prices/bulk/preview', 'superAdmin', payload)).json().errors;
    expect(await errors(body({ ids, filter: { organizationId } }))).toEqual([
      { field: 'ids', message: SalesPriceMessages.selectionBoth },
    ]);
    expect(await errors(body())).toEqual([{ field: 'ids', message: SalesPriceMessages.selectionRequired }]);
    expect(await errors(body({ ids: [...ids, 2_147_483_647] }))).toEqual([
      { field: 'ids', message: SalesPriceMessages.previewOutdated },
    ]);
    expect(await errors(body({ ids: [ids[1], ids[3]], startMonth: '202701' }))).toEqual([
      { field: 'startMonth', message: SalesPriceMessages.nothingToChange },
    ]);
    expect(await errors(body({ ids, reason: ' ' }))).toEqual([
      { field: 'reason', message: SalesPriceMessages.reasonRequired },
    ]);
    expect(await errors(body({ ids, percentage: '-100' }))).toEqual([
      { field: 'percentage', message: SalesPriceMessages.percentageRange },
    ]);
  });

  it('refuses a new price of 100,000,000 euros or more on percentage, naming the row', async () => {
    const org = await customer();
    const id = await price({ organizationId: org, price: '99999999.9999', startMonth: 202601 });
    const before = await tableState();
    for (const url of ['/sales-prices/bulk/preview', '/sales-prices/bulk']) {
      const res = await api('POST', url, 'superAdmin', body({ ids: [id], percentage: '0.01' }));
      expect(res.json()).toEqual({
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'percentage', message: priceTooLargeMessage(id) }],
      });
    }
    expect(await tableState()).toEqual(before);
  });

  it('refuses more than 5,000 rows of a filter on ids (tooManyRows), nothing written', async () => {
    const org = await customer();
    await h.db
      .execute(sql`insert into sales_prices (supplier_id, organization_id, invoice_line, line_type, price,
      start_month) select ${supplierId}, ${org}, 'Line ' || n, 'data', 1, 202601
      from generate_series(1, ${BULK_EDIT_MAX_ROWS + 1}) n`);
    const before = await tableState();
    for (const url of ['/sales-prices/bulk/preview', '/sales-prices/bulk']) {
      const res = await api('POST', url, 'superAdmin', body({ filter: { organizationId: org } }));
      expect(res.json()).toEqual({
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'ids', message: SalesPriceMessages.tooManyRows }],
      });
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('split, replace and skip (issue 16 "Bulk edit")', () => {
  it('previews each row with old and new price and its action, ordered by customer, invoice line, start month', async () => {
    const c = await threeRowCustomer();
    const answer = await preview(body({ ids: [...c.ids, c.split] }));
    expect(bulkPreviewSchema.parse(answer)).toEqual(answer);
    expect(answer.count).toBe(3);
    expect(answer.skipped).toBe(1);
    expect(
      answer.rows.map((r) => [
        r.id,
        r.invoiceLine,
        r.startMonth,
        r.endMonth,
        r.oldPrice,
        r.newPrice,
        r.action,
      ]),
    ).toEqual([
      [c.split, 'Data NL', '202401', null, '10.0000', '10.3500', 'split'],
      [c.splitEnded, 'sms EU', '202501', '202612', '0.0123', '0.0127', 'split'],
      [c.replaced, 'Subscription', '202603', null, '2.0000', '2.0700', 'replace'],
    ]);
    expect(answer.rows[0]).toMatchObject({ subcustomerName: null, lineType: 'data' });
  });

  it('writes exactly what the preview showed: old rows end the month before, new rows carry the new price', async () => {
    const c = await threeRowCustomer();
    const sub = await subcustomer(c.organizationId);
    const withSub = await price({
      organizationId: c.organizationId,
      subcustomerId: sub,
      invoiceLine: 'Voice',
      lineType: 'voice',
      price: '0.1000',
      startMonth: 202511,
      endMonth: 202601,
      indexation: '1.035',
      supplierId: otherSupplierId,
    });
    const [{ organizationName }] = await h.db
      .select({ organizationName: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, c.organizationId));
    const shown = await preview(body({ ids: [...c.ids, withSub] }));
    const batch = await apply(body({ ids: [...c.ids, withSub], expectedCount: shown.count }));
    expect(salesPriceBatchSchema.parse(batch)).toEqual(batch);
    expect(batch).toMatchObject({
      percentage: '3.50',
      reason: 'Annual price increase 2026',
      startMonth: '202601',
      decimals: 4,
      count: 4,
      organizationNames: [organizationName],
      createdByName: 'Anna de Boer',
      undoneAt: null,
      undoneByName: null,
    });
    const rows = await stored(c.organizationId);
    const reason = 'Annual price increase 2026';
    const b = batch.id;
    expect(rows.map((r) => [r.invoiceLine, r.price, r.startMonth, r.endMonth, r.reason, r.batchId])).toEqual([
      ['Data NL', '10.0000', 202301, 202312, '', null],
      ['Data NL', '10.0000', 202401, 202512, '', null],
      ['Data NL', '10.3500', 202601, null, reason, b],
      ['sms EU', '0.0123', 202501, 202512, 'Was cheaper', null],
      ['sms EU', '0.0127', 202601, 202612, reason, b],
      ['Subscription', '2.0700', 202603, null, reason, b],
      ['Voice', '0.1000', 202511, 202512, '', null],
      ['Voice', '0.1035', 202601, 202601, reason, b],
    ]);
    // The new row copies supplier, subcustomer, line type and indexation of the row it continues.
    const voice = rows.filter((r) => r.invoiceLine === 'Voice');
    for (const r of voice) {
      expect(r).toMatchObject({
        subcustomerId: sub,
        indexation: '1.035',
        supplierId: otherSupplierId,
        lineType: 'voice',
      });
    }
    // Every previewed row is what was written: a split's old row ends 202512, its new row has the new price.
    for (const row of shown.rows) {
      const continued = rows.find((r) => r.invoiceLine === row.invoiceLine && r.startMonth === 202601);
      if (row.action === 'split') {
        expect(rows.find((r) => r.id === row.id)?.endMonth).toBe(202512);
        expect(continued).toMatchObject({
          price: row.newPrice,
          endMonth: row.endMonth === null ? null : Number(row.endMonth),
        });
      } else {
        expect(rows.find((r) => r.id === row.id)?.price).toBe(row.newPrice);
      }
    }
    const items = await h.db
      .select()
      .from(salesPriceBatchItems)
      .where(eq(salesPriceBatchItems.batchId, b))
      .orderBy(asc(salesPriceBatchItems.salesPriceId));
    expect(
      items.map((i) => [i.action, i.salesPriceId, i.oldPrice, i.newPrice, i.oldEndMonth, i.oldReason]),
    ).toEqual(
      [
        ['split', c.split, '10.0000', '10.3500', null, ''],
        ['split', c.splitEnded, '0.0123', '0.0127', 202612, 'Was cheaper'],
        ['replace', c.replaced, '2.0000', '2.0700', null, 'Launch price'],
        ['split', withSub, '0.1000', '0.1035', 202601, ''],
      ].sort((x, y) => Number(x[1]) - Number(y[1])),
    );
    expect(items.filter((i) => i.action === 'split').every((i) => i.newSalesPriceId !== null)).toBe(true);
  });

  it.each([
    ['202601', 202512],
    ['202603', 202602],
    ['203001', 202912],
  ])('ends a split row the month before %s: %i', async (startMonth, end) => {
    expect(monthBefore(startMonth)).toBe(end);
    const organizationId = await customer();
    const id = await price({ organizationId, startMonth: 202001 });
    await apply(body({ ids: [id], startMonth }));
    const rows = await stored(organizationId);
    expect(rows.map((r) => [r.startMonth, r.endMonth])).toEqual([
      [202001, end],
      [Number(startMonth), null],
    ]);
  });

  it('selects the whole filtered set of a customer (filter), and nothing of another customer', async () => {
    const c = await threeRowCustomer();
    const other = await threeRowCustomer();
    const shown = await preview(body({ filter: { organizationId: c.organizationId, lineType: 'data' } }));
    expect(shown.rows.map((r) => r.id)).toEqual([c.split]);
    expect(shown.skipped).toBe(1);
    const otherBefore = await customerRows(other.organizationId);
    const batch = await apply(body({ filter: { organizationId: c.organizationId }, expectedCount: 3 }));
    expect(batch.count).toBe(3);
    expect(await customerRows(other.organizationId)).toBe(otherBefore);
  });

  it('answers 409 previewOutdated when expectedCount differs, nothing written', async () => {
    const c = await threeRowCustomer();
    const before = await tableState();
    for (const expectedCount of [0, 2, 4]) {
      const res = await api('POST', '/sales-prices/bulk', 'superAdmin', body({ ids: c.ids, expectedCount }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errorMessage: SalesPriceMessages.previewOutdated, errors: [] });
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('rounding half up (bulkNewPrice)', () => {
  it.each([
    ['1.0000', '0.5', 2, '1.0100'],
    ['1.0000', '0.5', 4, '1.0050'],
    ['0.0005', '10', 4, '0.0006'],
    ['0.0005', '10', 2, '0.0000'],
    ['0.0123', '3.5', 4, '0.0127'],
    ['0.0123', '3.5', 2, '0.0100'],
    ['12.3450', '-0.01', 2, '12.3400'],
    ['1.1150', '0.01', 2, '1.1200'],
    ['10.0000', '-99.99', 4, '0.0010'],
    ['0.1000', '1000', 4, '1.1000'],
  ])(
    '%s raised by %s%% to %i decimals is %s, in the preview and as written',
    async (old, percentage, decimals, expected) => {
      const organizationId = await customer();
      const id = await price({ organizationId, price: old, startMonth: 202601 });
      const shown = await preview(body({ ids: [id], percentage, decimals }));
      expect(shown.rows[0].newPrice).toBe(expected);
      await apply(body({ ids: [id], percentage, decimals }));
      expect((await stored(organizationId))[0].price).toBe(expected);
    },
  );
});

describe('atomicity (a failure midway writes nothing)', () => {
  /** Creates a trigger that raises on the `n`th row inserted into `table` from now on; returns its removal. */
  async function failOnInsert(table: string, n: number) {
    await h.db.execute(sql.raw(`create sequence bulk_test_fail_seq`));
    await h.db.execute(
      sql.raw(`create function bulk_test_fail() returns trigger language plpgsql as $$
        begin
          if nextval('bulk_test_fail_seq') = ${n} then raise exception 'bulk test: insert % fails', ${n}; end if;
          return new;
        end $$`),
    );
    await h.db.execute(
      sql.raw(
        `create trigger bulk_test_fail before insert on ${table} for each row execute function bulk_test_fail()`,
      ),
    );
    return async () => {
      await h.db.execute(sql.raw(`drop trigger bulk_test_fail on ${table}`));
      await h.db.execute(sql.raw(`drop function bulk_test_fail()`));
      await h.db.execute(sql.raw(`drop sequence bulk_test_fail_seq`));
    };
  }

  it.each([
    ['the 2nd new row of a split', 'sales_prices', 2],
    ['the 3rd batch item', 'sales_price_batch_items', 3],
    ['the 5th audit row (after every price was written)', 'audit_log', 5],
  ])('leaves every table as it was when %s fails', async (_name, table, n) => {
    const c = await threeRowCustomer();
    const [{ batches }] = rowsOf(
      await h.db.execute(sql`select count(*)::int as batches from sales_price_batches`),
    );
    const before = await tableState();
    const drop = await failOnInsert(table, n);
    try {
      const res = await api('POST', '/sales-prices/bulk', 'superAdmin', body({ ids: c.ids }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: Messages.general });
    } finally {
      await drop();
    }
    expect(await tableState()).toEqual(before);
    const [{ after }] = rowsOf(
      await h.db.execute(sql`select count(*)::int as after from sales_price_batches`),
    );
    expect(after).toBe(batches);
    // Without the trigger the same edit goes through.
    expect((await apply(body({ ids: c.ids }))).count).toBe(3);
  });
});

describe('undo (issue 16: "the batch is recorded and can be undone as a whole")', () => {
  it('restores every row exactly: new rows gone, old end months, prices, reasons and batches back', async () => {
    const c = await threeRowCustomer();
    const original = await customerRows(c.organizationId);
    const batch = await apply(body({ ids: c.ids }));
    expect(await customerRows(c.organizationId)).not.toBe(original);
    const res = await api('POST', `/sales-price-batches/${batch.id}/undo`, 'management');
    expect(res.statusCode).toBe(200);
    const undone = res.json<SalesPriceBatch>();
    expect(salesPriceBatchSchema.parse(undone)).toEqual(undone);
    expect(undone).toMatchObject({ ...batch, undoneByName: 'Mark Jansen', undoneAt: expect.any(String) });
    expect(await customerRows(c.organizationId)).toBe(original);
  });

  it('gives a row raised by two bulk edits the first one back when the second is undone', async () => {
    const organizationId = await customer();
    const id = await price({ organizationId, startMonth: 202601, price: '10', reason: 'Start' });
    const first = await apply(body({ ids: [id], percentage: '10', reason: 'First' }));
    const afterFirst = await customerRows(organizationId);
    const second = await apply(body({ ids: [id], percentage: '10', reason: 'Second' }));
    expect((await stored(organizationId))[0]).toMatchObject({
      price: '12.1000',
      batchId: second.id,
      reason: 'Second',
    });
    // The first can no longer be undone: its row was raised again.
    const refused = await api('POST', `/sales-price-batches/${first.id}/undo`);
    expect(refused.json()).toEqual({ errorMessage: SalesPriceMessages.batchChanged, errors: [] });
    expect((await api('POST', `/sales-price-batches/${second.id}/undo`)).statusCode).toBe(200);
    expect(await customerRows(organizationId)).toBe(afterFirst);
    expect((await stored(organizationId))[0]).toMatchObject({
      price: '11.0000',
      batchId: first.id,
      reason: 'First',
    });
    expect((await api('POST', `/sales-price-batches/${first.id}/undo`)).statusCode).toBe(200);
    expect((await stored(organizationId))[0]).toMatchObject({
      price: '10.0000',
      batchId: null,
      reason: 'Start',
    });
  });

  it('undoes a split and a later raise of its new row newest first, back to the original rows', async () => {
    const organizationId = await customer();
    const id = await price({ organizationId, startMonth: 202401, price: '10', reason: 'Start' });
    const original = await customerRows(organizationId);
    const first = await apply(body({ ids: [id], percentage: '10', reason: 'First', startMonth: '202601' }));
    const afterFirst = await customerRows(organizationId);
    // The second raises the first's new row (it starts in 202601) in place.
    const second = await apply(
      body({ filter: { organizationId }, percentage: '10', reason: 'Second', startMonth: '202601' }),
    );
    expect((await stored(organizationId)).map((row) => [row.price, row.reason])).toEqual([
      ['10.0000', 'Start'],
      ['12.1000', 'Second'],
    ]);
    expect((await api('POST', `/sales-price-batches/${second.id}/undo`)).statusCode).toBe(200);
    expect(await customerRows(organizationId)).toBe(afterFirst);
    expect((await api('POST', `/sales-price-batches/${first.id}/undo`)).statusCode).toBe(200);
    expect(await customerRows(organizationId)).toBe(original);
  });

  /** Later edits of one row of the batch, each of which makes the batch impossible to undo. */
  const EDITS: [
    string,
    (c: Awaited<ReturnType<typeof threeRowCustomer>>, newRow: number) => Promise<unknown>,
  ][] = [
    [
      'the new row of a split got another price',
      (_c, newRow) =>
        h.db
          .update(salesPrices)
          .set({ price: '11', updatedAt: sql`now()` })
          .where(eq(salesPrices.id, newRow)),
    ],
    [
      'the new row of a split was saved unchanged',
      (_c, newRow) =>
        h.db
          .update(salesPrices)
          .set({ updatedAt: sql`now() + interval '1 second'` })
          .where(eq(salesPrices.id, newRow)),
    ],
    [
      'the new row of a split was deleted',
      (_c, newRow) => h.db.delete(salesPrices).where(eq(salesPrices.id, newRow)),
    ],
    ['the split row got another end month', (c) => edit(c.split, { endMonth: '202511' })],
    ['the split row got another price', (c) => edit(c.split, { price: '9' })],
    // Undo would reopen it up to the old end: "Voice" over another customer row of "Voice" (found in review).
    ['the split row got another invoice line', (c) => edit(c.split, { invoiceLine: 'Voice world' })],
    ['the replaced row got another price', (c) => edit(c.replaced, { price: '2.5' })],
    // Undo would put the old reason back over the user's (found in review).
    ['the replaced row got another reason', (c) => edit(c.replaced, { reason: 'Agreed with the customer' })],
    ['the replaced row was deleted', (c) => h.db.delete(salesPrices).where(eq(salesPrices.id, c.replaced))],
  ];

  it.each(EDITS)('answers 409 batchChanged when %s, and changes nothing', async (_name, edit) => {
    const c = await threeRowCustomer();
    const batch = await apply(body({ ids: c.ids }));
    const [item] = await h.db
      .select()
      .from(salesPriceBatchItems)
      .where(and(eq(salesPriceBatchItems.batchId, batch.id), eq(salesPriceBatchItems.salesPriceId, c.split)));
    await edit(c, item.newSalesPriceId!);
    const before = await tableState();
    const res = await api('POST', `/sales-price-batches/${batch.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: SalesPriceMessages.batchChanged, errors: [] });
    expect(await tableState()).toEqual(before);
  });

  it('answers 409 batchUndone the second time, changing nothing', async () => {
    const c = await threeRowCustomer();
    const batch = await apply(body({ ids: c.ids }));
    expect((await api('POST', `/sales-price-batches/${batch.id}/undo`)).statusCode).toBe(200);
    const before = await tableState();
    const res = await api('POST', `/sales-price-batches/${batch.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: SalesPriceMessages.batchUndone, errors: [] });
    expect(await tableState()).toEqual(before);
  });

  it('answers 404 for an unknown batch and 400 for a malformed id, changing nothing', async () => {
    const before = await tableState();
    const missing = await api('POST', '/sales-price-batches/2147483647/undo');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorMessage: Messages.notFound, errors: [] });
    for (const id of ['0', '01', '1.0', '0x1', 'abc', '99999999999']) {
      const res = await api('POST', `/sales-price-batches/${id}/undo`);
      expect([id, res.statusCode]).toEqual([id, 400]);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('id');
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('audit (issue 16: every price change audited with before, after and the batch)', () => {
  it('records bulkSplit, bulkCreate and bulkReplace on apply and undo on every row undone', async () => {
    const c = await threeRowCustomer();
    const batch = await apply(body({ ids: c.ids }));
    const newIds = (
      await h.db.select().from(salesPriceBatchItems).where(eq(salesPriceBatchItems.batchId, batch.id))
    ).flatMap((i) => (i.newSalesPriceId === null ? [] : [i.newSalesPriceId]));
    const entries = async (ids: number[]) =>
      h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, SALES_PRICE_ENTITY), inArray(auditLog.entityId, ids.map(String))))
        .orderBy(asc(auditLog.id));
    const applied = await entries([c.split, c.splitEnded, c.replaced, ...newIds]);
    expect(applied.map((e) => e.action).sort()).toEqual(
      ['bulkCreate', 'bulkCreate', 'bulkReplace', 'bulkSplit', 'bulkSplit'].sort(),
    );
    type Snapshot = {
      price: string;
      startMonth: string;
      endMonth: string | null;
      reason: string;
      batchId: number;
    };
    const of = (id: number, action: string) =>
      applied.find((e) => e.entityId === String(id) && e.action === action)!;
    expect(of(c.split, 'bulkSplit').before).toMatchObject({
      price: '10.0000',
      endMonth: null,
      batchId: batch.id,
    });
    expect(of(c.split, 'bulkSplit').after).toMatchObject({
      price: '10.0000',
      endMonth: '202512',
      batchId: batch.id,
    });
    const created = applied.filter((e) => e.action === 'bulkCreate');
    expect(created.every((e) => e.before === null)).toBe(true);
    expect(created.map((e) => (e.after as Snapshot).price).sort()).toEqual(['0.0127', '10.3500']);
    expect(of(c.replaced, 'bulkReplace').before).toMatchObject({ price: '2.0000', reason: 'Launch price' });
    expect(of(c.replaced, 'bulkReplace').after).toMatchObject({
      price: '2.0700',
      reason: 'Annual price increase 2026',
      startMonth: '202603',
    });
    expect(applied.every((e) => e.actorUserId !== null)).toBe(true);

    await api('POST', `/sales-price-batches/${batch.id}/undo`);
    const undone = (await entries([c.split, c.splitEnded, c.replaced, ...newIds])).filter(
      (e) => e.action === 'undo',
    );
    expect(undone).toHaveLength(5);
    for (const id of newIds) {
      const entry = undone.find((e) => e.entityId === String(id))!;
      expect(entry.after).toBeNull();
      expect((entry.before as Snapshot).startMonth).toBe('202601');
    }
    const split = undone.find((e) => e.entityId === String(c.split))!;
    expect([(split.before as Snapshot).endMonth, (split.after as Snapshot).endMonth]).toEqual([
      '202512',
      null,
    ]);
    const replaced = undone.find((e) => e.entityId === String(c.replaced))!;
    expect((replaced.after as Snapshot).price).toBe('2.0000');
    expect((replaced.after as Snapshot).reason).toBe('Launch price');
  });
});

describe('GET /sales-price-batches (newest first, per customer)', () => {
  it('lists the batches newest first with count and customers, filtered by customer, in pages', async () => {
    const a = await customer(`Zeta Batch ${unique()}`);
    const b = await customer(`alpha Batch ${unique()}`);
    const ra = await price({ organizationId: a, startMonth: 202601 });
    const rb = await price({ organizationId: b, startMonth: 202501 });
    const rb2 = await price({ organizationId: b, startMonth: 202601, invoiceLine: 'Other' });
    const both = await apply(body({ ids: [ra, rb, rb2] }));
    const onlyB = await apply(body({ ids: [rb2], startMonth: '202701' }));
    const names = (
      await h.db
        .select()
        .from(organizations)
        .where(inArray(organizations.id, [a, b]))
    ).map((o) => o.name);
    expect(both.organizationNames).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(both.count).toBe(3);

    const ofB = (await api('GET', `/sales-price-batches?organizationId=${b}`)).json<Page<SalesPriceBatch>>();
    expect(ofB).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(ofB.items.map((x) => x.id)).toEqual([onlyB.id, both.id]);
    const ofA = (await api('GET', `/sales-price-batches?organizationId=${a}`)).json<Page<SalesPriceBatch>>();
    expect(ofA.items.map((x) => x.id)).toEqual([both.id]);

    const page = (await api('GET', '/sales-price-batches?pageSize=1')).json<Page<SalesPriceBatch>>();
    expect(page.items.map((x) => x.id)).toEqual([onlyB.id]);
    const second = (await api('GET', '/sales-price-batches?pageSize=1&page=2')).json<Page<SalesPriceBatch>>();
    expect(second.items.map((x) => x.id)).toEqual([both.id]);
    expect(page.total).toBe(second.total);
  });

  it.each(['organizationId=0x1', 'organizationId=0', 'page=0', 'pageSize=101', 'sort=id'])(
    'answers 400 for ?%s',
    async (query) => {
      const res = await api('GET', `/sales-price-batches?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(Messages.formIncomplete);
    },
  );
});

describe('a bulk edit of 5,000 rows', () => {
  it('applies and undoes the most rows one edit may change (half split, half replaced)', async () => {
    const organizationId = await customer();
    await h.db
      .execute(sql`insert into sales_prices (supplier_id, organization_id, invoice_line, line_type, price,
      start_month) select ${supplierId}, ${organizationId}, 'Line ' || n, 'data', n / 100.0,
      case when n % 2 = 0 then 202501 else 202601 end from generate_series(1, ${BULK_EDIT_MAX_ROWS}) n`);
    const original = await customerRows(organizationId);
    const shown = await preview(body({ filter: { organizationId } }));
    expect(shown.count).toBe(BULK_EDIT_MAX_ROWS);
    expect(shown.rows.filter((r) => r.action === 'split')).toHaveLength(BULK_EDIT_MAX_ROWS / 2);
    const batch = await apply(body({ filter: { organizationId }, expectedCount: shown.count }));
    expect(batch.count).toBe(BULK_EDIT_MAX_ROWS);
    const rows = await stored(organizationId);
    expect(rows).toHaveLength(BULK_EDIT_MAX_ROWS * 1.5);
    const byId = new Map(shown.rows.map((r) => [r.id, r]));
    for (const row of rows.filter((r) => byId.has(r.id) && byId.get(r.id)!.action === 'replace')) {
      expect(row.price).toBe(byId.get(row.id)!.newPrice);
    }
    const [{ audits }] = rowsOf(
      await h.db
        .execute(sql`select count(*)::int as audits from audit_log where entity = ${SALES_PRICE_ENTITY}
        and (after->>'batchId')::int = ${batch.id}`),
    );
    expect(audits).toBe(BULK_EDIT_MAX_ROWS * 1.5);
    expect((await api('POST', `/sales-price-batches/${batch.id}/undo`)).statusCode).toBe(200);
    expect(await customerRows(organizationId)).toBe(original);
  });
});

describe('the stored batch', () => {
  it('keeps percentage, reason, first month, decimals and who', async () => {
    const c = await threeRowCustomer();
    const batch = await apply(body({ ids: c.ids, percentage: '-2.25', decimals: 2, reason: '  Discount  ' }));
    const [row] = await h.db.select().from(salesPriceBatches).where(eq(salesPriceBatches.id, batch.id));
    expect(row).toMatchObject({ percentage: '-2.25', reason: 'Discount', startMonth: 202601, decimals: 2 });
    expect(batch).toMatchObject({ percentage: '-2.25', reason: 'Discount', decimals: 2 });
    expect((await stored(c.organizationId)).find((r) => r.id === c.replaced)?.price).toBe('1.9600');
  });
});
