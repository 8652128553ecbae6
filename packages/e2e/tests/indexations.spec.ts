import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { acmeId } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 17 "Indexations" (spec §2 /indexations: super admin — list, add, close, show prices; §3 Indexation; §5, §9
 * reset value 1,000): the super admin adds an indexation, shows its prices, excludes a customer and applies it to
 * the others; the excluded customer's prices stay as they were; then closes another indexation. The indexation runs
 * in 2090 so no other journey's months change, and everything applied is undone through the API afterwards (the
 * portal's data is shared by the journeys, which run one after another).
 */

test.use({ reducedMotion: 'reduce' });

interface Batch {
  id: number;
  indexationId: number | null;
  undoneAt: string | null;
}

interface Row {
  invoiceLine: string;
  startMonth: string;
  endMonth: string | null;
  indexation: string;
  reason: string;
}

const admin = async () => authHeaders(ACCOUNTS.admin.email);

/** Undoes every batch of indexation `id` still applied, then deletes it (cleanup; by the API). */
async function removeIndexation(id: number): Promise<void> {
  const ctx = await api();
  const headers = await admin();
  const page = await ctx.get('/api/sales-price-batches?pageSize=100', { headers });
  const batches = ((await page.json()) as { items: Batch[] }).items;
  for (const batch of batches.filter((b) => b.indexationId === id && b.undoneAt === null)) {
    expect((await ctx.post(`/api/sales-price-batches/${batch.id}/undo`, { headers })).status()).toBe(200);
  }
  await ctx.delete(`/api/indexations/${id}`, { headers });
}

async function rowsOf(organizationId: number): Promise<Row[]> {
  const ctx = await api();
  const res = await ctx.get(
    `/api/sales-prices?organizationId=${organizationId}&pageSize=100&activeIn=209003`,
    {
      headers: await admin(),
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Row[] }).items;
}

async function organizationIdOf(name: string): Promise<number> {
  const ctx = await api();
  const res = await ctx.get(`/api/organizations?search=${encodeURIComponent(name)}&pageSize=5`, {
    headers: await admin(),
  });
  return ((await res.json()) as { items: { id: number; name: string }[] }).items.find((o) => o.name === name)!
    .id;
}

/** `old` × `factor` half up to three decimals, in whole thousandths (BigInt): an oracle of its own. */
function compounded(old: string, factor: string): string {
  const product = BigInt(old.replace('.', '')) * BigInt(factor.replace('.', ''));
  const text = ((product + 500n) / 1000n).toString().padStart(4, '0');
  return `${text.slice(0, -3)}.${text.slice(-3)}`;
}

/** Types a YYYYMM month into the month picker labelled `label` in `scope` and confirms it. */
async function month(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test('the super admin adds an indexation, shows its prices, excludes a customer and applies it to the others', async ({
  page,
}) => {
  const acme = await acmeId();
  const noordzee = await organizationIdOf('Noordzee Sensors B.V.');
  const acmeBefore = await rowsOf(acme);
  const noordzeeBefore = await rowsOf(noordzee);
  let indexationId: number | undefined;
  try {
    await signInWithToken(page, ACCOUNTS.admin.email, '/indexations');
    await expect(page.getByRole('heading', { name: 'Indexations' })).toBeVisible();
    await page.getByRole('button', { name: 'Add indexation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add indexation' });
    await month(page, 'Start month', '209001');
    await dialog.getByLabel('Indexation value', { exact: true }).fill('1.040');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/indexations') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    indexationId = ((await (await created).json()) as { id: number }).id;
    await expect(dialog).toBeHidden();

    const row = page.locator('.ant-table-row', { hasText: 'Jan 2090' });
    await expect(row).toContainText('1.040');
    await row.getByRole('link', { name: /^Show prices/ }).click();
    await expect(page).toHaveURL(new RegExp(`/indexations/${indexationId}$`));

    const customers = page.getByRole('region', { name: 'Customers' });
    await expect(customers.getByText('Acme Logistics B.V.')).toBeVisible();
    const prices = page.getByRole('region', { name: 'Prices to change' });
    await expect(prices.locator('.ant-table-row', { hasText: 'Acme Logistics B.V.' }).first()).toBeVisible();
    // Acme is left out: its rows go from the table.
    await customers.getByRole('checkbox', { name: 'Include Acme Logistics B.V.' }).uncheck();
    await expect(prices.locator('.ant-table-row', { hasText: 'Acme Logistics B.V.' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply indexation' });
    await expect(confirm.getByLabel('Reason', { exact: true })).toHaveValue('Indexation 2090-01: 1.040');
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(/^Indexation applied to \d+ customers \(\d+ prices\)\.$/)).toBeVisible();
    await expect(customers.locator('.ant-table-row', { hasText: 'Noordzee Sensors B.V.' })).toContainText(
      'Applied',
    );

    // The stored prices: Noordzee's compounded (its seeded 1.025 × 1.040 = 1.066) from 2090, Acme's untouched.
    const noordzeeRows = await rowsOf(noordzee);
    expect(noordzeeRows.map((r) => [r.invoiceLine, r.startMonth, r.indexation, r.reason])).toEqual(
      noordzeeBefore.map((r) => [
        r.invoiceLine,
        '209001',
        compounded(r.indexation, '1.040'),
        'Indexation 2090-01: 1.040',
      ]),
    );
    expect(noordzeeRows.map((r) => r.indexation)).toContain('1.066');
    expect(await rowsOf(acme)).toEqual(acmeBefore);

    // Undo for one customer on the page: it is to apply again.
    const noordzeeRow = customers.locator('.ant-table-row', { hasText: 'Noordzee Sensors B.V.' });
    await noordzeeRow.getByRole('button', { name: 'Undo the indexation for Noordzee Sensors B.V.' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Yes' }).click();
    await expect(noordzeeRow).toContainText('To apply');
    expect(await rowsOf(noordzee)).toEqual(noordzeeBefore);
  } finally {
    if (indexationId !== undefined) await removeIndexation(indexationId);
  }
});

test('the super admin closes an indexation, after which it is read-only', async ({ page }) => {
  const ctx = await api();
  const headers = await admin();
  const res = await ctx.post('/api/indexations', {
    headers,
    data: { startMonth: '209101', endMonth: '209112', value: '0.990' },
  });
  const { id } = (await res.json()) as { id: number };
  try {
    await signInWithToken(page, ACCOUNTS.admin.email, `/indexations/${id}`);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/This indexation is closed: it is read-only/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Applied to' })
        .getByText('This indexation was not applied to any customer.'),
    ).toBeVisible();
    await page.goto('/indexations?status=closed');
    await expect(page.locator('.ant-table-row', { hasText: 'Jan 2091' })).toContainText('Closed');
  } finally {
    await ctx.delete(`/api/indexations/${id}`, { headers });
  }
});

test('management is sent away from /indexations (super admin only), and sees no menu entry', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.management.email, '/indexations');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('menuitem', { name: 'Indexations' })).toHaveCount(0);
});
