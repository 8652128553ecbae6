import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { TicketMessages } from '@portal/domain';
import { fillRichText } from '@portal/ui/src/testing/rich-text';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { pageOf, ROAMING } from './ticket-fixtures';
import { TicketCreatePage } from './ticket-create-page';

// The antd form with the lazy rich-text editor in jsdom takes seconds per interaction when the machine is busy.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = fakeApiPerTest();
const created = () => server.requestsTo('POST', '/tickets').map((request) => request.body);

const ACME = {
  id: 5,
  name: 'Acme Logistics B.V.',
  customerNumber: 'C-1005',
  country: 'Nederland',
  city: 'Utrecht',
  contactPersonName: null,
  isInactive: false,
  isProspect: false,
  isReseller: false,
};

function renderCreate() {
  renderPage(<TicketCreatePage />, { path: '/helpdesk/tickets/new', route: '/helpdesk/tickets/new' });
}

/** Enters `text` into the field labelled `label` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/** The form item (label, control, errors and explanation) of the control `control`. */
const formItemOf = (control: HTMLElement) => control.closest('.ant-form-item') as HTMLElement;

beforeEach(async () => {
  await setUpI18n('en');
  server.on('GET', '/organizations', pageOf([ACME]));
  server.on('POST', '/tickets', ({ body }: FakeRequest) =>
    reply(201, { ...ROAMING, ...(body as object), id: 1050, status: 'open', messages: [] }),
  );
  server.on('GET', '/tickets/1050', { ...ROAMING, id: 1050 });
});

describe('TicketCreatePage (/helpdesk/tickets/new; spec §3 Ticket, §5, §6; issue 13)', () => {
  it('shows a customer without technical responsible urgent disabled, with the reason', async () => {
    signInAs(['generalResponsible', 'financialResponsible'], 5);
    renderCreate();
    const urgent = await screen.findByRole('radio', { name: 'Urgent' });
    expect(urgent).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'High' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(formItemOf(urgent)).toHaveTextContent(
      'Urgent is for changes for roaming or core network issues, which only a technical responsible of your organization may report.',
    );
    // A customer's ticket is their organization's: no customer or requester to fill in.
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Requester's e-mail address")).not.toBeInTheDocument();
  });

  it('lets a technical responsible open an urgent ticket, then opens it with a message', async () => {
    signInAs(['technicalResponsible'], 5);
    renderCreate();
    await fill('Subject', '  Roaming down in Belgium ');
    const urgent = screen.getByRole('radio', { name: 'Urgent' });
    expect(urgent).toBeEnabled();
    expect(formItemOf(urgent)).toHaveTextContent(
      'Choose Urgent only for changes for roaming or core network issues.',
    );
    await userEvent.click(urgent);
    await fillRichText('Description', '<p>No data <strong>at all</strong>.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toEqual({
      subject: 'Roaming down in Belgium',
      description: '<p>No data <strong>at all</strong>.</p>',
      priority: 'urgent',
    });
    expect(await screen.findByText('Ticket #1050 has been created')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/1050'));
  });

  it('asks staff for the customer and the requester, and sends them', async () => {
    signInAs(['accountManager']);
    renderCreate();
    await fill('Subject', 'Replacement SIMs');
    await fillRichText('Description', '<p>Customer called for 20 SIMs.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    // Customer, requester's name and e-mail address are required for staff.
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(created()).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click((await screen.findAllByTitle('Acme Logistics B.V. (C-1005)')).at(-1)!);
    await fill("Requester's name", 'Rita Requester');
    await fill("Requester's e-mail address", 'rita@acme.example');
    await fill('Contact person', 'Tom Technician');
    await userEvent.click(screen.getByRole('radio', { name: 'Urgent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toEqual({
      subject: 'Replacement SIMs',
      description: '<p>Customer called for 20 SIMs.</p>',
      priority: 'urgent',
      organizationId: 5,
      name: 'Rita Requester',
      email: 'rita@acme.example',
      contactPerson: 'Tom Technician',
    });
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/1050'));
  });

  it("shows the server's field error on its field and stays on the form", async () => {
    signInAs(['technicalResponsible'], 5);
    server.on(
      'POST',
      '/tickets',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'priority', message: TicketMessages.urgentNotAllowed }],
      }),
    );
    renderCreate();
    await fill('Subject', 'Core network issue');
    await userEvent.click(screen.getByRole('radio', { name: 'Urgent' }));
    await fillRichText('Description', '<p>APN unreachable.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

    const priority = formItemOf(screen.getByRole('radiogroup', { name: 'Priority' }));
    await waitFor(() => expect(priority).toHaveTextContent(TicketMessages.urgentNotAllowed));
    expect(priority).toHaveClass('ant-form-item-has-error');
    expect(currentLocation()).toBe('/helpdesk/tickets/new');
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    signInAs(['userManager'], 5);
    renderCreate();
    expect(await screen.findByRole('radio', { name: 'Urgent' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Gemiddeld' })).toBeChecked();
    expect(screen.getByLabelText('Onderwerp')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ticket aanmaken' })).toBeInTheDocument();
    expect(
      screen.getByText(/alleen een technisch verantwoordelijke van uw organisatie melden/),
    ).toBeInTheDocument();
  });
});
