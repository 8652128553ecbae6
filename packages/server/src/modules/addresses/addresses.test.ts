import type { Address } from '@portal/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { addresses, auditLog, organizations } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, NOORDZEE_NUMBER, call, organizationIdOf } from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let acmeId: number;
let noordzeeId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  for (const [who, email] of Object.entries(DEMO)) tokens[who] = await h.tokenFor(email);
});
afterAll(async () => h?.close());

const base = () => `/api/organizations/${acmeId}/addresses`;

function addressPayload(overrides: Record<string, unknown> = {}) {
  return {
    streetName: 'Kade',
    houseNumber: '7',
    zipCode: '1011 AA',
    city: 'Amsterdam',
    country: 'Nederland',
    countryCode: 'nl',
    ...overrides,
  };
}

async function createAddress(overrides: Record<string, unknown> = {}, who = 'superAdmin'): Promise<Address> {
  const res = await call(h.app, 'POST', base(), { token: tokens[who], body: addressPayload(overrides) });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<Address>();
}

async function defaultsOf(organizationId: number) {
  const [row] = await h.db
    .select({
      shipping: organizations.shippingAddressId,
      invoice: organizations.invoiceAddressId,
      visiting: organizations.visitingAddressId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

async function auditRows(action: string, entityId: number) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'address'), eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}

async function addressCount(): Promise<number> {
  const [{ n }] = await h.db.select({ n: count() }).from(addresses);
  return n;
}

const READERS = ['superAdmin', 'management', 'support', 'accountManager', 'acmeSigner', 'acmeGeneral', 'acmeFinance'];
const WRITERS = ['superAdmin', 'management', 'support', 'acmeGeneral', 'acmeTechnical', 'acmeUserManager'];

describe('GET /organizations/{id}/addresses', () => {
  it.each(READERS)('lists the organization addresses by id with derived flags for %s', async (who) => {
    const res = await call(h.app, 'GET', base(), { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    const list = res.json<Address[]>();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((a) => a.id)).toEqual([...list.map((a) => a.id)].sort((a, b) => a - b));
    const defaults = await defaultsOf(acmeId);
    for (const a of list) {
      expect(a.shippingAddress).toBe(defaults.shipping === a.id);
      expect(a.invoiceAddress).toBe(defaults.invoice === a.id);
      expect(a.visitingAddress).toBe(defaults.visiting === a.id);
    }
  });

  it('never lists a subcustomer address as an organization address', async () => {
    const subAddresses = await h.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.organizationId, acmeId), isNotNull(addresses.subcustomerId)));
    expect(subAddresses.length).toBeGreaterThan(0);
    const list = (await call(h.app, 'GET', base(), { token: tokens.superAdmin })).json<Address[]>();
    for (const { id } of subAddresses) expect(list.map((a) => a.id)).not.toContain(id);
  });

  it('answers 401 signed out, 404 for a user of another organization and for an unknown organization', async () => {
    expect((await call(h.app, 'GET', base())).statusCode).toBe(401);
    expect((await call(h.app, 'GET', base(), { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', '/api/organizations/2147483000/addresses', { token: tokens.superAdmin })).statusCode).toBe(404);
  });

  it('answers 400 naming the id for a malformed organization id (staff)', async () => {
    const res = await call(h.app, 'GET', '/api/organizations/abc/addresses', { token: tokens.superAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0].field).toBe('id');
  });
});

describe('POST /organizations/{id}/addresses', () => {
  it.each(WRITERS)('adds an address for %s, audited', async (who) => {
    const res = await call(h.app, 'POST', base(), { token: tokens[who], body: addressPayload({ email: 'Bill@Acme.example' }) });
    expect(res.statusCode).toBe(201);
    const created = res.json<Address>();
    expect(created).toMatchObject({
      countryCode: 'NL',
      email: 'bill@acme.example',
      shippingAddress: false,
      invoiceAddress: false,
      visitingAddress: false,
    });
    const [row] = await h.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(row).toMatchObject({ organizationId: acmeId, subcustomerId: null, city: 'Amsterdam' });
    const audit = await auditRows('create', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].actorUserId).not.toBeNull();
  });

  it('makes a new address the invoice and visiting default when its type says so', async () => {
    const created = await createAddress({ type: 2 | 4 });
    expect(created).toMatchObject({ shippingAddress: false, invoiceAddress: true, visitingAddress: true });
    const defaults = await defaultsOf(acmeId);
    expect(defaults.invoice).toBe(created.id);
    expect(defaults.visiting).toBe(created.id);
    expect(defaults.shipping).not.toBe(created.id);
  });

  it('refuses an account manager with 403 and writes nothing', async () => {
    const before = await addressCount();
    const res = await call(h.app, 'POST', base(), { token: tokens.accountManager, body: addressPayload() });
    expect(res.statusCode).toBe(403);
    expect(await addressCount()).toBe(before);
  });

  it('answers 401 signed out (even with a bad body) and 404 for a user of another organization', async () => {
    expect((await call(h.app, 'POST', base(), { body: {} })).statusCode).toBe(401);
    const before = await addressCount();
    expect((await call(h.app, 'POST', base(), { token: tokens.noordzeeGeneral, body: addressPayload() })).statusCode).toBe(404);
    expect(await addressCount()).toBe(before);
  });

  it.each([
    ['a missing street', { streetName: undefined }, 'streetName'],
    ['a blank city', { city: '   ' }, 'city'],
    ['a three-letter country code', { countryCode: 'NLD' }, 'countryCode'],
    ['a bad invoice e-mail', { email: 'nope' }, 'email'],
    ['a type above 7', { type: 8 }, 'type'],
    ['an unknown field', { isDefault: true }, ''],
  ])('refuses %s with 400 naming the field, writing nothing', async (_what, overrides, field) => {
    const before = await addressCount();
    const res = await call(h.app, 'POST', base(), { token: tokens.acmeGeneral, body: addressPayload(overrides) });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errorMessage: string; errors: { field: string }[] }>();
    expect(body.errorMessage).toBe('Sorry, not all fields are filled in correctly.');
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(await addressCount()).toBe(before);
  });
});

describe('PUT /organizations/{id}/addresses/{addressId}', () => {
  it.each(WRITERS)('updates an address for %s, audited with before and after', async (who) => {
    const created = await createAddress();
    const res = await call(h.app, 'PUT', `${base()}/${created.id}`, {
      token: tokens[who],
      body: addressPayload({ city: 'Utrecht' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Address>()).toMatchObject({ id: created.id, city: 'Utrecht' });
    const [audit] = await auditRows('update', created.id);
    expect(audit.before).toMatchObject({ city: 'Amsterdam' });
    expect(audit.after).toMatchObject({ city: 'Utrecht' });
  });

  it('keeps the defaults without type, and a type that leaves out a set flag removes that default', async () => {
    const created = await createAddress({ type: 1 | 2 });
    await call(h.app, 'PUT', `${base()}/${created.id}`, { token: tokens.superAdmin, body: addressPayload() });
    expect(await defaultsOf(acmeId)).toMatchObject({ shipping: created.id, invoice: created.id });
    const res = await call(h.app, 'PUT', `${base()}/${created.id}`, {
      token: tokens.superAdmin,
      body: addressPayload({ type: 1 }),
    });
    expect(res.json<Address>()).toMatchObject({ shippingAddress: true, invoiceAddress: false });
    const defaults = await defaultsOf(acmeId);
    expect(defaults.shipping).toBe(created.id);
    expect(defaults.invoice).toBeNull();
  });

  it('refuses an account manager (403), a signed-out caller (401) and another organization (404)', async () => {
    const created = await createAddress();
    const url = `${base()}/${created.id}`;
    expect((await call(h.app, 'PUT', url, { token: tokens.accountManager, body: addressPayload() })).statusCode).toBe(403);
    expect((await call(h.app, 'PUT', url, { body: addressPayload() })).statusCode).toBe(401);
    expect((await call(h.app, 'PUT', url, { token: tokens.noordzeeGeneral, body: addressPayload() })).statusCode).toBe(404);
    const [row] = await h.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(row.city).toBe('Amsterdam');
  });

  it('answers 404 for an address of another organization or of a subcustomer', async () => {
    const [noordzeeAddress] = await h.db.select().from(addresses).where(eq(addresses.organizationId, noordzeeId));
    const [subAddress] = await h.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.organizationId, acmeId), isNotNull(addresses.subcustomerId)));
    for (const a of [noordzeeAddress, subAddress]) {
      const res = await call(h.app, 'PUT', `${base()}/${a.id}`, { token: tokens.superAdmin, body: addressPayload({ type: 7 }) });
      expect(res.statusCode).toBe(404);
      const [row] = await h.db.select().from(addresses).where(eq(addresses.id, a.id));
      expect(row.city).toBe(a.city);
    }
    const defaults = await defaultsOf(acmeId);
    expect([defaults.shipping, defaults.invoice, defaults.visiting]).not.toContain(subAddress.id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const created = await createAddress();
    const res = await call(h.app, 'PUT', `${base()}/${created.id}`, {
      token: tokens.superAdmin,
      body: addressPayload({ zipCode: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('zipCode');
  });
});

describe('PUT /organizations/{id}/addresses/{addressId}/type', () => {
  it('moves a default flag from one address to another and returns every address', async () => {
    const first = await createAddress();
    const second = await createAddress();
    let res = await call(h.app, 'PUT', `${base()}/${first.id}/type`, { token: tokens.acmeGeneral, body: { type: 1 } });
    expect(res.statusCode).toBe(200);
    let list = res.json<Address[]>();
    expect(list.filter((a) => a.shippingAddress).map((a) => a.id)).toEqual([first.id]);

    res = await call(h.app, 'PUT', `${base()}/${second.id}/type`, { token: tokens.support, body: { type: 1 | 4 } });
    list = res.json<Address[]>();
    expect(list.find((a) => a.id === first.id)?.shippingAddress).toBe(false);
    expect(list.find((a) => a.id === second.id)).toMatchObject({ shippingAddress: true, visitingAddress: true });
    expect(list.filter((a) => a.shippingAddress)).toHaveLength(1);
    expect(await defaultsOf(acmeId)).toMatchObject({ shipping: second.id, visiting: second.id });
    expect(await auditRows('setType', second.id)).toHaveLength(1);
  });

  it('clears the defaults pointing at the address with type 0', async () => {
    const created = await createAddress({ type: 7 });
    const res = await call(h.app, 'PUT', `${base()}/${created.id}/type`, { token: tokens.superAdmin, body: { type: 0 } });
    expect(res.statusCode).toBe(200);
    expect(await defaultsOf(acmeId)).toEqual({ shipping: null, invoice: null, visiting: null });
  });

  it('answers 403 / 401 / 404 / 400 as the policy says', async () => {
    const created = await createAddress();
    const url = `${base()}/${created.id}/type`;
    expect((await call(h.app, 'PUT', url, { token: tokens.accountManager, body: { type: 1 } })).statusCode).toBe(403);
    expect((await call(h.app, 'PUT', url, { body: { type: 1 } })).statusCode).toBe(401);
    expect((await call(h.app, 'PUT', url, { token: tokens.noordzeeGeneral, body: { type: 1 } })).statusCode).toBe(404);
    const bad = await call(h.app, 'PUT', url, { token: tokens.superAdmin, body: { type: 'shipping' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0].field).toBe('type');
    expect(await auditRows('setType', created.id)).toHaveLength(0);
  });

  it('answers 404 for a subcustomer address and never makes it a default', async () => {
    const [subAddress] = await h.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.organizationId, acmeId), isNotNull(addresses.subcustomerId)));
    const res = await call(h.app, 'PUT', `${base()}/${subAddress.id}/type`, { token: tokens.superAdmin, body: { type: 7 } });
    expect(res.statusCode).toBe(404);
    const defaults = await defaultsOf(acmeId);
    expect([defaults.shipping, defaults.invoice, defaults.visiting]).not.toContain(subAddress.id);
  });
});

describe('DELETE /organizations/{id}/addresses/{addressId}', () => {
  it.each(WRITERS)('removes an address for %s, audited', async (who) => {
    const created = await createAddress();
    const res = await call(h.app, 'DELETE', `${base()}/${created.id}`, { token: tokens[who] });
    expect(res.statusCode).toBe(204);
    expect(await h.db.select().from(addresses).where(eq(addresses.id, created.id))).toHaveLength(0);
    const [audit] = await auditRows('delete', created.id);
    expect(audit.before).toMatchObject({ id: created.id });
  });

  it('clears the default that pointed at a removed address', async () => {
    const created = await createAddress({ type: 2 });
    expect((await defaultsOf(acmeId)).invoice).toBe(created.id);
    await call(h.app, 'DELETE', `${base()}/${created.id}`, { token: tokens.superAdmin });
    expect((await defaultsOf(acmeId)).invoice).toBeNull();
    const list = (await call(h.app, 'GET', base(), { token: tokens.superAdmin })).json<Address[]>();
    expect(list.some((a) => a.invoiceAddress)).toBe(false);
  });

  it('answers 403 / 401 / 404 and keeps the address', async () => {
    const created = await createAddress();
    const url = `${base()}/${created.id}`;
    expect((await call(h.app, 'DELETE', url, { token: tokens.accountManager })).statusCode).toBe(403);
    expect((await call(h.app, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(h.app, 'DELETE', url, { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'DELETE', `/api/organizations/${noordzeeId}/addresses/${created.id}`, { token: tokens.superAdmin })).statusCode).toBe(404);
    expect(await h.db.select().from(addresses).where(eq(addresses.id, created.id))).toHaveLength(1);
  });

  it('answers 400 for a malformed address id', async () => {
    const res = await call(h.app, 'DELETE', `${base()}/0`, { token: tokens.superAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0].field).toBe('addressId');
  });
});
