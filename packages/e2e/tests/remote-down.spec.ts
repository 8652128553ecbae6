import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu } from '../src/portal';
import { catalog } from '../src/texts';

/** Texts of @portal/federation's fallback (packages/federation/src/texts.ts). */
const UNAVAILABLE = 'This part of the portal is unavailable';
const RETRY = 'Retry';

test.describe('a remote that is down (ARCHITECTURE §2, fault tolerance)', () => {
  test('/organizations shows the unavailable fallback with retry; home and menu keep working', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/customers/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await signInWithToken(page, ACCOUNTS.admin.email, '/');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: CUSTOMERS_MENU.en })).toBeVisible();

    await page.goto('/organizations');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: catalog('shell', 'en').menu.home as string, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

    // Back on the broken screen, the remote comes back: "Retry" loads it.
    await menu.getByRole('link', { name: CUSTOMERS_MENU.en }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
    down = false;
    await page.getByRole('button', { name: RETRY }).click();
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
  });
});
