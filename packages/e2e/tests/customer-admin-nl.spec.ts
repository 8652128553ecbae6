import { ACCOUNTS } from '../src/accounts';
import {
  ADDRESS_FORM,
  addressText,
  apiResponse,
  commonTexts,
  confirmation,
  confirmQuestion,
  createAddress,
  customersT,
  pickCountry,
} from '../src/customer-admin';
import { createOrganization } from '../src/customers';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';

const t = customersT('nl');
const common = commonTexts('nl');
const STAFF = ACCOUNTS.support.email;

test.describe('customer administration in Dutch (nl)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test('support voegt een adres toe, maakt het factuuradres en verwijdert een ander adres', async ({ page }) => {
    const organization = await createOrganization(ACCOUNTS.admin.email, { name: unique('E2E Adressen') });
    const base = `/organizations/${organization.id}`;
    const street = unique('Dorpsstraat').replace(/\s+/g, '');
    const address = { streetName: street, houseNumber: '7', zipCode: '2011 AA', city: 'Haarlem', country: 'België', countryCode: 'BE' };

    await signInWithToken(page, STAFF, `${base}/address`);
    await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('detail.tabs.addresses'), selected: true })).toBeVisible();
    await expect(page.getByText(t('addresses.empty'))).toBeVisible();

    await page.getByRole('button', { name: t('addresses.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(ADDRESS_FORM.addTitle) });
    await expect(dialog).toBeVisible();
    // Submitting empty: "Helaas zijn niet alle velden correct ingevuld." (spec §5, in Dutch)
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByText(t('messages.formIncomplete'))).toBeVisible();
    // The generic required message of the `validation` namespace (@portal/i18n), in Dutch.
    await expect(dialog.getByText('Dit veld is verplicht.').first()).toBeVisible();

    await dialog.getByLabel(t(ADDRESS_FORM.field('streetName')), { exact: true }).fill(address.streetName);
    await dialog.getByLabel(t(ADDRESS_FORM.field('houseNumber')), { exact: true }).fill(address.houseNumber);
    await dialog.getByLabel(t(ADDRESS_FORM.field('zipCode')), { exact: true }).fill(address.zipCode);
    await dialog.getByLabel(t(ADDRESS_FORM.field('city')), { exact: true }).fill(address.city);
    await pickCountry(page, dialog.getByLabel(t(ADDRESS_FORM.field('country')), { exact: true }), address.country);
    const created = apiResponse(page, 'POST', `/api/organizations/${organization.id}/addresses`);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    expect(await createdResponse.request().headerValue('accept-language')).toMatch(/^nl/);
    const { id: addressId } = (await createdResponse.json()) as { id: number };
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('messages.changesSaved')).first()).toBeVisible();

    const text = addressText(address);
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText(address.country);
    await row.getByRole('button', { name: t('addresses.setAsLabel', { address: text }) }).click();
    const typed = apiResponse(page, 'PUT', `/api/organizations/${organization.id}/addresses/${addressId}/type`);
    await page.getByRole('menuitem', { name: t('addresses.setAs.invoice') }).click();
    expect((await typed).status()).toBe(200);
    await expect(row.getByText(t('addresses.types.invoice'), { exact: true })).toBeVisible();
    const ctx = await api();
    const read = await ctx.get(`/api/organizations/${organization.id}`, { headers: await authHeaders(STAFF) });
    expect(((await read.json()) as { invoiceAddressId: number | null }).invoiceAddressId).toBe(addressId);

    // The Dutch confirmation: "Weet u zeker dat u adres … verwijderen wilt?"
    const other = { ...address, streetName: `${street}b`, city: 'Leiden', country: 'Nederland', countryCode: 'NL' };
    const otherId = (await createAddress(STAFF, organization.id, other)).id;
    await page.reload();
    const otherText = addressText(other);
    const otherRow = page.getByRole('row').filter({ hasText: otherText });
    await otherRow.getByRole('button', { name: t('addresses.removeLabel', { address: otherText }) }).click();
    const question = confirmQuestion('nl', t('addresses.removeAction', { address: otherText }));
    expect(question).toMatch(/^Weet u zeker dat u adres .+ verwijderen wilt\?$/);
    const popup = confirmation(page, question);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: common.actions.no, exact: true })).toBeVisible();
    const removed = apiResponse(page, 'DELETE', `/api/organizations/${organization.id}/addresses/${otherId}`);
    await popup.getByRole('button', { name: common.actions.yes, exact: true }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByText(t('addresses.removed'))).toBeVisible();
    await expect(otherRow).toHaveCount(0);

    // The other tabs speak Dutch too: Gebruikers with its heading.
    await page.getByRole('tab', { name: t('detail.tabs.users') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${base}/users`);
    await expect(page.getByRole('heading', { level: 2, name: t('users.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('users.add'), exact: true })).toBeVisible();
  });
});
