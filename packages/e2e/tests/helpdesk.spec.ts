import { ACCOUNTS } from '../src/accounts';
import { pickOption } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';
import { outboxSnapshot, waitForMail } from '../src/mail';

/**
 * Issue 12 (mf-helpdesk part 1): announcements, notifications and news as staff and customers use them, through the
 * production build: staff publish a maintenance announcement mailed to technical responsibles, a customer sees it on
 * home and in the bell and has the mail; delete asks first; a Dutch customer reads home and news.
 */

const SPEC_DELETE = (title: string) => `Are you sure you want to delete announcement ${title}?`;

/** Publishes an announcement through the API as support (set-up for the screens under test). */
async function publish(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await (
    await api()
  ).post('/api/announcements', {
    headers: await authHeaders(ACCOUNTS.support.email),
    data: {
      title,
      type: 'incident',
      priority: 'medium',
      region: 'netherlands',
      startsAt: new Date().toISOString(),
      initialMessage: '<p>Set up by the e2e suite.</p>',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('staff publish a maintenance announcement mailed to technical responsibles; a customer sees it on home, in the bell and in the mail', async ({
  page,
}) => {
  const title = unique('E2E Core maintenance');
  await signInWithToken(page, ACCOUNTS.support.email, '/announcements/add');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await pickOption(page, page.getByLabel('Type', { exact: true }), 'Maintenance');
  await pickOption(page, page.getByLabel('Priority', { exact: true }), 'High');
  await pickOption(page, page.getByLabel('Region', { exact: true }), 'Netherlands');
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.pressSequentially('Upgrade of the core network tonight.');
  await pickOption(page, page.getByLabel('Mail users with roles', { exact: true }), 'Technical responsible');
  await page.keyboard.press('Escape');
  await expect(page.getByText(/This will mail \d+ recipients/)).toBeVisible();

  const before = outboxSnapshot();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/announcements\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const mail = await waitForMail(ACCOUNTS.tech.email, { before, match: new RegExp(title) });
  // Lars has no language set: the mail is in Dutch (the API's default language, spec §1).
  expect(mail.subject).toBe(`Onderhoud: ${title} (Hoog)`);
  expect(mail.text).toContain('Upgrade of the core network tonight.');

  await signInWithToken(page, ACCOUNTS.tech.email, '/');
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements.getByRole('link', { name: title })).toBeVisible();
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL((url) => url.pathname === '/notifications');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/notifications\/\d+$/);
  await page.getByRole('link', { name: 'Open announcement' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Upgrade of the core network tonight.')).toBeVisible();
});

test('deleting an announcement asks first ("Are you sure you want to delete announcement …?")', async ({
  page,
}) => {
  const title = unique('E2E To delete');
  const id = await publish(title);
  await signInWithToken(page, ACCOUNTS.management.email, `/announcements/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const question = page.getByRole('tooltip').filter({ hasText: SPEC_DELETE(title) });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'No', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/announcements');
  const gone = await (
    await api()
  ).get(`/api/announcements/${id}`, { headers: await authHeaders(ACCOUNTS.support.email) });
  expect(gone.status()).toBe(404);
});

test('an account manager reads announcements but gets no write actions', async ({ page }) => {
  const title = unique('E2E Read only');
  const id = await publish(title);
  await signInWithToken(page, ACCOUNTS.accountManager.email, `/announcements/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});

test.describe('in Dutch (nl)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test('a customer reads the announcements and news on home, a news item, and goes back', async ({
    page,
  }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welkom');
    const announcements = page.getByRole('region', { name: 'Aankondigingen' });
    await expect(
      announcements.getByRole('link', { name: 'Data sessions fail for part of the SIM cards' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Snelkoppelingen' })).toBeVisible();
    await page.getByRole('link', { name: 'Lees meer: LTE-M coverage now nationwide' }).click();
    await expect(
      page.getByRole('heading', { name: 'LTE-M coverage now nationwide', level: 1 }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar nieuws' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/news');
    await expect(page.getByRole('link', { name: 'Nieuw in het portaal: meldingen', exact: true })).toBeVisible();
  });
});
