import { createTestApp, type TestApp } from '../../test/harness.js';

/** Issue 20: browsers report Content-Security-Policy violations to POST /api/csp-reports, without a session. */

let h: TestApp;
/** The server's log lines at warn level and above, parsed. */
const logged: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  h = await createTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  });
});
beforeEach(() => {
  logged.length = 0;
});
afterAll(async () => h?.close());

const post = (contentType: string, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/csp-reports',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/csp-reports', () => {
  it('takes a report-uri report without a session', async () => {
    const res = await post('application/csp-report', {
      'csp-report': {
        'document-uri': 'http://portal.test/login',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
        'line-number': 12,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'Content-Security-Policy violation',
        cspViolation: {
          documentUrl: 'http://portal.test/login',
          directive: 'script-src-elem',
          blocked: 'inline',
          disposition: 'enforce',
          line: 12,
        },
      }),
    ]);
  });

  it('takes a Reporting API batch, other report types included', async () => {
    const res = await post('application/reports+json', [
      { type: 'csp-violation', url: 'http://portal.test/', body: { effectiveDirective: 'style-src-elem' } },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect(res.statusCode).toBe(204);
    expect(logged.map((line) => line.cspViolation)).toEqual([{ directive: 'style-src-elem' }]);
  });

  it('refuses a body in neither form with a 400 in the spec §8 shape', async () => {
    for (const [type, body] of [
      ['application/csp-report', { report: 1 }],
      ['application/csp-report', '{"csp-report": '],
      ['application/reports+json', { type: 'csp-violation' }],
    ] as const) {
      const res = await post(type, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: expect.any(String), errors: expect.any(Array) });
    }
  });

  it('logs long fields cut short', async () => {
    const res = await post('application/csp-report', { 'csp-report': { 'script-sample': 'x'.repeat(1000) } });
    expect(res.statusCode).toBe(204);
    expect(logged[0].cspViolation).toEqual({ sample: `${'x'.repeat(300)}…` });
  });

  it('refuses more than 64 KB', async () => {
    const res = await post('application/csp-report', {
      'csp-report': { 'script-sample': 'x'.repeat(70_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});
