import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { Messages, TicketMessages, type Ticket, type TicketAttachment } from '@portal/domain';
import { fillRichText } from '@portal/ui/src/testing/rich-text';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  ASSIGNEES,
  CLOSED,
  PARTNER_REPORT,
  ROAMING,
  ROAMING_FOR_CUSTOMER,
  ROAMING_LOG,
} from './ticket-fixtures';
import { TicketDetailPage } from './ticket-detail-page';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = fakeApiPerTest();

function renderDetail(ticket: Ticket = ROAMING) {
  server.on('GET', `/tickets/${ticket.id}`, ticket);
  renderPage(<TicketDetailPage />, {
    path: `/helpdesk/tickets/${ticket.id}`,
    route: '/helpdesk/tickets/:id',
  });
}

/** The messages of the thread, oldest first. */
const threadItems = async () =>
  within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');

/** The option texts of the open select dropdown (not antd's hidden accessibility list). */
const shownOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);

/** The value cell of the details row labelled `label`. */
const detail = (label: string) =>
  within(screen.getByText('Contact person').closest('table')!).getByText(label).closest('th')!
    .nextElementSibling as HTMLElement;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/tickets/assignees', ASSIGNEES);
  server.on('PUT', '/tickets/1042/status', ({ body }: FakeRequest) => ({ ...ROAMING, ...(body as object) }));
  server.on('PUT', '/tickets/1042/assignee', ({ body }: FakeRequest) => {
    const { assigneeId } = body as { assigneeId: number | null };
    return { ...ROAMING, assigneeId, assigneeName: ASSIGNEES.find((a) => a.id === assigneeId)?.name ?? null };
  });
  server.on('POST', '/tickets/1042/messages', ROAMING);
});

