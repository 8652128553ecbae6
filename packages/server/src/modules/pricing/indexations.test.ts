import {
  type Indexation,
  IndexationMessages,
  type IndexationPreview,
  Messages,
  type Page,
  type PriceTierSet,
  PriceTierMessages,
  type ResetIndexationPreview,
  type SalesPriceBatch,
  SalesPriceMessages,
  indexationEntitySchema,
  indexationPreviewSchema,
  salesPriceBatchSchema,
} from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { auditLog, organizations, salesPrices, suppliers } from '../../db/schema/index.js';
import { SEED_INDEXATION } from '../../db/seed-sales-prices.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call, unique } from '../organizations/test-support.js';

/**
 * Indexations and the reset to 1.000 (issue 17 "Indexations"; docs/pricing-api.md "Indexations"; spec §2
 * /indexations super admin, §3 Indexation, §5, §8 error shape, §9). Every test starts from no sales prices,
 * batches or indexations (this file's own database), so each preview sees only the customers the test makes: who
 * may call, bad input (400 naming the field, nothing written), the compounding arithmetic, exclusion and per-customer
 * batches, an end month's tail rows, the preview guard, atomicity, close and its read-only rules, undo, the reset,
 * and the price tier set kept from deletion.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
let h: Harness;
const tokens = new Map<Who, string | undefined>();
let supplierId: number;
/** The indexations the demo seed made, read before the first test clears the table. */
let seeded: Indexation[] = [];

beforeAll(async () => {
  h = await createTestApp();
  seeded = (await call(h.app, 'GET', '/api/indexations', { token: await h.tokenFor(DEMO.superAdmin) })).json<
    Page<Indexation>
  >().items;
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  supplierId = (await h.db.select().from(suppliers).orderBy(asc(suppliers.id)))[0].id;
});
afterAll(async () => h?.close());

beforeEach(async () => {
  await h.db.execute(sql`delete from sales_price_batch_items`);
  await h.db.execute(sql`delete from sales_prices`);
  await h.db.execute(sql`delete from sales_price_batches`);
  await h.db.execute(sql`delete from indexations`);
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who = 'superAdmin', body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });

async function customer(name = `Index Customer ${unique()}`): Promise<number> {
  const [row] = await h.db
    .insert(organizations)
    .values({ name, customerNumber: `I${unique()}`, country: 'Nederland' })
    .returning({ id: organizations.id });
  return row.id;
}

/** Inserts a sales price row directly; returns its id. */
async function price(
  organizationId: number,
  startMonth: number,
  endMonth: number | null,
  values: { price?: string; indexation?: string; invoiceLine?: string } = {},
): Promise<number> {
  const [row] = await h.db
    .insert(salesPrices)
    .values({
      supplierId,
      organizationId,
      invoiceLine: values.invoiceLine ?? `Line ${unique()}`,
      lineType: 'data',
      price: values.price ?? '10.0000',
      startMonth,
      endMonth,
      indexation: values.indexation ?? '1.000',
      reason: 'Contract',
    })
    .returning({ id: salesPrices.id });
  return row.id;
}

