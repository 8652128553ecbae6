import {
  Messages,
  PURCHASING_PRICE_TYPES,
  PRICE_ZONES,
  type Page,
  PricingMessages,
  type PurchasingPrice,
  purchasingPriceSchema,
} from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../errors.js';
import { auditLog, purchasingPrices, suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';
import { mapPurchasingPriceWriteError } from './repository.js';

/**
 * Purchasing prices API (issue 16; docs/pricing-api.md; spec §2 /purchasingprices super admin, §3 Purchasing price,
 * §8 error shape) on the seeded demo prices: who may call, bad input on both writes (400 in the §8 shape naming the
 * field, and the table exactly as before), the unique rate plan key naming the clashing rate plan, exact decimals,
 * the list's filters, sorting and paging, and the audit trail.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let h: Harness;
const tokens = new Map<Who, string | undefined>();
/** Seeded supplier ids by name (src/db/seed.ts). */
const supplierIds = new Map<string, number>();
const northSea = () => supplierIds.get('NorthSea Mobile IoT')!;
const globeSim = () => supplierIds.get('GlobeSIM Worldwide')!;

beforeAll(async () => {
  h = await createTestApp();
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  for (const s of await h.db.select().from(suppliers)) supplierIds.set(s.name, s.id);
});
afterAll(async () => h?.close());

const api = (method: Method, url: string, who: Who = 'superAdmin', body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });

let bundle = 2_000;
/** A valid body whose supplier, type, bundle size and zone no other row holds; override what the test is about. */
const input = (overrides: Record<string, unknown> = {}) => {
  bundle += 1;
  return {
    supplierId: northSea(),
    ratePlan: `NorthSea IoT Data ${bundle} MB World 3`,
    type: 'data',
    bundleSizeMb: bundle,
    zone: 'world3',
    price: '12.3456',
    ...overrides,
  };
};

/** Adds a price as the super admin and returns it. */
const created = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/purchasing-prices', 'superAdmin', input(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<PurchasingPrice>();
};

/** The table's row count and an md5 of all its rows, and the number of purchasing price audit rows. */
async function tableState() {
  const [{ n }] = await h.db.select({ n: count() }).from(purchasingPrices);
  const result = (await h.db.execute(
    sql`select md5(coalesce(string_agg(p::text, E'\\n' order by p.id), '')) as sum from purchasing_prices p`,
  )) as unknown as { rows: { sum: string }[] };
  const [{ audits }] = await h.db
    .select({ audits: count() })
    .from(auditLog)
    .where(eq(auditLog.entity, 'purchasingPrice'));
  return { rows: n, checksum: result.rows[0].sum, audits };
}

/** The stored price of row `id` as PostgreSQL prints it. */
const storedPrice = async (id: number) =>
  (
    await h.db
      .select({ price: sql<string>`${purchasingPrices.price}::text` })
      .from(purchasingPrices)
      .where(eq(purchasingPrices.id, id))
  )[0]?.price;

const list = async (query = '') => {
  const res = await api('GET', `/purchasing-prices${query}`);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json<Page<PurchasingPrice>>();
};

/** A decimal string with four decimals in ten-thousandths, exactly (for comparing prices without floats). */
const units = (price: string) => BigInt(price.replace('.', ''));

describe('who may call (spec §2 /purchasingprices: super admin)', () => {
  const OTHERS: Who[] = [
    'management',
    'support',
    'accountManager',
    'acmeSigner',
    'acmeGeneral',
    'acmeTechnical',
    'acmeFinance',
    'acmeUserManager',
    'noordzeeGeneral',
  ];
  const CALLS: [string, Method, (id: number) => string, boolean][] = [
    ['list', 'GET', () => '/purchasing-prices', false],
    ['read', 'GET', (id) => `/purchasing-prices/${id}`, false],
    ['add', 'POST', () => '/purchasing-prices', true],
    ['change', 'PUT', (id) => `/purchasing-prices/${id}`, true],
    ['delete', 'DELETE', (id) => `/purchasing-prices/${id}`, false],
  ];
  const table = CALLS.flatMap(([name, method, url, withBody]) =>
    [...OTHERS.map((who) => [name, who, 403] as const), [name, 'anonymous', 401] as const].map(
      ([n, who, status]) => [n, who, status, method, url, withBody] as const,
    ),
  );

  it.each(table)('%s as %s → %i, nothing written', async (_name, who, status, method, url, withBody) => {
    const target = await created();
    const before = await tableState();
    const res = await api(method, url(target.id), who, withBody ? input() : undefined);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
    expect(await tableState()).toEqual(before);
  });

  it('lets the super admin list, read, add, change and delete', async () => {
    expect((await api('GET', '/purchasing-prices')).statusCode).toBe(200);
    const price = await created();
    expect((await api('GET', `/purchasing-prices/${price.id}`)).json()).toEqual(price);
    const changed = await api('PUT', `/purchasing-prices/${price.id}`, 'superAdmin', input({ price: '1.5' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PurchasingPrice>().price).toBe('1.5000');
    expect((await api('DELETE', `/purchasing-prices/${price.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/purchasing-prices/${price.id}`)).statusCode).toBe(404);
  });

  it('offers the providers for the form through GET /api/suppliers', async () => {
    const res = await api('GET', '/suppliers');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }[]>().map((s) => s.id)).toContain(northSea());
  });
});

