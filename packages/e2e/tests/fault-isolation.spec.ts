import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu } from '../src/portal';
import { dataDir } from '../src/env';
import { changeRegistryInPage, readRegistry, storeDir } from '../src/release-store';
import { catalog } from '../src/texts';

/**
 * Fault isolation (ARCHITECTURE §2): the documents remote fails in each way a remote can fail (manifest
 * unreachable, an expose chunk answering 404, its code throwing while mounting) or is slow; each time its screen
 * shows the fallback with "Retry" (or a loading state), and the shell and the other remotes keep working. A remote
 * that never answers gets the same fallback after the registry's bounded wait (loadTimeoutMs). Only
 * this browser page's requests are changed (page.route); the server's registry is not touched. Also: hovering a
 * remote's menu entry preloads that remote's entry.
 */
test.describe.configure({ mode: 'serial' });

const UNAVAILABLE = 'This part of the portal is unavailable';
const LOADING = 'Loading this part of the portal…';
const DOCUMENTS_SCREEN = '/contracts/organizations';
const HOME = catalog('shell', 'en').menu.home as string;

/** The documents screen failed: the fallback with a retry, inside the working shell. */
async function expectFallback(page: Page) {
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('[data-remote="documents"]')).toBeHidden();
  await expect(mainMenu(page)).toBeVisible();
}

/** The shell and the customers remote still work. */
async function expectRestUsable(page: Page) {
  const menu = mainMenu(page);
  await menu.getByRole('link', { name: HOME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await menu.getByRole('link', { name: CUSTOMERS_MENU.en }).click();
  await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
}

test.describe('fault isolation of remotes (ARCHITECTURE §2)', () => {
  test('manifest unreachable: fallback with retry; retry recovers; the rest of the portal works', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/documents/**/mf-manifest.json', (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    await signInWithToken(page, ACCOUNTS.admin.email, DOCUMENTS_SCREEN);
    await expectFallback(page);
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
    down = true;
    await expectRestUsable(page);
  });

  test('an expose chunk answering 404: fallback with retry; the rest of the portal works', async ({ page }) => {
    await page.route('**/remotes/documents/**/__federation_expose_app*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await signInWithToken(page, ACCOUNTS.admin.email, DOCUMENTS_SCREEN);
    await expectFallback(page);
    await expectRestUsable(page);
  });

  test('code that throws while mounting: fallback with retry; the rest of the portal works', async ({ page }) => {
    // The `./app` expose chunk as built, with the exposed module replaced by lifecycles whose mount throws. The
    // module id comes from the released remoteEntry.js (the runtime preloads the chunk before the entry runs).
    const { version } = readRegistry(dataDir()).remotes.documents;
    const remoteEntry = fs.readFileSync(path.join(storeDir(dataDir()), 'documents', version, 'remoteEntry.js'), 'utf8');
    const exposeModuleId = /"\.\/app":\(\)=>.*?\.then\(\(\)=>\(\)=>\w+\((\d+)\)\)/.exec(remoteEntry)?.[1];
    expect(exposeModuleId, 'module id of ./app in remoteEntry.js').toBeTruthy();
    await page.route('**/remotes/documents/**/__federation_expose_app*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const broken = body.replace(
        new RegExp(`([{,])${exposeModuleId}\\(`),
        (_match, before: string) =>
          `${before}${exposeModuleId}(e){e.exports={bootstrap:async()=>{},mount:async()=>{throw new Error("e2e: mount throws")},unmount:async()=>{}}},"e2e_original_${exposeModuleId}"(`,
      );
      expect(broken).not.toBe(body);
      await route.fulfill({ response, body: broken });
    });
    const errors: string[] = [];
    const logged: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => logged.push(message.text()));
    await signInWithToken(page, ACCOUNTS.admin.email, DOCUMENTS_SCREEN);
    await expectFallback(page);
    // Retry tries again (and fails again: the build is still broken), still inside the working shell.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectFallback(page);
    await expectRestUsable(page);
    // It was the mount that failed (not the download), and nothing else broke.
    expect([...logged, ...errors].some((text) => text.includes('e2e: mount throws'))).toBe(true);
    expect(errors.filter((message) => !message.includes('e2e: mount throws'))).toEqual([]);
  });

  test('a slow remote shows a loading state and never blocks the shell: menu and home work meanwhile', async ({ page }) => {
    let manifestServed = false;
    await page.route('**/remotes/documents/**/mf-manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      manifestServed = true;
      await route.continue().catch(() => undefined);
    });
    await signInWithToken(page, ACCOUNTS.admin.email, DOCUMENTS_SCREEN);
    await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    // The shell answers while the remote is still loading.
    await mainMenu(page).getByRole('link', { name: HOME, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    expect(manifestServed, 'home was usable before the slow manifest arrived').toBe(false);
    await page.goBack();
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
  });

  test('a remote that never answers: after the registry\'s loadTimeoutMs the fallback shows; retry loads it', async ({ page }) => {
    // This page only sees a registry with a 3 s bounded wait (the default is 15 s); the server's is not touched.
    const LOAD_TIMEOUT_MS = 3_000;
    await changeRegistryInPage(page, (registry) => ({ ...registry, loadTimeoutMs: LOAD_TIMEOUT_MS }));
    // The manifest request hangs (no answer, no error) until it is let go.
    const held: Array<() => Promise<void>> = [];
    let hang = true;
    await page.route('**/remotes/documents/**/mf-manifest.json', (route) => {
      if (hang) held.push(() => route.continue().catch(() => undefined));
      else return route.continue();
    });
    await signInWithToken(page, ACCOUNTS.admin.email, DOCUMENTS_SCREEN);
    const loading = page.getByRole('status').filter({ hasText: LOADING });
    await expect(loading).toBeVisible();
    const waitingSince = Date.now();
    await expectFallback(page);
    await expect(loading).toBeHidden();
    expect(Date.now() - waitingSince, 'the fallback comes after the bounded wait, not at once').toBeGreaterThan(LOAD_TIMEOUT_MS / 2);
    expect(held.length, 'the manifest never answered').toBeGreaterThan(0);

    // The remote answers again: "Retry" loads it; the rest of the portal worked all along.
    hang = false;
    await Promise.all(held.map((release) => release()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
    await expectRestUsable(page);
  });

  test('hovering a remote menu entry preloads its entry', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    const preload = page.waitForRequest((request) => /\/remotes\/customers\/[^/]+\/[^/]+\.js$/.test(request.url()));
    await mainMenu(page).getByRole('link', { name: CUSTOMERS_MENU.en }).hover();
    await preload;
  });
});
