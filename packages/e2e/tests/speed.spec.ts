import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';
import { mainMenu } from '../src/portal';

/**
 * Issue 18 ("Fast on a cold visit and instant between screens"), the behaviour behind the figures of `pnpm bench`:
 * the shell boots from the registry in its HTML (no /remotes.json round trip) and starts loading the first
 * screen's remote at once; a screen's first reads start while it renders, and are not asked for a second time;
 * /login comes with its markup, so it paints before any JavaScript.
 */

/** The path and query of every request the page makes to one of `pathnames`, in order, as they are made. */
function recordRequests(page: Page, pathnames: string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (pathnames.includes(url.pathname)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('speed (issue 18)', () => {
  test('a cold visit to a remote screen asks for no registry: the page carries it', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
    expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain('/remotes.json');
    expect(requests.some((r) => /\/remotes\/customers\/[^/]+\/mf-manifest\.json$/.test(r.url()))).toBe(true);
  });

  test('the first screen of a remote asks the server for its list once, not again when it mounts', async ({ page }) => {
    const lists = recordRequests(page, ['/api/invoices', '/api/organizations']);
    await signInWithToken(page, ACCOUNTS.admin.email, '/organizations?page=2');
    await expect(tableRows(page).first()).toBeVisible({ timeout: 30_000 });
    await mainMenu(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Invoices of customers', level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="documents"] tr.ant-table-row').first()).toBeVisible();
    // A second request is made when the table mounts, before its rows show; half a second more lets it be seen.
    await page.waitForTimeout(500);
    expect(lists.sort()).toEqual([
      '/api/invoices?page=1&pageSize=20',
      '/api/organizations?page=1&pageSize=20',
      '/api/organizations?page=2&pageSize=20',
    ]);
  });

  test('the home page, the first after sign-in, asks for its announcements and news once', async ({ page }) => {
    const reads = recordRequests(page, ['/api/announcements', '/api/news']);
    await signInWithToken(page, ACCOUNTS.admin.email, '/');
    await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 3 }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(reads.sort()).toEqual(['/api/announcements?state=open&pageSize=10', '/api/news?pageSize=3']);
  });

  test('/login shows its form before the JavaScript, and keeps what was typed when the shell takes over', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log in', level: 2 })).toBeVisible();
    await expect(page.locator('form[name="login"][data-prerendered]')).toBeVisible();
    await page.getByLabel('E-mail address').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter'); // nothing yet: no native submit (the password stays out of any URL)
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page.locator('form[name="login"]:not([data-prerendered])')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.admin.email);
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
  });
});
