import fs from 'node:fs';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { signInWithToken } from '../src/fixtures';
import { expect, test } from '../src/own-portal';
import {
  openRemotesPanel,
  prebuiltCopy,
  readRegistry,
  releaseCliOk,
  remotesPanelRow,
  serveStatic,
  type StaticOrigin,
} from '../src/release-store';

/**
 * Staging overrides (ARCHITECTURE §3): a copy of the customers build is served from a second origin on 127.0.0.1;
 * `pnpm release-config` allows that origin in the registry of a portal of this spec's own (src/own-portal.ts;
 * restored afterwards, and never seen by another spec). A share link
 * overrides the remote, the banner names it on every page and offers "copy share link" and "clear all"; a foreign
 * origin is refused with a message; with overrides off nothing is read at all.
 */
test.describe.configure({ mode: 'serial' });

const STORAGE_KEY = 'portal.remoteOverrides';
const STAGING_VERSION = '0.1.0-staging';

test.describe('staging overrides (ARCHITECTURE §3)', () => {
  let build: string;
  let staging: StaticOrigin;
  let before: { allowOverrides: boolean; overrideOrigins: string[] };

  let dataDir: string;

  test.beforeAll(async ({ ownPortal }) => {
    dataDir = ownPortal.dataDir;
    build = prebuiltCopy('mf-customers', STAGING_VERSION);
    staging = await serveStatic(build);
    const { allowOverrides, overrideOrigins } = readRegistry(dataDir);
    before = { allowOverrides, overrideOrigins };
    const out = (await releaseCliOk(dataDir, ['config', '--allow-overrides', '--add-origin', staging.origin])).stdout;
    expect(out).toContain('Override settings changed');
    expect(readRegistry(dataDir)).toMatchObject({ allowOverrides: true, overrideOrigins: expect.arrayContaining([staging.origin]) });
  });

  test.afterAll(async () => {
    await releaseCliOk(dataDir, [
      'config',
      before.allowOverrides ? '--allow-overrides' : '--no-allow-overrides',
      '--origins',
      before.overrideOrigins.join(','),
    ]);
    expect(readRegistry(dataDir)).toMatchObject(before);
    await staging?.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  test('a share link overrides customers; the banner names it on every page; copy link; clear all', async ({ page }) => {
    // The copied text is captured in the page (headless clipboard access depends on focus and permissions).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            sessionStorage.setItem('e2e.copied', text);
          },
        },
      });
    });
    const target = `${staging.origin}/`;
    await signInWithToken(page, ACCOUNTS.admin.email, `/organizations?override=customers@${encodeURIComponent(target)}`);

    const banner = page.getByRole('status').filter({ hasText: 'Remote overrides are active' });
    await expect(banner).toContainText(`customers → ${staging.origin}/mf-manifest.json`);
    // The overridden build runs: the customers screen works, loaded from the second origin.
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
    expect(staging.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/routes.json', '/remoteEntry.js']));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain(staging.origin);

    // Kept in localStorage: still active on another page without the parameter, and after a reload.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(banner).toContainText('customers →');
    await page.goto('/about');
    await expect(banner).toContainText('customers →');

    // The Remotes panel shows the overriding build: its version, entry and state.
    const dialog = await openRemotesPanel(page, 'shortcut');
    const row = remotesPanelRow(dialog, 'customers');
    await expect(row).toContainText(STAGING_VERSION);
    await expect(row).toContainText(`${staging.origin}/mf-manifest.json`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await banner.getByRole('button', { name: 'Copy share link' }).click();
    await expect(banner.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = (await page.evaluate(() => sessionStorage.getItem('e2e.copied'))) ?? '';
    expect(new URL(link).searchParams.getAll('override')).toEqual([`customers@${target}`]);

    await banner.getByRole('button', { name: 'Clear all overrides' }).click();
    await expect(page.getByText('Remote overrides are active')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    // Back on the released build.
    const released = page.waitForRequest((request) => request.url().includes('/remotes/customers/'));
    await page.goto('/organizations');
    await released;
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
  });

  test('an override from an origin outside overrideOrigins is refused with a message', async ({ page }) => {
    const foreign = staging.origin.replace('127.0.0.1', 'localhost');
    await signInWithToken(page, ACCOUNTS.admin.email, `/organizations?override=customers@${foreign}/`);
    await expect(
      page.getByText(`Override of "customers" refused: ${foreign}/ is not an allowed origin.`),
    ).toBeVisible();
    await expect(page.getByText('Remote overrides are active')).toHaveCount(0);
    // The released build serves the screen.
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('with allowOverrides off (production) no override is read at all', async ({ page }) => {
    await releaseCliOk(dataDir, ['config', '--no-allow-overrides']);
    try {
      await signInWithToken(page, ACCOUNTS.admin.email, '/');
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [STORAGE_KEY, JSON.stringify({ customers: `${staging.origin}/` })] as const,
      );
      const requested = staging.requests.length;
      await page.goto(`/organizations?override=customers@${staging.origin}/`);
      await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
      await expect(page.getByText(/Remote overrides are active|refused/)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Remotes' })).toHaveCount(0);
      expect(staging.requests.length).toBe(requested);
      // Not read, not touched either.
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain(staging.origin);
    } finally {
      await releaseCliOk(dataDir, ['config', '--allow-overrides']);
    }
  });
});
