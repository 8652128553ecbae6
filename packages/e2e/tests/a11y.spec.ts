import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/organizations', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Customer administration screens (mf-customers, issue 3). Imports are hoisted, so they may sit here.
import { type Locator } from '@playwright/test';
import { acmeId, customersT } from '../src/customer-admin';
import { api, authHeaders, unique } from '../src/fixtures';

const ct = customersT('en');

/** Waits until the screen has rendered: no skeleton, no spinning table, `ready` visible. */
async function rendered(page: Page, ready: Locator) {
  await expect(ready.first()).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/** At least one data row in the first table of the page. */
const dataRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('accessibility (axe): customer administration screens', () => {
  const staffTab = (tab: string, ready: (page: Page) => Locator) => async ({ page }: { page: Page }) => {
    const id = await acmeId();
    // Management is a writer (same buttons as the super admin); spreading sign-ins keeps clear of the login rate limit.
    await signInWithToken(page, ACCOUNTS.management.email, `/organizations/${id}${tab}`);
    await rendered(page, ready(page));
    expect(await seriousViolations(page)).toEqual([]);
  };

  test('/organizations/{id}/address', staffTab('/address', (page) => dataRow(page)));
  test('/organizations/{id}/contacts', staffTab('/contacts', (page) => page.getByRole('combobox', { name: ct('contacts.contactPerson') })));
  test('/organizations/{id}/subcustomers', staffTab('/subcustomers', (page) => page.getByRole('button', { name: ct('subcustomers.new') })));
  test('/organizations/{id}/subsystems', staffTab('/subsystems', (page) => dataRow(page)));
  test('/organizations/{id}/users', staffTab('/users', (page) => dataRow(page)));

  test('/organizations/{id}/subcustomers/{subCustomerId}', async ({ page }) => {
    const id = await acmeId();
    const name = unique('E2E A11y Sub');
    const response = await (await api()).post(`/api/organizations/${id}/subcustomers`, {
      headers: await authHeaders(ACCOUNTS.support.email),
      data: {
        name,
        reference: 'A11Y',
        contacts: [{ name: 'Ada Access', function: 'Buyer', email: 'ada@example.com', phoneNumber: null }],
        addresses: [{ streetName: 'Toegangsweg', houseNumber: '1', zipCode: '1234 AB', city: 'Delft', country: 'Nederland', countryCode: 'NL', email: null }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id: subId } = (await response.json()) as { id: number };
    await signInWithToken(page, ACCOUNTS.support.email, `/organizations/${id}/subcustomers/${subId}`);
    await rendered(page, page.getByRole('heading', { name: ct('subcustomers.detailTitle', { name }) }));
    await expect(dataRow(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/employees', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/employees');
    await rendered(page, dataRow(page));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/profile', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/profile');
    await rendered(page, page.getByRole('heading', { level: 1, name: ct('profile.title') }));
    await expect(page.getByText(ACCOUNTS.general.email).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/profile/password', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/profile/password');
    await rendered(page, page.getByRole('switch', { name: ct('profile.twoFactor.label') }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/settings', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/settings');
    await rendered(page, page.getByRole('switch', { name: ct('profile.settings.sendApnInfo') }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/account-manager', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/account-manager');
    await rendered(page, page.getByText(ct('accountManager.supportTitle'), { exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/more-services', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/more-services');
    await rendered(page, page.getByRole('heading', { name: ct('moreServices.history') }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/profile/organizations/{id}/addresses', async ({ page }) => {
    const id = await acmeId();
    await signInWithToken(page, ACCOUNTS.general.email, `/profile/organizations/${id}/addresses`);
    await rendered(page, dataRow(page));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/profile/organizations/{id}/users', async ({ page }) => {
    const id = await acmeId();
    await signInWithToken(page, ACCOUNTS.signer.email, `/profile/organizations/${id}/users`);
    await rendered(page, dataRow(page));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open "Add user" dialog (/profile/organizations/{id}/users)', async ({ page }) => {
    const id = await acmeId();
    await signInWithToken(page, ACCOUNTS.signer.email, `/profile/organizations/${id}/users`);
    await rendered(page, dataRow(page));
    await page.getByRole('button', { name: ct('users.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ct('users.form.addTitle') });
    await expect(dialog.getByLabel(ct('users.fields.email'), { exact: true })).toBeVisible();
    // The opening animation must have finished (axe would read half-transparent colours).
    await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear, .ant-fade-enter, .ant-fade-appear')).toHaveCount(0);
    // Only the dialog: the page behind it has its own test.
    const results = await new AxeBuilder({ page }).include('.ant-modal').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
});