/** A customer's rows, by invoice line then start month: period, price and indexation. */
async function stored(organizationId: number) {
  return h.db
    .select({
      invoiceLine: salesPrices.invoiceLine,
      startMonth: salesPrices.startMonth,
      endMonth: salesPrices.endMonth,
      price: sql<string>`${salesPrices.price}::text`,
      indexation: sql<string>`${salesPrices.indexation}::text`,
      reason: salesPrices.reason,
    })
    .from(salesPrices)
    .where(eq(salesPrices.organizationId, organizationId))
    .orderBy(asc(salesPrices.invoiceLine), asc(salesPrices.startMonth));
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** md5 of every row of the tables an apply writes. */
async function tableState() {
  const sum = (table: string) =>
    sql.raw(`(select md5(coalesce(string_agg(t::text, E'\\n' order by t.id), '')) from ${table} t)`);
  const [row] = rowsOf(
    await h.db.execute(
      sql`select ${sum('sales_prices')} as prices, ${sum('sales_price_batches')} as batches,
        ${sum('sales_price_batch_items')} as items, ${sum('audit_log')} as audits, ${sum('indexations')} as ix`,
    ),
  );
  return row;
}

async function addIndexation(body: Record<string, unknown>): Promise<Indexation> {
  const res = await api('POST', '/indexations', 'superAdmin', body);
  expect(res.statusCode).toBe(201);
  return indexationEntitySchema.parse(res.json());
}

async function preview(id: number): Promise<IndexationPreview> {
  const res = await api('POST', `/indexations/${id}/preview`);
  expect(res.statusCode).toBe(200);
  return indexationPreviewSchema.parse(res.json());
}

async function apply(id: number, body: Record<string, unknown>): Promise<SalesPriceBatch[]> {
  const res = await api('POST', `/indexations/${id}/apply`, 'superAdmin', {
    reason: 'Indexation 2027',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as unknown[]).map((b) => salesPriceBatchSchema.parse(b));
}

describe('demo seed (src/db/seed-sales-prices.ts seedIndexations)', () => {
  it('has one open indexation of 202701, 1.032, with a price tier set, applied to no customer yet', () => {
    expect(seeded).toEqual([
      expect.objectContaining({
        startMonth: String(SEED_INDEXATION.startMonth),
        endMonth: null,
        value: SEED_INDEXATION.value,
        priceTierSetName: expect.any(String),
        status: 'open',
        customerCount: 0,
      }),
    ]);
  });
});

describe('who may call (spec §2 /indexations: super admin; the reset: sales price writers)', () => {
  it.each<[Who, number]>([
    ['superAdmin', 200],
    ['management', 403],
    ['support', 403],
    ['accountManager', 403],
    ['acmeSigner', 403],
    ['anonymous', 401],
  ])('GET /indexations as %s → %i', async (who, status) => {
    expect((await api('GET', '/indexations', who)).statusCode).toBe(status);
  });

  it.each<[Who, number]>([
    ['management', 403],
    ['acmeSigner', 403],
    ['anonymous', 401],
  ])('POST /indexations as %s → %i, nothing written', async (who, status) => {
    const res = await api('POST', '/indexations', who, { startMonth: '202701', value: '1.035' });
    expect(res.statusCode).toBe(status);
    expect(await h.db.execute(sql`select 1 from indexations`).then(rowsOf)).toHaveLength(0);
  });

  it.each<[Who, number]>([
    ['superAdmin', 200],
    ['management', 200],
    ['support', 403],
    ['accountManager', 403],
    ['acmeGeneral', 403],
  ])('POST /sales-prices/reset-indexation/preview as %s → %i', async (who, status) => {
    const c = await customer();
    await price(c, 202601, null, { indexation: '1.050' });
    const res = await api('POST', '/sales-prices/reset-indexation/preview', who, {
      organizationId: c,
      startMonth: '202701',
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('POST /indexations (add)', () => {
  it('adds an open indexation with its tier set, listed newest start first and filtered by status', async () => {
    const set = (
      await api('POST', '/price-tiers', 'superAdmin', {
        name: `Volume ${unique()}`,
        kind: 'percentage',
        tiers: [{ fromQuantity: 1, toQuantity: null, value: '100' }],
      })
    ).json<PriceTierSet>();
    const older = await addIndexation({ startMonth: '202601', endMonth: '202612', value: '1.020' });
    const newer = await addIndexation({ startMonth: '202701', value: '1.035', priceTierSetId: set.id });
    expect(newer).toMatchObject({
      startMonth: '202701',
      endMonth: null,
      value: '1.035',
      priceTierSetId: set.id,
      priceTierSetName: set.name,
      status: 'open',
      customerCount: 0,
      rowCount: 0,
      createdByName: expect.any(String),
      closedAt: null,
    });
    await api('POST', `/indexations/${older.id}/close`);
    const all = (await api('GET', '/indexations')).json<Page<Indexation>>();
    expect(all.items.map((i) => i.id)).toEqual([newer.id, older.id]);
    const closed = (await api('GET', '/indexations?status=closed')).json<Page<Indexation>>();
    expect(closed).toMatchObject({ total: 1, items: [{ id: older.id, status: 'closed' }] });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'indexation' and ${auditLog.entityId} = ${String(newer.id)}`);
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ value: '1.035' }) });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a neutral value', { startMonth: '202701', value: '1.000' }, 'value', IndexationMessages.neutral],
    ['a value above 3', { startMonth: '202701', value: '3.001' }, 'value', SalesPriceMessages.indexation],
    ['four decimals', { startMonth: '202701', value: '1.0355' }, 'value', SalesPriceMessages.indexation],
    ['a month 13', { startMonth: '202713', value: '1.035' }, 'startMonth', SalesPriceMessages.yearMonth],
    ['"2027-01"', { startMonth: '2027-01', value: '1.035' }, 'startMonth', SalesPriceMessages.yearMonth],
    [
      'an end before the start',
      { startMonth: '202701', endMonth: '202612', value: '1.035' },
      'endMonth',
      SalesPriceMessages.endBeforeStart,
    ],
    [
      'an unknown tier set',
      { startMonth: '202701', value: '1.035', priceTierSetId: 999999 },
      'priceTierSetId',
      IndexationMessages.unknownPriceTierSet,
    ],
  ])('answers 400 for %s, naming the field, nothing written', async (_name, body, field, message) => {
    const res = await api('POST', '/indexations', 'superAdmin', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: expect.arrayContaining([{ field, message }]),
    });
    expect(await h.db.execute(sql`select 1 from indexations`).then(rowsOf)).toHaveLength(0);
  });

  it('answers 400 for an unknown key', async () => {
    const res = await api('POST', '/indexations', 'superAdmin', {
      startMonth: '202701',
      value: '1.035',
      x: 1,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('show prices and apply (compounded, per customer, excluded customers left as they are)', () => {
  it('previews old and new prices exactly: split, replace, compounding, skipped rows', async () => {
    const c = await customer('Alpha Index');
    await price(c, 202501, null, { invoiceLine: 'A data', price: '10.0000' });
    await price(c, 202703, 202712, { invoiceLine: 'B sms', price: '2.5000', indexation: '1.030' });
    await price(c, 202501, 202612, { invoiceLine: 'C ended' });
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const p = await preview(ix.id);
    expect(p.customers).toEqual([
      { organizationId: c, organizationName: 'Alpha Index', rowCount: 2, batchId: null },
    ]);
    expect(p.count).toBe(2);
    expect(p.rows.map((r) => [r.invoiceLine, r.action, r.oldIndexation, r.newIndexation])).toEqual([
      ['A data', 'split', '1.000', '1.035'],
      ['B sms', 'replace', '1.030', '1.066'],
    ]);
    expect(p.rows[0]).toMatchObject({
      oldEffectivePrice: '10.0000',
      newEffectivePrice: '10.3500',
      change: '0.3500',
      changePercent: '3.50',
      newEndMonth: null,
    });
    // 2.5 × 1.030 = 2.5750; 2.5 × round(1.030 × 1.035 = 1.06605 → 1.066) = 2.6650: +0.0900 = +3.50 %.
    expect(p.rows[1]).toMatchObject({
      oldEffectivePrice: '2.5750',
      newEffectivePrice: '2.6650',
      change: '0.0900',
      changePercent: '3.50',
    });
    expect(await stored(c)).toHaveLength(3); // the preview wrote nothing
  });

  it('applies to the included customers only, one batch each; the excluded one can be applied later', async () => {
    const a = await customer('Alpha Apply');
    const b = await customer('Bravo Apply');
    await price(a, 202601, null, { invoiceLine: 'Data', price: '10.0000' });
    await price(a, 202701, null, { invoiceLine: 'SMS', price: '0.0500', indexation: '1.020' });
    await price(b, 202601, null, { invoiceLine: 'Data', price: '20.0000' });
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const before = await stored(b);

    const batches = await apply(ix.id, { excludedOrganizationIds: [b], expectedCount: 2 });
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({
      kind: 'indexation',
      indexationId: ix.id,
      indexationValue: '1.035',
      percentage: null,
      count: 2,
      organizationNames: ['Alpha Apply'],
      reason: 'Indexation 2027',
    });
    expect(await stored(a)).toEqual([
      {
        invoiceLine: 'Data',
        startMonth: 202601,
        endMonth: 202612,
        price: '10.0000',
        indexation: '1.000',
        reason: 'Contract',
      },
      {
        invoiceLine: 'Data',
        startMonth: 202701,
        endMonth: null,
        price: '10.0000',
        indexation: '1.035',
        reason: 'Indexation 2027',
      },
      {
        invoiceLine: 'SMS',
        startMonth: 202701,
        endMonth: null,
        price: '0.0500',
        indexation: '1.056',
        reason: 'Indexation 2027',
      },
    ]);
    expect(await stored(b)).toEqual(before);

    const after = await preview(ix.id);
    expect(after.customers).toEqual([
      { organizationId: a, organizationName: 'Alpha Apply', rowCount: 0, batchId: batches[0].id },
      { organizationId: b, organizationName: 'Bravo Apply', rowCount: 1, batchId: null },
    ]);
    expect(after.rows.map((r) => r.organizationId)).toEqual([b]);
    expect(after.indexation).toMatchObject({ customerCount: 1, rowCount: 2 });

    // The excluded customer later: only its rows, A is not indexed twice.
    const later = await apply(ix.id, { expectedCount: 1 });
    expect(later.map((x) => x.organizationNames)).toEqual([['Bravo Apply']]);
    expect((await stored(a)).map((r) => r.indexation)).toEqual(['1.000', '1.035', '1.056']);
    const res = await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', { reason: 'Again' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'excludedOrganizationIds', message: IndexationMessages.nothingToApply },
    ]);
    expect((await api('GET', `/indexations/${ix.id}`)).json()).toMatchObject({
      customerCount: 2,
      rowCount: 3,
    });
  });

  it('holds only in its period: a row running past the end month gets a tail row with its old indexation', async () => {
    const c = await customer();
    await price(c, 202601, null, { invoiceLine: 'Open', indexation: '1.010' });
    await price(c, 202703, 202712, { invoiceLine: 'Short' });
    await price(c, 202708, 202712, { invoiceLine: 'Later' }); // starts after the end: untouched
    const ix = await addIndexation({ startMonth: '202701', endMonth: '202706', value: '1.100' });
    const p = await preview(ix.id);
    expect(p.rows.map((r) => [r.invoiceLine, r.newEndMonth])).toEqual([
      ['Open', '202706'],
      ['Short', '202706'],
    ]);
    const original = await stored(c);
    const [batch] = await apply(ix.id, { expectedCount: 2 });
    expect((await stored(c)).map((r) => [r.invoiceLine, r.startMonth, r.endMonth, r.indexation])).toEqual([
      ['Later', 202708, 202712, '1.000'],
      ['Open', 202601, 202612, '1.010'],
      ['Open', 202701, 202706, '1.111'],
      ['Open', 202707, null, '1.010'],
      ['Short', 202703, 202706, '1.100'],
      ['Short', 202707, 202712, '1.000'],
    ]);
    const undo = await api('POST', `/sales-price-batches/${batch.id}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(await stored(c)).toEqual(original);
    // Undone: the customer is to apply again.
    expect((await preview(ix.id)).customers[0]).toMatchObject({
      organizationId: c,
      batchId: null,
      rowCount: 2,
    });
  });

  it('refuses a tail row changed afterwards on undo (409 batchChanged), changing nothing', async () => {
    const c = await customer();
    await price(c, 202601, null, { invoiceLine: 'Open' });
    const ix = await addIndexation({ startMonth: '202701', endMonth: '202706', value: '1.100' });
    const [batch] = await apply(ix.id, {});
    await h.db
      .update(salesPrices)
      .set({ price: '11.0000', updatedAt: sql`now()` })
      .where(sql`${salesPrices.organizationId} = ${c} and ${salesPrices.startMonth} = 202707`);
    const state = await tableState();
    const res = await api('POST', `/sales-price-batches/${batch.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(SalesPriceMessages.batchChanged);
    expect(await tableState()).toEqual(state);
  });

  it('answers 409 previewOutdated for another expectedCount and 400 allExcluded, writing nothing', async () => {
    const a = await customer();
    await price(a, 202601, null);
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const state = await tableState();
    const outdated = await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', {
      reason: 'X',
      expectedCount: 2,
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toEqual({ errorMessage: SalesPriceMessages.previewOutdated, errors: [] });
    const excluded = await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', {
      reason: 'X',
      excludedOrganizationIds: [a],
    });
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json().errors).toEqual([
      { field: 'excludedOrganizationIds', message: IndexationMessages.allExcluded },
    ]);
    const noReason = await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: SalesPriceMessages.reasonRequired }]);
    expect(await tableState()).toEqual(state);
  });

  it('answers 400 on value naming the row whose compounded factor would pass 3.000, writing nothing', async () => {
    const c = await customer();
    const id = await price(c, 202601, null, { indexation: '2.950' });
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const res = await api('POST', `/indexations/${ix.id}/preview`);
    expect(res.statusCode).toBe(400);
    const message = IndexationMessages.outOfRange.replace('{{id}}', String(id));
    expect(res.json().errors).toEqual([{ field: 'value', message }]);
    const state = await tableState();
    expect((await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', { reason: 'X' })).statusCode).toBe(
      400,
    );
    expect(await tableState()).toEqual(state);
  });

  it('writes nothing for any customer when the second customer fails midway (one transaction)', async () => {
    const a = await customer('Alpha Atomic');
    const b = await customer('Bravo Atomic');
    await price(a, 202601, null);
    await price(b, 202601, null);
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const state = await tableState();
    await h.db.execute(
      sql.raw(`create function index_test_fail() returns trigger language plpgsql as $$
        begin if new.organization_id = ${b} then raise exception 'index test: fail'; end if; return new; end $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger index_test_fail before insert on sales_prices for each row
        execute function index_test_fail()`),
    );
    try {
      const res = await api('POST', `/indexations/${ix.id}/apply`, 'superAdmin', { reason: 'X' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: Messages.general });
    } finally {
      await h.db.execute(sql.raw(`drop trigger index_test_fail on sales_prices`));
      await h.db.execute(sql.raw(`drop function index_test_fail()`));
    }
    expect(await tableState()).toEqual(state);
    expect(await apply(ix.id, { expectedCount: 2 })).toHaveLength(2);
  });
});

describe('close and delete (a closed indexation is read-only)', () => {
  it('closes once; then no preview, no apply and no undo of its batches; delete is refused while applied', async () => {
    const c = await customer();
    await price(c, 202601, null);
    const ix = await addIndexation({ startMonth: '202701', value: '1.035' });
    const [batch] = await apply(ix.id, {});
    expect((await api('DELETE', `/indexations/${ix.id}`)).json()).toEqual({
      errorMessage: IndexationMessages.applied,
      errors: [],
    });
    const closed = await api('POST', `/indexations/${ix.id}/close`);
    expect(closed.statusCode).toBe(200);
    // What it was applied to stays readable: its batches, by indexation (every staff role reads them).
    const other = await addIndexation({ startMonth: '202801', value: '1.010' });
    await apply(other.id, {});
    const listed = await api('GET', `/sales-price-batches?indexationId=${ix.id}`, 'support');
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: batch.id, indexationId: ix.id }] });
    expect(closed.json()).toMatchObject({ status: 'closed', closedByName: expect.any(String) });
    const state = await tableState();
    for (const [url, body, message] of [
      [`/indexations/${ix.id}/close`, undefined, IndexationMessages.alreadyClosed],
      [`/indexations/${ix.id}/preview`, undefined, IndexationMessages.closed],
      [`/indexations/${ix.id}/apply`, { reason: 'X' }, IndexationMessages.closed],
      [`/sales-price-batches/${batch.id}/undo`, undefined, IndexationMessages.closed],
    ] as const) {
      const res = await api('POST', url, 'superAdmin', body);
      expect([url, res.statusCode, res.json().errorMessage]).toEqual([url, 409, message]);
    }
    expect(await tableState()).toEqual(state);
  });

  it('deletes an indexation not applied (204), 404 afterwards and for unknown ids, 400 for a malformed id', async () => {
    const ix = await addIndexation({ startMonth: '202701', value: '0.980' });
    expect((await api('DELETE', `/indexations/${ix.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/indexations/${ix.id}`)).statusCode).toBe(404);
    expect((await api('POST', `/indexations/${ix.id}/preview`)).statusCode).toBe(404);
    expect((await api('GET', '/indexations/0x1')).statusCode).toBe(400);
  });
});

describe('reset indexation to 1,000 per customer (spec §5, §9)', () => {
  it('previews and resets the indexed rows from the first month as one undoable batch', async () => {
    const c = await customer();
    await price(c, 202601, null, { invoiceLine: 'Indexed', indexation: '1.066', price: '10.0000' });
    await price(c, 202601, null, { invoiceLine: 'Plain' });
    const original = await stored(c);
    const res = await api('POST', '/sales-prices/reset-indexation/preview', 'management', {
      organizationId: c,
      startMonth: '202801',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json<ResetIndexationPreview>();
    expect(p.count).toBe(1);
    expect(p.rows[0]).toMatchObject({
      invoiceLine: 'Indexed',
      oldIndexation: '1.066',
      newIndexation: '1.000',
      oldEffectivePrice: '10.6600',
      newEffectivePrice: '10.0000',
      change: '-0.6600',
      changePercent: '-6.19',
      action: 'split',
    });
    const applied = await api('POST', '/sales-prices/reset-indexation', 'management', {
      organizationId: c,
      startMonth: '202801',
      reason: 'Renegotiated',
      expectedCount: 1,
    });
    expect(applied.statusCode).toBe(201);
    const batch = salesPriceBatchSchema.parse(applied.json());
    expect(batch).toMatchObject({ kind: 'resetIndexation', indexationValue: '1.000', count: 1 });
    expect((await stored(c)).map((r) => [r.invoiceLine, r.startMonth, r.endMonth, r.indexation])).toEqual([
      ['Indexed', 202601, 202712, '1.066'],
      ['Indexed', 202801, null, '1.000'],
      ['Plain', 202601, null, '1.000'],
    ]);
    expect((await api('POST', `/sales-price-batches/${batch.id}/undo`, 'management')).statusCode).toBe(200);
    expect(await stored(c)).toEqual(original);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no indexed row', { startMonth: '202801' }, 'startMonth', IndexationMessages.notIndexed],
    [
      'an unknown customer',
      { organizationId: 999999, startMonth: '202801' },
      'organizationId',
      SalesPriceMessages.unknownOrganization,
    ],
    ['a bad month', { startMonth: '2028' }, 'startMonth', SalesPriceMessages.yearMonth],
  ])('answers 400 for %s', async (_name, body, field, message) => {
    const c = await customer();
    await price(c, 202601, null);
    const res = await api('POST', '/sales-prices/reset-indexation', 'superAdmin', {
      organizationId: c,
      reason: 'X',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('answers 400 on reason when the reset is applied without one', async () => {
    const c = await customer();
    await price(c, 202601, null, { indexation: '1.050' });
    const res = await api('POST', '/sales-prices/reset-indexation', 'superAdmin', {
      organizationId: c,
      startMonth: '202801',
    });
    expect(res.json().errors).toEqual([{ field: 'reason', message: SalesPriceMessages.reasonRequired }]);
  });
});

describe('the price tier set of an indexation (issue 16 "delete refused while an indexation uses the set")', () => {
  it('counts the indexations using a set and refuses its delete with 409 until they are gone', async () => {
    const set = (
      await api('POST', '/price-tiers', 'superAdmin', {
        name: `In use ${unique()}`,
        kind: 'price',
        tiers: [{ fromQuantity: 1, toQuantity: null, value: '1.00' }],
      })
    ).json<PriceTierSet>();
    const ix = await addIndexation({ startMonth: '202701', value: '1.035', priceTierSetId: set.id });
    expect((await api('GET', `/price-tiers/${set.id}`)).json()).toMatchObject({ indexationCount: 1 });
    const refused = await api('DELETE', `/price-tiers/${set.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errorMessage: PriceTierMessages.inUse, errors: [] });
    expect((await api('DELETE', `/indexations/${ix.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/price-tiers/${set.id}`)).statusCode).toBe(204);
  });
});
