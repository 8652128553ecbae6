import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { Announcement } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRichText, findRichTextEditor } from '@portal/ui/src/testing/rich-text';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OUTAGE } from './announcement-fixtures';
import { AnnouncementDetailPage } from './announcement-detail-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

function renderDetail(announcement: Announcement = OUTAGE) {
  server.on('GET', `/announcements/${announcement.id}`, announcement);
  renderPage(<AnnouncementDetailPage />, {
    path: `/announcements/${announcement.id}`,
    route: '/announcements/:id',
  });
}

/** The confirmation popup (antd Popconfirm of ConfirmAction) holding `question`. */
const popupOf = (question: HTMLElement) => question.closest('.ant-popover') as HTMLElement;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
});

describe('AnnouncementDetailPage (/announcements/:id, spec §3, issue 12)', () => {
  it('shows every field, the initial message as rich text and the messages oldest first', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile data outage in Rotterdam' }),
    ).toBeInTheDocument();
    const details = screen.getByText('Affected services').closest('table')!;
    const value = (label: string) => within(details).getByText(label).closest('th')!.nextElementSibling;
    expect(value('Type')).toHaveTextContent('Incident');
    expect(value('Priority')).toHaveTextContent('Critical');
    expect(value('Status')).toHaveTextContent('Open');
    expect(value('Supplier')).toHaveTextContent('Alpha Mobile');
    expect(value('Region')).toHaveTextContent('Netherlands');
    expect(value('End')).toHaveTextContent('Not known yet');
    expect(value('Affected services')).toHaveTextContent('Mobile data (2G/4G)');
    expect(value('Customer impact')).toHaveTextContent('Devices cannot report');
    expect(value('Required customer action')).toHaveTextContent('No action needed');
    expect(value('Contact')).toHaveTextContent('Service desk, 010 123 4567');
    expect(screen.getByText('Rotterdam', { selector: 'strong' })).toBeInTheDocument();

    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Engineers are on site.'),
      expect.stringContaining('Partial recovery in the north.'),
    ]);
    expect(within(messages[0]).getByText('Update')).toBeInTheDocument();
    expect(within(messages[0]).getByText('Recipients notified')).toBeInTheDocument();
    expect(within(messages[1]).queryByText('Recipients notified')).not.toBeInTheDocument();
  });

  it('shows staff the mails sent: recipients and how many are delivered, pending and failed', async () => {
    renderDetail();
    const sends = await screen.findByRole('region', { name: 'Mails sent' });
    const row = within(sends).getByText('Sam Support').closest('tr')!;
    expect(row).toHaveTextContent('Announcement');
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('10 delivered')).toBeInTheDocument();
    expect(within(row).getByText('1 pending')).toBeInTheDocument();
    expect(within(row).getByText('1 failed')).toBeInTheDocument();
  });

  it.each([['superAdmin'], ['management'], ['support']] as const)(
    'gives %s Edit, Close announcement, Delete and Add message',
    async (role) => {
      signInAs([role]);
      renderDetail();
      expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close announcement' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add message' })).toBeInTheDocument();
    },
  );

  it('lets the account manager read, with the mails sent, but not write', async () => {
    signInAs(['accountManager']);
    renderDetail();
    expect(await screen.findByRole('region', { name: 'Mails sent' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Edit|Close announcement|Reopen|Delete|Add message)$/ }),
    ).not.toBeInTheDocument();
  });

  it('shows an organization user the announcement without write actions or mails sent', async () => {
    signInAs(['technicalResponsible'], 5);
    renderDetail({ ...OUTAGE, sends: [] });
    expect(await screen.findByText('Engineers are on site.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Edit|Close announcement|Reopen|Delete|Add message)$/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mails sent' })).not.toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete announcement …?" and deletes only after confirming', async () => {
    server.on('DELETE', '/announcements/7', reply(204));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(
      'Are you sure you want to delete announcement Mobile data outage in Rotterdam?',
    );
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/announcements/7')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByText(
      'Are you sure you want to delete announcement Mobile data outage in Rotterdam?',
    );
    expect(server.requestsTo('DELETE', '/announcements/7')).toEqual([]);
    await userEvent.click(within(popupOf(again)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/announcements/7')).toHaveLength(1));
    expect(
      await screen.findByText('Announcement Mobile data outage in Rotterdam has been deleted'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/announcements'));
  });

  it('closes only with a final message, with the closed status of the type', async () => {
    const maintenance: Announcement = { ...OUTAGE, id: 9, type: 'maintenance', title: 'Planned maintenance' };
    server.on('PUT', '/announcements/9/status', ({ body }: FakeRequest) => ({
      ...maintenance,
      status: (body as { status: string }).status,
      closed: true,
    }));
    renderDetail(maintenance);
    await userEvent.click(await screen.findByRole('button', { name: 'Close announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close announcement Planned maintenance' });
    expect(dialog).toHaveTextContent('The status becomes "Maintenance closed".');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close announcement' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/announcements/9/status')).toEqual([]);

    await fillRichText('Final message', '<p>All work is <em>done</em>.</p>');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Notify recipients' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/announcements/9/status')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/announcements/9/status')[0].body).toEqual({
      status: 'maintenanceClosed',
      message: '<p>All work is <em>done</em>.</p>',
      notify: true,
    });
    expect(await screen.findByText('Announcement closed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('closes an incident as "interference resolved" and reopens a closed announcement as open', async () => {
    server.on('PUT', '/announcements/7/status', ({ body }: FakeRequest) => {
      const status = (body as { status: Announcement['status'] }).status;
      return { ...OUTAGE, status, closed: status !== 'open' };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Close announcement' }));
    const dialog = await screen.findByRole('dialog');
    await fillRichText('Final message', '<p>Resolved.</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/announcements/7/status')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/announcements/7/status')[0].body).toMatchObject({
      status: 'interferenceResolved',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const reopen = await screen.findByRole('dialog', {
      name: 'Reopen announcement Mobile data outage in Rotterdam',
    });
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/announcements/7/status')).toHaveLength(2));
    expect(server.requestsTo('PUT', '/announcements/7/status')[1].body).toEqual({
      status: 'open',
      message: '',
      notify: false,
    });
  });

  it('adds a message with "Notify recipients" and shows it on the timeline', async () => {
    server.on('POST', '/announcements/7/messages', ({ body }: FakeRequest) => ({
      ...OUTAGE,
      messages: [
        ...OUTAGE.messages,
        {
          id: 23,
          kind: 'update',
          body: (body as { body: string }).body,
          notified: true,
          createdBy: 'Test User',
          createdAt: '2026-11-25T11:00:00.000Z',
        },
      ],
    }));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Add message' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/announcements/7/messages')).toEqual([]);

    await fillRichText('New message', '<p>Fully <strong>restored</strong>.</p>');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notify recipients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add message' }));
    await waitFor(() => expect(server.requestsTo('POST', '/announcements/7/messages')).toHaveLength(1));
    expect(server.requestsTo('POST', '/announcements/7/messages')[0].body).toEqual({
      body: '<p>Fully <strong>restored</strong>.</p>',
      notify: true,
    });
    expect(await screen.findByText('Message added')).toBeInTheDocument();
    expect(await screen.findByText('restored', { selector: 'li strong' })).toBeInTheDocument();
    await waitFor(async () => expect((await findRichTextEditor('New message')).textContent).toBe(''));
  });

  it('speaks Dutch, the delete question included', async () => {
    await setUpI18n('nl');
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.getByText('Kritiek')).toBeInTheDocument();
    expect(screen.getByText('Nog niet bekend')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verzonden mails' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText(
        'Weet u zeker dat u aankondiging Mobile data outage in Rotterdam verwijderen wilt?',
      ),
    ).toBeInTheDocument();
  });
});
