import { ACCOUNTS } from '../src/accounts';
import { customersTexts, tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';
import { switchLocale } from '../src/portal';
import { catalog } from '../src/texts';

/** localStorage key of the interface language (@portal/domain LOCALE_STORAGE_KEY, spec §1). */
const LOCALE_KEY = 'locale';
const en = catalog('shell', 'en');
const nl = catalog('shell', 'nl');

test.describe('locale (spec §1, §9)', () => {
  test('first visit without a stored choice is English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: en.login.title as string, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  });

  test('switching en → nl changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: en.login.title as string, exact: true })).toBeVisible();
    await switchLocale(page, 'nl');
    await expect(page.getByRole('heading', { name: nl.login.title as string, exact: true })).toBeVisible();
    await expect(page.getByLabel(nl.login.password as string, { exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('nl');
    await page.reload();
    await expect(page.getByRole('heading', { name: nl.login.title as string, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('antd and the remote follow the language (pagination, table texts)', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.management.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    await expect(page.getByTitle('Next Page')).toBeVisible();
    await switchLocale(page, 'nl');
    const c = customersTexts('nl');
    await expect(page.getByRole('columnheader', { name: c.list.columns.name })).toBeVisible();
    await expect(page.getByTitle('Volgende pagina')).toBeVisible();
    await page.reload();
    await expect(page.getByTitle('Volgende pagina')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: c.list.columns.customerNumber })).toBeVisible();
    await expect(page.getByRole('navigation', { name: nl.menu.label as string })).toBeVisible();
  });
});

test.describe('first visit with a Dutch browser (ARCHITECTURE §4)', () => {
  test.use({ locale: 'nl' });
  test('starts in Dutch', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: nl.login.title as string, exact: true })).toBeVisible();
  });
});
