#!/usr/bin/env node
/* global window, history, dispatchEvent, PopStateEvent */
/**
 * Bundle bench (ARCHITECTURE §8): JavaScript weight of the first pages and copies of each shared library.
 *
 *   pnpm bench            report every figure against its budget (budgets.json); exit 0
 *   pnpm bench --strict   exit 1 when a figure is over its budget
 *   pnpm bench --json F   also write the figures to F
 *
 * Starts the production build like the e2e suite (fresh DATA_DIR, publish-local, dist/main.js on a free port), then
 * in Chromium (CHROMIUM_PATH or /usr/bin/chromium), each scenario in a fresh context (cold cache):
 *   /login               first visit, signed out
 *   /  (staff, org user) first page after sign-in (token from POST /api/sessions, stored under 'token')
 *   remote customers     the extra JS when a signed-in staff user then opens /organizations
 *   remote documents     the extra JS when a signed-in staff user then opens /invoices/organizations
 *   remote helpdesk      the extra JS of the announcement form (the lazy rich-text editor) after / (issue 12: home
 *                        `/` is the helpdesk remote's, so its own home code counts in the / figures)
 * A remote's extra JS is split into its own code and shared-library chunks it provides (antd, @portal/ui: the first
 * remote screen pays for them once), using the `shared[].assets` of its mf-manifest.json; the remote budget
 * (`remoteOwnJsGzipKiB`) applies to its own code.
 * Every JS response is recorded (URL, bytes transferred, gzip size of the body via zlib.gzipSync). Shared library
 * copies are read from `window.__FEDERATION__.__SHARE__` (each loaded provider of a package counts once), with a
 * cross-check that counts JS files containing React DOM's root marker.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { startPortal } from './portal-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const budgets = JSON.parse(fs.readFileSync(path.join(here, '..', 'budgets.json'), 'utf8'));
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'Portal-demo-2026!';
const KiB = 1024;

/** Records every JavaScript response of a page. */
function recordScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
    if (!isJs || response.status() >= 400 || response.status() === 304) return;
    const entry = { url: response.url(), transferred: 0, raw: 0, gzip: 0 };
    scripts.push(entry);
    entry.done = (async () => {
      try {
        const body = await response.body();
        const sizes = await response.request().sizes();
        entry.raw = body.length;
        entry.gzip = zlib.gzipSync(body).length;
        entry.transferred = sizes.responseBodySize + sizes.responseHeadersSize;
        entry.reactDomRoot = body.includes('__reactContainer$');
      } catch {
        // the response went away (navigation); it still counts as requested
      }
    })();
  });
  return {
    async settle() {
      await Promise.all(scripts.map((s) => s.done));
      return scripts.map(({ done: _done, ...s }) => s);
    },
  };
}

/** Shared packages and how many distinct providers of each have been loaded (MF runtime share scope). */
async function sharedCopies(page) {
  return page.evaluate(() => {
    const federation = window.__FEDERATION__;
    if (!federation?.__SHARE__) return null;
    const providers = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes ?? {})) {
        for (const [name, versions] of Object.entries(packages ?? {})) {
          for (const [version, info] of Object.entries(versions ?? {})) {
            // A tree-shaken share (MF shared tree-shaking: antd, react-router) keeps its loaded state in `treeShaking`.
            const shaken = info?.treeShaking?.loaded || info?.treeShaking?.lib;
            const loaded = info?.loaded || info?.lib || info?.useIn?.length || shaken;
            if (!loaded) continue;
            (providers[name] ??= new Set()).add(
              `${version}${shaken ? ' tree-shaken' : ''}@${info.from ?? '?'}`,
            );
          }
        }
      }
    }
    // The same share entry is usually referenced from every instance: count distinct (version, provider) pairs,
    // but a package loaded once and merely recorded by several instances counts once.
    return Object.fromEntries(
      Object.entries(providers).map(([name, set]) => {
        const loadedFrom = [...set];
        const versions = new Set(loadedFrom.map((s) => s.split('@').slice(0, -1).join('@')));
        return [name, { copies: versions.size, providers: loadedFrom }];
      }),
    );
  });
}

