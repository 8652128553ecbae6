import { createTestApp, type TestApp } from './test/harness.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h.close());

describe('GET /api/health', () => {
  it('answers {status: "ok"}', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
