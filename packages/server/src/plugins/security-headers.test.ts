import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.js';
import { CSP_REPORT_PATH, PERMISSIONS_POLICY } from './security-headers.js';

/**
 * Issue 20 "Browser-side hardening" (first step): the protective headers on the shell's HTML, on API answers (errors
 * included) and on file downloads; FRAME_ANCESTORS and an https PUBLIC_URL change what is sent.
 */

let h: TestApp;
let shell: string;

beforeAll(async () => {
  shell = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
  writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>portal</title><script defer src="/main.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
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

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The nonce of the `<meta property="csp-nonce">` in a shell page. */
function metaNonceOf(html: string): string | undefined {
  return /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
}

describe('the Content-Security-Policy (issue 20)', () => {
  it('allows scripts, styles and connections from the portal only, with no inline script and no eval', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/login' });
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')?.[0]).toBe("'self'");
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(res.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    // Inline code nowhere; inline style attributes only (set by libraries through setAttribute).
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    csp.delete('style-src-attr');
    expect([...csp.values()].flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('gives every shell page a new style nonce, in the policy and in the page for antd', async () => {
    const first = await h.app.inject({ method: 'GET', url: '/login' });
    const second = await h.app.inject({ method: 'GET', url: '/webshop' });
    const nonces = [first, second].map((res) => {
      const nonce = metaNonceOf(res.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directivesOf(res.headers['content-security-policy']).get('style-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
      ]);
      // The template's own script tag carries it too; the rest of the page is unchanged.
      expect(res.body).toContain(`<script nonce="${nonce}" defer src="/main.js"></script>`);
      expect(res.body).toContain('<div id="root"></div>');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('the API documentation under the Content-Security-Policy (issue 20)', () => {
  it('may apply Swagger UI’s inline styles; scripts stay the portal’s own', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Only there: the portal's pages keep the nonce.
    const login = await h.app.inject({ method: 'GET', url: '/login' });
    expect(directivesOf(login.headers['content-security-policy']).get('style-src')?.[1]).toMatch(/^'nonce-/);
  });
});

describe('the Content-Security-Policy follows the registry (issue 20)', () => {
  let app: TestApp;
  afterEach(async () => app?.close());

  /** A test app whose release store holds `registry` before its first request. */
  async function appWithRegistry(registry: object, env: Record<string, string> = {}) {
    app = await createTestApp({ env: { SHELL_DIST: shell, ...env } });
    mkdirSync(app.config.releasesDir, { recursive: true });
    writeFileSync(path.join(app.config.releasesDir, 'remotes.json'), JSON.stringify(registry));
    return app;
  }

  const remotes = {
    customers: { version: '1.4.0', entry: 'https://cdn.provider.example/customers/1.4.0/mf-manifest.json' },
    documents: { version: '1.0.0', entry: '/remotes/documents/1.0.0/mf-manifest.json' },
    pricing: { version: '2.0.0', entry: 'https://cdn.provider.example:8443/pricing/2.0.0/mf-manifest.json' },
  };

  it('allows the origins remotes are released to, for scripts, styles, fonts, images and connections', async () => {
    await appWithRegistry({ allowOverrides: false, overrideOrigins: ['https://staging.example'], remotes });
    const res = await app.app.inject({ method: 'GET', url: '/customers' });
    const csp = directivesOf(res.headers['content-security-policy']);
    const released = ["'self'", 'https://cdn.provider.example', 'https://cdn.provider.example:8443'];
    expect(csp.get('script-src')).toEqual(released);
    expect(csp.get('connect-src')).toEqual(released);
    expect(csp.get('font-src')).toEqual([...released, 'data:']);
    expect(csp.get('style-src')?.slice(0, 3)).toEqual(released);
    // Production (allowOverrides false): the staging origins stay out of the policy.
    expect(String(res.headers['content-security-policy'])).not.toContain('staging.example');
  });

  it('allows the override origins only while the registry allows overrides (staging)', async () => {
    await appWithRegistry({
      allowOverrides: true,
      overrideOrigins: ['https://staging.example', 'http://127.0.0.1:4001/', 'not a url', "'unsafe-inline'"],
      remotes,
    });
    const res = await app.app.inject({ method: 'GET', url: '/' });
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://cdn.provider.example',
      'https://cdn.provider.example:8443',
      'http://127.0.0.1:4001',
      'https://staging.example',
    ]);
  });

  it('is only reported, not enforced, with CSP_REPORT_ONLY=true', async () => {
    await appWithRegistry(
      { allowOverrides: false, overrideOrigins: [], remotes: {} },
      { CSP_REPORT_ONLY: 'true' },
    );
    const res = await app.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    const csp = directivesOf(res.headers['content-security-policy-report-only']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    // Framing stays refused while the policy is only reported.
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
