import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { acmeId } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';

/**
 * Issue 16 (mf-pricing: sales prices, bulk edit, price list; spec §2 "sales prices with bulk edit and a sales price
 * list", §3 Sales price row, §5 bulk edit needs a percentage and a reason, §9 the price list says not all results are
 * shown): the super admin raises a customer's prices by 3.5 % with a reason, sees the new rows and undoes the bulk
 * edit; support reads without write controls; the price list says it is truncated (the e2e portal runs with
 * PRICE_LIST_LIMIT=100 against 118 seeded rows) and exports xlsx; a Dutch manager adds a price with a decimal comma
 * and is told in Dutch which row it overlaps.
 */

// antd's dropdowns and pickers slide in; an option clicked mid-animation can miss (as in pricing.spec.ts).
test.use({ reducedMotion: 'reduce' });

interface SalesPriceRow {
  id: number;
  invoiceLine: string;
  price: string;
  startMonth: string;
  endMonth: string | null;
  reason: string;
}

/** Acme's sales prices of one invoice line, through the API as the super admin. */
async function acmeRows(invoiceLine: string): Promise<SalesPriceRow[]> {
  const ctx = await api();
  const response = await ctx.get(
    `/api/sales-prices?organizationId=${await acmeId()}&search=${encodeURIComponent(invoiceLine)}&pageSize=100`,
    { headers: await authHeaders(ACCOUNTS.admin.email) },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: SalesPriceRow[] }).items;
}

/**
 * `price` (four decimals, "0.0721") raised by 3.5 % and rounded half up to four decimals, in whole ten-thousandths
 * of a euro (BigInt): an oracle of its own, not the code under test.
 */
function raisedBy3Point5(price: string): string {
  const units = BigInt(price.replace('.', ''));
  const raised = (units * 1035n + 500n) / 1000n;
  const text = raised.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

/** "202612" → "Dec 2026" as the English screens write it. */
const monthText = (yearMonth: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(4)) - 1, 1)),
  );

/** A euro amount as the English screens write a price: "€0.0721", "€7.50". */
const euros = (amount: string) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(Number(amount));

/** Picks `option` in the antd Select labelled `label` inside `scope` (as pricing.spec.ts). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .first()
    .click();
}

/** The data rows of the sales price grid (not of the recent bulk edits under it). */
const gridRows = (page: Page, name = 'Sales prices'): Locator =>
  page.getByRole('region', { name }).locator('.ant-table-row');