async function apiToken(baseURL, email) {
  const response = await fetch(`${baseURL}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`POST /api/sessions for ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

async function scenario(browser, baseURL, { name, token, path: target, then }) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  if (token) {
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('bench-token-set')) {
        localStorage.setItem('token', value);
        sessionStorage.setItem('bench-token-set', '1');
      }
    }, token);
  }
  const page = await context.newPage();
  const recorder = recordScripts(page);
  await page.goto(target, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const scripts = await recorder.settle();
  const shared = await sharedCopies(page);
  const result = { name, path: target, url: page.url(), scripts, shared };
  if (then) {
    const before = scripts.length;
    const extraRecorder = recordScripts(page);
    // In-app navigation (the menu link, else history + popstate), so only what the route adds is loaded.
    const link = page.locator(`a[href="${then.path}"]:visible`).first();
    if (await link.count()) await link.click();
    else {
      await page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, then.path);
    }
    await page.waitForURL((url) => url.pathname === then.path);
    // The remote's screen, not just a quiet network: the outlet shows "Loading this part of the portal…" until the
    // parcel has mounted, and a lazy page adds its chunks after that (network-idle alone fired in that gap).
    await page.locator('[data-remote]:not([hidden])').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () =>
        !globalThis.document.querySelector('[aria-busy="true"], .ant-spin-spinning') &&
        !/Loading this part of the portal/.test(globalThis.document.body.innerText),
      null,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    result.then = {
      name: then.name,
      path: then.path,
      remote: then.remote,
      scripts: (await extraRecorder.settle()).slice(0),
      before,
    };
    result.sharedAfter = await sharedCopies(page);
  }
  await context.close();
  return result;
}

const sum = (scripts, key) => scripts.reduce((total, s) => total + s[key], 0);
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const verdict = (ok) => (ok ? 'ok  ' : 'OVER');

function shortUrl(url, baseURL) {
  return url.startsWith(baseURL) ? url.slice(baseURL.length) : url;
}

/**
 * URLs of the shared-library chunks the shell and every released remote provide (mf-manifest.json
 * `shared[].assets.js`), minus chunks their exposes also list (those count as the app's own code).
 */
async function sharedLibraryFiles(baseURL) {
  const registry = await (await fetch(new URL('/remotes.json', baseURL))).json();
  const files = new Set();
  // The shell provides shared libraries too (loaded-first: whoever loaded first serves the others).
  const entries = ['/mf-manifest.json', ...Object.values(registry.remotes).map((r) => r.entry)];
  for (const entry of entries) {
    const manifestUrl = new URL(entry, baseURL);
    const manifest = await (await fetch(manifestUrl)).json();
    const exposed = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        if (!exposed.has(file)) files.add(new URL(file, manifestUrl).href);
      }
    }
  }
  return files;
}

