import fs from 'node:fs';
import { ACCOUNTS } from '../src/accounts';
import {
  createOrganization,
  customersTexts,
  filterSwitch,
  listResponse,
  searchField,
  setActive,
  switchOn,
  tableRows,
} from '../src/customers';
import { api, authHeaders, claimsOf, expect, signInWithToken, test, tokenFor, unique } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu } from '../src/portal';
import { SPEC } from '../src/texts';

const c = customersTexts('en');
const STAFF = ACCOUNTS.admin.email;

test.describe('customers: staff list (spec §2 /organizations)', () => {
  test('the list shows 20 per page; search finds a customer', async ({ page }) => {
    const first = listResponse(page);
    await signInWithToken(page, STAFF, '/');
    await mainMenu(page).getByRole('link', { name: CUSTOMERS_MENU.en }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/organizations');
    const body = (await (await first).json()) as { items: unknown[]; total: number; pageSize: number };
    expect(body.pageSize).toBe(20);
    expect(body.total, 'the seed has more than one page of customers').toBeGreaterThan(20);
    await expect(tableRows(page)).toHaveCount(20);

    const searched = listResponse(page, (q) => (q.get('search') ?? '').toLowerCase() === 'acme');
    await searchField(page, c.list.search).fill('Acme');
    await searchField(page, c.list.search).press('Enter');
    await searched;
    await expect(tableRows(page).first()).toContainText('Acme');
    await expect(tableRows(page).filter({ hasText: 'Acme Logistics B.V.' })).toHaveCount(1);
  });

  test('sorting by a column follows the server order', async ({ page }) => {
    await signInWithToken(page, STAFF, '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    const sorted = listResponse(page, (q) => /^-?name$/.test(q.get('sort') ?? ''));
    await page.getByRole('columnheader', { name: c.list.columns.name }).click();
    const items = ((await (await sorted).json()) as { items: { name: string }[] }).items;
    const names = items.map((i) => i.name);
    // Ascending or descending, in a linguistic or a byte-wise collation (the database decides which).
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const byteWise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const orders = [collator.compare, byteWise, (a: string, b: string) => byteWise(a.toLowerCase(), b.toLowerCase())]
      .map((compare) => [...names].sort(compare))
      .flatMap((sortedNames) => [sortedNames, [...sortedNames].reverse()]);
    expect(orders).toContainEqual(names);
    await expect(tableRows(page).first()).toContainText(names[0]);
    await expect(tableRows(page).nth(19)).toContainText(names[19]);
  });

  test('"Show inactive customers" and "Show prospects" add those customers', async ({ page }) => {
    const inactive = await createOrganization(STAFF, { name: unique('E2E Inactive') });
    await setActive(STAFF, inactive.id, false);
    const prospect = await createOrganization(STAFF, { name: unique('E2E Prospect'), isProspect: true });

    await signInWithToken(page, STAFF, '/organizations');
    const search = searchField(page, c.list.search);
    await search.fill('E2E');
    await search.press('Enter');
    await expect(tableRows(page).filter({ hasText: inactive.name })).toHaveCount(0);
    await expect(tableRows(page).filter({ hasText: prospect.name })).toHaveCount(0);

    const withInactive = listResponse(page, (q) => q.get('inactive') === 'true');
    await switchOn(page, SPEC.showInactive);
    await withInactive;
    await expect(tableRows(page).filter({ hasText: inactive.name })).toHaveCount(1);
    await expect(tableRows(page).filter({ hasText: inactive.name })).toContainText(c.status.inactive);

    const withProspects = listResponse(page, (q) => q.get('prospect') === 'true');
    await switchOn(page, SPEC.showProspects);
    await withProspects;
    await expect(tableRows(page).filter({ hasText: prospect.name })).toHaveCount(1);

    // The filters are kept in the URL: a reload shows the same list.
    await page.reload();
    await expect(filterSwitch(page, SPEC.showInactive)).toBeChecked();
    await expect(filterSwitch(page, SPEC.showProspects)).toBeChecked();
    await expect(tableRows(page).filter({ hasText: inactive.name })).toHaveCount(1);
  });

  test('exports download non-empty .xlsx files', async ({ page }) => {
    await signInWithToken(page, STAFF, '/organizations');
    for (const label of [c.list.exportAddresses, c.list.exportUsers]) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeGreaterThan(100);
      expect(bytes.subarray(0, 2).toString('latin1'), 'an xlsx is a zip').toBe('PK');
    }
  });

  test('account manager reads the list but may not create', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.accountManager.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    await expect(page.getByRole('link', { name: c.list.newCustomer }).or(page.getByRole('button', { name: c.list.newCustomer }))).toHaveCount(0);
  });
});