describe('TicketDetailPage (/helpdesk/tickets/:id; spec §3 Ticket, §4, §6; issue 13)', () => {
  it('shows the ticket, its description and the thread oldest first, with internal notes marked', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: '#1042 SIMs do not attach abroad' }),
    ).toBeInTheDocument();
    expect(detail('Priority')).toHaveTextContent('High');
    expect(detail('Company')).toHaveTextContent('Acme Logistics B.V. (C-1005)');
    expect(detail('Requester')).toHaveTextContent('Rita Requester · rita@acme.example');
    expect(detail('Contact person')).toHaveTextContent('Tom Technician');
    expect(screen.getByText('Belgium', { selector: 'strong' })).toBeInTheDocument();

    const items = await threadItems();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('We are looking into it.'),
      expect.stringContaining('Asked the roaming partner for their logs.'),
      expect.stringContaining('Any news?'),
    ]);
    expect(within(items[1]).getByText('Internal note')).toBeInTheDocument();
    expect(items[1]).toHaveStyle({ backgroundColor: 'rgb(255, 251, 230)' });
    expect(within(items[0]).queryByText('Internal note')).not.toBeInTheDocument();
    expect(items[0]).not.toHaveStyle({ backgroundColor: 'rgb(255, 251, 230)' });
    // Staff see which colleague wrote.
    expect(within(items[0]).getByText('Sam Support')).toBeInTheDocument();
  });

  it("offers a handler exactly the server's allowed statuses and saves a choice", async () => {
    renderDetail();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(detail('Status')).toHaveTextContent('Waiting for colleague');
    await userEvent.click(status);
    await waitFor(() =>
      expect(shownOptions()).toEqual(['Open', 'Pending', 'Waiting for client', 'Resolved', 'Closed']),
    );
    await userEvent.click((await screen.findAllByTitle('Pending')).at(-1)!);
    await waitFor(() => expect(server.requestsTo('PUT', '/tickets/1042/status')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/tickets/1042/status')[0].body).toEqual({ status: 'pending' });
    expect(await screen.findByText('Status changed to "Pending"')).toBeInTheDocument();
  });

  it('asks before closing, because closed is final', async () => {
    renderDetail();
    const pickClosed = async () => {
      await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
      await userEvent.click((await screen.findAllByTitle('Closed')).at(-1)!);
      // By its text: in jsdom antd gives every generated id the same value, so the dialog's name is not its title.
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent('Close ticket #1042?');
      return question;
    };

    let dialog = await pickClosed();
    expect(dialog).toHaveTextContent('Closing is final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('PUT', '/tickets/1042/status')).toEqual([]);

    dialog = await pickClosed();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/tickets/1042/status')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/tickets/1042/status')[0].body).toEqual({ status: 'closed' });
  });

  it('lets a handler assign the ticket to a helpdesk employee or unassign it', async () => {
    renderDetail();
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' });
    await userEvent.click(assignee);
    await waitFor(() => expect(shownOptions()).toEqual(['Unassigned', 'Sam Support', 'Mia Management']));
    await userEvent.click((await screen.findAllByTitle('Mia Management')).at(-1)!);
    expect(await screen.findByText('Assigned to Mia Management')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await userEvent.click((await screen.findAllByTitle('Unassigned')).at(-1)!);
    await waitFor(() => expect(server.requestsTo('PUT', '/tickets/1042/assignee')).toHaveLength(2));
    expect(server.requestsTo('PUT', '/tickets/1042/assignee').map((request) => request.body)).toEqual([
      { assigneeId: 32 },
      { assigneeId: null },
    ]);
  });

  it('lets a handler write an internal note', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('switch', { name: 'Internal note' }));
    await fillRichText('Your reply', '<p>Partner confirms an outage.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(server.requestsTo('POST', '/tickets/1042/messages')).toHaveLength(1));
    expect(server.requestsTo('POST', '/tickets/1042/messages')[0].body).toEqual({
      body: '<p>Partner confirms an outage.</p>',
      internal: true,
    });
    expect(await screen.findByText('Internal note added')).toBeInTheDocument();
  });

  it('gives a customer no status select, no assignee select and no internal-note switch; staff write as "Helpdesk"', async () => {
    signInAs(['generalResponsible'], 5);
    renderDetail(ROAMING_FOR_CUSTOMER);
    const items = await threadItems();
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Helpdesk')).toBeInTheDocument();
    expect(within(items[0]).queryByText('Sam Support')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Rita Requester')).toBeInTheDocument();

    expect(detail('Status')).toHaveTextContent('Waiting for colleague');
    expect(detail('Assigned to')).toHaveTextContent('Sam Support');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Internal note' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/tickets/assignees')).toEqual([]);

    await fillRichText('Your reply', '<p>Still no data.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(server.requestsTo('POST', '/tickets/1042/messages')).toHaveLength(1));
    expect(server.requestsTo('POST', '/tickets/1042/messages')[0].body).toEqual({
      body: '<p>Still no data.</p>',
      internal: false,
    });
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
  });

  it('shows an account manager status and assignee as text, and offers a public reply only', async () => {
    signInAs(['accountManager']);
    renderDetail({ ...ROAMING, allowedStatuses: [] });
    await threadItems();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Internal note' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
  });

  it('hides the reply form of a closed ticket and says why', async () => {
    renderDetail(CLOSED);
    expect(
      await screen.findByText(
        'This ticket is closed and takes no more replies. Please open a new ticket if you need more help.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Closed');
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderDetail();
    const items = within(await screen.findByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
    expect(within(items[1]).getByText('Interne notitie')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent(
      'Wacht op collega',
    );
    expect(screen.getByText('Hoog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactie versturen' })).toBeInTheDocument();
    const files = within(screen.getByRole('list', { name: 'Bijlagen' })).getAllByRole('listitem');
    expect(files[0]).toHaveTextContent('2,5 MB · geüpload door Rita Requester');
    expect(within(files[1]).getByText('Intern')).toBeInTheDocument();
    expect(
      screen.getByText('PDF, afbeeldingen, Office-documenten of ZIP, maximaal 20 MB'),
    ).toBeInTheDocument();
  });
});

/** The files of the ticket, oldest first. */
const attachmentItems = async () =>
  within(await screen.findByRole('list', { name: 'Attachments' })).getAllByRole('listitem');

/** The hidden file input of "Attach a file" (the shared FileUpload). */
const fileInput = async () => (await screen.findByLabelText('Choose a file')) as HTMLInputElement;

const uploads = () => server.requestsTo('POST', '/tickets/1042/attachments');
const removeUrl = `/tickets/1042/attachments/${PARTNER_REPORT.id}`;
const deletions = () => server.requestsTo('DELETE', removeUrl);

/** A file the user chooses; `bytes` long. */
const chosen = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });

/** An attachment as POST /tickets/{id}/attachments answers it. */
const stored = (fileName: string, extra: Partial<TicketAttachment> = {}): TicketAttachment => ({
  ...ROAMING_LOG,
  id: 9,
  fileName,
  contentType: 'image/png',
  sizeBytes: 10,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...extra,
});

