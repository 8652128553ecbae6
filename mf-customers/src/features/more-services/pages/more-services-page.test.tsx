import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { ServiceRequest, SubsystemLink } from '@portal/domain';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { MoreServicesPage } from './more-services-page';

const server = fakeApiPerTest();

jest.setTimeout(60_000);

const LINKS: SubsystemLink[] = [
  { subsystem: 1, added: true, openRequestId: null },
  { subsystem: 2, added: false, openRequestId: 31 },
  { subsystem: 3, added: false, openRequestId: null },
  { subsystem: 4, added: false, openRequestId: null },
  { subsystem: 5, added: false, openRequestId: null },
  { subsystem: 8, added: false, openRequestId: null },
];
const REQUESTS: ServiceRequest[] = [
  { id: 31, organizationId: 7, subsystem: 2, message: null, status: 'open', requestedBy: 'Tess Tester', createdAt: '2026-11-20T10:00:00Z', handledAt: null },
  { id: 30, organizationId: 7, subsystem: 4, message: 'Trial', status: 'declined', requestedBy: 'Tess Tester', createdAt: '2026-10-01T10:00:00Z', handledAt: '2026-10-02T10:00:00Z' },
];

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations/7/subsystems', LINKS);
  server.on('GET', '/organizations/7/service-requests', REQUESTS);
  server.on('POST', '/organizations/7/service-requests', reply(201, { ...REQUESTS[0], id: 32, subsystem: 3 }));
});

function renderServices() {
  renderPage(<MoreServicesPage />, { path: '/more-services', route: '/more-services' });
}

describe('More services (/more-services)', () => {
  it('lists services to request, requested and active ones, and the request history', async () => {
    signInAs(['generalResponsible'], 7);
    renderServices();
    expect(await screen.findByRole('button', { name: 'Request Supplier service page A' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/organizations/7/subsystems')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request Webshop / Order' })).not.toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Helpdesk' })).not.toBeInTheDocument();
    const history = screen.getByText('Trial').closest('tr') as HTMLElement;
    expect(within(history).getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('sends the subsystem and the message, then shows the service as requested', async () => {
    signInAs(['technicalResponsible'], 7);
    renderServices();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Supplier service page A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Supplier service page A' });
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'For our trackers');
    server.on('GET', '/organizations/7/subsystems', LINKS.map((link) => (link.subsystem === 3 ? { ...link, openRequestId: 32 } : link)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.requestsTo('POST', '/organizations/7/service-requests')).toHaveLength(1));
    expect(server.requestsTo('POST', '/organizations/7/service-requests')[0].body).toEqual({
      subsystem: 3,
      message: 'For our trackers',
    });
    expect(await screen.findByText('Your request for Supplier service page A has been sent.')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/organizations/7/subsystems')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Request Supplier service page A' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Requested')).toHaveLength(2);
  });

  it('shows a message in the request history as the text typed, never as markup (issue 21)', async () => {
    server.on('GET', '/organizations/7/service-requests', [{ ...REQUESTS[1], message: IMG_MARKUP, requestedBy: SCRIPT_MARKUP }]);
    signInAs(['generalResponsible'], 7);
    renderServices();
    const row = (await screen.findByText(IMG_MARKUP)).closest('tr') as HTMLElement;
    expect(within(row).getByText(SCRIPT_MARKUP)).toBeInTheDocument();
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expectNoElementsFromMarkup();
  });

  it('tells staff the page is for customers', async () => {
    signInAs(['support']);
    renderServices();
    expect(screen.getByText(/This page is for customers/)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
