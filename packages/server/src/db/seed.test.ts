import { PRICE_ZONES, PURCHASING_PRICE_TYPES, priceTierProblems, priceTierSetInputSchema } from '@portal/domain';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  addresses,
  organizationSubsystems,
  organizations,
  priceTierSets,
  priceTiers,
  purchasingPrices,
  serviceRequests,
  shipments,
  subcustomerContacts,
  subcustomers,
  suppliers,
  users,
} from './schema/index.js';
import { PRICE_TIER_SETS } from './seed-pricing.js';
import { DEMO_ACCOUNTS, seedDatabase } from './seed.js';

describe('demo seed', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('has every README demo account, confirmed', async () => {
    for (const { email } of DEMO_ACCOUNTS) {
      const [row] = await h.db.select().from(users).where(eq(users.email, email));
      expect(row?.confirmedAt).not.toBeNull();
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    }
  });

  it('has suppliers of every provider type 0–10 and at least 12 organizations of every kind', async () => {
    const types = (await h.db.select({ t: suppliers.providerType }).from(suppliers)).map((r) => r.t).sort((a, b) => a - b);
    expect(types).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const orgs = await h.db.select().from(organizations);
    expect(orgs.length).toBeGreaterThanOrEqual(12);
    expect(orgs.some((o) => o.isInactive)).toBe(true);
    expect(orgs.some((o) => o.isProspect)).toBe(true);
    const reseller = orgs.find((o) => o.isReseller);
    expect(orgs.some((o) => o.resellerId === reseller?.id)).toBe(true);
    expect(orgs.every((o) => o.shippingAddressId && o.invoiceAddressId && o.visitingAddressId && o.contactPersonId)).toBe(true);
    expect(orgs.find((o) => o.customerNumber === '100001')?.name).toBe('Acme Logistics B.V.');
  });

  it('gives Acme subsystem links, default addresses and subcustomers with contacts, addresses and a shipment', async () => {
    const [acme] = await h.db.select().from(organizations).where(eq(organizations.customerNumber, '100001'));
    const links = await h.db.select().from(organizationSubsystems).where(eq(organizationSubsystems.organizationId, acme.id));
    expect(links.length).toBeGreaterThan(0);
    const own = await h.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.organizationId, acme.id), isNull(addresses.subcustomerId)));
    for (const id of [acme.shippingAddressId, acme.invoiceAddressId, acme.visitingAddressId]) {
      expect(own.map((a) => a.id)).toContain(id);
    }
    const subs = await h.db.select().from(subcustomers).where(eq(subcustomers.organizationId, acme.id));
    expect(subs.map((s) => s.name).sort()).toEqual(['Acme Cold Storage', 'Acme Last Mile']);
    for (const sub of subs) {
      expect(await h.db.select().from(subcustomerContacts).where(eq(subcustomerContacts.subcustomerId, sub.id))).not.toHaveLength(0);
      expect(await h.db.select().from(addresses).where(eq(addresses.subcustomerId, sub.id))).not.toHaveLength(0);
    }
    // Shipments (issue 14 seed): every subcustomer has some; the first one goes to the first subcustomer.
    const subShipments = await h.db.select().from(shipments).where(and(eq(shipments.organizationId, acme.id), isNotNull(shipments.subcustomerId)));
    expect(new Set(subShipments.map((s) => s.subcustomerId))).toEqual(new Set(subs.map((s) => s.id)));
    const [first] = await h.db.select().from(shipments).where(eq(shipments.reference, 'SIM-100001-001'));
    expect(first.subcustomerId).toBe(Math.min(...subs.map((s) => s.id)));
  });

  it('has an open "More services" request for a subsystem the organization lacks, and a handled one for Acme', async () => {
    const requests = await h.db.select().from(serviceRequests);
    const open = requests.filter((r) => r.status === 'open');
    expect(open).toHaveLength(1);
    const links = await h.db
      .select()
      .from(organizationSubsystems)
      .where(and(eq(organizationSubsystems.organizationId, open[0].organizationId), eq(organizationSubsystems.subsystem, open[0].subsystem)));
    expect(links).toHaveLength(0);
    expect(open[0].requestedById).not.toBeNull();
    const [acme] = await h.db.select().from(organizations).where(eq(organizations.customerNumber, '100001'));
    expect(requests.some((r) => r.organizationId === acme.id && r.status === 'granted' && r.handledById !== null)).toBe(true);
  });

  it('has purchasing prices: data bundles of 1/10/100/1000 MB and per MB, SMS and voice per zone, subscriptions', async () => {
    const rows = await h.db
      .select({
        supplierId: purchasingPrices.supplierId,
        type: purchasingPrices.type,
        bundleSizeMb: purchasingPrices.bundleSizeMb,
        zone: purchasingPrices.zone,
        price: sql<string>`${purchasingPrices.price}::text`,
      })
      .from(purchasingPrices);
    expect(rows).toHaveLength(153);
    expect(new Set(rows.map((r) => r.supplierId)).size).toBe(6);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(PURCHASING_PRICE_TYPES));
    expect(new Set(rows.map((r) => r.zone))).toEqual(new Set(PRICE_ZONES));
    const bundles = new Set(rows.filter((r) => r.type === 'data').map((r) => r.bundleSizeMb));
    expect(bundles).toEqual(new Set([0, 1, 10, 100, 1000]));
    expect(rows.filter((r) => r.type === 'sms' || r.type === 'voice').every((r) => r.bundleSizeMb === 0)).toBe(true);
    expect(rows.every((r) => /^\d+\.\d{4}$/.test(r.price))).toBe(true);
    expect(rows.map((r) => r.price)).toContain('0.0125');
  });

  it('has three price tier sets, valid by the API rules: volume SIM data prices and two volume discounts', async () => {
    for (const set of PRICE_TIER_SETS) {
      const input = priceTierSetInputSchema.parse(set);
      expect([set.name, priceTierProblems(input.kind, input.tiers)]).toEqual([set.name, []]);
    }
    const sets = await h.db.select().from(priceTierSets).orderBy(priceTierSets.id);
    expect(sets.map((s) => [s.name, s.kind])).toEqual([
      ['Volume SIM data', 'price'],
      ['Volume discount', 'percentage'],
      ['Large accounts', 'percentage'],
    ]);
    const tiers = await h.db
      .select({
        fromQuantity: priceTiers.fromQuantity,
        toQuantity: priceTiers.toQuantity,
        value: sql<string>`${priceTiers.value}::text`,
      })
      .from(priceTiers)
      .where(eq(priceTiers.setId, sets[0].id))
      .orderBy(priceTiers.position);
    expect(tiers).toEqual([
      { fromQuantity: 1, toQuantity: 99, value: '2.5000' },
      { fromQuantity: 100, toQuantity: 999, value: '2.2500' },
      { fromQuantity: 1000, toQuantity: null, value: '1.9500' },
    ]);
    const [{ n }] = await h.db.select({ n: count() }).from(priceTiers);
    expect(n).toBe(PRICE_TIER_SETS.reduce((sum, set) => sum + set.tiers.length, 0));
  });

  it('does nothing when users exist (runs once)', async () => {
    const [before] = await h.db.select({ n: count() }).from(users).where(isNotNull(users.id));
    expect(await seedDatabase(h.db)).toBe(false);
    const [after] = await h.db.select({ n: count() }).from(users);
    expect(after.n).toBe(before.n);
  });
});