test("the super admin raises a customer's prices by 3.5 % with a reason, sees the new rows, and undoes it", async ({
  page,
}) => {
  const line = 'SMS NL';
  const [open] = (await acmeRows(line)).filter((row) => row.endMonth === null && row.invoiceLine === line);
  expect(open, 'the seed holds an open-ended "SMS NL" price for Acme').toBeTruthy();
  const reason = unique('E2E raise');

  await signInWithToken(page, ACCOUNTS.admin.email, `/prices?organizationId=${await acmeId()}`);
  await expect(page.getByRole('heading', { name: 'Prices' })).toBeVisible();
  const search = page.getByPlaceholder('Search invoice line');
  await search.fill(line);
  await search.press('Enter');
  // Both of Acme's "SMS NL" prices (2025 and 2026), and nothing else: the filter reached the grid.
  await expect(gridRows(page)).toHaveCount(2);
  await expect(gridRows(page).filter({ hasText: line })).toHaveCount(2);

  await page.getByRole('button', { name: 'Bulk edit all 2', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
  await dialog.getByLabel('Percentage', { exact: true }).fill('3.5');
  await dialog.getByLabel('Reason for the increase', { exact: true }).fill(reason);
  // The first month defaults to next month; read it back from the preview's summary.
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row').filter({ hasText: line })).toHaveCount(1);
  const newPrice = raisedBy3Point5(open!.price);
  await expect(preview).toContainText(euros(open!.price));
  await expect(preview).toContainText(euros(newPrice));
  await expect(dialog).toContainText('1 selected price ended before');

  await dialog.getByRole('button', { name: 'Apply to 1 price' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('1 price changed')).toBeVisible();

  const after = await acmeRows(line);
  const created = after.find((row) => row.reason === reason);
  expect(created, 'the bulk edit created a row with the reason').toBeTruthy();
  expect(created!.price).toBe(newPrice);
  expect(created!.endMonth).toBeNull();
  const ended = after.find((row) => row.id === open!.id)!;
  expect(Number(ended.endMonth) + 1 === Number(created!.startMonth) || ended.endMonth!.endsWith('12')).toBe(
    true,
  );

  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();
  const newRow = gridRows(page).filter({ hasText: reason });
  await expect(newRow).toHaveCount(1);
  await expect(newRow).toContainText(euros(newPrice));
  await expect(newRow).toContainText(monthText(created!.startMonth));

  // Undo from the list of recent bulk edits: the grid is as before.
  const recent = page.getByRole('region', { name: 'Recent bulk edits' });
  await recent.getByRole('row').filter({ hasText: reason }).getByRole('button', { name: /^Undo/ }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Yes' }).click();
  await expect(newRow).toHaveCount(0);
  expect((await acmeRows(line)).find((row) => row.id === open!.id)!.endMonth).toBeNull();
});

test('support reads the sales prices without write controls; the history of a row opens', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.support.email, `/prices?organizationId=${await acmeId()}`);
  await expect(gridRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add price' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Bulk edit/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await gridRows(page)
    .first()
    .getByRole('button', { name: /^History of/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^History of/ })).toBeVisible();
});

test('the price list says not all results are shown, and exports the full list as xlsx', async ({ page }) => {
  await signInWithToken(page, ACCOUNTS.support.email, '/prices/list');
  await expect(page.getByText(/Not all results are shown: 100 of \d+ prices\./)).toBeVisible();
  await expect(page.getByText(/^1–\d+ of 100$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  // One customer's prices fit: the notice goes.
  await page.goto(`/prices/list?customer=${await acmeId()}`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByText(/Not all results are shown/)).toHaveCount(0);
});

test.describe('in Dutch', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test('management voegt een prijs toe met een decimale komma en hoort welke regel overlapt', async ({
    page,
  }) => {
    const [open] = (await acmeRows('SMS NL')).filter(
      (row) => row.endMonth === null && row.invoiceLine === 'SMS NL',
    );
    await signInWithToken(page, ACCOUNTS.management.email, `/prices?organizationId=${await acmeId()}`);
    await expect(gridRows(page, 'Verkoopprijzen').first()).toBeVisible();
    await page.getByRole('button', { name: 'Prijs toevoegen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Verkoopprijs toevoegen' });
    await choose(page, dialog, 'Leverancier', 'NorthSea Mobile IoT');
    await dialog.getByLabel('Factuurregel', { exact: true }).fill('sms nl');
    await choose(page, dialog, 'Regeltype', 'Sms');
    await dialog.getByLabel('Prijs', { exact: true }).fill('0,0700');
    const start = dialog.getByLabel('Startmaand', { exact: true });
    await start.fill('202701');
    await start.press('Enter');
    await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    // The invoice line in another letter case still clashes with Acme's open "SMS NL" price of 2026.
    await expect(dialog.getByText(`Overlapt met regel ${open!.id} (SMS NL) vanaf 2026-01.`)).toBeVisible();

    const line = unique('E2E sms-bundel');
    await dialog.getByLabel('Factuurregel', { exact: true }).fill(line);
    await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = gridRows(page, 'Verkoopprijzen').filter({ hasText: line });
    await expect(row).toContainText('€ 0,07');
    await expect(row).toContainText('jan 2027');
    await expect(row).toContainText('doorlopend');

    await row.getByRole('button', { name: new RegExp(`^${line} .* verwijderen$`) }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Ja' }).click();
    await expect(row).toHaveCount(0);
  });
});