async function main() {
  if (!fs.existsSync(executablePath)) {
    console.error(
      `Chromium not found at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
    process.exit(strict ? 1 : 0);
  }
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const failures = [];
  const figures = { budgets, scenarios: [] };
  try {
    const staffToken = await apiToken(portal.baseURL, 'admin@provider.example');
    const orgToken = await apiToken(portal.baseURL, 'general@acme.example');
    const runs = [
      await scenario(browser, portal.baseURL, { name: 'first visit, signed out', path: '/login' }),
      await scenario(browser, portal.baseURL, {
        name: 'first page after sign-in (staff)',
        token: staffToken,
        path: '/',
        then: {
          name: 'remote customers (/organizations after /)',
          path: '/organizations',
          remote: 'customers',
        },
      }),
      await scenario(browser, portal.baseURL, {
        name: 'first page after sign-in (org user)',
        token: orgToken,
        path: '/',
      }),
      await scenario(browser, portal.baseURL, {
        name: 'first page after sign-in (staff), again',
        token: staffToken,
        path: '/',
        then: {
          name: 'remote documents (/invoices/organizations after /)',
          path: '/invoices/organizations',
          remote: 'documents',
        },
      }),
      await scenario(browser, portal.baseURL, {
        name: 'first page after sign-in (staff, the editor), again',
        token: staffToken,
        path: '/',
        then: {
          name: 'remote helpdesk (/announcements/add after /: the rich-text editor)',
          path: '/announcements/add',
          remote: 'helpdesk',
        },
      }),
    ];
    const sharedFiles = await sharedLibraryFiles(portal.baseURL);

    console.info(
      `\nBundle bench against ${portal.baseURL} (gzip = zlib.gzipSync of each JS body; budgets in budgets.json)\n`,
    );
    for (const run of runs) {
      if (run.name.endsWith(', again')) {
        printRemote(run);
        continue;
      }
      const gzip = sum(run.scripts, 'gzip');
      const budget = budgets.firstLoadJsGzipKiB[run.path];
      const ok = budget === undefined || gzip <= budget * KiB;
      if (!ok) failures.push(`${run.name}: ${kib(gzip)} > ${budget} KiB`);
      console.info(
        `${verdict(ok)} ${run.name} ${run.path} (landed on ${shortUrl(run.url, portal.baseURL)}): ` +
          `${run.scripts.length} JS files, ${kib(gzip)} gzip` +
          `${budget !== undefined ? ` / budget ${budget} KiB` : ''}, ${kib(sum(run.scripts, 'transferred'))} transferred, ` +
          `${kib(sum(run.scripts, 'raw'))} raw`,
      );
      for (const s of [...run.scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.info(`       ${kib(s.gzip).padStart(11)}  ${shortUrl(s.url, portal.baseURL)}`);
      }
      figures.scenarios.push({
        name: run.name,
        path: run.path,
        jsFiles: run.scripts.length,
        gzip,
        scripts: run.scripts,
      });
      if (run.then) printRemote(run);
    }

    /** Prints what opening a remote's screen adds: its own JS (budgeted) and the shared-library chunks it brings. */
    function printRemote(run) {
      const remoteName = run.then.remote;
      const extra = run.then.scripts;
      const isShared = (s) => sharedFiles.has(s.url);
      const own = extra.filter(
        (s) => !isShared(s) && new URL(s.url).pathname.startsWith(`/remotes/${remoteName}/`),
      );
      const ownGzip = sum(own, 'gzip');
      const sharedGzip = sum(extra, 'gzip') - ownGzip;
      const remoteBudget = budgets.remoteOwnJsGzipKiB?.[remoteName];
      const remoteOk = remoteBudget === undefined || ownGzip <= remoteBudget * KiB;
      if (!remoteOk) failures.push(`${run.then.name}: own JS ${kib(ownGzip)} > ${remoteBudget} KiB`);
      console.info(
        `${verdict(remoteOk)} ${run.then.name}: own JS +${own.length} files, +${kib(ownGzip)} gzip` +
          `${remoteBudget !== undefined ? ` / budget ${remoteBudget} KiB` : ''}; ` +
          `shared-library and shell chunks it loaded: +${extra.length - own.length} files, +${kib(sharedGzip)} gzip (paid once per visit)`,
      );
      for (const s of [...extra].sort((a, b) => b.gzip - a.gzip)) {
        console.info(
          `       ${kib(s.gzip).padStart(11)}  ${shortUrl(s.url, portal.baseURL)}${isShared(s) ? '  (shared library)' : ''}`,
        );
      }
      figures.scenarios.push({
        name: run.then.name,
        path: run.then.path,
        jsFiles: extra.length,
        ownGzip,
        sharedGzip,
        scripts: extra,
      });
    }

    // Copies of each shared library, after the staff user has loaded the shell and the customers remote.
    const staff = runs[1];
    const shared = staff.sharedAfter ?? staff.shared;
    const max = budgets.maxCopiesPerSharedLibrary;
    console.info(`\nShared libraries loaded (after / and /organizations as staff; budget ${max} copy each):`);
    if (!shared) {
      console.info('  window.__FEDERATION__.__SHARE__ not found');
      failures.push('shared scope not readable');
    } else {
      for (const [name, { copies, providers }] of Object.entries(shared).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        const ok = copies <= max;
        if (!ok) failures.push(`${name}: ${copies} copies`);
        console.info(
          `${verdict(ok)} ${name.padEnd(28)} ${copies} cop${copies === 1 ? 'y' : 'ies'}  (${providers.join(', ')})`,
        );
      }
    }
    const allScripts = [...staff.scripts, ...(staff.then?.scripts ?? [])];
    const reactDomFiles = [
      ...new Map(allScripts.filter((s) => s.reactDomRoot).map((s) => [s.url, s])).values(),
    ];
    const reactDomOk = reactDomFiles.length <= max;
    if (!reactDomOk) failures.push(`react-dom: ${reactDomFiles.length} files carry a React DOM`);
    console.info(
      `${verdict(reactDomOk)} cross-check: ${reactDomFiles.length} JS file(s) contain React DOM` +
        (reactDomFiles.length
          ? ` (${reactDomFiles.map((s) => shortUrl(s.url, portal.baseURL)).join(', ')})`
          : ''),
    );
    figures.shared = shared;
  } finally {
    await browser.close();
    await portal.stop();
  }

  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(figures, null, 2)}\n`);
  console.info(
    failures.length
      ? `\n${failures.length} figure(s) over budget:\n  ${failures.join('\n  ')}`
      : '\nAll figures within budget.',
  );
  process.exit(strict && failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
