import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { TicketMessages } from '@portal/domain';
import { fillRichText } from '@portal/ui/src/testing/rich-text';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { SUGGESTION_DELAY_MS } from '../components/ticket-suggestions';
import { announcementOf, faqItemOf, pageOf, ROAMING } from './ticket-fixtures';
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
  // The suggestions under the subject: no matches unless a test says otherwise.
  server.on('GET', '/faq', { items: [], truncated: false });
  server.on('GET', '/announcements', pageOf([]));
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

/** The search texts sent to `url` so far, with the other query parameters. */
const searches = (url: string) => server.requestsTo('GET', url).map((request) => request.params);

/** Waits longer than the suggestions' pause, for tests that expect nothing to happen. */
const waitPastThePause = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SUGGESTION_DELAY_MS + 300)));

/** Answers `url` by the request's search text: `answers[search]`, or nothing. */
function answerBySearch<T>(url: string, answers: Record<string, T[]>, wrap: (items: T[]) => unknown) {
  server.on('GET', url, ({ params }: FakeRequest) => wrap(answers[params.search as string] ?? []));
}

const DISRUPTION = announcementOf(71, 'Roaming disruption in Belgium', {
  type: 'incident',
  priority: 'critical',
});
const ROAM_FAQ = faqItemOf(
  11,
  'Why does my SIM not roam?',
  '<p>Check that <strong>roaming</strong> is enabled for the SIM.</p>',
);

describe('TicketCreatePage suggestions while a customer types the subject (issue 13 "Beyond")', () => {
  it("shows the matching open announcements and FAQ questions of the subject's longest words", async () => {
    signInAs(['generalResponsible'], 5);
    answerBySearch(
      '/announcements',
      {
        roaming: [
          DISRUPTION,
          announcementOf(72, 'Roaming maintenance KPN', { type: 'maintenance', priority: 'medium' }),
          announcementOf(73, 'Roaming data delays'),
          announcementOf(74, 'Roaming price change', { type: 'notification', priority: 'low' }),
        ],
        belgium: [announcementOf(75, 'Belgium: SMS delays'), DISRUPTION],
      },
      pageOf,
    );
    answerBySearch('/faq', { roaming: [ROAM_FAQ] }, (items) => ({ items, truncated: false }));
    renderCreate();
    await fill('Subject', 'Roaming down in Belgium');

    const knownIssues = await screen.findByRole('region', { name: 'Is this a known issue?' });
    expect(knownIssues.closest('[aria-live="polite"]')).not.toBeNull();
    // Found by both words first, then in the server's order; three at most.
    expect(
      within(knownIssues)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Roaming disruption in Belgium', 'Roaming maintenance KPN', 'Roaming data delays']);
    expect(within(knownIssues).getByRole('link', { name: 'Roaming disruption in Belgium' })).toHaveAttribute(
      'href',
      '/announcements/71',
    );
    const first = within(knownIssues).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Critical');
    expect(first).toHaveTextContent('Incident');
    expect(knownIssues).toHaveTextContent('Follow the announcement instead of opening a ticket.');

    const questions = screen.getByRole('region', { name: 'These questions may help' });
    const question = within(questions).getByRole('button', { name: 'Why does my SIM not roam?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(questions).getByText(/is enabled for the SIM/)).toBeVisible();

    expect(searches('/announcements')).toEqual([
      { state: 'open', search: 'roaming', pageSize: 5 },
      { state: 'open', search: 'belgium', pageSize: 5 },
    ]);
    expect(searches('/faq')).toEqual([
      { locale: 'en', search: 'roaming' },
      { locale: 'en', search: 'belgium' },
    ]);
  });

  it('searches nothing for a subject of two characters, and a three-letter one once it is there', async () => {
    signInAs(['technicalResponsible'], 5);
    answerBySearch('/announcements', { apn: [announcementOf(76, 'APN outage')] }, pageOf);
    renderCreate();
    await fill('Subject', 'AB');
    await waitPastThePause();
    expect(searches('/announcements')).toEqual([]);
    expect(searches('/faq')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Is this a known issue?' })).not.toBeInTheDocument();

    await fill('Subject', 'APN');
    expect(await screen.findByRole('link', { name: 'APN outage' })).toHaveAttribute(
      'href',
      '/announcements/76',
    );
    expect(searches('/faq')).toEqual([{ locale: 'en', search: 'apn' }]);
  });

  it('shows nothing when nothing matches, and ignores a failing search', async () => {
    signInAs(['generalResponsible'], 5);
    server.on('GET', '/announcements', reply(500, { message: 'Database down' }));
    renderCreate();
    await fill('Subject', 'Invoice question');
    await waitFor(() => expect(searches('/faq')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText('Looking for known issues and answers…')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Is this a known issue?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'These questions may help' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Database down|went wrong/)).not.toBeInTheDocument();

    // The FAQ still helps when the announcements cannot be searched.
    answerBySearch('/faq', { roaming: [ROAM_FAQ] }, (items) => ({ items, truncated: false }));
    await fill('Subject', 'No roaming');
    expect(await screen.findByRole('button', { name: 'Why does my SIM not roam?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Is this a known issue?' })).not.toBeInTheDocument();
  });

  it('shows staff no suggestions', async () => {
    signInAs(['support']);
    answerBySearch('/announcements', { roaming: [DISRUPTION] }, pageOf);
    renderCreate();
    await fill('Subject', 'Roaming down in Belgium');
    await waitPastThePause();
    expect(searches('/announcements')).toEqual([]);
    expect(searches('/faq')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Roaming disruption in Belgium' })).not.toBeInTheDocument();
  });

  it('asks for the FAQ in the interface language and speaks Dutch', async () => {
    await setUpI18n('nl');
    signInAs(['generalResponsible'], 5);
    answerBySearch('/announcements', { storing: [DISRUPTION] }, pageOf);
    answerBySearch(
      '/faq',
      { roaming: [faqItemOf(12, 'Waarom roamt mijn simkaart niet?', '<p>Zet roaming aan.</p>', 'nl')] },
      (items) => ({ items, truncated: false }),
    );
    renderCreate();
    await fill('Onderwerp', 'Roaming storing België');

    const knownIssues = await screen.findByRole('region', { name: 'Is dit een bekend probleem?' });
    expect(knownIssues).toHaveTextContent('Kritiek');
    expect(knownIssues).toHaveTextContent('Volg de aankondiging in plaats van een ticket aan te maken.');
    const questions = await screen.findByRole('region', { name: 'Deze vragen kunnen helpen' });
    expect(
      within(questions).getByRole('button', { name: 'Waarom roamt mijn simkaart niet?' }),
    ).toBeInTheDocument();
    expect(searches('/faq')).toEqual([
      { locale: 'nl', search: 'roaming' },
      { locale: 'nl', search: 'storing' },
    ]);
  });
});
