import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { api, authHeaders, expect, signInWithToken, test, type NewVisitor } from '../src/fixtures';

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

async function dutchVisitor(newVisitor: NewVisitor): Promise<Page> {
  const page = await newVisitor();
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

test('a Dutch customer reads the shipments and the carrier texts in Dutch', async ({ newVisitor }) => {
  const page = await dutchVisitor(newVisitor);
  const delivered = (await shipmentsOf('general', '&status=delivered&kind=domestic')).items[0];
  await signInWithToken(page, ACCOUNTS.general.email, `/shipments/${delivered.id}`);
  await expect(page.getByRole('heading', { name: 'Track-and-tracegeschiedenis', level: 2 })).toBeVisible();
  await expect(page.getByText('Voorgemeld')).toBeVisible();
  await page.context().close();
});

/** The open antd Select dropdown's option containing `text` (antd renders the visible options without a role). */
function openOption(page: Page, text: string) {
  return page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: text,
    })
    .first();
}

test('a customer ships 11 SIMs to a subcustomer as advised parcel, downloads the label and watches the status move', async ({
  page,
}) => {
  const reference = `E2E-${Date.now().toString().slice(-8)}`;
  await signInWithToken(page, ACCOUNTS.general.email, '/shipments');
  await page.getByRole('button', { name: 'New shipment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shipments/new');

  // Customer: an organization user ships for its own organization, here to one of its subcustomers.
  await expect(page.getByRole('heading', { name: 'New shipment', level: 1 })).toBeVisible();
  await expect(page.getByText('Acme Logistics B.V.', { exact: true })).toBeVisible();
  await page.getByLabel('Subcustomer').click();
  await openOption(page, 'Acme Cold Storage').click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Recipient: a contact person of the subcustomer; the wizard keeps what was entered across a reload.
  await page.getByLabel('Name on the label').fill('Acme Cold Storage, attn. J. Jansen');
  await page.keyboard.press('Escape');
  await page.getByLabel('Phone number').fill('+31 6 12345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Address', level: 2 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Address', level: 2 })).toBeVisible();

  // Address: a saved address of the subcustomer is copied into the fields.
  await page.getByLabel('Saved address').click();
  await openOption(page, '').click();
  await expect(page.getByLabel('Street')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next' }).click();

  // Shipping options: 11 SIMs in a letter → the advice to ship a parcel, taken.
  await page.getByLabel('Registered letter').check();
  await page.getByLabel('Number of SIMs').fill('11');
  await page.getByLabel('Number of SIMs').blur();
  await expect(page.getByText('More than 10 SIMs: choose parcel.')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to parcel' }).click();
  await expect(page.getByLabel('Parcel', { exact: true })).toBeChecked();
  await expect(page.getByText('More than 10 SIMs: choose parcel.')).toHaveCount(0);
  await page.getByLabel('Reference').fill(reference);
  await page.getByRole('button', { name: 'Next' }).click();

  // Summary → create.
  await expect(page.getByText('Acme Cold Storage, attn. J. Jansen')).toBeVisible();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByRole('heading', { name: 'The shipment is created!' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download label' }).click();
  const label = await download;
  expect(label.suggestedFilename()).toBe(`label-${reference}.pdf`);
  const bytes = fs.readFileSync(await label.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The overview lists it as a parcel in transit; the sandbox carrier moves it on (one status per 2 s here, polled
  // every second): the detail's history grows past "pre-alerted".
  const created = (await shipmentsOf('general', `&search=${reference}`)).items[0];
  expect(created).toMatchObject({ reference, subcustomerId: expect.any(Number) });
  await page.getByRole('link', { name: 'View the shipment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/shipments/${created.id}`);
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    // The page must have rendered again before the short look for the new status (a reload on a busy machine
    // takes longer than that look).
    await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
    await expect(page.getByText('Collected by the carrier')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});

test('a foreign address in the domestic flow goes on in the international flow, with a box preset and the rate', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.support.email, '/shipments/new');
  await page.getByRole('button', { name: 'Start over' }).click();

  // Staff pick the customer.
  await page.getByLabel('Customer', { exact: true }).click();
  await page.getByLabel('Customer', { exact: true }).fill('Acme');
  await openOption(page, 'Acme Logistics').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Name on the label').fill('Acme Belgium, Receiving');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  // A Belgian address is refused here, with the way to the international flow.
  await page.getByLabel('Street').fill('Rue de la Loi');
  await page.getByLabel('House number').fill('16');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Bruxelles');
  await page.getByLabel('Country').click();
  await page.getByLabel('Country').fill('België');
  await openOption(page, 'België').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('This address is abroad: use the international shipment.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue as an international shipment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shipments/new/international');

  // What was entered came along; the international flow asks for the phone the carrier needs.
  await expect(page.getByLabel('Name on the label')).toHaveValue('Acme Belgium, Receiving');
  await page.getByLabel('Phone number').fill('+32 2 123 45 67');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Address line 1')).toHaveValue('Rue de la Loi 16');
  await expect(page.getByLabel('Postal code')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Next' }).click();

  // Package: the 24 × 36 × 14 cm box fills the sides.
  await page.getByLabel('Box type').click();
  await openOption(page, '24 × 36 × 14').click();
  await expect(page.getByLabel('Length (cm)')).toHaveValue('24');
  await expect(page.getByLabel('Width (cm)')).toHaveValue('36');
  await expect(page.getByLabel('Height (cm)')).toHaveValue('14');
  await page.getByLabel('Weight (kg)').fill('2.5');
  await page.getByLabel('Product description').fill('IoT SIM cards');
  await page.getByRole('combobox', { name: 'Service' }).click();
  await openOption(page, 'Saver').click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The sandbox's rate (Saver, Europe, 2.5 kg billable: €42 + 5 × €1.90) before confirming.
  await expect(page.getByText('€51.50')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and create' }).click();
  await expect(page.getByRole('heading', { name: 'The shipment is created!' })).toBeVisible();
  await page.getByRole('link', { name: 'View the shipment' }).click();
  await expect(page.getByText('24 × 36 × 14 cm, 2.5 kg: IoT SIM cards')).toBeVisible();
  await expect(page.getByText('€51.50')).toBeVisible();
});

test('a Dutch customer creates a domestic shipment in Dutch', async ({ newVisitor }) => {
  const page = await dutchVisitor(newVisitor);
  await signInWithToken(page, ACCOUNTS.general.email, '/shipments/new');
  await page.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuwe zending', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Naam op het label').fill('Acme Logistics, t.a.v. magazijn');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Straat').fill('Stationsplein');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3511 ED');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Verzekerd pakket').check();
  await page.getByLabel('Aantal simkaarten').fill('3');
  await page.getByLabel('Verzekerd bedrag (€)').fill('250');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('€ 250,00')).toBeVisible();
  await page.getByRole('button', { name: 'Zending aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'De zending is aangemaakt!' })).toBeVisible();
  await page.context().close();
});
