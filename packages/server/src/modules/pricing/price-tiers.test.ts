import {
  Messages,
  PRICE_TIERS_MAX,
  PRICE_TIER_QUANTITY_MAX,
  PriceTierMessages,
  type PriceTierSet,
  PricingMessages,
  priceForQuantity,
  priceTierSetSchema,
} from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../errors.js';
import { auditLog, priceTierSets, priceTiers } from '../../db/schema/index.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../plugins/input-guard.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';
import { mapPriceTierSetWriteError } from './price-tier-repository.js';

/**
 * Price tiers API (issue 16 "Price tiers"; docs/pricing-api.md "Price tiers"; spec §2 /pricetiers super admin, §3
 * Indexation, §8 error shape) on the seeded demo sets: who may call, bad input on both writes (400 in the §8 shape
 * naming the field, and both tables exactly as before), the tier rules (first from 1, contiguous, no overlap, only the
 * last open), unique names in any letter case, exact values per kind, a PUT replacing all tiers in one transaction,
 * DELETE taking the tiers with it, and the audit trail. The 409 of a set in use: price-tiers-in-use.test.ts.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, unknown>;
let h: Harness;
const tokens = new Map<Who, string | undefined>();

beforeAll(async () => {
  h = await createTestApp();
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const api = (method: Method, url: string, who: Who = 'superAdmin', body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });

/** Three contiguous price tiers: 1–9, 10–99, 100 and up. */
const PRICE_TIERS = [
  { fromQuantity: 1, toQuantity: 9, value: '2.5' },
  { fromQuantity: 10, toQuantity: 99, value: '2.25' },
  { fromQuantity: 100, toQuantity: null, value: '1.95' },
];
/** Three contiguous percentage tiers: 1–49, 50–499, 500 and up. */
const PERCENTAGE_TIERS = [
  { fromQuantity: 1, toQuantity: 49, value: '100' },
  { fromQuantity: 50, toQuantity: 499, value: '95' },
  { fromQuantity: 500, toQuantity: null, value: '90' },
];

let number = 0;
/** A valid body with a name no other set has; override what the test is about. */
const input = (overrides: Body = {}): Body => {
  number += 1;
  return {
    name: `Test tiers ${number}`,
    description: 'For a test.',
    kind: 'price',
    tiers: PRICE_TIERS,
    ...overrides,
  };
};

/** Adds a set as the super admin and returns it. */
const created = async (overrides: Body = {}) => {
  const res = await api('POST', '/price-tiers', 'superAdmin', input(overrides));
  expect([res.statusCode, res.json()]).toEqual([201, expect.anything()]);
  return res.json<PriceTierSet>();
};

/** Row counts and an md5 of all rows of both tables, and the number of price tier set audit rows. */
async function tableState() {
  const [{ sets }] = await h.db.select({ sets: count() }).from(priceTierSets);
  const [{ tiers }] = await h.db.select({ tiers: count() }).from(priceTiers);
  const result = (await h.db.execute(
    sql`select md5(
      coalesce((select string_agg(s::text, E'\\n' order by s.id) from price_tier_sets s), '') ||
      coalesce((select string_agg(t::text, E'\\n' order by t.id) from price_tiers t), '')
    ) as sum`,
  )) as unknown as { rows: { sum: string }[] };
  const [{ audits }] = await h.db
    .select({ audits: count() })
    .from(auditLog)
    .where(eq(auditLog.entity, 'priceTierSet'));
  return { sets, tiers, checksum: result.rows[0].sum, audits };
}

/** The stored tiers of set `id`, in position order, values as PostgreSQL prints numeric(12,4). */
const storedTiers = async (id: number) =>
  h.db
    .select({
      position: priceTiers.position,
      fromQuantity: priceTiers.fromQuantity,
      toQuantity: priceTiers.toQuantity,
      value: sql<string>`${priceTiers.value}::text`,
    })
    .from(priceTiers)
    .where(eq(priceTiers.setId, id))
    .orderBy(priceTiers.position);

const list = async () => {
  const res = await api('GET', '/price-tiers');
  expect(res.statusCode).toBe(200);
  return res.json<PriceTierSet[]>();
};

/** `n` contiguous tiers of one each, the last open-ended. */
const manyTiers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    fromQuantity: i + 1,
    toQuantity: i === n - 1 ? null : i + 1,
    value: '1',
  }));

