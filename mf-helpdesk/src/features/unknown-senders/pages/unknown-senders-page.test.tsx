import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { UnknownSenderTicket } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  ACME,
  ACME_ITEM,
  linkedTicketOf,
  NEWCUSTOMER,
  OFFER,
  pageOf,
  ROAMING_QUESTION,
} from './unknown-sender-fixtures';
import { UnknownSendersPage } from './unknown-senders-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/tickets/unknown').map((request) => request.params);

function renderQueue(path = '/helpdesk/unknown-users') {
  renderPage(<UnknownSendersPage />, { path, route: '/helpdesk/unknown-users' });
}

/** The table row of the mail with this subject (once the list is there). */
const rowOf = async (mail: UnknownSenderTicket) =>
  (await screen.findByRole('button', { name: mail.subject })).closest('tr')!;
/** The confirmation popup (antd Popconfirm of ConfirmAction) holding `question`. */
const popupOf = (question: HTMLElement) => question.closest('.ant-popover') as HTMLElement;
/** The open dialog (in jsdom antd gives every generated id the same value: find it by its text, not its name). */
const dialogWith = async (text: string) =>
  (await screen.findAllByRole('dialog')).find((dialog) => dialog.textContent?.includes(text))!;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/tickets/unknown', pageOf([OFFER, ROAMING_QUESTION]));
  server.on('GET', '/organizations', pageOf([ACME_ITEM]));
  server.on('GET', '/organizations/5', ACME);
});

