import { ACCOUNTS } from '../src/accounts';
import { acmeId, createConfirmedOrganizationUser } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';
import { mainMenu, userMenuButton } from '../src/portal';
import { catalog, SPEC } from '../src/texts';

const shell = catalog('shell', 'en');

/**
 * Sessions that follow the account (issue 24), as a person sees it: a user whose roles change while the portal is
 * open is sent to the login screen on the very next action, told why, and signs in again with the new roles.
 */
test.describe('sessions follow the account', () => {
  test("a demoted user's open portal goes to the login screen with the reason on the next action", async ({
    page,
  }) => {
    const organizationId = await acmeId();
    const lastName = unique('Demoted').replace(/\s+/g, '');
    const user = await createConfirmedOrganizationUser(organizationId, {
      emailPrefix: 'e2e-demoted',
      firstName: 'Dirk',
      lastName,
      roles: ['1'],
    });
    await signInWithToken(page, user.email, '/profile', { ownSession: true });
    await expect(page.locator('[data-remote="customers"]')).toBeVisible({ timeout: 30_000 });
    await expect(mainMenu(page)).toBeVisible();
    // Every read of the open screen must have been answered before staff change the roles; otherwise, on a busy
    // machine, a read still on its way carries the old session, is refused, and the portal leaves for the login
    // screen before the user's own next action (right for the product, but not the step this test takes).
    await expect(page.getByText(user.email).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // Staff make the general responsible a technical responsible while the portal stays open.
    const demoted = await (
      await api()
    ).put(`/api/organizations/${organizationId}/users/${user.id}`, {
      headers: await authHeaders(ACCOUNTS.admin.email),
      data: {
        firstName: 'Dirk',
        lastName,
        phoneNumber: null,
        roles: ['2'],
        twoFactorEnabled: false,
        sendApnInfo: false,
      },
    });
    expect(demoted.status(), await demoted.text()).toBe(200);

    // The next action (open Settings from the user menu) reaches the server, which refuses the old session.
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
    );
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: shell.user.settings as string }).click();
    await refused;
    await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: SPEC.sessionEnded })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
