import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../src/accounts';
import { expect, signInWithToken, test, unique } from '../src/fixtures';

/**
 * Issue 17 "Spreadsheet validator" (spec §2 /excel-validator: super admin, management, authorized to sign; §3 Excel
 * validator result row: row number, column name, error message; §8 "no files validated yet"): an authorized to sign
 * user validates a SIM list with errors, sees the rows by Excel row and column, and downloads the workbook with the
 * wrong cells marked; the same in Dutch with Dutch messages; a general responsible is sent away.
 */

test.use({ reducedMotion: 'reduce' });

/** A Luhn-valid ICCID from its first 18 digits. */
function iccid(first18: string): string {
  for (let d = 0; d < 10; d += 1) {
    const digits = `${first18}${d}`;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let n = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

/** A SIM list: row 2 valid, row 3 a short ICCID and a bad MSISDN, row 4 repeats row 2's ICCID. */
async function simList(): Promise<Buffer> {
  const good = iccid('893108001907349779');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('SIMs');
  sheet.addRows([
    ['ICCID', 'MSISDN', 'IMSI'],
    [good, '31612345678', '204080123456789'],
    ['8931', '3161', ''],
    [good, '', ''],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an authorized to sign user validates a SIM list with errors, sees the rows and downloads the marked workbook', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.signer.email, '/excel-validator');
  await expect(page.getByRole('heading', { name: 'Spreadsheet validator' })).toBeVisible();
  // Only the customer profile: no sales price import for an organization user.
  await page.getByLabel('Validation profile', { exact: true }).click();
  await expect(page.locator('.ant-select-item-option', { hasText: 'Sales price import' })).toHaveCount(0);
  await page.locator('.ant-select-item-option', { hasText: 'SIM list' }).click();

  const name = `${unique('sims')}.xlsx`;
  await page.getByLabel('Choose a workbook').setInputFiles({ name, mimeType: XLSX, buffer: await simList() });
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(page).toHaveURL(/\/excel-validator\/\d+$/);
  await expect(page.getByText('3 errors in 2 rows')).toBeVisible();

  const rows = page.getByRole('region', { name: 'Errors in the file' }).locator('.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('3');
  await expect(rows.nth(0)).toContainText('A · ICCID');
  await expect(rows.nth(0)).toContainText('An ICCID has 19 or 20 digits and starts with 89.');
  await expect(rows.nth(1)).toContainText('B · MSISDN');
  await expect(rows.nth(2)).toContainText('The same value is in row 2.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download marked workbook' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const marked = new ExcelJS.Workbook();
  await marked.xlsx.load(fs.readFileSync((await file.path())!) as never);
  const cell = marked.worksheets[0].getCell('A3');
  expect((cell.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
  expect(String(cell.note)).toContain('An ICCID has 19 or 20 digits');

  // The history lists the file; reopening it shows the same rows.
  await page.goto('/excel-validator');
  const history = page.locator('.ant-table-row', { hasText: name });
  await expect(history).toContainText('3');
  await history.getByRole('link', { name }).click();
  await expect(
    page.getByRole('region', { name: 'Errors in the file' }).locator('.ant-table-row'),
  ).toHaveCount(3);
});

test('a general responsible is sent away from /excel-validator', async ({ page }) => {
  await signInWithToken(page, ACCOUNTS.general.email, '/excel-validator');
  await expect(page).not.toHaveURL(/excel-validator/);
});

test.describe('in Dutch', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test('management controleert een SIM-lijst en leest de fouten in het Nederlands', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.management.email, '/excel-validator');
    await page.getByLabel('Controleprofiel', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'SIM-lijst' }).click();
    await page.getByLabel('Kies een werkmap').setInputFiles({
      name: `${unique('simlijst')}.xlsx`,
      mimeType: XLSX,
      buffer: await simList(),
    });
    await page.getByRole('button', { name: 'Controleren', exact: true }).click();
    const rows = page.getByRole('region', { name: 'Fouten in het bestand' }).locator('.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Een ICCID heeft 19 of 20 cijfers en begint met 89.');
    await expect(rows.nth(2)).toContainText('Dezelfde waarde staat in rij 2.');
  });
});
