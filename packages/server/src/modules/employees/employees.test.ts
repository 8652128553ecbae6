import type { Employee } from '@portal/domain';
import { createTestApp } from '../../test/harness.js';
import { DEMO, call } from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h?.close());

describe('GET /employees', () => {
  it('lists provider staff only, with name, e-mail, phone and employee role code', async () => {
    const res = await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.management) });
    expect(res.statusCode).toBe(200);
    const list = res.json<Employee[]>();
    expect(list.every((e) => e.email.endsWith('@provider.example'))).toBe(true);
    expect(list.find((e) => e.email === DEMO.superAdmin)).toMatchObject({
      name: 'Anna de Boer',
      phoneNumber: '+31 20 555 0100',
      roles: [3],
    });
    expect(list.find((e) => e.email === DEMO.accountManager)?.roles).toEqual([2]);
    expect(list.map((e) => e.email)).not.toContain(DEMO.acmeSigner);
  });

  it('is readable by an authorized signatory (contact person picker), not by other organization roles', async () => {
    expect(
      (await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.acmeSigner) })).statusCode,
    ).toBe(200);
    expect(
      (await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.acmeGeneral) })).statusCode,
    ).toBe(403);
    expect((await call(h.app, 'GET', '/api/employees')).statusCode).toBe(401);
  });
});
