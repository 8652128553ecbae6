import type { Supplier } from '@portal/domain';
import { createTestApp } from '../../test/harness.js';
import { DEMO, call } from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h?.close());

describe('GET /suppliers', () => {
  it('lists every supplier by name with its provider type and roaming-list flag', async () => {
    const res = await call(h.app, 'GET', '/api/suppliers', { token: await h.tokenFor(DEMO.acmeGeneral) });
    expect(res.statusCode).toBe(200);
    const list = res.json<Supplier[]>();
    expect(list.length).toBe(11);
    const names = list.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.find((s) => s.name === 'GlobeSIM Worldwide')).toMatchObject({
      providerType: 3,
      hasRoamingList: true,
    });
    expect(new Set(list.map((s) => s.providerType))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('answers 401 when signed out', async () => {
    const res = await call(h.app, 'GET', '/api/suppliers');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errors: [] });
  });
});