describe('who may call (spec §2 /pricetiers: super admin)', () => {
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
    ['list', 'GET', () => '/price-tiers', false],
    ['read', 'GET', (id) => `/price-tiers/${id}`, false],
    ['add', 'POST', () => '/price-tiers', true],
    ['change', 'PUT', (id) => `/price-tiers/${id}`, true],
    ['delete', 'DELETE', (id) => `/price-tiers/${id}`, false],
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
    expect((await api('GET', '/price-tiers')).statusCode).toBe(200);
    const set = await created();
    expect((await api('GET', `/price-tiers/${set.id}`)).json()).toEqual(set);
    const changed = await api(
      'PUT',
      `/price-tiers/${set.id}`,
      'superAdmin',
      input({ kind: 'percentage', tiers: PERCENTAGE_TIERS }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PriceTierSet>().tiers.map((t) => t.value)).toEqual(['100.00', '95.00', '90.00']);
    expect((await api('DELETE', `/price-tiers/${set.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/price-tiers/${set.id}`)).statusCode).toBe(404);
  });
});

describe('bad input (400 in the spec §8 shape naming the field, nothing written)', () => {
  const price = (value: unknown) => ({ tiers: [{ fromQuantity: 1, toQuantity: null, value }] });
  const percentage = (value: unknown) => ({
    kind: 'percentage',
    tiers: [{ fromQuantity: 1, toQuantity: null, value }],
  });
  const tiers = (...list: unknown[]) => ({ tiers: list });
  /** [case, body (overrides of a valid one, or a function of one), field that must be named]. */
  const BAD: [string, Body | ((valid: Body) => unknown), string][] = [
    // The order of the tiers (priceTierProblems).
    [
      'a gap between tiers',
      tiers(PRICE_TIERS[0], { ...PRICE_TIERS[1], fromQuantity: 11 }),
      'tiers.1.fromQuantity',
    ],
    [
      'overlapping tiers',
      tiers(PRICE_TIERS[0], { ...PRICE_TIERS[1], fromQuantity: 9 }),
      'tiers.1.fromQuantity',
    ],
    [
      'a tier inside the previous one',
      tiers({ ...PRICE_TIERS[0], toQuantity: 99 }, PRICE_TIERS[1]),
      'tiers.1.fromQuantity',
    ],
    ['tiers out of order', tiers(PRICE_TIERS[1], PRICE_TIERS[0]), 'tiers.0.fromQuantity'],
    ['a first tier from 2', tiers({ fromQuantity: 2, toQuantity: null, value: '1' }), 'tiers.0.fromQuantity'],
    [
      'an open tier that is not the last',
      tiers({ ...PRICE_TIERS[0], toQuantity: null }, PRICE_TIERS[1]),
      'tiers.0.toQuantity',
    ],
    [
      'two open tiers',
      tiers({ fromQuantity: 1, toQuantity: null, value: '1' }, PRICE_TIERS[2]),
      'tiers.0.toQuantity',
    ],
    [
      'to below from',
      tiers({ fromQuantity: 1, toQuantity: 9, value: '1' }, { fromQuantity: 10, toQuantity: 5, value: '1' }),
      'tiers.1.toQuantity',
    ],
    // Quantities (the schema).
    [
      'a from quantity of 0',
      tiers({ fromQuantity: 0, toQuantity: null, value: '1' }),
      'tiers.0.fromQuantity',
    ],
    [
      'a negative from quantity',
      tiers({ fromQuantity: -1, toQuantity: null, value: '1' }),
      'tiers.0.fromQuantity',
    ],
    ['a to quantity of 0', tiers({ fromQuantity: 1, toQuantity: 0, value: '1' }), 'tiers.0.toQuantity'],
    [
      'a fractional to quantity',
      tiers({ fromQuantity: 1, toQuantity: 9.5, value: '1' }),
      'tiers.0.toQuantity',
    ],
    [
      'a fractional from quantity',
      tiers({ fromQuantity: 1.5, toQuantity: null, value: '1' }),
      'tiers.0.fromQuantity',
    ],
    [
      'a to quantity above 10,000,000',
      tiers({ fromQuantity: 1, toQuantity: PRICE_TIER_QUANTITY_MAX + 1, value: '1' }),
      'tiers.0.toQuantity',
    ],
    [
      'a huge quantity',
      tiers(PRICE_TIERS[0], { fromQuantity: 1e20, toQuantity: null, value: '1' }),
      'tiers.1.fromQuantity',
    ],
    [
      'a quantity as a string',
      tiers({ fromQuantity: '1', toQuantity: null, value: '1' }),
      'tiers.0.fromQuantity',
    ],
    ['no to quantity', tiers({ fromQuantity: 1, value: '1' }), 'tiers.0.toQuantity'],
    ['no from quantity', tiers({ toQuantity: null, value: '1' }), 'tiers.0.fromQuantity'],
    // Values of a price set.
    ['a price with an exponent', price('1e3'), 'tiers.0.value'],
    ['a negative price', price('-1'), 'tiers.0.value'],
    ['a price with a decimal comma', price('1,5'), 'tiers.0.value'],
    ['a price with five decimals', price('2.12345'), 'tiers.0.value'],
    ['a price of 9 digits', price('123456789'), 'tiers.0.value'],
    ['a price as a number', price(2.5), 'tiers.0.value'],
    ['an empty price', price(''), 'tiers.0.value'],
    ['a price with a currency sign', price('€ 2'), 'tiers.0.value'],
    ['a null value', price(null), 'tiers.0.value'],
    ['no value', tiers({ fromQuantity: 1, toQuantity: null }), 'tiers.0.value'],
    // Values of a percentage set.
    ['a percentage with three decimals', percentage('95.125'), 'tiers.0.value'],
    ['a percentage above 1000', percentage('1000.01'), 'tiers.0.value'],
    ['a percentage of 10000', percentage('10000'), 'tiers.0.value'],
    ['a percentage with an exponent', percentage('1e2'), 'tiers.0.value'],
    ['a negative percentage', percentage('-5'), 'tiers.0.value'],
    ['a percentage with a % sign', percentage('95%'), 'tiers.0.value'],
    ['a percentage with a decimal comma', percentage('95,5'), 'tiers.0.value'],
    ['a percentage as a number', percentage(95), 'tiers.0.value'],
    ['a price of four decimals in a percentage set', percentage('2.2500'), 'tiers.0.value'],
    // The list of tiers.
    ['no tiers', { tiers: [] }, 'tiers'],
    [`${PRICE_TIERS_MAX + 1} tiers`, { tiers: manyTiers(PRICE_TIERS_MAX + 1) }, 'tiers'],
    ['tiers as an object', { tiers: { 0: PRICE_TIERS[2] } }, 'tiers'],
    ['no tiers key', (v) => ({ ...v, tiers: undefined }), 'tiers'],
    ['a tier that is null', tiers(null), 'tiers.0'],
    [
      'an extra key in a tier',
      tiers({ fromQuantity: 1, toQuantity: null, value: '1', position: 0 }),
      'tiers.0',
    ],
    // Name, description, kind.
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name as a number', { name: 42 }, 'name'],
    ['no name', (v) => ({ ...v, name: undefined }), 'name'],
    ['the name of a seeded set', { name: 'Volume SIM data' }, 'name'],
    ['the name of a seeded set in other letter case', { name: 'VOLUME sim Data' }, 'name'],
    ['the name of a seeded set with spaces around it', { name: '  Volume discount  ' }, 'name'],
    ['a NUL byte in the name', { name: 'Tiers\u0000' }, 'name'],
    ['an escape character in the name', { name: 'Tiers \u001b[31m' }, 'name'],
    ['a bell character in the description', { description: 'Ding\u0007' }, 'description'],
    ['a description of 501 characters', { description: 'x'.repeat(501) }, 'description'],
    ['a description as a number', { description: 1 }, 'description'],
    ['an unknown kind', { kind: 'fixed' }, 'kind'],
    ['a kind in capitals', { kind: 'PRICE' }, 'kind'],
    ['no kind', (v) => ({ ...v, kind: undefined }), 'kind'],
    ['an extra key', { extra: true }, ''],
    ['an id in the body', { id: 1 }, ''],
    ['an indexation count in the body', { indexationCount: 0 }, ''],
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
    const res = await api(method, target ? `/price-tiers/${target.id}` : '/price-tiers', 'superAdmin', body);
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ errorMessage: string; errors: { field: string; message: string }[] }>();
    expect(answer.errorMessage).toBe(Messages.formIncomplete);
    expect(answer.errors.map((e) => e.field)).toContain(field);
    expect(answer.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
    expect(await tableState()).toEqual(before);
    if (target) expect((await api('GET', `/price-tiers/${target.id}`)).json()).toEqual(target);
  });

  it('says which tier rule is broken, under the tier and field that breaks it', async () => {
    const errors = async (body: Body) =>
      (await api('POST', '/price-tiers', 'superAdmin', input(body))).json().errors;
    expect(
      await errors(tiers(PRICE_TIERS[0], { ...PRICE_TIERS[1], fromQuantity: 12 }, PRICE_TIERS[2])),
    ).toEqual([
      { field: 'tiers.1.fromQuantity', message: 'Starts right after the previous tier ends (10).' },
    ]);
    expect(await errors(tiers({ fromQuantity: 2, toQuantity: null, value: '1' }))).toEqual([
      { field: 'tiers.0.fromQuantity', message: PriceTierMessages.firstFrom },
    ]);
    expect(
      await errors(tiers({ ...PRICE_TIERS[0], toQuantity: null }, PRICE_TIERS[1], PRICE_TIERS[2])),
    ).toEqual([{ field: 'tiers.0.toQuantity', message: PriceTierMessages.openNotLast }]);
    expect(await errors(tiers({ fromQuantity: 1, toQuantity: 0, value: '1' }))).toEqual([
      { field: 'tiers.0.toQuantity', message: PriceTierMessages.quantity },
    ]);
    expect(await errors(percentage('95.125'))).toEqual([
      { field: 'tiers.0.value', message: PriceTierMessages.percentage },
    ]);
    expect(await errors(price('2.12345'))).toEqual([
      { field: 'tiers.0.value', message: PricingMessages.priceFormat },
    ]);
    expect(await errors({ name: 'volume discount' })).toEqual([
      { field: 'name', message: PriceTierMessages.nameTaken },
    ]);
    expect(await errors({ name: 'Bell\u0007' })).toEqual([
      { field: 'name', message: CONTROL_CHARACTER_MESSAGE },
    ]);
  });

  it('answers every problem at once: a taken name and each broken tier', async () => {
    const res = await api(
      'POST',
      '/price-tiers',
      'superAdmin',
      input({
        name: 'Large Accounts',
        kind: 'percentage',
        tiers: [
          { fromQuantity: 2, toQuantity: 9, value: '95.555' },
          { fromQuantity: 9, toQuantity: null, value: '90' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: [
        { field: 'name', message: PriceTierMessages.nameTaken },
        { field: 'tiers.0.value', message: PriceTierMessages.percentage },
        { field: 'tiers.0.fromQuantity', message: PriceTierMessages.firstFrom },
        { field: 'tiers.1.fromQuantity', message: 'Starts right after the previous tier ends (10).' },
      ],
    });
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
        const res = await api(method, `/price-tiers/${encodeURIComponent(id)}`, 'superAdmin', body);
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
      const res = await api(method, '/price-tiers/999999', 'superAdmin', body);
      expect([method, res.statusCode]).toEqual([method, 404]);
      expect(res.json()).toEqual({ errorMessage: Messages.notFound, errors: [] });
    }
    expect(await tableState()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const before = await tableState();
    for (const payload of ['[]', '"price"', 'null', '{', '12.5']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/price-tiers',
        headers: { authorization: `Bearer ${tokens.get('superAdmin')}`, 'content-type': 'application/json' },
        payload,
      });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toHaveProperty('errorMessage', Messages.formIncomplete);
    }
    expect(await tableState()).toEqual(before);
  });
});

