import { ACCOUNTS } from '../src/accounts';
import { customersTexts, listResponse, searchField, switchOn, tableRows } from '../src/customers';
import { expect, loginViaUi, submitLogin, test } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu } from '../src/portal';
import { catalog } from '../src/texts';

const nl = catalog('shell', 'nl');
const msg = nl.messages as unknown as Record<string, string>;
const c = customersTexts('nl');

test.describe('in Dutch (nl)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test('login and the customers journey', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: nl.login.title as string, exact: true })).toBeVisible();
    await page.locator('form').getByRole('button', { name: nl.login.submit as string, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(msg.credentialsEmpty);
    await submitLogin(page, ACCOUNTS.support.email, 'verkeerd-wachtwoord', 'nl');
    await expect(page.getByRole('alert')).toHaveText(msg.credentialsWrong);

    await loginViaUi(page, ACCOUNTS.support.email, { locale: 'nl', open: false });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await mainMenu(page, 'nl').getByRole('link', { name: CUSTOMERS_MENU.nl }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    await expect(page.getByRole('columnheader', { name: c.list.columns.name })).toBeVisible();

    const searched = listResponse(page, (q) => q.get('search') === 'Acme');
    await searchField(page, c.list.search).fill('Acme');
    await searchField(page, c.list.search).press('Enter');
    await searched;
    await expect(tableRows(page).filter({ hasText: 'Acme Logistics B.V.' })).toHaveCount(1);

    const withInactive = listResponse(page, (q) => q.get('inactive') === 'true');
    await switchOn(page, c.list.showInactive);
    const response = await withInactive;
    // The API is asked in Dutch too (spec §7: Accept-Language follows the interface).
    expect(await response.request().headerValue('accept-language')).toMatch(/^nl/);
  });
});
