import { PriceTierMessages, type PriceTierSet } from '@portal/domain';
import { count, eq } from 'drizzle-orm';

/**
 * DELETE /api/price-tiers/{id} of a set an indexation uses (issue 16 "delete refused while an indexation uses the
 * set, with a clear message"): 409 in the spec §8 shape, nothing written. Indexations arrive with issue 17; until
 * then `indexationCountOf` (indexation-usage.ts) answers 0, so this file replaces that one module with a count the
 * test sets. The app is imported after the replacement, so every caller of the count sees it.
 */

// ESM: jest is not a global here, and @types/jest 30 does not declare unstable_mockModule.
const { jest } = import.meta as unknown as {
  jest: { unstable_mockModule(path: string, factory: () => unknown): void };
};
/** Indexations per set id, as the replaced count answers them (0 for any other set). */
const usage = new Map<number, number>();
jest.unstable_mockModule('./indexation-usage.js', () => ({
  indexationCountOf: async (_db: unknown, setId: number) => usage.get(setId) ?? 0,
}));

const { createTestApp } = await import('../../test/harness.js');
const { DEMO, call } = await import('../organizations/test-support.js');
const { auditLog, priceTierSets, priceTiers } = await import('../../db/schema/index.js');

let h: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  h = await createTestApp();
  token = await h.tokenFor(DEMO.superAdmin);
});
afterAll(async () => h?.close());

const body = {
  name: 'Indexed tiers',
  kind: 'percentage',
  tiers: [{ fromQuantity: 1, toQuantity: null, value: '95' }],
};

it('refuses to delete a set an indexation uses with 409 and a clear message, nothing written; deletes it once unused', async () => {
  const set = (await call(h.app, 'POST', '/api/price-tiers', { token, body })).json<PriceTierSet>();
  usage.set(set.id, 2);

  const read = await call(h.app, 'GET', `/api/price-tiers/${set.id}`, { token });
  expect(read.json<PriceTierSet>().indexationCount).toBe(2);
  const listed = (await call(h.app, 'GET', '/api/price-tiers', { token })).json<PriceTierSet[]>();
  expect(listed.find((s) => s.id === set.id)?.indexationCount).toBe(2);
  expect(listed.filter((s) => s.id !== set.id).every((s) => s.indexationCount === 0)).toBe(true);

  const audits = async () =>
    (await h.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'priceTierSet')))[0].n;
  const auditsBefore = await audits();
  const refused = await call(h.app, 'DELETE', `/api/price-tiers/${set.id}`, { token });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ errorMessage: PriceTierMessages.inUse, errors: [] });
  expect(await h.db.select().from(priceTierSets).where(eq(priceTierSets.id, set.id))).toHaveLength(1);
  expect(await h.db.select().from(priceTiers).where(eq(priceTiers.setId, set.id))).toHaveLength(1);
  expect(await audits()).toBe(auditsBefore);

  // Changing a set in use stays allowed (issue 16 refuses only the delete).
  const changed = await call(h.app, 'PUT', `/api/price-tiers/${set.id}`, {
    token,
    body: { ...body, name: 'Renamed' },
  });
  expect(changed.statusCode).toBe(200);

  usage.delete(set.id);
  expect((await call(h.app, 'DELETE', `/api/price-tiers/${set.id}`, { token })).statusCode).toBe(204);
});
