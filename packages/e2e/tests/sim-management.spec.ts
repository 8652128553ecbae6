import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../src/accounts';
import { api, authHeaders, expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 15 "SIM management `/simmanagement`" (spec §2: no restriction; §3 Supplier): support uploads a new version of
 * a supplier's roaming list — a file with errors is refused with its rows and columns — and a customer finds the new
 * operator in the list, sees what changed and downloads the file; in Dutch the cards speak Dutch and "Naar portaal"
 * opens the supplier's portal in a new tab without an opener.
 */

test.use({ reducedMotion: 'reduce' });

interface Supplier {
  id: number;
  name: string;
  portalUrl: string | null;
}
interface Entry {
  country: string;
  operator: string;
  mccMnc: string;
  technologies: string[];
}

async function supplierNamed(name: string): Promise<Supplier> {
  const response = await (
    await api()
  ).get('/api/sim-management/suppliers', {
    headers: await authHeaders(ACCOUNTS.support.email),
  });
  return ((await response.json()) as Supplier[]).find((s) => s.name === name)!;
}

/** The supplier's current networks, as the API lists them. */
async function currentEntries(supplierId: number): Promise<Entry[]> {
  const response = await (
    await api()
  ).get(`/api/sim-management/suppliers/${supplierId}/roaming-list/entries?pageSize=100`, {
    headers: await authHeaders(ACCOUNTS.support.email),
  });
  return ((await response.json()) as { items: Entry[] }).items;
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Roaming').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Country', 'Operator', 'MCC-MNC', 'Technologies'];

test('support uploads a roaming list; a customer finds the new operator, sees what changed and downloads it', async ({
  page,
}) => {
  // NorthSea Mobile IoT is linked to Acme (the demo seed). The new version adds an operator no list has yet.
  const northSea = await supplierNamed('NorthSea Mobile IoT');
  const kept = (await currentEntries(northSea.id)).filter((e) => e.mccMnc !== '999-99');
  const operator = `Fjord IoT ${Date.now().toString(36)}`;
  const fileName = `northsea-${Date.now().toString(36)}.xlsx`;

  await signInWithToken(page, ACCOUNTS.support.email, `/simmanagement/suppliers/${northSea.id}`);
  await expect(page.getByRole('heading', { name: 'Roaming list of NorthSea Mobile IoT' })).toBeVisible();

  // A file with an error is refused whole, with the row and the column.
  await page.getByRole('button', { name: 'Upload new version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload new version' });
  const bad = await workbook([HEADER, ['Norway', 'Telenor', '242-1', '4G']]);
  await dialog
    .getByLabel('Choose a roaming list file')
    .setInputFiles({ name: 'bad.xlsx', mimeType: XLSX, buffer: bad });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    dialog.getByText('Row 2, column "MCC-MNC": "242-1" is not an MCC-MNC such as 204-08.'),
  ).toBeVisible();

  const good = await workbook([
    HEADER,
    ...kept.map((e) => [e.country, e.operator, e.mccMnc, e.technologies.join(', ')]),
    ['Iceland', operator, '274-99', 'LTE-M, NB-IoT'],
  ]);
  await dialog
    .getByLabel('Choose a roaming list file')
    .setInputFiles({ name: fileName, mimeType: XLSX, buffer: good });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Roaming list uploaded: 1 added, 0 removed, 0 changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fileName).first()).toBeVisible();

  // The customer: the card, the search, what changed, the download.
  await signInWithToken(page, ACCOUNTS.tech.email, '/simmanagement');
  const card = page.locator('.ant-card').filter({ hasText: 'NorthSea Mobile IoT' });
  await expect(card.getByText('First mobile IoT supplier')).toBeVisible();
  const portal = card.getByRole('link', { name: /Go to portal/ });
  await expect(portal).toHaveAttribute('href', northSea.portalUrl!);
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', /noopener/);
  await card.getByRole('link', { name: 'Roaming list of NorthSea Mobile IoT' }).click();
  await expect(page).toHaveURL(new RegExp(`/simmanagement/suppliers/${northSea.id}$`));
  await expect(page.getByRole('tab', { name: 'Versions' })).toHaveCount(0);

  const search = page.getByPlaceholder('Search country, operator or MCC-MNC');
  await search.fill('fjord');
  await search.press('Enter');
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(operator);
  await expect(rows.first()).toContainText('274-99');
  await expect(rows.first()).toContainText('NB-IoT');

  await page.getByRole('tab', { name: 'Changes' }).click();
  const added = page.getByRole('region', { name: 'Added (1)' });
  await expect(added).toContainText(operator);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download roaming list' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const loaded = new ExcelJS.Workbook();
  await loaded.xlsx.load(fs.readFileSync((await file.path())!) as never);
  expect(loaded.worksheets[0].lastRow?.getCell(2).value).toBe(operator);
});

test('in Dutch, a customer sees the cards in Dutch and the supplier portal opens in a new tab', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'nl'));
  await signInWithToken(page, ACCOUNTS.tech.email, '/simmanagement');
  await expect(page.getByRole('heading', { name: 'SIM-beheer', level: 1 })).toBeVisible();
  const card = page.locator('.ant-card').filter({ hasText: 'GlobeSIM Worldwide' });
  await expect(card.getByText('Wereldwijde simkaartleverancier')).toBeVisible();
  await expect(card.getByText('Eén multi-netwerk-simkaart voor apparaten die reizen')).toBeVisible();
  // A customer sees only the suppliers of their organization (Acme: four), and cannot edit them.
  await expect(page.locator('.ant-card')).toHaveCount(4);
  await expect(page.getByRole('button', { name: /Bewerken/ })).toHaveCount(0);

  // The supplier's portal is outside the test network: answer it here.
  await page
    .context()
    .route('https://globesim.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>GlobeSIM portal</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await card.getByRole('link', { name: /Naar portaal/ }).click();
  const opened = await popup;
  expect(opened.url()).toContain('globesim.example/portal');
  // rel="noopener": the supplier's page gets no handle on the portal's window.
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await opened.close();
});
