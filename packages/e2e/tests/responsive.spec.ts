import { type Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, loginViaUi, signInWithToken, test } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu, userMenuButton } from '../src/portal';
import { SPEC, shellTexts } from '../src/texts';

/**
 * Phone to desktop (issue 11): the journeys a customer and staff take most — sign in, the customer list, the
 * invoices — at a phone width (390 px), a small laptop (1024 px) and a desktop width (1440 px). At every width the
 * page itself never scrolls sideways, the navigation and the user menu are reachable, row actions stay inside their
 * table, and the staff lists drop their low-priority columns instead of scrolling sideways.
 */
const t = shellTexts('en');

/** True when the document is wider than the viewport (the whole page would scroll sideways). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** True when the first table on the page is wider than its box (it would scroll sideways). */
const tableOverflows = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.ant-table-content, .ant-table-body');
    return !box || box.scrollWidth > box.clientWidth + 1;
  });

/** Opens the main menu the way the width offers it: the drawer on a phone, the side menu on a desktop. */
async function openMainMenu(page: Page, phone: boolean) {
  if (phone) {
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Main menu' });
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  return mainMenu(page);
}

for (const width of [390, 1024, 1440]) {
  const phone = width < 992;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('signs in with field checks, reaches every menu entry and the user menu', async ({ page }) => {
      await page.goto('/login');
      const form = page.locator('form');
      const email = form.getByLabel(t.email, { exact: true });
      await email.fill('not-an-address');
      await email.blur();
      await expect(email).toHaveAccessibleDescription(SPEC.invalidEmail);
      expect(await pageOverflows(page)).toBe(false);
      await loginViaUi(page, ACCOUNTS.admin.email, { open: false });
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
      expect(await pageOverflows(page)).toBe(false);

      await expect(userMenuButton(page)).toBeInViewport();
      const menu = await openMainMenu(page, phone);
      await menu.getByRole('link', { name: CUSTOMERS_MENU.en }).click();
      await expect(page).toHaveURL(/\/organizations$/);
      if (phone) await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
      await expect(tableRows(page)).toHaveCount(20);
    });

    test('the customer list: no sideways page or table scroll, row actions reachable', async ({ page }) => {
      await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
      await expect(tableRows(page)).toHaveCount(20);
      expect(await pageOverflows(page)).toBe(false);
      expect(await tableOverflows(page)).toBe(false);
      const firstRow = tableRows(page).first();
      const link = firstRow.getByRole('link').first();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    });

    test('invoices: the Download button stays inside its table', async ({ page }) => {
      await signInWithToken(page, ACCOUNTS.general.email, '/invoices');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell') }).first();
      await expect(row).toBeVisible();
      expect(await pageOverflows(page)).toBe(false);
      const download = row.getByRole('button', { name: /Download/ }).first();
      await download.scrollIntoViewIfNeeded();
      await expect(download).toBeInViewport();
      const table = page.locator('.ant-table').first();
      const [button, box] = [await download.boundingBox(), await table.boundingBox()];
      expect(button && box && button.x + button.width <= box.x + box.width + 1, 'Download inside the table').toBe(true);
    });

    // On a phone these wide lists scroll inside their own box.
    if (!phone) {
      test("staff lists fit: every customer's users and invoices without sideways table scroll", async ({ page }) => {
        await signInWithToken(page, ACCOUNTS.support.email, '/users');
        await expect(tableRows(page).first()).toBeVisible();
        expect(await tableOverflows(page)).toBe(false);
        await signInWithToken(page, ACCOUNTS.support.email, '/invoices/organizations');
        await expect(tableRows(page).first()).toBeVisible();
        expect(await tableOverflows(page)).toBe(false);
      });
    }
  });
}
