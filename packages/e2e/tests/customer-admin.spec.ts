import { type Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import {
  acmeId,
  ADDRESS_FORM,
  addressText,
  apiResponse,
  confirmation,
  confirmQuestion,
  commonTexts,
  createAddress,
  createConfirmedOrganizationUser,
  createOrganizationUser,
  customersT,
  organizationUser,
  pickCountry,
  pickOption,
  uniqueEmail,
  type AddressData,
} from '../src/customer-admin';
import { createOrganization } from '../src/customers';
import { api, authHeaders, expect, loginViaUi, signInWithToken, test, unique } from '../src/fixtures';
import { linkIn, outboxSnapshot, waitForMail } from '../src/mail';
import { mainMenu } from '../src/portal';
import { SPEC, shellTexts } from '../src/texts';

const t = customersT('en');
const yes = commonTexts('en').actions.yes;
const ADMIN = ACCOUNTS.admin.email;

/** The table row that holds `text` (data rows only). */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A fresh, unique street (so rows are found by their text). */
function newAddress(city = 'Utrecht'): AddressData {
  const street = unique('Teststraat').replace(/\s+/g, '');
  return { streetName: street, houseNumber: '12', zipCode: '3511 AB', city, country: 'Nederland', countryCode: 'NL' };
}

test.describe('customer administration: addresses (staff)', () => {
  test('admin adds an address with the country picker, makes it the invoice address, and removes another', async ({ page }) => {
    const organization = await createOrganization(ADMIN, { name: unique('E2E Addresses') });
    const base = `/organizations/${organization.id}`;
    await signInWithToken(page, ADMIN, `${base}/address`);
    await expect(page.getByRole('tab', { name: t('detail.tabs.addresses'), selected: true })).toBeVisible();
    await expect(page.getByText(t('addresses.empty'))).toBeVisible();

    // Add through the dialog; the country comes from the picker (Dutch names, spec §9).
    await page.getByRole('button', { name: t('addresses.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(ADDRESS_FORM.addTitle) });
    await expect(dialog).toBeVisible();
    const address = { ...newAddress('Berlin'), country: 'Duitsland', countryCode: 'DE', zipCode: '10115' };
    await dialog.getByLabel(t(ADDRESS_FORM.field('streetName')), { exact: true }).fill(address.streetName);
    await dialog.getByLabel(t(ADDRESS_FORM.field('houseNumber')), { exact: true }).fill(address.houseNumber);
    await dialog.getByLabel(t(ADDRESS_FORM.field('zipCode')), { exact: true }).fill(address.zipCode);
    await dialog.getByLabel(t(ADDRESS_FORM.field('city')), { exact: true }).fill(address.city);
    await pickCountry(page, dialog.getByLabel(t(ADDRESS_FORM.field('country')), { exact: true }), address.country);
    await dialog.getByLabel(t(ADDRESS_FORM.field('email')), { exact: true }).fill('invoices@example.com');
    const created = apiResponse(page, 'POST', `/api/organizations/${organization.id}/addresses`);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const { id: addressId, countryCode } = (await createdResponse.json()) as { id: number; countryCode: string };
    expect(countryCode, 'the picker also sets the ISO code').toBe('DE');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('messages.changesSaved')).first()).toBeVisible();

    const text = addressText(address);
    const row = rowWith(page, text);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(address.country);
    await expect(row.getByText(t('addresses.types.invoice'), { exact: true })).toHaveCount(0);

    // "Set as" › "Set as invoice address"
    await row.getByRole('button', { name: t('addresses.setAsLabel', { address: text }) }).click();
    const typed = apiResponse(page, 'PUT', `/api/organizations/${organization.id}/addresses/${addressId}/type`);
    await page.getByRole('menuitem', { name: t('addresses.setAs.invoice') }).click();
    expect((await typed).status()).toBe(200);
    await expect(row.getByText(t('addresses.types.invoice'), { exact: true })).toBeVisible();

    const ctx = await api();
    const read = await ctx.get(`/api/organizations/${organization.id}`, { headers: await authHeaders(ADMIN) });
    expect(((await read.json()) as { invoiceAddressId: number | null }).invoiceAddressId).toBe(addressId);

    // Remove another address after "Are you sure you want to remove address …?" (spec §8).
    const other = newAddress('Zwolle');
    const otherId = (await createAddress(ADMIN, organization.id, other)).id;
    await page.reload();
    const otherText = addressText(other);
    await expect(rowWith(page, otherText)).toHaveCount(1);
    await rowWith(page, otherText).getByRole('button', { name: t('addresses.removeLabel', { address: otherText }) }).click();
    const question = confirmQuestion('en', t('addresses.removeAction', { address: otherText }));
    expect(question).toMatch(SPEC.areYouSure);
    expect(question).toContain('Are you sure you want to remove address');
    const popup = confirmation(page, question);
    await expect(popup).toBeVisible();
    const removed = apiResponse(page, 'DELETE', `/api/organizations/${organization.id}/addresses/${otherId}`);
    await popup.getByRole('button', { name: yes, exact: true }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByText(t('addresses.removed'))).toBeVisible();
    await expect(rowWith(page, otherText)).toHaveCount(0);
    await expect(rowWith(page, text).getByText(t('addresses.types.invoice'), { exact: true })).toBeVisible();

    const list = await ctx.get(`/api/organizations/${organization.id}/addresses`, { headers: await authHeaders(ADMIN) });
    expect(((await list.json()) as { id: number }[]).map((a) => a.id)).toEqual([addressId]);
  });
});

test.describe('customer administration: users', () => {
  test('a user manager adds a user; the user confirms through the mailed link and signs in', async ({ page, newVisitor }) => {
    const organizationId = await acmeId();
    const email = uniqueEmail('e2e-added');
    const firstName = 'Ulla';
    const lastName = unique('Added').replace(/\s+/g, '');
    const name = `${firstName} ${lastName}`;

    const { twoFactor } = await loginViaUi(page, ACCOUNTS.userManager.email);
    expect(twoFactor, 'a user manager always signs in with 2FA').toBe(true);
    await page.goto(`/profile/organizations/${organizationId}/users`);
    await expect(page.getByRole('heading', { level: 1, name: t('users.title'), exact: true })).toBeVisible();

    await page.getByRole('button', { name: t('users.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('users.form.addTitle') });
    await dialog.getByLabel(t('users.fields.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t('users.fields.firstName'), { exact: true }).fill(firstName);
    await dialog.getByLabel(t('users.fields.lastName'), { exact: true }).fill(lastName);
    await expect(dialog.getByRole('checkbox', { name: t('roles.4') })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: t('roles.2') }).check();
    const before = outboxSnapshot();
    const added = apiResponse(page, 'POST', `/api/organizations/${organizationId}/users`);
    await dialog.getByRole('button', { name: t('users.form.add'), exact: true }).click();
    const addedResponse = await added;
    expect(addedResponse.status(), await addedResponse.text()).toBe(201);
    await expect(page.getByText(SPEC.emailSent)).toBeVisible();
    const row = rowWith(page, name);
    await expect(row).toContainText(t('users.status.pending'));
    await expect(row).toContainText(t('roles.2'));

    // The new user opens the mailed link in their own browser, sets a password and signs in.
    const link = linkIn(await waitForMail(email, { before }), '/confirm-password');
    const visitor = await newVisitor();
    const shell = shellTexts('en');
    const password = 'Added-user-2026!';
    await visitor.goto(`${link.pathname}${link.search}`);
    const form = visitor.locator('form');
    await form.getByLabel(shell.newPassword, { exact: true }).fill(password);
    await form.getByLabel(shell.confirmPassword, { exact: true }).fill(password);
    await form.getByRole('button', { name: shell.savePassword, exact: true }).click();
    await expect(visitor).toHaveURL((url) => url.pathname === '/login');
    await loginViaUi(visitor, email, { password, open: false });
    await expect(visitor).toHaveURL((url) => url.pathname === '/');
    await expect(mainMenu(visitor)).toBeVisible();
    await visitor.context().close();

    expect((await organizationUser(ADMIN, organizationId, email)).confirmed).toBe(true);
  });

  test('authorized to sign grants "User manager"; a user manager cannot, in the dialog nor through the API', async ({ page }) => {
    const organizationId = await acmeId();
    const grantee = { email: uniqueEmail('e2e-grantee'), firstName: 'Gerda', lastName: unique('Grantee').replace(/\s+/g, ''), roles: ['1'] };
    const other = { email: uniqueEmail('e2e-other'), firstName: 'Otto', lastName: unique('Other').replace(/\s+/g, ''), roles: ['1'] };
    await createOrganizationUser(ADMIN, organizationId, grantee);
    const otherId = (await createOrganizationUser(ADMIN, organizationId, other)).id;
    const granteeName = `${grantee.firstName} ${grantee.lastName}`;
    const otherName = `${other.firstName} ${other.lastName}`;

    // The signer edits the grantee and ticks "User manager" (2FA is forced on with it).
    await signInWithToken(page, ACCOUNTS.signer.email, `/profile/organizations/${organizationId}/users`);
    await rowWith(page, granteeName).getByRole('button', { name: t('users.editUser', { name: granteeName }) }).click();
    const dialog = page.getByRole('dialog', { name: t('users.form.editTitle', { name: granteeName }) });
    await expect(dialog.getByLabel(t('users.fields.email'), { exact: true })).toBeDisabled();
    const userManager = dialog.getByRole('checkbox', { name: t('roles.4') });
    await expect(userManager).toBeEnabled();
    await userManager.check();
    const twoFactor = dialog.getByRole('switch', { name: t('users.fields.twoFactor') });
    await expect(twoFactor).toBeChecked();
    await expect(twoFactor).toBeDisabled();
    const saved = apiResponse(page, 'PUT', /^\/api\/organizations\/\d+\/users\/\d+$/);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    const savedResponse = await saved;
    expect(savedResponse.status(), await savedResponse.text()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('messages.changesSaved'))).toBeVisible();
    await expect(rowWith(page, granteeName)).toContainText(t('roles.4'));
    const granted = await organizationUser(ADMIN, organizationId, grantee.email);
    expect(granted.roles).toContain('4');
    expect(granted.twoFactorEnabled).toBe(true);

    // A user manager: no edit on a user manager, and "User manager" disabled for anyone else.
    await signInWithToken(page, ACCOUNTS.userManager.email, `/profile/organizations/${organizationId}/users`);
    await expect(rowWith(page, granteeName)).toContainText(t('roles.4'));
    await expect(rowWith(page, granteeName).getByRole('button', { name: t('users.editUser', { name: granteeName }) })).toHaveCount(0);
    await rowWith(page, otherName).getByRole('button', { name: t('users.editUser', { name: otherName }) }).click();
    const otherDialog = page.getByRole('dialog', { name: t('users.form.editTitle', { name: otherName }) });
    await expect(otherDialog.getByRole('checkbox', { name: t('roles.4') })).toBeDisabled();
    await expect(otherDialog.getByRole('checkbox', { name: t('roles.0') })).toBeDisabled();
    await expect(otherDialog.getByRole('checkbox', { name: t('roles.2') })).toBeEnabled();
    await otherDialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();
    await expect(otherDialog).toBeHidden();

    // Forced through the API, the server refuses (spec §6).
    const ctx = await api();
    const forced = await ctx.put(`/api/organizations/${organizationId}/users/${otherId}`, {
      headers: await authHeaders(ACCOUNTS.userManager.email),
      data: { firstName: other.firstName, lastName: other.lastName, phoneNumber: null, roles: ['1', '4'], twoFactorEnabled: true, sendApnInfo: false },
    });
    expect(forced.status(), await forced.text()).toBe(403);
    expect((await organizationUser(ADMIN, organizationId, other.email)).roles).toEqual(['1']);
  });
});

test.describe('customer administration: own 2FA setting (spec §6)', () => {
  test('a financial responsible cannot switch 2FA off; a general responsible can switch it', async ({ page }) => {
    const ctx = await api();
    await signInWithToken(page, ACCOUNTS.finance.email, '/profile/password');
    await expect(page.getByRole('heading', { level: 1, name: t('profile.password.title'), exact: true })).toBeVisible();
    const locked = page.getByRole('switch', { name: t('profile.twoFactor.label') });
    await expect(locked).toBeDisabled();
    // Every sign-in of a financial responsible asks a code (spec §6): the locked switch shows it on.
    await expect(locked).toBeChecked();
    await expect(page.getByText(t('profile.twoFactor.locked'))).toBeVisible();
    const refused = await ctx.put('/api/users/me/two-factor', {
      headers: await authHeaders(ACCOUNTS.finance.email),
      data: { enabled: false },
    });
    expect(refused.status(), await refused.text()).toBe(403);

    // A general responsible of its own: the demo general@ is left alone for the specs that sign in with it.
    const { email: general } = await createConfirmedOrganizationUser(await acmeId(), {
      emailPrefix: 'e2e-general',
      firstName: 'Gina',
      lastName: unique('General').replace(/\s+/g, ''),
      roles: ['1'],
    });
    await signInWithToken(page, general, '/profile/password');
    const control = page.getByRole('switch', { name: t('profile.twoFactor.label') });
    await expect(control).toBeEnabled();
    await expect(control).not.toBeChecked();

    const changed = apiResponse(page, 'PUT', '/api/users/me/two-factor');
    await control.click();
    expect((await changed).status()).toBe(200);
    await expect(control).toBeChecked();
    await expect(page.getByText(t('messages.changesSaved')).first()).toBeVisible();
    const me = await ctx.get('/api/users/me', { headers: await authHeaders(general) });
    expect(((await me.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);

    const restored = apiResponse(page, 'PUT', '/api/users/me/two-factor');
    await control.click();
    expect((await restored).status()).toBe(200);
    await expect(control).not.toBeChecked();
  });
});

test.describe('customer administration: subcustomers (staff)', () => {
  test('support creates a subcustomer with a contact person and an address and lands on its detail', async ({ page }) => {
    const organization = await createOrganization(ADMIN, { name: unique('E2E Subcustomers') });
    const name = unique('E2E Sub');
    const contact = { name: unique('Carla Contact'), function: 'Buyer', email: uniqueEmail('carla', 'example.com'), phone: '0612345678' };
    const address = newAddress('Groningen');

    await signInWithToken(page, ACCOUNTS.support.email, `/organizations/${organization.id}/subcustomers`);
    await expect(page.getByText(t('subcustomers.empty'))).toBeVisible();
    await page.getByRole('button', { name: t('subcustomers.new') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/organizations/${organization.id}/subcustomers/new`);
    await expect(page.getByRole('heading', { name: t('subcustomers.newTitle'), exact: true })).toBeVisible();

    const form = page.locator('form');
    // Before the contact fields appear, "Name" is the subcustomer's own.
    await form.getByLabel(t('subcustomers.fields.name'), { exact: true }).fill(name);
    await form.getByLabel(t('subcustomers.fields.reference'), { exact: true }).fill('REF-1');

    await form.getByRole('checkbox', { name: t('subcustomers.withContact') }).check();
    const contactGroup = form.getByRole('group', { name: t('subcustomers.firstContact') });
    await contactGroup.getByLabel(t('subcustomers.contactFields.name'), { exact: true }).fill(contact.name);
    await contactGroup.getByLabel(t('subcustomers.contactFields.function'), { exact: true }).fill(contact.function);
    await contactGroup.getByLabel(t('subcustomers.contactFields.email'), { exact: true }).fill(contact.email);
    await contactGroup.getByLabel(t('subcustomers.contactFields.phoneNumber'), { exact: true }).fill(contact.phone);

    await form.getByRole('checkbox', { name: t('subcustomers.withAddress') }).check();
    const addressGroup = form.getByRole('group', { name: t('subcustomers.firstAddress') });
    await addressGroup.getByLabel(t(ADDRESS_FORM.field('streetName')), { exact: true }).fill(address.streetName);
    await addressGroup.getByLabel(t(ADDRESS_FORM.field('houseNumber')), { exact: true }).fill(address.houseNumber);
    await addressGroup.getByLabel(t(ADDRESS_FORM.field('zipCode')), { exact: true }).fill(address.zipCode);
    await addressGroup.getByLabel(t(ADDRESS_FORM.field('city')), { exact: true }).fill(address.city);
    await pickCountry(page, addressGroup.getByLabel(t(ADDRESS_FORM.field('country')), { exact: true }), address.country);

    const created = apiResponse(page, 'POST', `/api/organizations/${organization.id}/subcustomers`);
    await form.getByRole('button', { name: t('form.save'), exact: true }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    await expect(page).toHaveURL((url) => url.pathname === `/organizations/${organization.id}/subcustomers/${id}`);
    await expect(page.getByText(t('subcustomers.created', { name }))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('subcustomers.detailTitle', { name }), exact: true })).toBeVisible();
    const contactRow = rowWith(page, contact.name);
    await expect(contactRow).toContainText(contact.function);
    await expect(contactRow).toContainText(contact.email);
    await expect(rowWith(page, addressText(address))).toContainText(address.country);

    await page.getByRole('link', { name: t('subcustomers.back') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/organizations/${organization.id}/subcustomers`);
    await expect(rowWith(page, name)).toContainText(address.city);
  });
});

test.describe('customer administration: employees (spec §2 /employees)', () => {
  test('the super admin adds an employee, who gets the confirmation mail; management reads only', async ({ page }) => {
    const email = uniqueEmail('e2e-employee', 'provider.example');
    const firstName = 'Emma';
    const lastName = unique('Employee').replace(/\s+/g, '');
    const name = `${firstName} ${lastName}`;

    await signInWithToken(page, ADMIN, '/employees');
    await expect(page.getByRole('heading', { level: 1, name: t('employees.title'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('employees.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('employees.form.addTitle') });
    await dialog.getByLabel(t('employees.fields.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t('employees.fields.firstName'), { exact: true }).fill(firstName);
    await dialog.getByLabel(t('employees.fields.lastName'), { exact: true }).fill(lastName);
    await pickOption(page, dialog.getByRole('combobox', { name: t('employees.fields.role') }), t('employeeRoles.1'));
    const before = outboxSnapshot();
    const created = apiResponse(page, 'POST', '/api/employees');
    await dialog.getByRole('button', { name: t('employees.add'), exact: true }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(SPEC.emailSent)).toBeVisible();
    await expect(rowWith(page, email)).toContainText(t('employeeRoles.1'));

    const link = linkIn(await waitForMail(email, { before }), '/confirm-password');
    expect(link.searchParams.get('confirmationToken')).toBeTruthy();

    await signInWithToken(page, ACCOUNTS.management.email, '/employees');
    await expect(page.getByRole('heading', { level: 1, name: t('employees.title'), exact: true })).toBeVisible();
    await expect(rowWith(page, email)).toContainText(name);
    await expect(page.getByRole('button', { name: t('employees.add'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('employees.editEmployee', { name }) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('employees.removeEmployee', { name }) })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^(${t('employees.edit')}|${t('employees.remove')})\\b`) })).toHaveCount(0);
  });
});
