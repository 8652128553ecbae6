import { type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../src/accounts';
import { acmeId, createConfirmedOrganizationUser, uniqueEmail } from '../src/customer-admin';
import { api, authHeaders, claimsOf, expect, loginViaUi, submitLogin, test, tokenFor } from '../src/fixtures';
import { linkIn, outboxSnapshot, waitForMail } from '../src/mail';
import { mainMenu } from '../src/portal';
import { SPEC, shellTexts } from '../src/texts';

const t = shellTexts('en');

/** Fills the set-password form (reset and confirm pages share it): first a mismatch, then the real password. */
async function setPasswordWithMismatchFirst(page: Page, password: string) {
  const form = page.locator('form');
  await form.getByLabel(t.newPassword, { exact: true }).fill(password);
  await form.getByLabel(t.confirmPassword, { exact: true }).fill(`${password}-typo`);
  // Only API calls count: the page may still fetch a lazy chunk or an icon meanwhile.
  let calls = 0;
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls++;
  };
  page.on('request', count);
  const confirmation = form.getByLabel(t.confirmPassword, { exact: true });
  await confirmation.blur();
  // Spec §5: the mismatch shows on the field when it loses focus, before any submit.
  await expect(confirmation).toHaveAccessibleDescription(SPEC.passwordsDontMatch);
  await form.getByRole('button', { name: t.savePassword, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(SPEC.formIncomplete);
  page.off('request', count);
  expect(calls, 'a mismatch is refused without calling the server (spec §5)').toBe(0);
  await form.getByLabel(t.confirmPassword, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.savePassword, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

test.describe('account confirmation and password reset (spec §4, §5, §7, §8)', () => {
  const firstPassword = 'First-password-2026!';
  const secondPassword = 'Second-password-2026!';

  test('staff adds a user; the confirmation link sets the password; the user signs in', async ({ page }) => {
    const email = uniqueEmail('e2e-confirm');
    const ctx = await api();
    const organizationId = claimsOf(await tokenFor(ACCOUNTS.general.email)).organizationId;
    expect(organizationId, 'an organization user carries organizationId').toBeTruthy();
    const before = outboxSnapshot();
    const created = await ctx.post(`/api/organizations/${organizationId}/users`, {
      headers: await authHeaders(ACCOUNTS.admin.email),
      data: { email, firstName: 'Eve', lastName: 'Endtoend', phoneNumber: null, roles: ['1'] },
    });
    expect(created.status(), await created.text()).toBe(201);

    const link = linkIn(await waitForMail(email, { before }), '/confirm-password');
    expect(link.searchParams.get('confirmationToken')).toBeTruthy();
    expect(link.searchParams.get('userId')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    await setPasswordWithMismatchFirst(page, firstPassword);

    await loginViaUi(page, email, { password: firstPassword, open: false });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(mainMenu(page)).toBeVisible();
  });

  test('forgot password: "An e-mail is sent.", the link sets a new password, the user signs in with it', async ({ page }) => {
    // A confirmed user of its own (demo password), so this test needs no other test before it.
    const { email } = await createConfirmedOrganizationUser(await acmeId(), {
      emailPrefix: 'e2e-reset',
      firstName: 'Rita',
      lastName: 'Reset',
      roles: ['1'],
    });
    await page.goto('/login');
    await page.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
    const before = outboxSnapshot();
    await page.locator('form').getByLabel(shellTexts('en').email, { exact: true }).fill(email);
    await page.locator('form').getByRole('button', { name: t.forgotSubmit }).click();
    await expect(page.getByText(SPEC.emailSent, { exact: true })).toBeVisible();

    const link = linkIn(await waitForMail(email, { before }), '/reset-password');
    expect(link.searchParams.get('resetToken')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    await setPasswordWithMismatchFirst(page, secondPassword);

    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(SPEC.credentialsWrong);
    await loginViaUi(page, email, { password: secondPassword });
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

});

test.describe('forgot password', () => {
  test('forgot password answers the same for an unknown address', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.locator('form').getByLabel(t.email, { exact: true }).fill('nobody-at-all@nowhere.example');
    await page.locator('form').getByRole('button', { name: t.forgotSubmit }).click();
    await expect(page.getByText(SPEC.emailSent, { exact: true })).toBeVisible();
  });
});
