import {
  type Page,
  type PurchasingPrice,
  effectivePrice,
  purchasingPriceListQuerySchema,
  purchasingPriceSchema,
} from '@portal/domain';
import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { organizations, purchasingPrices, salesPrices, suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, call } from '../organizations/test-support.js';
import { currentYearMonth, getPurchasingPrice, listPurchasingPrices } from './repository.js';

/**
 * The margin of a purchasing price against its matching sales prices (issue 16 "Purchasing prices … Beyond: a margin
 * column against the matching sales prices"; docs/pricing-api.md "Purchasing prices"; @portal/domain
 * purchasingPriceSchema): the sales prices that resell the rate plan and are active in the current month
 * (Europe/Amsterdam), their average effective price (price × indexation) rounded half up to four decimals, and
 * (average − price) / average × 100 rounded half up to one decimal — exact figures, on list, read, add and change,
 * sorting by margin, and the seeded demo prices checked against an exact computation in the test. Runs on PGlite
 * and on PostgreSQL (`pnpm run test:pg`).
 */

/** A decimal string ("12.3456", "-12.3") in units of its last decimal, exactly (for comparing without floats). */
const units = (decimal: string) => BigInt(decimal.replace('.', ''));

/** `n` / `d` (d > 0) rounded half away from zero to a whole number, as PostgreSQL round() and big.js roundHalfUp. */
function divideRounded(n: bigint, d: bigint): bigint {
  const magnitude = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

/** A whole number of units of the `decimals`-th decimal as a decimal string: (-123n, 1) → "-12.3". */
function decimalText(value: bigint, decimals: number): string {
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
let token: string;
let northSea: number;
let acme: number;
/** The current month (YYYYMM) and its neighbours, as the server computes them. */
const month = currentYearMonth();
const previous = month % 100 === 1 ? month - 89 : month - 1; // 202601 → 202512
const next = month % 100 === 12 ? month + 89 : month + 1; // 202612 → 202701

beforeAll(async () => {
  h = await createTestApp();
  token = await h.tokenFor(DEMO.superAdmin);
  [{ id: northSea }] = await h.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.name, 'NorthSea Mobile IoT'));
  [{ id: acme }] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, ACME_NUMBER));
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token, body });

let bundle = 5_000;
/** A purchasing price body whose supplier, type, bundle size and zone no other row holds. */
const priceInput = (price: string, bundleSizeMb = ++bundle) => ({
  supplierId: northSea,
  ratePlan: `Margin test ${bundleSizeMb} MB`,
  type: 'data',
  bundleSizeMb,
  zone: 'world3',
  price,
});

/** Adds a purchasing price through the API and returns its answer. */
async function purchasingPrice(price: string): Promise<PurchasingPrice> {
  const res = await api('POST', '/purchasing-prices', priceInput(price));
  expect(res.statusCode).toBe(201);
  return res.json<PurchasingPrice>();
}

let line = 0;
/** Inserts a sales price row of Acme reselling `purchasingPriceId` (each on an invoice line of its own). */
async function salesPrice(
  purchasingPriceId: number | null,
  price: string,
  options: { indexation?: string; startMonth?: number; endMonth?: number | null } = {},
) {
  line += 1;
  await h.db.insert(salesPrices).values({
    supplierId: northSea,
    organizationId: acme,
    purchasingPriceId,
    invoiceLine: `Margin test line ${line}`,
    lineType: 'data',
    price,
    indexation: options.indexation ?? '1.000',
    startMonth: options.startMonth ?? 202501,
    endMonth: options.endMonth === undefined ? null : options.endMonth,
  });
}

/** The price `id` as GET /purchasing-prices/{id} answers it (and checks that answer against the contract). */
async function read(id: number): Promise<PurchasingPrice> {
  const res = await api('GET', `/purchasing-prices/${id}`);
  expect(res.statusCode).toBe(200);
  const answer = res.json<PurchasingPrice>();
  expect(purchasingPriceSchema.strict().safeParse(answer).success).toBe(true);
  return answer;
}

/** The margin fields of a price. */
const margin = (p: PurchasingPrice) => ({
  salesPriceCount: p.salesPriceCount,
  averageSalesPrice: p.averageSalesPrice,
  marginPercent: p.marginPercent,
});
const NONE = { salesPriceCount: 0, averageSalesPrice: null, marginPercent: null };