describe('TicketDetailPage attachments (issue 13; docs/helpdesk-api.md "Ticket attachments")', () => {
  it('lists the files oldest first with size, uploader and date; internal ones are tagged "Internal"', async () => {
    renderDetail();
    const items = await attachmentItems();
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('roaming-log.zip');
    expect(items[0]).toHaveTextContent('2.5 MB · uploaded by Rita Requester · 24 Nov 2026');
    expect(within(items[0]).queryByText('Internal')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('partner-report.pdf');
    expect(items[1]).toHaveTextContent('340 KB · uploaded by Sam Support · 24 Nov 2026');
    expect(within(items[1]).getByText('Internal')).toBeInTheDocument();
    expect(screen.getByText('PDF, images, office documents or ZIP, at most 20 MB')).toBeInTheDocument();
  });

  it('downloads a file by its name through the API client', async () => {
    const restoreUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:attachment'), revokeObjectURL: jest.fn() });
    const offered = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on('GET', '/tickets/1042/attachments/7', new Blob(['PK'], { type: 'application/zip' }));
    try {
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Download roaming-log.zip' }));
      await waitFor(() => expect(offered).toHaveBeenCalled());
      expect((offered.mock.contexts[0] as HTMLAnchorElement).download).toBe('roaming-log.zip');
      expect(server.requestsTo('GET', '/tickets/1042/attachments/7')[0].params).toEqual({ download: '1' });
    } finally {
      offered.mockRestore();
      Object.assign(URL, restoreUrl);
    }
  });

  it('lets a customer attach a file: multipart `file`, not internal, with progress, then "File attached" and the new list', async () => {
    signInAs(['generalResponsible'], 5);
    const screenshot = stored('screenshot.png');
    let finish!: () => void;
    server.on('POST', '/tickets/1042/attachments', ({ config }: FakeRequest) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return new Promise((resolve) => (finish = () => resolve(reply(201, screenshot))));
    });
    renderDetail(ROAMING_FOR_CUSTOMER);
    // Customers see the public file only, and neither "Internal file" nor "Remove".
    expect(await attachmentItems()).toHaveLength(1);
    expect(screen.queryByText('partner-report.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Internal file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove file/ })).not.toBeInTheDocument();

    await userEvent.upload(await fileInput(), chosen('screenshot.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    const [sent] = uploads();
    expect(sent.params).toEqual({});
    expect(((sent.body as FormData).get('file') as File).name).toBe('screenshot.png');
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    server.on('GET', '/tickets/1042', {
      ...ROAMING_FOR_CUSTOMER,
      attachments: [...ROAMING_FOR_CUSTOMER.attachments, screenshot],
    });
    finish();
    expect(await screen.findByText('File attached')).toBeInTheDocument();
    await waitFor(async () => expect(await attachmentItems()).toHaveLength(2));
    expect((await attachmentItems())[1]).toHaveTextContent('screenshot.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a handler\'s "Internal file" with ?internal=true', async () => {
    server.on('POST', '/tickets/1042/attachments', reply(201, stored('trace.pdf', { internal: true })));
    renderDetail();
    await userEvent.upload(await fileInput(), chosen('trace.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('switch', { name: 'Internal file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0].params).toEqual({ internal: 'true' });
    expect(((uploads()[0].body as FormData).get('file') as File).name).toBe('trace.pdf');
    expect(await screen.findByText('File attached')).toBeInTheDocument();
  });

  it('says "File is required" without calling the server', async () => {
    renderDetail();
    await fileInput();
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('File is required')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it.each([
    ['a file too large for the server', 'The file is larger than 10 MB.'],
    [
      'another type found in the bytes',
      'Only PDF, images (PNG, JPEG, GIF, WebP), office documents and ZIP archives are accepted.',
    ],
    ['a ticket closed meanwhile', TicketMessages.closedTicket],
  ])("shows the server's 400 on the file for %s, and no success", async (_case, text) => {
    server.on(
      'POST',
      '/tickets/1042/attachments',
      reply(400, { errorMessage: Messages.formIncomplete, errors: [{ field: 'file', message: text }] }),
    );
    renderDetail();
    await userEvent.upload(await fileInput(), chosen('fake.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
    expect(screen.queryByText('File attached')).not.toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete file …?" before a handler removes a file, then lists the files again', async () => {
    server.on('DELETE', removeUrl, reply(204));
    renderDetail();
    const remove = await screen.findByRole('button', { name: 'Remove file partner-report.pdf' });
    await userEvent.click(remove);
    expect(
      await screen.findByText('Are you sure you want to delete file partner-report.pdf?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('No'));
    expect(deletions()).toEqual([]);

    server.on('GET', '/tickets/1042', { ...ROAMING, attachments: [ROAMING_LOG] });
    await userEvent.click(remove);
    await userEvent.click(await screen.findByText('Yes'));
    await waitFor(() => expect(deletions()).toHaveLength(1));
    expect(await screen.findByText('File partner-report.pdf has been deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await attachmentItems()).toHaveLength(1));
    expect((await attachmentItems())[0]).toHaveTextContent('roaming-log.zip');
  });

  it('gives an account manager "Attach a file" but no "Remove" and no "Internal file"', async () => {
    signInAs(['accountManager']);
    renderDetail({ ...ROAMING, allowedStatuses: [] });
    expect(await attachmentItems()).toHaveLength(2);
    expect(await fileInput()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove file/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Internal file' })).not.toBeInTheDocument();
  });

  it('takes no file on a closed ticket and says "No files attached"', async () => {
    renderDetail(CLOSED);
    expect(await screen.findByText('No files attached')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/tickets/1001')).toHaveLength(1);
  });
});
