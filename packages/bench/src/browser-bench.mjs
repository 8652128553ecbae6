#!/usr/bin/env node
/* global window, document, MutationObserver, MouseEvent */
/**
 * Browser timing bench (issue 18 "Fast on a cold visit and instant between screens"): against the production
 * portal (portal-server.mjs: `pnpm build` output, a fresh data directory with the demo seed), in Debian's Chromium
 * (playwright-core), as the super admin, medians of `--runs` runs (default 3), at 1× and 4× CPU (the DevTools
 * protocol's `Emulation.setCPUThrottlingRate`):
 *
 * - `cold`: a new browser context (empty HTTP cache) with a session in localStorage opens /organizations; time from
 *   navigation start until the first customer row is visible (ms).
 * - `switchNew`: from there the user points at and clicks "Invoices" in the side menu (mf-documents not yet loaded);
 *   time from the click until the first invoice row is visible (ms).
 * - `switchBack`: then "Customers"; time from the click until the first customer row is visible again (ms).
 * - Lighthouse's mobile performance score of /login (its default mobile settings: simulated slow 4G and 4× CPU),
 *   median of `--runs` runs, with LCP and TBT.
 *
 * "Visible": an element matching the selector inside the remote's container, with a layout box
 * (`checkVisibility()`); the moment is taken in the page by a MutationObserver, so the bench's polling adds nothing.
 *
 * Exports {@link runBrowserBench} for `bench.mjs` (budgets); run alone it prints the figures:
 *   node packages/bench/src/browser-bench.mjs [--runs 3] [--no-lighthouse]
 */
import { chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fileURLToPath } from 'node:url';
import { signIn, startPortal } from './portal-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The screens the figures time: a remote's container and a data row in it. */
const CUSTOMER_ROWS = '[data-remote="customers"] tr.ant-table-row';
const INVOICE_ROWS = '[data-remote="documents"] tr.ant-table-row';
const INVOICES_LINK = 'nav a[href="/invoices/organizations"]';
const CUSTOMERS_LINK = 'nav a[href="/organizations"]';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * In the page: `window.__bench.when(selector)` resolves with `performance.now()` (ms since navigation start) of the
 * first DOM change after which an element matching `selector` is visible; `window.__bench.click(selector)` points
 * at and clicks a link as a user would (mouseover, then a click) and returns `performance.now()` of the click.
 */
function installPageHelpers() {
  const visible = (selector) => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility());
  window.__bench = {
    when(selector) {
      if (visible(selector)) return Promise.resolve(performance.now());
      return new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!visible(selector)) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      });
    },
    click(selector) {
      const link = [...document.querySelectorAll(selector)].find((el) => el.checkVisibility());
      if (!link) throw new Error(`No visible ${selector}`);
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      const at = performance.now();
      link.click();
      return at;
    },
  };
}


/** One run of the three screen figures at `cpuRate`× CPU. Returns `{ cold, switchNew, switchBack }` in ms. */
async function screenRun(browser, baseURL, cpuRate) {
  const token = await signIn(baseURL);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(
      ([sessionToken]) => {
        localStorage.setItem('token', sessionToken);
        localStorage.setItem('locale', 'en');
      },
      [token],
    );
    await context.addInitScript(installPageHelpers);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const timeout = 60_000;
    const when = (selector) => page.evaluate((s) => window.__bench.when(s), selector);
    const clickThenWhen = async (link, selector) => {
      await page.waitForFunction(
        (s) => [...document.querySelectorAll(s)].some((el) => el.checkVisibility()),
        link,
        { timeout },
      );
      const clickedAt = await page.evaluate((s) => window.__bench.click(s), link);
      return (await when(selector)) - clickedAt;
    };

    await page.goto(`${baseURL}/organizations`, { waitUntil: 'commit', timeout });
    const cold = await when(CUSTOMER_ROWS);
    const switchNew = await clickThenWhen(INVOICES_LINK, INVOICE_ROWS);
    const switchBack = await clickThenWhen(CUSTOMERS_LINK, CUSTOMER_ROWS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { cold, switchNew, switchBack };
  } finally {
    await context.close();
  }
}

/** Lighthouse (default mobile settings) of `url`, performance only: `{ score, lcp, tbt }` (score 0–100, ms). */
async function lighthouseRun(url) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs the bench on a freshly started portal. `runs`: runs per figure (medians); `cpuRates`: the CPU throttling
 * rates of the screen figures; `withLighthouse`: also score /login. Returns
 * `{ screens: { [rate]: { cold, switchNew, switchBack } }, lighthouse?: { score, lcp, tbt } }` (medians, ms).
 */
export async function runBrowserBench({
  runs = 3,
  cpuRates = [1, 4],
  withLighthouse = true,
  log = console.info,
} = {}) {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.RATE_LIMIT_LOGIN ??= '100000';
  const portal = await startPortal();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const screens = {};
    // One run not counted: the server's first answers (JIT, database caches) are not what a user meets.
    await screenRun(browser, portal.baseURL, 1);
    for (const rate of cpuRates) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await screenRun(browser, portal.baseURL, rate));
        log(
          `  ${rate}× CPU run ${run + 1}: ${Object.entries(samples.at(-1))
            .map(([k, v]) => `${k} ${Math.round(v)} ms`)
            .join(', ')}`,
        );
      }
      screens[rate] = Object.fromEntries(
        ['cold', 'switchNew', 'switchBack'].map((key) => [key, median(samples.map((s) => s[key]))]),
      );
    }
    let lighthouseFigures;
    if (withLighthouse) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await lighthouseRun(`${portal.baseURL}/login`));
        log(
          `  Lighthouse /login run ${run + 1}: ${samples.at(-1).score} (LCP ${Math.round(samples.at(-1).lcp)} ms, TBT ${Math.round(samples.at(-1).tbt)} ms)`,
        );
      }
      lighthouseFigures = Object.fromEntries(
        ['score', 'lcp', 'tbt'].map((key) => [key, median(samples.map((s) => s[key]))]),
      );
    }
    return { screens, lighthouse: lighthouseFigures };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  const result = await runBrowserBench({ runs, withLighthouse: !args.includes('--no-lighthouse') });
  console.info(JSON.stringify(result, null, 2));
}