describe('margin against the matching sales prices (active in the current month)', () => {
  it('averages the effective prices of two active rows (one indexed 1.025) and ignores every other row', async () => {
    const pp = await purchasingPrice('10.0000');
    const other = await purchasingPrice('1.0000');
    await salesPrice(pp.id, '12.0000'); // open since 202501: 12.0000
    await salesPrice(pp.id, '12.0000', { indexation: '1.025', startMonth: month, endMonth: month }); // 12.3000
    await salesPrice(pp.id, '100.0000', { endMonth: previous }); // ended last month
    await salesPrice(pp.id, '100.0000', { startMonth: next }); // starts next month
    await salesPrice(other.id, '100.0000'); // another rate plan
    await salesPrice(null, '100.0000'); // resells no rate plan
    // Average (12.0000 + 12.3000) / 2 = 12.1500; (12.15 − 10) / 12.15 × 100 = 17.695… → 17.7.
    const expected = { salesPriceCount: 2, averageSalesPrice: '12.1500', marginPercent: '17.7' };
    expect(margin(await read(pp.id))).toEqual(expected);
    const listed = await api('GET', `/purchasing-prices?search=${encodeURIComponent(pp.ratePlan)}`);
    expect(listed.json<Page<PurchasingPrice>>().items.map(margin)).toEqual([expected]);
  });

  it('gives no margin to a price only linked through an ended row, nor to one without sales prices', async () => {
    const ended = await purchasingPrice('2.0000');
    await salesPrice(ended.id, '3.0000', { startMonth: 202401, endMonth: previous });
    expect(margin(await read(ended.id))).toEqual(NONE);
    expect(margin(await purchasingPrice('2.0000'))).toEqual(NONE);
  });

  it('answers a negative margin when the sales price is below the purchasing price', async () => {
    const pp = await purchasingPrice('1.0000');
    await salesPrice(pp.id, '0.8000');
    // (0.8 − 1) / 0.8 × 100 = −25.
    expect(margin(await read(pp.id))).toEqual({
      salesPriceCount: 1,
      averageSalesPrice: '0.8000',
      marginPercent: '-25.0',
    });
  });

  it.each([
    // [case, purchasing price, sales rows [price, indexation], average, margin]
    ['a margin of exactly x.x5 rounds up', '7.0200', [['8.0000', '1.000']], '8.0000', '12.3'], // 12.25
    ['a negative x.x5 rounds away from zero', '8.9800', [['8.0000', '1.000']], '8.0000', '-12.3'], // −12.25
    ['a margin just below x.x5 rounds down', '7.0201', [['8.0000', '1.000']], '8.0000', '12.2'], // 12.24875
    [
      'an average of exactly half a ten-thousandth rounds up',
      '0.0001',
      [
        ['0.0001', '1.000'],
        ['0.0002', '1.000'],
      ],
      '0.0002', // 0.00015; margin (0.0002 − 0.0001) / 0.0002 of the rounded average
      '50.0',
    ],
    [
      'the average is of the effective prices rounded to four decimals',
      '0.0001',
      [
        ['0.0001', '1.500'], // 0.00015 → 0.0002
        ['0.0001', '1.000'],
      ],
      '0.0002', // (0.0002 + 0.0001) / 2 = 0.00015 → 0.0002 (unrounded: 0.000125 → 0.0001)
      '50.0',
    ],
    [
      'an indexed per-MB price is rounded to four decimals',
      '0.0700',
      [['0.0721', '1.025']], // 0.0739025 → 0.0739
      '0.0739',
      '5.3', // 0.0039 / 0.0739 × 100 = 5.277…
    ],
    [
      'three rows of per-MB prices average to a fraction of a cent',
      '0.0650',
      [
        ['0.0700', '1.000'],
        ['0.0721', '1.025'], // 0.0739
        ['0.0724', '1.000'],
      ],
      '0.0721', // 0.2163 / 3
      '9.8', // 0.0071 / 0.0721 × 100 = 9.847…
    ],
    ['a margin of 100 % for a free purchasing price', '0.0000', [['5.0000', '1.000']], '5.0000', '100.0'],
    ['no margin when the sales prices average 0', '1.0000', [['0.0000', '1.000']], '0.0000', null],
  ] as const)('%s', async (_case, price, rows, average, percent) => {
    const pp = await purchasingPrice(price);
    for (const [salesPriceAmount, indexation] of rows)
      await salesPrice(pp.id, salesPriceAmount, { indexation });
    expect(margin(await read(pp.id))).toEqual({
      salesPriceCount: rows.length,
      averageSalesPrice: average,
      marginPercent: percent,
    });
  });

  it('answers the margin with the writes: POST none yet, PUT against the new price', async () => {
    const pp = await purchasingPrice('4.0000');
    expect(margin(pp)).toEqual(NONE);
    await salesPrice(pp.id, '5.0000');
    const res = await api('PUT', `/purchasing-prices/${pp.id}`, priceInput('4.5000', pp.bundleSizeMb));
    expect(res.statusCode).toBe(200);
    // (5 − 4.5) / 5 × 100 = 10.
    expect(margin(res.json<PurchasingPrice>())).toEqual({
      salesPriceCount: 1,
      averageSalesPrice: '5.0000',
      marginPercent: '10.0',
    });
  });

  it('takes the period bounds as inclusive, for any month asked (listPurchasingPrices, getPurchasingPrice)', async () => {
    const pp = await purchasingPrice('1.0000');
    await salesPrice(pp.id, '2.0000', { startMonth: 202503, endMonth: 202506 });
    await salesPrice(pp.id, '4.0000', { startMonth: 202505 });
    const params = purchasingPriceListQuerySchema.parse({ search: pp.ratePlan });
    const at = async (m: number) => margin((await listPurchasingPrices(h.db, params, m)).items[0]);
    expect(await at(202502)).toEqual(NONE);
    expect(await at(202503)).toEqual({
      salesPriceCount: 1,
      averageSalesPrice: '2.0000',
      marginPercent: '50.0',
    });
    expect(await at(202506)).toEqual({
      salesPriceCount: 2,
      averageSalesPrice: '3.0000',
      marginPercent: '66.7',
    });
    expect(await at(202507)).toEqual({
      salesPriceCount: 1,
      averageSalesPrice: '4.0000',
      marginPercent: '75.0',
    });
    expect(margin((await getPurchasingPrice(h.db, pp.id, 202504))!)).toMatchObject({ salesPriceCount: 1 });
  });

  it('takes the current month in Europe/Amsterdam', () => {
    expect(currentYearMonth(new Date('2026-12-31T22:59:59Z'))).toBe(202612);
    expect(currentYearMonth(new Date('2026-12-31T23:00:00Z'))).toBe(202701); // midnight CET
    expect(currentYearMonth(new Date('2026-06-30T21:59:59Z'))).toBe(202606);
    expect(currentYearMonth(new Date('2026-06-30T22:00:00Z'))).toBe(202607); // midnight CEST
  });

  it('sorts by margin in either direction, prices without one last', async () => {
    const [low, high, none] = [
      await purchasingPrice('9.0000'),
      await purchasingPrice('1.0000'),
      await purchasingPrice('1.0000'),
    ];
    await salesPrice(low.id, '10.0000'); // 10.0
    await salesPrice(high.id, '10.0000'); // 90.0
    const ids = new Set([low.id, high.id, none.id]);
    const order = async (sort: string) => {
      const res = await api('GET', `/purchasing-prices?search=Margin%20test&sort=${sort}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      const items = res.json<Page<PurchasingPrice>>().items;
      const percents = items.filter((p) => p.marginPercent !== null).map((p) => units(p.marginPercent!));
      const firstNull = items.findIndex((p) => p.marginPercent === null);
      expect(firstNull === -1 || items.slice(firstNull).every((p) => p.marginPercent === null)).toBe(true);
      return { percents, ids: items.map((p) => p.id).filter((id) => ids.has(id)) };
    };
    const up = await order('margin');
    expect(up.percents.every((p, i) => i === 0 || up.percents[i - 1] <= p)).toBe(true);
    expect(up.ids).toEqual([low.id, high.id, none.id]);
    const down = await order('-margin');
    expect(down.percents.every((p, i) => i === 0 || down.percents[i - 1] >= p)).toBe(true);
    expect(down.ids).toEqual([high.id, low.id, none.id]);
  });
});

describe('the seeded demo prices (seed-sales-prices.ts links sales prices to purchasing prices)', () => {
  it('answers for every linked purchasing price the figures computed exactly (BigInt) from its active sales prices', async () => {
    const rows = await h.db
      .select({
        id: salesPrices.purchasingPriceId,
        price: sql<string>`${salesPrices.price}::text`,
        indexation: sql<string>`${salesPrices.indexation}::text`,
        purchasingPrice: sql<string>`${purchasingPrices.price}::text`,
      })
      .from(salesPrices)
      .innerJoin(purchasingPrices, eq(purchasingPrices.id, salesPrices.purchasingPriceId))
      .where(
        and(
          isNotNull(salesPrices.purchasingPriceId),
          lte(salesPrices.startMonth, month),
          or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, month)),
        ),
      );
    const byPrice = new Map<number, { purchasingPrice: string; effective: string[] }>();
    for (const row of rows) {
      const entry = byPrice.get(row.id!) ?? { purchasingPrice: row.purchasingPrice, effective: [] };
      entry.effective.push(effectivePrice(row.price, row.indexation));
      byPrice.set(row.id!, entry);
    }
    expect(byPrice.size).toBeGreaterThan(5);
    for (const [id, { purchasingPrice: cost, effective }] of byPrice) {
      // In ten-thousandths of a euro: the average rounded half up; the margin in tenths of a percent.
      const sum = effective.reduce((total, p) => total + units(p), 0n);
      const average = divideRounded(sum, BigInt(effective.length));
      const percent =
        average === 0n ? null : decimalText(divideRounded((average - units(cost)) * 1000n, average), 1);
      const answer = await getPurchasingPrice(h.db, id);
      expect([id, margin(answer!)]).toEqual([
        id,
        {
          salesPriceCount: effective.length,
          averageSalesPrice: decimalText(average, 4),
          marginPercent: percent,
        },
      ]);
    }
  });

  it("answers every listed row with its margin in the contract's shape", async () => {
    const res = await api('GET', '/purchasing-prices?pageSize=100');
    const page = res.json<Page<PurchasingPrice>>();
    expect(page.items.some((p) => p.salesPriceCount > 0)).toBe(true);
    for (const item of page.items) {
      expect(purchasingPriceSchema.strict().safeParse(item).success).toBe(true);
      expect(item.averageSalesPrice === null).toBe(item.salesPriceCount === 0);
      if (item.averageSalesPrice !== null) expect(item.averageSalesPrice).toMatch(/^\d+\.\d{4}$/);
      if (item.marginPercent !== null) expect(item.marginPercent).toMatch(/^-?\d+\.\d$/);
    }
  });
});
