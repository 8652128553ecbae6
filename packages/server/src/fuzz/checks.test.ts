import type { LightMyRequestResponse } from 'fastify';
import { loginThrottle } from '../db/schema/index.js';
import { createTestApp } from '../test/harness.js';
import { isIdLike, toPathValue } from './arbitraries.js';
import { changedTables, nextXid, tableChecksums } from './checksum.js';
import type { JsonSchema } from './operations.js';
import { shapeProblem } from './runner.js';

/** The fuzz suite's own checks (issue 21): they must see what they are there to see, or the suite proves nothing. */

const response = (body: string, type = 'application/json; charset=utf-8') =>
  ({
    headers: { 'content-type': type },
    body,
    json: () => JSON.parse(body) as unknown,
  }) as unknown as LightMyRequestResponse;

describe('the §8 shape check', () => {
  it('accepts {errorMessage, errors: [{field, message}]}, also with no errors', () => {
    expect(
      shapeProblem(response('{"errorMessage":"Bad.","errors":[{"field":"a","message":"b"}]}')),
    ).toBeUndefined();
    expect(shapeProblem(response('{"errorMessage":"Please sign in.","errors":[]}'))).toBeUndefined();
  });

  it.each([
    ['{"message":"x"}', 'extra keys message'],
    ['{"errorMessage":"x","errors":[],"statusCode":400}', 'extra keys statusCode'],
    ['{"errorMessage":"","errors":[]}', 'errorMessage is not a non-empty string'],
    ['{"errorMessage":"x"}', 'errors is not an array'],
    ['{"errorMessage":"x","errors":[{"field":"a"}]}', 'errors holds {"field":"a"}'],
    ['{"errorMessage":"x","errors":[{"field":1,"message":"m"}]}', 'errors holds {"field":1,"message":"m"}'],
    ['[]', 'the body is not an object'],
    ['not json', 'the body is not JSON'],
  ])('refuses %s', (body, problem) => {
    expect(shapeProblem(response(body))).toBe(problem);
  });

  it('refuses a body that is not JSON by content type', () => {
    expect(shapeProblem(response('{"errorMessage":"x","errors":[]}', 'text/plain'))).toBe(
      'content-type "text/plain"',
    );
  });
});

describe('what counts as a malformed id', () => {
  const strictPath: JsonSchema = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' };
  const recordId: JsonSchema = { anyOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, strictPath] };

  it.each([strictPath, recordId, { type: 'integer', minimum: 1, maximum: 2147483647 }])(
    'for %j',
    (schema) => {
      for (const raw of ['0x1', '01', '1.0', '%2B1', '1e0', '0', '-1', '9999999999', '%', '%zz', 'abc']) {
        expect([raw, toPathValue(raw, schema).malformed]).toEqual([raw, true]);
      }
      for (const raw of ['1', '42', '2147483647'])
        expect([raw, toPathValue(raw, schema).malformed]).toEqual([raw, false]);
    },
  );

  it('treats *Id query parameters declared as numbers or ids as ids, and other texts not', () => {
    expect(isIdLike({ name: 'organizationId', required: false, schema: recordId })).toBe(true);
    expect(isIdLike({ name: 'supplierId', required: false, schema: { type: 'integer' } })).toBe(true);
    expect(isIdLike({ name: 'entityId', required: false, schema: { type: 'string', maxLength: 50 } })).toBe(
      false,
    );
    expect(isIdLike({ name: 'page', required: false, schema: { type: 'integer' } })).toBe(false);
  });
});

describe('the data guard', () => {
  it('sees a write move the transaction counter and names the table; a read moves nothing', async () => {
    const h = await createTestApp();
    try {
      const before = await tableChecksums(h.db);
      const xid = await nextXid(h.db);
      await h.db.select().from(loginThrottle);
      // On PostgreSQL the counter is the cluster's: other test files' databases move it too.
      if (!process.env.TEST_DATABASE_URL) expect(await nextXid(h.db)).toBe(xid);
      await h.db
        .insert(loginThrottle)
        .values({ email: 'fuzz@example.com', failures: 1, lastFailureAt: new Date() });
      expect(await nextXid(h.db)).not.toBe(xid);
      expect(changedTables(before, await tableChecksums(h.db))).toEqual(['login_throttle']);
    } finally {
      await h.close();
    }
  });
});