test.describe('customers: create, edit, deactivate, activate, delete', () => {
  test('a customer goes through its whole life', async ({ page }) => {
    const name = unique('E2E Customer');
    const customerNumber = `E2E${Date.now().toString().slice(-8)}`;
    await signInWithToken(page, STAFF, '/organizations');
    await page.getByRole('link', { name: c.list.newCustomer }).or(page.getByRole('button', { name: c.list.newCustomer })).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/organizations/new');

    const form = page.locator('form');
    // Submitting empty: "Sorry, not all fields are filled in correctly." (spec §5)
    await form.getByRole('button', { name: c.form.save }).click();
    await expect(page.getByText(c.messages.formIncomplete)).toBeVisible();

    await form.getByLabel(c.fields.name, { exact: true }).fill(name);
    await form.getByLabel(c.fields.customerNumber, { exact: true }).fill(customerNumber);
    if (await form.getByRole('switch', { name: c.fields.vatLiable }).isChecked()) {
      await form.getByLabel(c.fields.vatNumber, { exact: true }).fill('NL123456789B01');
    }
    const country = form.getByLabel(c.fields.country, { exact: true });
    await country.click();
    await country.fill('Nederland');
    // antd's Select: Enter picks the first match ("Nederland" comes first, spec §9).
    await country.press('Enter');
    await expect(form.locator('.ant-select', { has: page.getByLabel(c.fields.country, { exact: true }) })).toContainText('Nederland');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/organizations');
    await form.getByRole('button', { name: c.form.save }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await expect(page).toHaveURL((url) => url.pathname === `/organizations/${id}` || url.pathname === '/organizations');

    // Edit
    await page.goto(`/organizations/${id}`);
    const editForm = page.locator('form');
    await expect(editForm.getByLabel(c.fields.name, { exact: true })).toHaveValue(name);
    const renamed = `${name} edited`;
    await editForm.getByLabel(c.fields.name, { exact: true }).fill(renamed);
    await editForm.getByRole('button', { name: c.form.save }).click();
    await expect(page.getByText(c.messages.changesSaved)).toBeVisible();
    const ctx = await api();
    const read = await ctx.get(`/api/organizations/${id}`, { headers: await authHeaders(STAFF) });
    expect(((await read.json()) as { name: string }).name).toBe(renamed);

    // Deactivate, activate
    await page.getByRole('button', { name: c.detail.deactivate, exact: true }).click();
    await expect(page.getByText(c.messages.deactivated.replace('{{name}}', renamed))).toBeVisible();
    await expect(page.getByRole('button', { name: c.detail.activate, exact: true })).toBeVisible();
    await page.getByRole('button', { name: c.detail.activate, exact: true }).click();
    await expect(page.getByText(c.messages.activated.replace('{{name}}', renamed))).toBeVisible();
    await expect(page.getByRole('button', { name: c.detail.deactivate, exact: true })).toBeVisible();

    // Delete after "Are you sure you want to ..."
    await page.getByRole('button', { name: c.detail.delete, exact: true }).click();
    const dialog = page.getByRole('dialog').or(page.getByRole('tooltip')).filter({ hasText: SPEC.areYouSure });
    await expect(dialog).toContainText(`Are you sure you want to delete ${renamed}?`);
    await dialog.getByRole('button', { name: c.detail.delete, exact: true }).click();
    await expect(page.getByText(c.messages.deleted.replace('{{name}}', renamed))).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/organizations');
    const gone = await ctx.get(`/api/organizations/${id}`, { headers: await authHeaders(STAFF) });
    expect(gone.status()).toBe(404);
  });
});

test.describe('customers: organization user', () => {
  test('sees the own organization, and /organizations sends them to /', async ({ page }) => {
    const user = ACCOUNTS.general.email;
    const { organizationId } = claimsOf(await tokenFor(user));
    await signInWithToken(page, user, `/profile/organizations/${organizationId}/show`);
    await expect(page).toHaveURL((url) => url.pathname === `/profile/organizations/${organizationId}/show`);
    await expect(page.getByRole('main')).toContainText('Acme Logistics B.V.');
    await expect(mainMenu(page).getByRole('link', { name: CUSTOMERS_MENU.en })).toHaveCount(0);

    await page.goto('/organizations');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
