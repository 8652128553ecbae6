import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { selectOf } from '../src/customer-admin';
import { expect, signInWithToken, test, unique } from '../src/fixtures';

/**
 * Issue 16 (mf-pricing, first step: purchasing prices, spec §2 /purchasingprices, §3 Purchasing price): the super
 * admin adds, edits and deletes a purchasing price with an exact four-decimal price; a rate plan clash is named under
 * the field; other staff neither see the menu entry nor stay on the page; a Dutch super admin types "12,50".
 */

// antd's dropdowns slide in; an option clicked mid-animation can miss (as in videos.spec.ts).
test.use({ reducedMotion: 'reduce' });

/** A bundle size no seeded or earlier price uses (provider + type + bundle size + zone is unique). */
const freshBundle = () => 100_000 + Math.floor(Math.random() * 900_000);

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: option,
    })
    .first()
    .click();
  await expect(selectOf(field)).toContainText(option);
}

/** Fills the add dialog: NorthSea Mobile IoT, data, the given zone, bundle and price. */
async function fillPrice(
  page: Page,
  dialog: Locator,
  fields: { ratePlan: string; type: string; zone: string; bundle?: string; price: string },
  labels = {
    provider: 'Provider',
    ratePlan: 'Rate plan',
    type: 'Type',
    zone: 'Zone',
    bundle: 'Bundle size (MB)',
    price: 'Price',
  },
): Promise<void> {
  await choose(page, dialog, labels.provider, 'NorthSea Mobile IoT');
  await dialog.getByLabel(labels.ratePlan, { exact: true }).fill(fields.ratePlan);
  await choose(page, dialog, labels.type, fields.type);
  await choose(page, dialog, labels.zone, fields.zone);
  if (fields.bundle !== undefined)
    await dialog.getByLabel(labels.bundle, { exact: true }).fill(fields.bundle);
  await dialog.getByLabel(labels.price, { exact: true }).fill(fields.price);
}

test('the super admin adds, edits and deletes a purchasing price; the price stays exact to four decimals', async ({
  page,
}) => {
  const ratePlan = unique('E2E Data');
  const bundle = freshBundle();
  await signInWithToken(page, ACCOUNTS.admin.email, '/purchasingprices');
  await expect(page.getByRole('heading', { name: 'Purchasing prices' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add purchasing price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add purchasing price' });
  await fillPrice(page, dialog, {
    ratePlan,
    type: 'Data',
    zone: 'World zone 3',
    bundle: String(bundle),
    price: '0.0125',
  });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  const search = page.getByPlaceholder('Search rate plan');
  await search.fill(ratePlan);
  await search.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: ratePlan });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('€0.0125');
  await expect(row).toContainText(bundle.toLocaleString('en-GB'));

  await page.getByRole('button', { name: `Edit ${ratePlan} (NorthSea Mobile IoT)` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Rate plan', { exact: true })).toHaveValue(ratePlan);
  await edit.getByLabel('Price', { exact: true }).fill('13.75');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(row).toContainText('€13.75');

  await page.getByRole('button', { name: `Delete ${ratePlan} (NorthSea Mobile IoT)` }).click();
  await expect(page.getByText('Are you sure you want to delete this purchasing price?')).toBeVisible();
  await page.locator('.ant-popover').getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
});

test('a rate plan clash is named under the field and nothing is added', async ({ page }) => {
  await signInWithToken(page, ACCOUNTS.admin.email, '/purchasingprices');
  await page.getByRole('button', { name: 'Add purchasing price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add purchasing price' });
  // The seed prices NorthSea's per-MB data (bundle 0) in the Netherlands.
  await fillPrice(page, dialog, {
    ratePlan: unique('Clash'),
    type: 'Data',
    zone: 'Netherlands',
    bundle: '0',
    price: '1',
  });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByText(
      /A rate plan with this provider, type, bundle size and zone already exists\. \(NorthSea IoT/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('only the super admin has Purchasing prices: management neither sees it in the menu nor stays on the page', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signInWithToken(admin, ACCOUNTS.admin.email, '/');
  await expect(
    admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Purchasing prices' }),
  ).toBeVisible();
  await admin.close();

  const management = await browser.newPage();
  await signInWithToken(management, ACCOUNTS.management.email, '/purchasingprices');
  await expect(management).toHaveURL((url) => url.pathname === '/');
  const menu = management.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Purchasing prices' })).toHaveCount(0);
  await management.close();

  const customer = await browser.newPage();
  await signInWithToken(customer, ACCOUNTS.general.email, '/purchasingprices');
  await expect(customer).toHaveURL((url) => url.pathname === '/');
  await customer.close();
});

test('in Dutch: "12,50" is stored as 12.50 and shown as € 12,50', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'nl'));
  const ratePlan = unique('E2E Data NL');
  await signInWithToken(page, ACCOUNTS.admin.email, '/purchasingprices');
  await expect(page.getByRole('heading', { name: 'Inkoopprijzen' })).toBeVisible();
  await page.getByRole('button', { name: 'Inkoopprijs toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inkoopprijs toevoegen' });
  await fillPrice(
    page,
    dialog,
    { ratePlan, type: 'Data', zone: 'Wereldzone 3', bundle: String(freshBundle()), price: '12,50' },
    {
      provider: 'Leverancier',
      ratePlan: 'Tariefplan',
      type: 'Type',
      zone: 'Zone',
      bundle: 'Bundelgrootte (MB)',
      price: 'Prijs',
    },
  );
  await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(dialog).toBeHidden();
  const search = page.getByPlaceholder(/tariefplan/i);
  await search.fill(ratePlan);
  await search.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: ratePlan })).toContainText('€\u00a012,50');
});

test('price tiers: the super admin adds a set with a gap, is told where, fixes it; the calculator prices 150; delete asks first', async ({
  page,
}) => {
  const name = unique('E2E tiers');
  await signInWithToken(page, ACCOUNTS.admin.email, '/pricetiers');
  await expect(page.getByRole('heading', { name: 'Price tiers', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Volume SIM data' })).toContainText('1–99: €2.50');

  await page.getByRole('button', { name: 'Add tier set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tier set' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  const first = dialog.getByRole('group', { name: 'Tier 1' });
  await first.getByLabel('To quantity').fill('10');
  await first.getByLabel('Price').fill('3');
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  const second = dialog.getByRole('group', { name: 'Tier 2' });
  await expect(second.getByLabel('From quantity')).toHaveValue('11');
  await second.getByLabel('From quantity').fill('12');
  await second.getByLabel('Price').fill('2.75');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(second.getByText('Starts right after the previous tier ends (11).')).toBeVisible();
  await second.getByLabel('From quantity').fill('11');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText('1–10: €3.00');
  await expect(row).toContainText('11+: €2.75');

  // The calculator on the seeded set: 150 SIMs fall in 100–999 at €2.25.
  await page.getByLabel('Tier set', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: 'Volume SIM data',
    })
    .first()
    .click();
  await page.getByLabel('Quantity', { exact: true }).fill('150');
  await expect(page.getByText('€337.50')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete this tier set?')).toBeVisible();
  await page.locator('.ant-popover').getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
});
