import { Messages } from '@portal/domain';
import { DrizzleQueryError } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { mapDatabaseError } from './errors.js';

describe('mapDatabaseError (spec §8: data errors are 400s, never 500s)', () => {
  it('maps a unique violation to 400 naming the field', () => {
    const err = new DrizzleQueryError('insert …', [], Object.assign(new Error('dup'), {
      code: '23505', constraint: 'organizations_customer_number_unique', detail: 'Key (customer_number)=(100001) already exists.',
    }));
    const mapped = mapDatabaseError(err);
    expect(mapped?.statusCode).toBe(400);
    expect(mapped?.errors).toEqual([{ field: 'customerNumber', message: 'Customer number is already in use.' }]);
  });

  it('maps a foreign key violation to 400 with the column as field', () => {
    const err = new DrizzleQueryError('insert …', [], Object.assign(new Error('fk'), {
      code: '23503', detail: 'Key (contact_person_id)=(999) is not present in table "users".',
    }));
    expect(mapDatabaseError(err)?.toBody()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: [{ field: 'contactPersonId', message: expect.any(String) }],
    });
  });

  it('maps a NUL byte PostgreSQL refuses (22021) to 400, not 500', () => {
    const err = new DrizzleQueryError('insert …', [], Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    }));
    expect(mapDatabaseError(err)?.statusCode).toBe(400);
  });

  it('leaves other errors alone', () => {
    expect(mapDatabaseError(new Error('boom'))).toBeUndefined();
  });
});

describe('error responses of the running app', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await h.app.inject({
      method: 'POST', url: '/api/sessions', payload: '{"email":', headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorMessage: expect.any(String), errors: expect.any(Array) });
  });

  it('answers a URL that cannot be decoded with 400 in the error shape, not Fastify\'s own (issue 21)', async () => {
    for (const url of ['/api/organizations/%C0%AF', '/api/shipments/%E0%A4%A', '/%FF']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'url', message: 'This address is not valid.' }],
      });
    }
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/sessions', payload: 'x', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
  });
});
