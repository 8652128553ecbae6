import { ACCOUNTS } from '../src/accounts';
import { pickOption } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';
import { outboxSnapshot, waitForMail } from '../src/mail';
import { pdfBytes } from '../src/pdf';

/**
 * Issue 13 (mf-helpdesk part 2, tickets): a technical responsible opens an urgent ticket, support answers, the
 * customer gets the mail and answers in the portal, support resolves it; a customer without the technical
 * responsible role cannot choose urgent; internal notes stay with the helpdesk; the list in Dutch.
 */

/** Opens a ticket through the API as Acme's general responsible (set-up for the screens under test). */
async function openTicket(subject: string): Promise<number> {
  const response = await (
    await api()
  ).post('/api/tickets', {
    headers: await authHeaders(ACCOUNTS.general.email),
    data: { subject, description: '<p>Set up by the e2e suite.</p>' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a technical responsible opens an urgent ticket; support answers, the customer gets the mail and answers, support resolves it', async ({
  page,
}) => {
  const subject = unique('E2E Roaming down');
  await signInWithToken(page, ACCOUNTS.tech.email, '/helpdesk');
  await page.getByRole('button', { name: 'New ticket' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/tickets/new');
  await page.locator('form').getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByRole('radio', { name: 'Urgent' }).check();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('No roaming data in Belgium since 09:00.');
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page).toHaveURL(/\/helpdesk\/tickets\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: `#${id} ${subject}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Urgent', { exact: true })).toBeVisible();

  // Support answers in the portal; the requester is mailed with [#id] in the subject (in Dutch: no language set).
  const before = outboxSnapshot();
  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/tickets/${id}`);
  await expect(page.getByRole('heading', { name: `#${id} ${subject}`, level: 1 })).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  await reply.click();
  await reply.pressSequentially('Please restart one device and tell us the result.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Please restart one device and tell us the result.')).toBeVisible();
  const mail = await waitForMail(ACCOUNTS.tech.email, { before, match: /restart one device/ });
  expect(mail.subject).toBe(`[#${id}] ${subject}`);
  expect(mail.text).toContain('Nieuwe reactie');

  // Support waits for the client; the customer's answer puts the ticket back to open.
  await pickOption(page, page.getByRole('combobox', { name: 'Status', exact: true }), 'Waiting for client');
  await expect(page.getByText('Status changed to "Waiting for client"')).toBeVisible();

  await signInWithToken(page, ACCOUNTS.tech.email, `/helpdesk/tickets/${id}`);
  await expect(page.getByText('Please restart one device and tell us the result.')).toBeVisible();
  await expect(page.getByText('Waiting for client', { exact: true })).toBeVisible();
  const answer = page.getByRole('textbox', { name: 'Your reply' });
  await answer.click();
  await answer.pressSequentially('Restarted: it works again.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Restarted: it works again.')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/tickets/${id}`);
  await pickOption(page, page.getByRole('combobox', { name: 'Status', exact: true }), 'Resolved');
  await expect(page.getByText('Status changed to "Resolved"')).toBeVisible();
  const stored = await (
    await api()
  ).get(`/api/tickets/${id}`, { headers: await authHeaders(ACCOUNTS.tech.email) });
  expect(((await stored.json()) as { status: string }).status).toBe('resolved');
});

test('a customer who is not the technical responsible sees urgent disabled, with the reason', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.general.email, '/helpdesk/tickets/new');
  await expect(page.getByRole('radio', { name: 'Urgent' })).toBeDisabled();
  await expect(page.getByText(/only a technical responsible of your organization may report/)).toBeVisible();
});

test('an internal note stays with the helpdesk: the customer never sees it', async ({ page }) => {
  const subject = unique('E2E Internal note');
  const id = await openTicket(subject);
  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/tickets/${id}`);
  const note = page.getByRole('textbox', { name: 'Your reply' });
  await note.click();
  await note.pressSequentially('Supplier ticket 4711 opened.');
  await page.getByRole('switch', { name: 'Internal note' }).click();
  await page.getByRole('button', { name: 'Add internal note' }).click();
  await expect(page.getByText('Supplier ticket 4711 opened.')).toBeVisible();

  await signInWithToken(page, ACCOUNTS.general.email, `/helpdesk/tickets/${id}`);
  await expect(page.getByRole('heading', { name: `#${id} ${subject}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Set up by the e2e suite.')).toBeVisible();
  await expect(page.getByText('Supplier ticket 4711 opened.')).toHaveCount(0);
});

test('a customer attaches a PDF to a ticket; support sees it in the list and the customer cannot remove it', async ({
  page,
}) => {
  const subject = unique('E2E With a file');
  const id = await openTicket(subject);
  const fileName = `${unique('gateway-log').replace(/\s+/g, '-')}.pdf`;
  await signInWithToken(page, ACCOUNTS.general.email, `/helpdesk/tickets/${id}`);
  await expect(page.getByText('No files attached')).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: pdfBytes('Gateway log'),
  });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByText('File attached')).toBeVisible();
  await expect(page.getByRole('button', { name: `Download ${fileName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove file ${fileName}` })).toHaveCount(0);

  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/tickets/${id}`);
  await expect(page.getByRole('button', { name: `Download ${fileName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove file ${fileName}` })).toBeVisible();
});

test.describe('in Dutch (nl)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
    });
  });

  test("a customer finds its organization's tickets in the helpdesk, filters all and opens one", async ({
    page,
  }) => {
    await signInWithToken(page, ACCOUNTS.general.email, '/helpdesk');
    await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
    await pickOption(page, page.getByRole('combobox', { name: 'Status', exact: true }), 'Alle tickets');
    await expect(page).toHaveURL(/state=all/);
    await page.getByRole('link', { name: 'Invoice October: SIMs counted twice' }).click();
    await expect(
      page.getByRole('heading', { name: /Invoice October: SIMs counted twice/, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Wacht op klant', { exact: true })).toBeVisible();
  });
});