describe('valid tier sets', () => {
  it.each([
    ['one open tier', [{ fromQuantity: 1, toQuantity: null, value: '1' }]],
    [
      'one closed tier (the calculator has no price beyond it)',
      [{ fromQuantity: 1, toQuantity: 10, value: '1' }],
    ],
    [
      'a last tier closed at 10,000,000',
      [{ fromQuantity: 1, toQuantity: PRICE_TIER_QUANTITY_MAX, value: '1' }],
    ],
    [
      'single-quantity tiers',
      [
        { fromQuantity: 1, toQuantity: 1, value: '3' },
        { fromQuantity: 2, toQuantity: 2, value: '2' },
        { fromQuantity: 3, toQuantity: null, value: '1' },
      ],
    ],
    [`${PRICE_TIERS_MAX} tiers`, manyTiers(PRICE_TIERS_MAX)],
  ])('accepts %s, stored in order', async (_name, list) => {
    const set = await created({ tiers: list });
    expect(set.tiers.map((t) => [t.fromQuantity, t.toQuantity])).toEqual(
      list.map((t) => [t.fromQuantity, t.toQuantity]),
    );
    expect((await storedTiers(set.id)).map((t) => t.position)).toEqual(list.map((_, i) => i));
  });

  it('trims the name and description and defaults the description to empty', async () => {
    const set = await created({ name: '  Spaced tiers  ', description: undefined });
    expect(set).toMatchObject({ name: 'Spaced tiers', description: '' });
    const described = await created({ description: '  Two\nlines  ' });
    expect(described.description).toBe('Two\nlines');
  });

  it('lets a set keep its own name, or change only its letter case', async () => {
    const set = await created({ name: 'Own name tiers' });
    for (const name of ['Own name tiers', 'OWN NAME TIERS']) {
      const res = await api('PUT', `/price-tiers/${set.id}`, 'superAdmin', input({ name }));
      expect([name, res.statusCode]).toEqual([name, 200]);
      expect(res.json<PriceTierSet>().name).toBe(name);
    }
  });
});

