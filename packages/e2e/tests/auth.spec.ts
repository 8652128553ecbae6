import { ACCOUNTS, DEMO_PASSWORD } from '../src/accounts';
import { TOKEN_KEY, claimsOf, expect, loginViaUi, signInWithToken, test, tokenFor } from '../src/fixtures';
import { CUSTOMERS_MENU, mainMenu, userMenuButton } from '../src/portal';
import { codeIn, outboxSnapshot, waitForMail } from '../src/mail';
import { SPEC, shellTexts } from '../src/texts';

const t = shellTexts('en');

test.describe('sign in (spec §2, §4, §5, §8)', () => {
  for (const [key, account] of Object.entries(ACCOUNTS)) {
    test(`${key} (${account.role}) signs in and sees the ${account.kind} menu`, async ({ page }) => {
      if (account.twoFactor) {
        await page.goto('/login');
        const form = page.locator('form');
        await form.getByLabel(t.email, { exact: true }).fill(account.email);
        await form.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
        const before = outboxSnapshot();
        await form.getByRole('button', { name: t.submit, exact: true }).click();
        await expect(page.getByText(SPEC.codeSent, { exact: true })).toBeVisible();
        const mail = await waitForMail(account.email, { before });
        await form.getByLabel(t.code, { exact: true }).fill(codeIn(mail));
        await form.getByRole('button', { name: t.submit, exact: true }).click();
      } else {
        const { twoFactor } = await loginViaUi(page, account.email);
        expect(twoFactor).toBe(false);
      }
      await expect(page).toHaveURL((url) => url.pathname === '/');
      const menu = mainMenu(page);
      await expect(menu.getByRole('link', { name: t.home, exact: true })).toBeVisible();
      const customers = menu.getByRole('link', { name: CUSTOMERS_MENU.en });
      if (account.kind === 'staff') await expect(customers).toBeVisible();
      else await expect(customers).toHaveCount(0);
      await expect(userMenuButton(page)).toBeVisible();
    });
  }

  test('wrong credentials: "E-mail address and/or password is not correct."', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('form');
    await form.getByLabel(t.email, { exact: true }).fill(ACCOUNTS.general.email);
    await form.getByLabel(t.password, { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(SPEC.credentialsWrong);
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields: "E-mail address and/or password is empty."', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('form');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(SPEC.credentialsEmpty);
    await form.getByLabel(t.email, { exact: true }).fill(ACCOUNTS.general.email);
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(SPEC.credentialsEmpty);
  });
});

test.describe('navigation guard (spec §2, §4)', () => {
  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/this/path/does-not-exist');
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByRole('heading', { name: SPEC.pageNotFound })).toBeVisible();
    await expect(page.getByText(SPEC.notFoundText)).toBeVisible();
  });

  test('a protected path signed out goes to /login, and back there after signing in', async ({ page }) => {
    await page.goto('/organizations?search=Acme');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await loginViaUi(page, ACCOUNTS.admin.email, { open: false });
    await expect(page).toHaveURL((url) => url.pathname === '/organizations' && url.searchParams.get('search') === 'Acme');
  });

  test('a 401 from the API removes the token and goes to /login', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/');
    await expect(mainMenu(page)).toBeVisible();
    // Same claims (still readable and unexpired on the client) but a broken signature: the server answers 401.
    const token = await tokenFor(ACCOUNTS.admin.email);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, forged] as const);
    await page.goto('/organizations');
    await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a corrupt token counts as signed out', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/');
    await page.evaluate((key) => localStorage.setItem(key, 'corrupt'), TOKEN_KEY);
    await page.goto('/organizations');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('sign out clears the token and ends the session on the server', async ({ page, request }) => {
    // A session of this test's own: signing out ends it for good.
    const token = await signInWithToken(page, ACCOUNTS.support.email, '/', { ownSession: true });
    const claims = claimsOf(token);
    await expect(userMenuButton(page)).toBeVisible();
    const signedOut = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === '/api/sessions/current',
    );
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: t.logout }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect((await signedOut).status()).toBe(204);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    // An ordinary sign-out: no "session has ended" notice.
    await expect(page.getByText(SPEC.sessionEnded)).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByText(claims.name)).toHaveCount(0);
    // The token itself is refused from now on (a copy of it is worth nothing).
    const reused = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(reused.status()).toBe(401);
    expect(((await reused.json()) as { errorMessage: string }).errorMessage).toBe(SPEC.sessionEnded);
  });
});
