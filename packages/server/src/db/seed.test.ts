import { count, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { organizations, suppliers, users } from './schema/index.js';
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

  it('does nothing when users exist (runs once)', async () => {
    const [before] = await h.db.select({ n: count() }).from(users).where(isNotNull(users.id));
    expect(await seedDatabase(h.db)).toBe(false);
    const [after] = await h.db.select({ n: count() }).from(users);
    expect(after.n).toBe(before.n);
  });
});