describe('exact values per kind (numeric(12,4), strings on the wire)', () => {
  it.each([
    ['price', '0', '0.0000'],
    ['price', '0.0001', '0.0001'],
    ['price', '2.5', '2.5000'],
    ['price', '12.3456', '12.3456'],
    ['price', '99999999.9999', '99999999.9999'],
    ['price', ' 7.25 ', '7.2500'],
    ['percentage', '95', '95.00'],
    ['percentage', '102.5', '102.50'],
    ['percentage', '0.01', '0.01'],
    ['percentage', '0', '0.00'],
    ['percentage', '1000', '1000.00'],
    ['percentage', ' 90 ', '90.00'],
  ])('a %s set stores %j and answers %j, on add, read, change and list', async (kind, sent, answered) => {
    const body = { kind, tiers: [{ fromQuantity: 1, toQuantity: null, value: sent }] };
    const set = await created(body);
    expect(set.tiers[0].value).toBe(answered);
    expect((await storedTiers(set.id))[0].value).toBe(kind === 'price' ? answered : `${answered}00`);
    expect((await api('GET', `/price-tiers/${set.id}`)).json<PriceTierSet>().tiers[0].value).toBe(answered);
    const changed = await api('PUT', `/price-tiers/${set.id}`, 'superAdmin', {
      ...input(body),
      name: set.name,
    });
    expect(changed.json<PriceTierSet>().tiers[0].value).toBe(answered);
    const listed = (await list()).find((s) => s.id === set.id);
    expect(listed?.tiers[0].value).toBe(answered);
  });

  it('answers values the calculator of @portal/domain prices exactly', async () => {
    const sets = await list();
    const volume = sets.find((s) => s.name === 'Volume SIM data')!;
    expect(priceForQuantity(volume, 100)).toEqual({ tierIndex: 1, unitPrice: '2.2500', total: '225.00' });
    expect(priceForQuantity(volume, 1000)).toEqual({ tierIndex: 2, unitPrice: '1.9500', total: '1950.00' });
    const discount = sets.find((s) => s.name === 'Volume discount')!;
    expect(priceForQuantity(discount, 50, '2.5000')).toEqual({
      tierIndex: 1,
      unitPrice: '2.3750',
      total: '118.75',
    });
  });
});

