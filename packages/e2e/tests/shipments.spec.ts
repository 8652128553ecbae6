import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { baseURL } from '../src/env';
import { api, authHeaders, expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 14 (mf-shipments, first step: the overview and the detail): a customer sees its own organization's
 * shipments of the last N days and opens one to read its track and trace history; staff filter by status and see
 * every customer; a search by barcode finds one shipment; the subcustomer page links to a shipment; a Dutch
 * customer reads the carrier's texts in Dutch.
 */

type Row = {
  id: number;
  reference: string | null;
  barcode: string;
  organizationName: string;
  subcustomerId: number | null;
  organizationId: number;
};

/** The first shipments the account reads through the API (set-up and cross-checks). */
async function shipmentsOf(
  account: keyof typeof ACCOUNTS,
  query = '',
): Promise<{ items: Row[]; windowDays: number; total: number }> {
  const response = await (
    await api()
  ).get(`/api/shipments?pageSize=100${query}`, {
    headers: await authHeaders(ACCOUNTS[account].email),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function dutchVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'nl'));
  return page;
}

test("a customer sees its own shipments of the last N days and reads one's track and trace history", async ({
  page,
}) => {
  const own = await shipmentsOf('general', '&status=delivered&kind=domestic');
  const delivered = own.items[0];
  await signInWithToken(page, ACCOUNTS.general.email, '/helpdesk');
  await page.getByRole('link', { name: 'Shipments' }).click();
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  await expect(page.getByText(`Shipments sent in the last ${own.windowDays} days.`)).toBeVisible();
  // Only Acme's: no customer column for an organization user.
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by reference or barcode' }).fill(delivered.barcode);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === delivered.barcode);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  const track = rows.first().getByRole('link', { name: new RegExp(delivered.barcode) });
  await expect(track).toHaveAttribute('href', /^https:\/\/jouw\.postnl\.nl\/track-and-trace\//);
  await expect(track).toHaveAttribute('rel', /noopener/);

  await rows
    .first()
    .getByRole('link', { name: delivered.reference ?? delivered.barcode })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === `/shipments/${delivered.id}`);
  await expect(page.getByRole('heading', { name: 'Track and trace history', level: 2 })).toBeVisible();
  await expect(page.getByText('Announced to the carrier')).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // Another organization's shipment is not found.
  const other = (await shipmentsOf('support')).items.find(
    (s) => s.organizationId !== delivered.organizationId,
  )!;
  const response = await (
    await api()
  ).get(`/api/shipments/${other.id}`, { headers: await authHeaders(ACCOUNTS.general.email) });
  expect(response.status()).toBe(404);
});

test('staff see every customer and filter delivered shipments; the filter is in the URL', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.support.email, '/shipments');
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  const listed = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/shipments' && url.searchParams.get('status') === 'delivered';
  });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  expect((await listed).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'delivered');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Delivered');
  await expect(rows.filter({ hasText: 'In transit' })).toHaveCount(0);
});

test('the subcustomer page links each shipment to its page', async ({ page }) => {
  const toSub = (await shipmentsOf('general')).items.find((s) => s.subcustomerId !== null)!;
  await signInWithToken(
    page,
    ACCOUNTS.support.email,
    `/organizations/${toSub.organizationId}/subcustomers/${toSub.subcustomerId}`,
  );
  await page.getByRole('link', { name: toSub.reference ?? `#${toSub.id}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/shipments/${toSub.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(toSub.reference ?? toSub.barcode);
});

test('a Dutch customer reads the shipments and the carrier texts in Dutch', async ({ browser }) => {
  const page = await dutchVisitor(browser);
  const delivered = (await shipmentsOf('general', '&status=delivered&kind=domestic')).items[0];
  await signInWithToken(page, ACCOUNTS.general.email, `/shipments/${delivered.id}`);
  await expect(page.getByRole('heading', { name: 'Track-and-tracegeschiedenis', level: 2 })).toBeVisible();
  await expect(page.getByText('Voorgemeld')).toBeVisible();
  await page.context().close();
});
