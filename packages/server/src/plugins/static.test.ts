import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Messages } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A prerendered public page as the shell's build writes it (shell/scripts/prerender-public-pages.tsx). */
const PRERENDERED_LOGIN =
  '<!doctype html><head><title>portal</title></head><div id="root"><template id="prerendered-en"><form name="login"></form></template><script>show()</script></div>';
let h: TestApp;
let shell: string;

beforeAll(async () => {
  shell = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
  mkdirSync(path.join(shell, 'assets'));
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(path.join(shell, 'assets', 'main.3f2a9c1b.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'favicon.ico'), 'icon');
  mkdirSync(path.join(shell, 'prerendered'));
  writeFileSync(path.join(shell, 'prerendered', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(path.join(shell, 'assets', 'vendor.9a8b7c6d.js'), `var big = ${JSON.stringify('y'.repeat(20000))};`);
  h = await createTestApp({ env: { SHELL_DIST: shell } });
});
afterAll(async () => {
  await h.close();
  rmSync(shell, { recursive: true, force: true });
});

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('registry and release store (ARCHITECTURE §3)', () => {
  it('answers an empty registry, not cached, before any release', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ allowOverrides: false, overrideOrigins: [], remotes: {} });
  });

  it('serves the released registry and versioned files with immutable caching', async () => {
    const version = path.join(h.dataDir, 'releases', 'customers', '1.4.0');
    mkdirSync(version, { recursive: true });
    writeFileSync(path.join(version, 'remoteEntry.js'), 'var customers;');
    writeFileSync(path.join(version, 'mf-manifest.json'), '{"id":"customers"}');
    writeFileSync(path.join(version, '__federation_expose_app.5ec6f88c2b.js'), '/* exposed app chunk */');
    const registry = { allowOverrides: false, overrideOrigins: [], remotes: { customers: { version: '1.4.0', entry: '/remotes/customers/1.4.0/mf-manifest.json', routes: [] } } };
    writeFileSync(path.join(h.dataDir, 'releases', 'remotes.json'), JSON.stringify(registry));

    const reg = await get('/remotes.json');
    expect(reg.headers['cache-control']).toBe('no-cache');
    expect(reg.json()).toEqual(registry);

    for (const file of ['remoteEntry.js', 'mf-manifest.json', '__federation_expose_app.5ec6f88c2b.js']) {
      const res = await get(`/remotes/customers/1.4.0/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/remotes/customers/1.4.0/remoteEntry.js')).body).toBe('var customers;');
  });

  it("compresses the shell's bundles and the SPA page for browsers that accept gzip", async () => {
    for (const url of ['/assets/vendor.9a8b7c6d.js', '/organizations']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      if (url.endsWith('.js')) {
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(res.rawPayload).toString()).toContain('var big');
      }
    }
  });

  it('compresses bundles for browsers that accept gzip', async () => {
    const version = path.join(h.dataDir, 'releases', 'customers', '1.5.0');
    mkdirSync(version, { recursive: true });
    const code = `var customers = ${JSON.stringify('x'.repeat(20000))};`;
    writeFileSync(path.join(version, 'remoteEntry.js'), code);
    const res = await h.app.inject({
      method: 'GET',
      url: '/remotes/customers/1.5.0/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(code);
  });

  it('sends the precompressed copy beside a file as it is (no compression per request)', async () => {
    const version = path.join(h.dataDir, 'releases', 'customers', '1.6.0');
    mkdirSync(version, { recursive: true });
    writeFileSync(path.join(version, 'remoteEntry.js'), `var original = ${JSON.stringify('x'.repeat(5000))};`);
    // A marker that only the stored .br holds: the answer must be that file, not the .js compressed again.
    writeFileSync(path.join(version, 'remoteEntry.js.br'), brotliCompressSync('var precompressed = true;'));
    const res = await h.app.inject({
      method: 'GET',
      url: '/remotes/customers/1.6.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('var precompressed = true;');
  });

  it.each(['/remotes/customers/9.9.9/remoteEntry.js', '/remotes/customers/1.4.0/..%2F..%2Fremotes.json'])(
    'answers 404 in the error shape for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('shell hosting with SPA fallback', () => {
  it('never serves files of the data directory', async () => {
    writeFileSync(path.join(h.dataDir, 'jwt-secret'), 'data-dir-secret');
    for (const url of ['/jwt-secret', '/remotes/../jwt-secret', '/..%2Fjwt-secret', '/remotes/customers/1.4.0/%2e%2e/%2e%2e/%2e%2e/jwt-secret']) {
      expect((await get(url)).body).not.toContain('data-dir-secret');
    }
  });

  it.each(['/', '/organizations/12/users', '/login?next=%2Fprofile'])('serves index.html, not cached, for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('sends the prerendered page for its address, with the nonce and the registry, and nowhere else (issue 18)', async () => {
    for (const url of ['/login', '/login?returnTo=%2Finvoices']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<form name="login">');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${nonce}">show()</script>`);
      expect(res.body).toContain('id="portal-registry"');
      // Its one inline script runs by its hash (the policy allows no other inline script).
      const hash = createHash('sha256').update('show()').digest('base64');
      expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    }
    for (const url of ['/', '/login/extra', '/forgot-password']) {
      const res = await get(url);
      expect(res.body).not.toContain('<form name="login">');
      expect(res.headers['content-security-policy']).not.toContain('sha256-');
    }
    // The file itself is not an address: without the server's nonce its script would not run.
    expect((await get('/prerendered/login.html')).statusCode).toBe(404);
  });

  /** The registry the page carries inline (issue 18), parsed as the shell parses it. */
  const inlineRegistry = (html: string) => {
    const text = /<script type="application\/json" id="portal-registry">([^<]*)<\/script>/.exec(html)?.[1];
    return text === undefined ? undefined : JSON.parse(text);
  };

  it('carries the live registry inline, so the shell needs no /remotes.json round trip (issue 18)', async () => {
    const file = path.join(h.dataDir, 'releases', 'remotes.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const release = (version: string) => ({
      allowOverrides: false,
      overrideOrigins: [],
      remotes: { customers: { version, entry: `/remotes/customers/${version}/mf-manifest.json`, routes: [] } },
    });
    writeFileSync(file, JSON.stringify(release('1.4.0')));
    expect(inlineRegistry((await get('/organizations')).body)).toEqual(release('1.4.0'));
    // A release reaches the very next page (the file is re-read when it changes, not per request).
    writeFileSync(file, JSON.stringify(release('1.5.0-rc.1')));
    expect(inlineRegistry((await get('/')).body)).toEqual(release('1.5.0-rc.1'));
    rmSync(file);
    expect(inlineRegistry((await get('/')).body)).toEqual({ allowOverrides: false, overrideOrigins: [], remotes: {} });
  });

  it('cannot be broken out of by a value in the registry', async () => {
    const file = path.join(h.dataDir, 'releases', 'remotes.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const title = '</script><script>alert(1)</script><!--';
    const registry = { allowOverrides: false, overrideOrigins: [], remotes: { x: { version: '1.0.0', entry: '/x.json', routes: [{ path: '/x', texts: { en: { t: title } } }] } } };
    writeFileSync(file, JSON.stringify(registry));
    const html = (await get('/x')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inlineRegistry(html)).toEqual(registry);
    rmSync(file);
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await get('/assets/main.3f2a9c1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file and for unknown API paths, never index.html', async () => {
    for (const url of ['/assets/missing.abcdef12.js', '/api/nothing-here']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: Messages.notFound, errors: [] });
    }
    const post = await h.app.inject({ method: 'POST', url: '/organizations/12' });
    expect(post.statusCode).toBe(404);
  });
});

describe('API documentation', () => {
  it('serves the swagger UI and an OpenAPI document listing the auth routes', async () => {
    expect((await get('/api/docs/')).statusCode).toBe(200);
    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/sessions', '/api/users/resetPassword', '/api/users/me', '/api/health']));
    expect(paths).not.toContain('/remotes.json');
  });
});