describe('UnknownSendersPage (/helpdesk/unknown-users; spec §2 helpdesk › spam, §3 ticket link; issue 13)', () => {
  it('lists each mail with sender, subject, received time and the suggested organization, 20 per page', async () => {
    renderQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown users (spam)' })).toBeInTheDocument();
    const offer = await rowOf(OFFER);
    for (const text of ['Nina Nieuw', 'nina@newcustomer.example', 'No suggestion']) {
      expect(within(offer).getByText(text)).toBeInTheDocument();
    }
    expect(within(offer).getByText(/25 Nov 2026/)).toBeInTheDocument();
    const question = await rowOf(ROAMING_QUESTION);
    for (const text of ['Rob Roamer', 'rob@acme.example', 'Suggested: Acme Logistics B.V. (100001)']) {
      expect(within(question).getByText(text)).toBeInTheDocument();
    }
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('opens a mail from its subject and shows its body as rich text', async () => {
    renderQueue();
    await userEvent.click(within(await rowOf(OFFER)).getByRole('button', { name: OFFER.subject }));
    const dialog = await dialogWith('Graag een');
    expect(within(dialog).getByText('offerte', { selector: 'strong' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Nina Nieuw <nina@newcustomer.example>');
    expect(dialog).toHaveTextContent('No suggestion');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "No mail from unknown senders" when the queue is empty', async () => {
    server.on('GET', '/tickets/unknown', pageOf([]));
    renderQueue();
    expect(await screen.findByText('No mail from unknown senders')).toBeInTheDocument();
  });

  it('puts the search into the URL and the request, and a deep link searches at once', async () => {
    renderQueue('/helpdesk/unknown-users?search=acme&page=2');
    await rowOf(OFFER);
    expect(listRequests()).toEqual([{ page: 2, pageSize: 20, search: 'acme' }]);

    const search = screen.getByRole('searchbox', { name: 'Search by sender or subject' });
    await userEvent.clear(search);
    await userEvent.type(search, 'roaming{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/unknown-users?search=roaming'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'roaming' }));
  });

  it('links a mail to the suggested organization, preselected, and opens the ticket', async () => {
    server.on('PUT', '/tickets/502/organization', linkedTicketOf(ROAMING_QUESTION, ACME));
    renderQueue();
    await userEvent.click(
      within(await rowOf(ROAMING_QUESTION)).getByRole('button', { name: 'Link to organization' }),
    );
    const dialog = await dialogWith('becomes a ticket of this customer');
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTitle(/^Acme Logistics B\.V\./)).toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/tickets/502/organization')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/tickets/502/organization')[0]!.body).toEqual({ organizationId: 5 });
    expect(await screen.findByText('Linked to Acme Logistics B.V.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/502'));
  });

  it("shows the server's error on the customer field and stays open", async () => {
    server.on(
      'PUT',
      '/tickets/502/organization',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'organizationId', message: 'This ticket already belongs to an organization.' }],
      }),
    );
    renderQueue();
    await userEvent.click(
      within(await rowOf(ROAMING_QUESTION)).getByRole('button', { name: 'Link to organization' }),
    );
    const dialog = await dialogWith('becomes a ticket of this customer');
    await waitFor(() => expect(within(dialog).getByTitle(/^Acme Logistics B\.V\./)).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(
      await within(dialog).findByText('This ticket already belongs to an organization.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/helpdesk/unknown-users');
  });

  it('creates an organization prefilled from the mail, then links the mail to it and opens the ticket', async () => {
    server.on('POST', '/organizations', reply(201, NEWCUSTOMER));
    server.on('PUT', '/tickets/501/organization', linkedTicketOf(OFFER, NEWCUSTOMER));
    renderQueue();
    await userEvent.click(
      within(await rowOf(OFFER)).getByRole('button', { name: 'Create organization and link' }),
    );
    const dialog = await dialogWith('A new customer is created');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Newcustomer');
    expect(within(dialog).getByLabelText('E-mail address for announcements')).toHaveValue(
      'nina@newcustomer.example',
    );
    expect(within(dialog).getByTitle('Nederland')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'VAT liable' })).toBeChecked();

    // The customer number and, while VAT liable, the VAT number are required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and link' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(server.requestsTo('POST', '/organizations')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Customer number'), '200042');
    await userEvent.type(within(dialog).getByLabelText('VAT number'), 'NL123456789B01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and link' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/tickets/501/organization')).toHaveLength(1));
    expect(server.requestsTo('POST', '/organizations')[0]!.body).toEqual({
      name: 'Newcustomer',
      customerNumber: '200042',
      country: 'Nederland',
      vatLiable: true,
      vatNumber: 'NL123456789B01',
      isProspect: false,
      isReseller: false,
      announcementEmailAddress: 'nina@newcustomer.example',
      supplierIds: [],
    });
    expect(server.requestsTo('PUT', '/tickets/501/organization')[0]!.body).toEqual({ organizationId: 77 });
    // The organization first, then the link.
    const writes = server.requests.filter((request) => request.method !== 'GET').map((r) => r.url);
    expect(writes).toEqual(['/organizations', '/tickets/501/organization']);
    expect(await screen.findByText('Linked to Newcustomer')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/501'));
  });

  it('shows a customer number in use on its field, and creates nothing else', async () => {
    server.on(
      'POST',
      '/organizations',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'customerNumber', message: 'Customer number is already in use.' }],
      }),
    );
    renderQueue();
    await userEvent.click(
      within(await rowOf(OFFER)).getByRole('button', { name: 'Create organization and link' }),
    );
    const dialog = await dialogWith('A new customer is created');
    await userEvent.type(within(dialog).getByLabelText('Customer number'), '100001');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'VAT liable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and link' }));
    expect(await within(dialog).findByText('Customer number is already in use.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/organizations')[0]!.body).toMatchObject({
      customerNumber: '100001',
      vatLiable: false,
      vatNumber: null,
    });
    expect(server.requestsTo('PUT', '/tickets/501/organization')).toEqual([]);
  });

  it('keeps the created organization chosen in the Link dialog when the link fails, and links it from there', async () => {
    server.on('POST', '/organizations', reply(201, NEWCUSTOMER));
    server.on('PUT', '/tickets/501/organization', reply(500, { message: 'Database unavailable' }));
    renderQueue();
    await userEvent.click(
      within(await rowOf(OFFER)).getByRole('button', { name: 'Create organization and link' }),
    );
    const create = await dialogWith('A new customer is created');
    await userEvent.type(within(create).getByLabelText('Customer number'), '200042');
    await userEvent.type(within(create).getByLabelText('VAT number'), 'NL123456789B01');
    await userEvent.click(within(create).getByRole('button', { name: 'Create and link' }));

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    const link = await dialogWith('Newcustomer has been created, but the mail could not be linked');
    await waitFor(() => expect(within(link).getByTitle('Newcustomer')).toBeInTheDocument());
    expect(screen.queryByText('A new customer is created', { exact: false })).not.toBeInTheDocument();

    server.on('PUT', '/tickets/501/organization', linkedTicketOf(OFFER, NEWCUSTOMER));
    await userEvent.click(within(link).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/501'));
    expect(server.requestsTo('POST', '/organizations')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/tickets/501/organization').map((request) => request.body)).toEqual([
      { organizationId: 77 },
      { organizationId: 77 },
    ]);
  });

  it('asks before deleting the selected mails as spam: "No" sends nothing, "Delete" sends their ids', async () => {
    server.on('POST', '/tickets/unknown/delete', { deleted: 2 });
    renderQueue();
    await rowOf(OFFER);
    const deleteSelected = () => screen.getByRole('button', { name: /Delete selected/ });
    expect(deleteSelected()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select the mail "${OFFER.subject}"` }));
    expect(deleteSelected()).toHaveTextContent('Delete selected (1)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all mail on this page' }));
    expect(deleteSelected()).toHaveTextContent('Delete selected (2)');

    await userEvent.click(deleteSelected());
    const question = await screen.findByText('Are you sure you want to delete 2 mails as spam?');
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('POST', '/tickets/unknown/delete')).toEqual([]);

    const requestsBefore = listRequests().length;
    server.on('GET', '/tickets/unknown', pageOf([]));
    await userEvent.click(deleteSelected());
    const again = await screen.findByText('Are you sure you want to delete 2 mails as spam?');
    await userEvent.click(within(popupOf(again)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('POST', '/tickets/unknown/delete')).toHaveLength(1));
    expect(server.requestsTo('POST', '/tickets/unknown/delete')[0]!.body).toEqual({ ids: [501, 502] });
    expect(await screen.findByText('2 mails deleted')).toBeInTheDocument();
    // The queue reloads without them.
    expect(await screen.findByText('No mail from unknown senders')).toBeInTheDocument();
    expect(listRequests().length).toBeGreaterThan(requestsBefore);
  });

  it('deletes one mail as spam from its row, after asking', async () => {
    server.on('POST', '/tickets/unknown/delete', ({ body }: FakeRequest) => ({
      deleted: (body as { ids: number[] }).ids.length,
    }));
    renderQueue();
    await userEvent.click(
      within(await rowOf(ROAMING_QUESTION)).getByRole('button', { name: 'Delete as spam' }),
    );
    const question = await screen.findByText('Are you sure you want to delete 1 mail as spam?');
    expect(server.requestsTo('POST', '/tickets/unknown/delete')).toEqual([]);
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('POST', '/tickets/unknown/delete')).toHaveLength(1));
    expect(server.requestsTo('POST', '/tickets/unknown/delete')[0]!.body).toEqual({ ids: [502] });
    expect(await screen.findByText('1 mail deleted')).toBeInTheDocument();
  });

  it('lets an account manager read the queue and the mail, without any action', async () => {
    signInAs(['accountManager']);
    renderQueue();
    const row = await rowOf(ROAMING_QUESTION);
    expect(within(row).getByText('Suggested: Acme Logistics B.V. (100001)')).toBeInTheDocument();
    expect(screen.getByText('Mail from senders the portal does not know, newest first.')).toBeInTheDocument();
    for (const name of [
      'Link to organization',
      'Create organization and link',
      'Delete as spam',
      /Delete selected/,
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: ROAMING_QUESTION.subject }));
    expect(await screen.findByText('Belgium', { selector: 'em' })).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderQueue();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Onbekende gebruikers (spam)' }),
    ).toBeInTheDocument();
    const row = await rowOf(ROAMING_QUESTION);
    expect(within(row).getByText('Voorstel: Acme Logistics B.V. (100001)')).toBeInTheDocument();
    expect(within(await rowOf(OFFER)).getByText('Geen voorstel')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Afzender' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken op afzender of onderwerp' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Koppelen aan organisatie' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Organisatie aanmaken en koppelen' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Verwijderen als spam' }));
    expect(
      await screen.findByText('Weet u zeker dat u 1 mail als spam verwijderen wilt?'),
    ).toBeInTheDocument();

    server.on('GET', '/tickets/unknown', pageOf([]));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Zoeken op afzender of onderwerp' }),
      'x{Enter}',
    );
    expect(await screen.findByText('Geen mail van onbekende afzenders')).toBeInTheDocument();
  });
});
