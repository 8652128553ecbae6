import { ACCOUNTS } from '../src/accounts';
import { acmeId, confirmation } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 13 (mf-helpdesk part 2, Unknown users (spam)): mail from a sender the portal does not know lands in the
 * queue (POST /api/tickets/inbound-mail, as the SMTP listener would deliver it); support creates a customer from it
 * and links the mail, which becomes that customer's ticket; a colleague of a known customer is suggested that
 * customer and linked to it; mail deleted as spam asks first and is gone.
 */

/** A token no other test (or run) uses: lower-case letters and digits. */
const uniqueToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A plain-text RFC 5322 message from `from` to the helpdesk. */
function rawMail({
  from,
  name,
  subject,
  text,
}: {
  from: string;
  name: string;
  subject: string;
  text: string;
}) {
  return [
    `From: "${name}" <${from}>`,
    'To: helpdesk@provider.example',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${uniqueToken()}@${from.split('@')[1]}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    '',
  ].join('\r\n');
}

/**
 * Delivers a mail to the helpdesk as support (set-up: the endpoint takes the raw message the SMTP listener would
 * receive) and expects it in the Unknown users queue; returns its ticket id.
 */
async function deliverUnknownMail(mail: Parameters<typeof rawMail>[0]): Promise<number> {
  const response = await (
    await api()
  ).post('/api/tickets/inbound-mail', {
    headers: { ...(await authHeaders(ACCOUNTS.support.email)), 'Content-Type': 'message/rfc822' },
    data: rawMail(mail),
  });
  expect(response.status(), await response.text()).toBe(201);
  const result = (await response.json()) as { outcome: string; ticketId: number };
  expect(result.outcome).toBe('unknownSender');
  return result.ticketId;
}

/** GET /api/tickets/{id} as support. */
async function ticketAsSupport(id: number) {
  return (await api()).get(`/api/tickets/${id}`, { headers: await authHeaders(ACCOUNTS.support.email) });
}

test("support creates a customer from an unknown sender's mail and links it; the ticket is that customer's", async ({
  page,
}) => {
  const token = uniqueToken();
  const sender = `nina@newcustomer-${token}.example`;
  // The name is guessed from the domain: "newcustomer-<token>" → "Newcustomer <Token>".
  const name = `Newcustomer ${token[0]!.toUpperCase()}${token.slice(1)}`;
  const subject = `Offerte voor 500 simkaarten ${token}`;
  const customerNumber = `E2E${token}`.toUpperCase();
  const ticketId = await deliverUnknownMail({
    from: sender,
    name: 'Nina Nieuw',
    subject,
    text: 'Goedemiddag,\r\n\r\nGraag ontvangen wij een offerte voor 500 simkaarten.',
  });

  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/unknown-users?search=${token}`);
  await expect(page.getByRole('heading', { name: 'Unknown users (spam)', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText(sender, { exact: true })).toBeVisible();
  await expect(row.getByText('No suggestion', { exact: true })).toBeVisible();

  // The mail reads as it came in.
  await row.getByRole('button', { name: subject }).click();
  const mail = page.getByRole('dialog', { name: subject });
  await expect(mail.getByText('Graag ontvangen wij een offerte voor 500 simkaarten.')).toBeVisible();
  await mail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(mail).toBeHidden();

  await row.getByRole('button', { name: 'Create organization and link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organization and link' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel('E-mail address for announcements', { exact: true })).toHaveValue(sender);
  await expect(dialog.getByText('Nederland', { exact: true }).first()).toBeVisible();
  await dialog.getByLabel('Customer number', { exact: true }).fill(customerNumber);
  await dialog.getByLabel('VAT number', { exact: true }).fill('NL123456789B01');
  await dialog.getByRole('button', { name: 'Create and link' }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/helpdesk/tickets/${ticketId}`);
  await expect(page.getByText(`Linked to ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `#${ticketId} ${subject}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`${name} (${customerNumber})`)).toBeVisible();

  // Stored: the ticket belongs to the new customer, with the sender as requester, and left the queue.
  const stored = (await (await ticketAsSupport(ticketId)).json()) as {
    organizationId: number;
    companyName: string;
    requesterEmail: string;
  };
  expect(stored).toMatchObject({ companyName: name, requesterEmail: sender });
  const queue = await (
    await api()
  ).get(`/api/tickets/unknown?search=${token}`, { headers: await authHeaders(ACCOUNTS.support.email) });
  expect(((await queue.json()) as { items: unknown[] }).items).toEqual([]);

  // The customer's ticket list shows it.
  await page.goto(`/helpdesk/tickets?organization=${stored.organizationId}&state=all`);
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
});

test('a colleague of a known customer is suggested that customer; support links the mail to it', async ({
  page,
}) => {
  const token = uniqueToken();
  const sender = `new.colleague-${token}@acme.example`;
  const subject = `Question about roaming prices ${token}`;
  const ticketId = await deliverUnknownMail({
    from: sender,
    name: 'New Colleague',
    subject,
    text: 'What do you charge for roaming in Belgium?',
  });
  const acme = await acmeId();
  const organization = await (
    await api()
  ).get(`/api/organizations/${acme}`, { headers: await authHeaders(ACCOUNTS.support.email) });
  const { name, customerNumber } = (await organization.json()) as { name: string; customerNumber: string };

  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/unknown-users?search=${token}`);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText(`Suggested: ${name} (${customerNumber})`, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Link to organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to organization' });
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  await expect(dialog.getByText(name).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/helpdesk/tickets/${ticketId}`);
  await expect(page.getByText(`Linked to ${name}`)).toBeVisible();
  const stored = (await (await ticketAsSupport(ticketId)).json()) as { organizationId: number };
  expect(stored.organizationId).toBe(acme);
});

test('deleting selected mail as spam asks first; "No" keeps it, "Delete" removes it', async ({ page }) => {
  const token = uniqueToken();
  const ids = [
    await deliverUnknownMail({
      from: `winner-${token}@lottery.example`,
      name: 'Lottery',
      subject: `You have won ${token}`,
      text: 'Claim your prize now.',
    }),
    await deliverUnknownMail({
      from: `pills-${token}@pharmacy.example`,
      name: 'Pharmacy',
      subject: `Cheap pills ${token}`,
      text: 'Best prices.',
    }),
  ];

  await signInWithToken(page, ACCOUNTS.support.email, `/helpdesk/unknown-users?search=${token}`);
  await expect(page.getByRole('button', { name: `You have won ${token}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Cheap pills ${token}` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all mail on this page' }).check();
  const deleteSelected = page.getByRole('button', { name: 'Delete selected (2)' });

  await deleteSelected.click();
  const ask = confirmation(page, 'Are you sure you want to delete 2 mails as spam?');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No', exact: true }).click();
  await expect(ask).toBeHidden();
  for (const id of ids) expect((await ticketAsSupport(id)).status()).toBe(200);

  await deleteSelected.click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 mails deleted')).toBeVisible();
  await expect(page.getByText('No mail from unknown senders')).toBeVisible();
  for (const id of ids) expect((await ticketAsSupport(id)).status()).toBe(404);
});
