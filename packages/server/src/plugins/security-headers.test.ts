import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PERMISSIONS_POLICY } from './security-headers.js';

/**
 * Issue 20 "Browser-side hardening" (first step): the protective headers on the shell's HTML, on API answers (errors
 * included) and on file downloads; FRAME_ANCESTORS and an https PUBLIC_URL change what is sent.
 */

let h: TestApp;
let shell: string;

beforeAll(async () => {
  shell = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  h = await createTestApp({ env: { SHELL_DIST: shell } });
});
afterAll(async () => {
  await h?.close();
  rmSync(shell, { recursive: true, force: true });
});

/** The headers every answer carries when no site may frame the portal and it is served over http. */
function expectProtected(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  expect(res.headers['content-security-policy']).toContain("base-uri 'self'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('protective headers (issue 20)', () => {
  it('are on the shell’s HTML, for the sign-in page and any deep link', async () => {
    for (const url of ['/', '/login', '/webshop/orders/1']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectProtected(res);
    }
  });

  it('are on API answers, refusals and errors included', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectProtected(health);
    const refused = await h.app.inject({ method: 'GET', url: '/api/webshop/orders' });
    expect(refused.statusCode).toBe(401);
    expectProtected(refused);
    const unknown = await h.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expectProtected(unknown);
  });

  it('are on a file download, which names itself as an attachment', async () => {
    const token = await h.tokenFor('support@provider.example');
    const auth = { authorization: `Bearer ${token}` };
    // The staff's export of every organization's users (an xlsx attachment).
    const file = await h.app.inject({ method: 'GET', url: '/api/organizations/ExportUsers', headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expectProtected(file);
  });
});

describe('protective headers, configured (issue 20)', () => {
  it('let the FRAME_ANCESTORS origins frame the portal, and send HSTS behind an https PUBLIC_URL', async () => {
    const configured = await createTestApp({
      env: {
        SHELL_DIST: shell,
        FRAME_ANCESTORS: 'https://intranet.provider.example https://wiki.provider.example:8443',
        PUBLIC_URL: 'https://portal.provider.example',
      },
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/login' });
      expect(res.headers['content-security-policy']).toContain(
        'frame-ancestors https://intranet.provider.example https://wiki.provider.example:8443',
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await configured.close();
    }
  });

  it('refuse a FRAME_ANCESTORS entry that is not an origin', async () => {
    await expect(
      createTestApp({ env: { FRAME_ANCESTORS: "'self' https://ok.example/path" } }),
    ).rejects.toThrow("FRAME_ANCESTORS: not an origin: 'self', https://ok.example/path");
  });
});