describe('bad input (400 in the spec §8 shape naming the field, nothing written)', () => {
  const LONG = 'x'.repeat(101);
  /** [case, body (overrides of a valid one, or a function of one), field that must be named]. */
  const BAD: [string, Record<string, unknown> | ((valid: Record<string, unknown>) => unknown), string][] = [
    ['a negative price', { price: '-1' }, 'price'],
    ['a negative zero', { price: '-0' }, 'price'],
    ['an exponent', { price: '1e3' }, 'price'],
    ['a decimal comma', { price: '1,5' }, 'price'],
    ['five decimals', { price: '12.34567' }, 'price'],
    ['a 20-digit number', { price: '12345678901234567890' }, 'price'],
    ['nine digits before the point', { price: '123456789' }, 'price'],
    ['a 20-digit number with decimals', { price: '99999999999999999999.9999' }, 'price'],
    ['a number instead of a string', { price: 12.5 }, 'price'],
    ['zero as a number', { price: 0 }, 'price'],
    ['an empty price', { price: '' }, 'price'],
    ['a blank price', { price: '   ' }, 'price'],
    ['a leading zero', { price: '01' }, 'price'],
    ['a trailing point', { price: '1.' }, 'price'],
    ['no digit before the point', { price: '.5' }, 'price'],
    ['a plus sign', { price: '+1' }, 'price'],
    ['NaN', { price: 'NaN' }, 'price'],
    ['Infinity', { price: 'Infinity' }, 'price'],
    ['hexadecimal', { price: '0x10' }, 'price'],
    ['a thousands separator', { price: '1 000' }, 'price'],
    ['a currency sign', { price: '€ 1' }, 'price'],
    ['Arabic-Indic digits', { price: '١٢' }, 'price'],
    ['a null price', { price: null }, 'price'],
    ['a price as an object', { price: { amount: '1' } }, 'price'],
    ['no price', (v) => ({ ...v, price: undefined }), 'price'],
    ['no rate plan', (v) => ({ ...v, ratePlan: undefined }), 'ratePlan'],
    ['an empty rate plan', { ratePlan: '' }, 'ratePlan'],
    ['a blank rate plan', { ratePlan: '   ' }, 'ratePlan'],
    ['a rate plan of 101 characters', { ratePlan: LONG }, 'ratePlan'],
    ['a rate plan as a number', { ratePlan: 42 }, 'ratePlan'],
    ['a rate plan on two lines', { ratePlan: 'Plan\nB' }, 'ratePlan'],
    ['a NUL byte in the rate plan', { ratePlan: 'Plan\u0000' }, 'ratePlan'],
    ['an unknown type', { type: 'mms' }, 'type'],
    ['a type in capitals', { type: 'DATA' }, 'type'],
    ['no type', (v) => ({ ...v, type: undefined }), 'type'],
    ['an unknown zone', { zone: 'mars' }, 'zone'],
    ['a zone in capitals', { zone: 'NL' }, 'zone'],
    ['no zone', (v) => ({ ...v, zone: undefined }), 'zone'],
    ['a fraction of a MB', { bundleSizeMb: 1.5 }, 'bundleSizeMb'],
    ['a negative bundle', { bundleSizeMb: -1 }, 'bundleSizeMb'],
    ['a bundle above 1 TB', { bundleSizeMb: 1_048_577 }, 'bundleSizeMb'],
    ['a huge bundle', { bundleSizeMb: 1e20 }, 'bundleSizeMb'],
    ['a bundle as a string', { bundleSizeMb: '10' }, 'bundleSizeMb'],
    ['no bundle size', (v) => ({ ...v, bundleSizeMb: undefined }), 'bundleSizeMb'],
    ['an SMS price with a bundle', { type: 'sms', bundleSizeMb: 10 }, 'bundleSizeMb'],
    ['a voice price with a bundle', { type: 'voice', bundleSizeMb: 1 }, 'bundleSizeMb'],
    ['an unknown supplier', { supplierId: 999_999 }, 'supplierId'],
    ['a supplier id as a string', { supplierId: '1' }, 'supplierId'],
    ['supplier id 0', { supplierId: 0 }, 'supplierId'],
    ['a negative supplier id', { supplierId: -1 }, 'supplierId'],
    ['a fractional supplier id', { supplierId: 1.5 }, 'supplierId'],
    ['a supplier id beyond serial', { supplierId: 2_147_483_648 }, 'supplierId'],
    ['no supplier', (v) => ({ ...v, supplierId: undefined }), 'supplierId'],
    ['an extra key', { extra: true }, ''],
    ['an id in the body', { id: 1 }, ''],
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
      target ? `/purchasing-prices/${target.id}` : '/purchasing-prices',
      'superAdmin',
      body,
    );
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ errorMessage: string; errors: { field: string; message: string }[] }>();
    expect(answer.errorMessage).toBe(Messages.formIncomplete);
    expect(answer.errors.map((e) => e.field)).toContain(field);
    expect(answer.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
    expect(await tableState()).toEqual(before);
    if (target) expect((await api('GET', `/purchasing-prices/${target.id}`)).json()).toEqual(target);
  });

  it('says which rule a price breaks, once', async () => {
    const messages = async (price: unknown) =>
      (await api('POST', '/purchasing-prices', 'superAdmin', input({ price }))).json().errors;
    expect(await messages('12345678901234567890')).toEqual([
      { field: 'price', message: PricingMessages.priceTooLarge },
    ]);
    expect(await messages('12.34567')).toEqual([{ field: 'price', message: PricingMessages.priceFormat }]);
    expect(
      (await api('POST', '/purchasing-prices', 'superAdmin', input({ supplierId: 999_999 }))).json().errors,
    ).toEqual([{ field: 'supplierId', message: PricingMessages.unknownSupplier }]);
    expect(
      (await api('POST', '/purchasing-prices', 'superAdmin', input({ type: 'sms', bundleSizeMb: 5 }))).json()
        .errors,
    ).toEqual([{ field: 'bundleSizeMb', message: PricingMessages.noBundle }]);
  });

  it.each(['0x1', '01', '1.0', '+1', '1e0', '0', '-1', '99999999999', 'abc'])(
    'answers 400 on the id for the path id %s (GET, PUT, DELETE), nothing written',
    async (id) => {
      const before = await tableState();
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', input()],
        ['DELETE', undefined],
      ] as const) {
        const res = await api(method, `/purchasing-prices/${encodeURIComponent(id)}`, 'superAdmin', body);
        expect([method, res.statusCode]).toEqual([method, 400]);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('id');
      }
      expect(await tableState()).toEqual(before);
    },
  );

  it('answers 404 in the spec §8 shape for an id that does not exist, nothing written', async () => {
    const before = await tableState();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', input()],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, '/purchasing-prices/999999', 'superAdmin', body);
      expect([method, res.statusCode]).toEqual([method, 404]);
      expect(res.json()).toEqual({ errorMessage: Messages.notFound, errors: [] });
    }
    expect(await tableState()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const before = await tableState();
    for (const payload of ['[]', '"data"', 'null', '{', '12.5']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/purchasing-prices',
        headers: { authorization: `Bearer ${tokens.get('superAdmin')}`, 'content-type': 'application/json' },
        payload,
      });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toHaveProperty('errorMessage', Messages.formIncomplete);
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('one rate plan per supplier, type, bundle size and zone', () => {
  const seededKey = () => ({ supplierId: northSea(), type: 'data', bundleSizeMb: 10, zone: 'nl' });
  const taken = (ratePlan: string) => ({
    errorMessage: Messages.formIncomplete,
    errors: [{ field: 'ratePlan', message: `${PricingMessages.ratePlanTaken} (${ratePlan})` }],
  });

  it('refuses to add a second one, naming the rate plan that holds the combination', async () => {
    const before = await tableState();
    const res = await api(
      'POST',
      '/purchasing-prices',
      'superAdmin',
      input({ ...seededKey(), ratePlan: 'Another' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(taken('NorthSea IoT Data 10 MB NL'));
    expect(await tableState()).toEqual(before);
  });

  it('refuses to change one into another, and lets a row keep its own combination', async () => {
    const mine = await created();
    const other = await created();
    const before = await tableState();
    const res = await api(
      'PUT',
      `/purchasing-prices/${mine.id}`,
      'superAdmin',
      input({ bundleSizeMb: other.bundleSizeMb, ratePlan: 'Renamed' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(taken(other.ratePlan));
    expect(await tableState()).toEqual(before);
    const same = await api(
      'PUT',
      `/purchasing-prices/${mine.id}`,
      'superAdmin',
      input({ bundleSizeMb: mine.bundleSizeMb, ratePlan: 'Renamed', price: '2' }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      ratePlan: 'Renamed',
      price: '2.0000',
      bundleSizeMb: mine.bundleSizeMb,
    });
  });

  it('allows the combination of a seeded rate plan with another supplier, zone, type or bundle size', async () => {
    // Polder serves the Netherlands and the EU only; IoT Connect (the provider itself) has no purchasing prices.
    const polder = {
      supplierId: supplierIds.get('Polder IoT Networks'),
      type: 'data',
      bundleSizeMb: 10,
      zone: 'nl',
    };
    const clash = await api('POST', '/purchasing-prices', 'superAdmin', input(polder));
    expect(clash.json()).toEqual(taken('Polder LTE-M Data 10 MB NL'));
    for (const change of [
      { supplierId: supplierIds.get('IoT Connect') },
      { zone: 'world3' },
      { type: 'subscription' },
      { bundleSizeMb: 11 },
    ]) {
      const res = await api('POST', '/purchasing-prices', 'superAdmin', input({ ...polder, ...change }));
      expect([change, res.statusCode]).toEqual([change, 201]);
    }
  });

  it('maps the unique index refusing a concurrent write to the same 400, naming the winner', async () => {
    const winner = await created();
    const loser = { ...input(), bundleSizeMb: winner.bundleSizeMb, ratePlan: 'Loser' };
    const refusal = await h.db
      .insert(purchasingPrices)
      .values(loser as typeof purchasingPrices.$inferInsert)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(refusal).not.toBeNull();
    const mapped = await mapPurchasingPriceWriteError(h.db, loser as never, null, refusal);
    expect(mapped).toBeInstanceOf(ApiError);
    expect((mapped as ApiError).statusCode).toBe(400);
    expect((mapped as ApiError).toBody()).toEqual(taken(winner.ratePlan));
    // Any other database error is left to the error handler.
    const other = new Error('connection lost');
    expect(await mapPurchasingPriceWriteError(h.db, loser as never, null, other)).toBe(other);
  });
});

describe('exact decimals (numeric(12,4), strings on the wire)', () => {
  it.each([
    ['0.0001', '0.0001'],
    ['99999999.9999', '99999999.9999'],
    ['0.1', '0.1000'],
    ['12.5', '12.5000'],
    ['0', '0.0000'],
    ['0.0125', '0.0125'],
    ['10000000', '10000000.0000'],
    [' 7.25 ', '7.2500'],
  ])('stores %j and answers %j, on add, read, change and list', async (sent, answered) => {
    const price = await created({ price: sent });
    expect(price.price).toBe(answered);
    expect(await storedPrice(price.id)).toBe(answered);
    expect((await api('GET', `/purchasing-prices/${price.id}`)).json<PurchasingPrice>().price).toBe(answered);
    const changed = await api('PUT', `/purchasing-prices/${price.id}`, 'superAdmin', {
      ...input({ bundleSizeMb: price.bundleSizeMb, ratePlan: price.ratePlan }),
      price: sent,
    });
    expect(changed.json<PurchasingPrice>().price).toBe(answered);
    const listed = await list(`?supplierId=${northSea()}&search=${encodeURIComponent(price.ratePlan)}`);
    expect(listed.items.map((p) => p.price)).toEqual([answered]);
  });

  it('keeps 0.1 + 0.2 apart from 0.3 (no float on the way)', async () => {
    const a = await created({ price: '0.1' });
    const b = await created({ price: '0.2' });
    const sum = units(a.price) + units(b.price);
    expect(sum).toBe(units('0.3000'));
  });
});

describe('GET /purchasing-prices (filters, sort, 20 per page)', () => {
  it('answers pages of 20 of the seeded prices, by supplier then rate plan, each a valid PurchasingPrice', async () => {
    const [{ n }] = await h.db.select({ n: count() }).from(purchasingPrices);
    const first = await list();
    expect(first).toMatchObject({ total: n, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    for (const item of first.items) expect(purchasingPriceSchema.safeParse(item).success).toBe(true);
    expect(first.items.every((p) => /^\d+\.\d{4}$/.test(p.price))).toBe(true);
    const keys = first.items.map((p) => [p.supplierName.toLowerCase(), p.ratePlan.toLowerCase()]);
    expect(keys).toEqual(
      [...keys].sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? -1 : 1) : x[0] < y[0] ? -1 : 1)),
    );
    const second = await list('?page=2');
    expect(second.items).toHaveLength(20);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0].id);
    const all = await list(`?pageSize=100&page=${Math.ceil(n / 100)}`);
    expect(all.items).toHaveLength(n % 100 || 100);
    expect((await list(`?page=${Math.ceil(n / 20) + 1}`)).items).toEqual([]);
  });

  it('filters by supplier, type and zone and searches the rate plan (any case, % literal)', async () => {
    const globe = await list(`?supplierId=${globeSim()}&pageSize=100`);
    expect(globe.total).toBeGreaterThan(20);
    expect(globe.items.every((p) => p.supplierName === 'GlobeSIM Worldwide')).toBe(true);
    const sms = await list('?type=sms&zone=eu&pageSize=100');
    expect(sms.total).toBe(6);
    expect(sms.items.every((p) => p.type === 'sms' && p.zone === 'eu' && p.bundleSizeMb === 0)).toBe(true);
    const search = await list('?search=oranje%20ZAKELIJK%20iot%20data%2010%20mb');
    expect(search.items.map((p) => p.ratePlan).sort()).toEqual([
      'Oranje Zakelijk IoT Data 10 MB EU',
      'Oranje Zakelijk IoT Data 10 MB NL',
    ]);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it.each([
    ['price', (p: PurchasingPrice) => units(p.price)],
    ['bundleSizeMb', (p: PurchasingPrice) => BigInt(p.bundleSizeMb)],
    ['type', (p: PurchasingPrice) => BigInt(PURCHASING_PRICE_TYPES.indexOf(p.type))],
    ['zone', (p: PurchasingPrice) => BigInt(PRICE_ZONES.indexOf(p.zone))],
  ] as const)('sorts by %s, ascending and descending', async (field, key) => {
    const up = (await list(`?sort=${field}&pageSize=100`)).items.map(key);
    expect(up).toEqual([...up].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const down = (await list(`?sort=-${field}&pageSize=100`)).items.map(key);
    expect(down).toEqual([...down].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
  });

  it('sorts by supplier and rate plan in either direction', async () => {
    const names = (await list('?sort=-supplier&pageSize=100')).items.map((p) => p.supplierName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const plans = (await list('?sort=ratePlan&pageSize=100')).items.map((p) => p.ratePlan.toLowerCase());
    expect(plans).toEqual([...plans].sort());
  });

  it.each([
    ['sort=color', 'sort'],
    ['sort=supplier,price', 'sort'],
    ['type=mms', 'type'],
    ['zone=mars', 'zone'],
    ['supplierId=0x1', 'supplierId'],
    ['supplierId=01', 'supplierId'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1e300', 'page'],
    ['pageSize=101', 'pageSize'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['price=1', ''],
  ])('answers 400 for ?%s naming %j', async (query, field) => {
    const res = await api('GET', `/purchasing-prices?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('audit (issue 16: every write audited in its transaction)', () => {
  it('records create, update and delete with the states before and after', async () => {
    const price = await created({ price: '0.5' });
    await api(
      'PUT',
      `/purchasing-prices/${price.id}`,
      'superAdmin',
      input({ bundleSizeMb: price.bundleSizeMb, ratePlan: price.ratePlan, price: '0.75' }),
    );
    expect((await api('DELETE', `/purchasing-prices/${price.id}`)).statusCode).toBe(204);
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'purchasingPrice'), eq(auditLog.entityId, String(price.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const admin = (await h.db.select().from(auditLog).where(eq(auditLog.id, rows[0].id)))[0].actorUserId;
    expect(admin).not.toBeNull();
    const state = (v: unknown) => v as { price: string; ratePlan: string } | null;
    expect(rows[0].before).toBeNull();
    expect(state(rows[0].after)?.price).toBe('0.5000');
    expect(state(rows[1].before)?.price).toBe('0.5000');
    expect(state(rows[1].after)?.price).toBe('0.7500');
    expect(state(rows[2].before)?.ratePlan).toBe(price.ratePlan);
    expect(rows[2].after).toBeNull();
  });
});