describe('GET /price-tiers', () => {
  it('lists every set with its tiers by name in any letter case, each a valid PriceTierSet', async () => {
    await created({ name: 'aardvark tiers' });
    await created({ name: 'Zebra tiers' });
    const sets = await list();
    const [{ n }] = await h.db.select({ n: count() }).from(priceTierSets);
    expect(sets).toHaveLength(n);
    for (const set of sets) expect(priceTierSetSchema.safeParse(set).success).toBe(true);
    const names = sets.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(sets.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Volume SIM data', 'Volume discount', 'Large accounts']),
    );
    // The demo indexation (issue 17) uses the first seeded set by name.
    expect(sets.filter((s) => s.indexationCount > 0).map((s) => [s.name, s.indexationCount])).toEqual([
      ['Large accounts', 1],
    ]);
    expect(sets.find((s) => s.name === 'Volume discount')).toMatchObject({
      kind: 'percentage',
      tiers: [
        { fromQuantity: 1, toQuantity: 49, value: '100.00' },
        { fromQuantity: 50, toQuantity: 499, value: '95.00' },
        { fromQuantity: 500, toQuantity: null, value: '90.00' },
      ],
    });
  });
});

describe('PUT replaces the set and all its tiers in one transaction', () => {
  it('replaces name, description, kind and tiers; fewer or more tiers than before', async () => {
    const set = await created();
    const fewer = await api('PUT', `/price-tiers/${set.id}`, 'superAdmin', {
      name: 'Replaced tiers',
      description: 'Now a discount.',
      kind: 'percentage',
      tiers: [{ fromQuantity: 1, toQuantity: null, value: '97.5' }],
    });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json()).toMatchObject({
      id: set.id,
      name: 'Replaced tiers',
      description: 'Now a discount.',
      kind: 'percentage',
      tiers: [{ fromQuantity: 1, toQuantity: null, value: '97.50' }],
    });
    expect(await storedTiers(set.id)).toHaveLength(1);
    const more = await api('PUT', `/price-tiers/${set.id}`, 'superAdmin', input({ tiers: manyTiers(5) }));
    expect(more.json<PriceTierSet>().tiers).toHaveLength(5);
    expect((await storedTiers(set.id)).map((t) => t.position)).toEqual([0, 1, 2, 3, 4]);
    expect(Date.parse(more.json<PriceTierSet>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(set.updatedAt));
  });

  it('leaves the old set and tiers when the write fails half-way (after the old tiers are deleted)', async () => {
    const set = await created();
    const before = await tableState();
    // A tier value of 7.7777 makes the insert of the new tiers fail, after the set row was updated and the old tiers
    // deleted in the same transaction.
    await h.db.execute(sql`create function price_tiers_fail() returns trigger language plpgsql as $$
      begin
        if new.value = 7.7777 then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await h.db.execute(
      sql`create trigger price_tiers_fail before insert on price_tiers for each row execute function price_tiers_fail()`,
    );
    try {
      const res = await api(
        'PUT',
        `/price-tiers/${set.id}`,
        'superAdmin',
        input({ tiers: [{ fromQuantity: 1, toQuantity: null, value: '7.7777' }] }),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await h.db.execute(sql`drop trigger price_tiers_fail on price_tiers`);
      await h.db.execute(sql`drop function price_tiers_fail()`);
    }
    expect(await tableState()).toEqual(before);
    expect((await api('GET', `/price-tiers/${set.id}`)).json()).toEqual(set);
  });

  it('maps the unique name index refusing a concurrent write to the same 400 on the name', async () => {
    const winner = await created();
    const refusal = await h.db
      .insert(priceTierSets)
      .values({ name: winner.name.toUpperCase(), kind: 'price' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(refusal).not.toBeNull();
    const mapped = mapPriceTierSetWriteError(refusal);
    expect(mapped).toBeInstanceOf(ApiError);
    expect((mapped as ApiError).statusCode).toBe(400);
    expect((mapped as ApiError).toBody()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: [{ field: 'name', message: PriceTierMessages.nameTaken }],
    });
    const other = new Error('connection lost');
    expect(mapPriceTierSetWriteError(other)).toBe(other);
  });
});

describe('DELETE /price-tiers/{id}', () => {
  it('removes the set and its tiers (CASCADE), and frees the name', async () => {
    const set = await created({ name: 'Doomed tiers' });
    expect(await storedTiers(set.id)).toHaveLength(3);
    const res = await api('DELETE', `/price-tiers/${set.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedTiers(set.id)).toEqual([]);
    expect((await api('DELETE', `/price-tiers/${set.id}`)).statusCode).toBe(404);
    expect((await created({ name: 'doomed TIERS' })).name).toBe('doomed TIERS');
  });
});

describe('audit (issue 16: every write audited in its transaction)', () => {
  it('records create, update and delete with the whole set, tiers included, before and after', async () => {
    const set = await created({ tiers: [{ fromQuantity: 1, toQuantity: null, value: '0.5' }] });
    await api(
      'PUT',
      `/price-tiers/${set.id}`,
      'superAdmin',
      input({ name: set.name, tiers: [{ fromQuantity: 1, toQuantity: null, value: '0.75' }] }),
    );
    expect((await api('DELETE', `/price-tiers/${set.id}`)).statusCode).toBe(204);
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'priceTierSet'), eq(auditLog.entityId, String(set.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((r) => r.actorUserId !== null)).toBe(true);
    const state = (v: unknown) => v as PriceTierSet | null;
    expect(rows[0].before).toBeNull();
    expect(state(rows[0].after)?.tiers).toEqual([{ fromQuantity: 1, toQuantity: null, value: '0.5000' }]);
    expect(state(rows[1].before)?.tiers[0].value).toBe('0.5000');
    expect(state(rows[1].after)?.tiers[0].value).toBe('0.7500');
    expect(state(rows[2].before)).toMatchObject({ name: set.name, tiers: [{ value: '0.7500' }] });
    expect(rows[2].after).toBeNull();
  });
});
