import { ACCOUNTS } from '../src/accounts';
import { createConfirmedOrganizationUser, customersT, pickOption } from '../src/customer-admin';
import { createOrganization, searchField } from '../src/customers';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';

/**
 * Issue 11: no edits lost by leaving a page, and the staff Users and Sub systems screens (spec §2 menu "Users",
 * "Sub systems").
 */

const ct = customersT('en');

test.describe('unsaved changes (issue 11)', () => {
  test("a remote's edited form asks before the shell's menu leaves it: Stay keeps the edits, Leave page goes", async ({
    page,
  }) => {
    await signInWithToken(page, ACCOUNTS.tech.email, '/profile');
    const phone = page.getByLabel(ct('profile.fields.phoneNumber'), { exact: true });
    await expect(phone).toBeVisible();
    await phone.fill('+31 6 9999 0000');

    // The menu link belongs to the shell's router, the form to the customers remote's.
    const home = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true });
    await home.click();
    const question = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(phone).toHaveValue('+31 6 9999 0000');

    await home.click();
    await page
      .getByRole('dialog', { name: 'You have unsaved changes' })
      .getByRole('button', { name: 'Leave page' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an unchanged form leaves at once', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.tech.email, '/profile');
    await expect(page.getByLabel(ct('profile.fields.phoneNumber'), { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('staff Users screen (spec §2 menu "Users")', () => {
  test("support finds Acme's user manager by role and search and opens the customer's Users tab", async ({
    page,
  }) => {
    await signInWithToken(page, ACCOUNTS.support.email, '/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    await pickOption(page, page.getByRole('combobox', { name: 'Role' }), 'User manager');
    await expect(page).toHaveURL(/role=4/);
    const search = searchField(page, 'Search by name, e-mail address, customer or customer number');
    await search.fill('acme');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=acme/);
    const row = page.getByRole('row', { name: new RegExp(ACCOUNTS.userManager.email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('User manager');
    await row.getByRole('link', { name: 'Users of Acme Logistics B.V.' }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+\/users$/);
    await expect(page.getByRole('cell', { name: ACCOUNTS.userManager.email })).toBeVisible();
  });
});

test.describe('staff Sub systems screen (spec §2 menu "Sub systems")', () => {
  test('a customer\'s "More services" request shows on the screen; support grants it and the customer holds it', async ({
    page,
  }) => {
    // A customer of its own (no subsystems), so the counts and rows this test reads change only through it.
    const customer = await createOrganization(ACCOUNTS.admin.email, { name: unique('E2E Subsystems') });
    const requester = await createConfirmedOrganizationUser(customer.id, {
      emailPrefix: 'e2e-services',
      firstName: 'Sam',
      lastName: 'Services',
      roles: ['1'],
    });
    const asked = await (
      await api()
    ).post(`/api/organizations/${customer.id}/service-requests`, {
      headers: await authHeaders(requester.email),
      data: { subsystem: 2, message: 'For our web orders' },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await signInWithToken(page, ACCOUNTS.support.email, '/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Sub systems', exact: true })
      .click();
    await expect(page).toHaveURL(/\/subsystems$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub systems' })).toBeVisible();

    const search = searchField(page, 'Search customer or customer number');
    await search.fill(customer.customerNumber);
    await search.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(customer.customerNumber) });
    await expect(row).toContainText('Webshop / Order (requested)');

    await page.getByRole('tab', { name: /^Requests/ }).click();
    await expect(page).toHaveURL(/tab=requests/);
    const request = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(request).toContainText('Webshop / Order');
    await request.getByRole('button', { name: `Grant Webshop / Order – ${customer.name}` }).click();
    await expect(page.getByText('Webshop / Order has been granted')).toBeVisible();
    await expect(request).toHaveCount(0);

    await page.getByRole('tab', { name: 'Customers' }).click();
    await search.fill(customer.customerNumber);
    await search.press('Enter');
    await expect(row).toContainText('Webshop / Order');
    await expect(row).not.toContainText('(requested)');
    await row.getByRole('link', { name: `Open the subsystems of ${customer.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${customer.id}/subsystems$`));
    await expect(page.getByRole('switch', { name: 'Webshop / Order added' })).toBeChecked();
  });
});
