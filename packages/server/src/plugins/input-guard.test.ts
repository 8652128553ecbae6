import { Messages } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO, call } from '../modules/organizations/test-support.js';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterFields } from './input-guard.js';

/**
 * Issue 21 "NUL bytes give 500s": a control character anywhere in a query string, path or JSON body is a 400 in the
 * spec §8 shape naming the field, before any route reads it — for the routes the issue found (organization and
 * invoice search, the audit filter, the signed-out password reset) and every other one.
 */

describe('controlCharacterFields', () => {
  it('names the dotted path of each string with a control character; tab, line feed and return pass', () => {
    expect(
      controlCharacterFields({
        search: 'a\u0000',
        nested: { list: ['ok', 'b\u001b'] },
        text: 'line one\nline two\r\n\tindented',
        count: 3,
      }),
    ).toEqual(['search', 'nested.list.1']);
    expect(controlCharacterFields('plain')).toEqual([]);
    expect(controlCharacterFields({ 'key\u0000': 'x' })).toEqual(['key\u0000']);
  });
});

describe('the input guard on the running app', () => {
  let h: TestApp;
  let admin: string;
  beforeAll(async () => {
    h = await createTestApp();
    admin = await h.tokenFor(DEMO.superAdmin);
  });
  afterAll(async () => h.close());

  it.each([
    ['GET', '/api/organizations?search=%00', 'search'],
    ['GET', '/api/invoices?search=a%00b', 'search'],
    ['GET', '/api/audit?entity=%00', 'entity'],
    ['GET', '/api/shipments?search=%1B', 'search'],
  ] as const)('%s %s → 400 on %s', async (method, url, field) => {
    const res = await call(h.app, method, url, { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: [{ field, message: CONTROL_CHARACTER_MESSAGE }],
    });
  });

  it('refuses the signed-out password reset with a NUL in the e-mail (was a 500)', async () => {
    const res = await call(h.app, 'POST', '/api/users/resetPassword?email=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: CONTROL_CHARACTER_MESSAGE }]);
  });

  it('refuses a NUL deep in a JSON body and writes nothing', async () => {
    const before = (await call(h.app, 'GET', '/api/tickets?state=all', { token: admin })).json().total;
    const res = await call(h.app, 'POST', '/api/tickets', {
      token: admin,
      body: { subject: 'SIMs offline', description: '<p>All\u0000 down</p>', priority: 'high' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'description', message: CONTROL_CHARACTER_MESSAGE }]);
    expect((await call(h.app, 'GET', '/api/tickets?state=all', { token: admin })).json().total).toBe(before);
  });
});
