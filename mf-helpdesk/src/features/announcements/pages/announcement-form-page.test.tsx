import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRichText, findRichTextEditor } from '@portal/ui/src/testing/rich-text';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OUTAGE, SUPPLIERS } from './announcement-fixtures';
import { AnnouncementFormPage } from './announcement-form-page';

// The full antd form in jsdom takes seconds per interaction when the machine is busy.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = fakeApiPerTest();
const recipientRequests = () =>
  server.requestsTo('GET', '/announcements/recipients').map((request) => request.params);

function renderAdd() {
  renderPage(<AnnouncementFormPage />, { path: '/announcements/add', route: '/announcements/add' });
}

function renderEdit() {
  renderPage(<AnnouncementFormPage />, { path: '/announcements/edit/7', route: '/announcements/edit/:id' });
}

/** Opens the select labelled `label` and picks `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** Enters `text` into the field labelled `label` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.paste(text);
}

/** Enters a date and time ("DD-MM-YYYY HH:mm") into the picker labelled `label` and confirms it with Enter. */
async function fillDateTime(label: string, text: string) {
  await fill(label, text);
  await userEvent.keyboard('{Enter}');
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['management']);
  server.on('GET', '/suppliers', SUPPLIERS);
  server.on('GET', '/announcements/7', OUTAGE);
  // The organizations' addresses alone reach 3; with roles their users too.
  server.on('GET', '/announcements/recipients', ({ params }: FakeRequest) =>
    params.mailRoles
      ? { organizations: 3, organizationAddresses: 3, users: 9, total: 12 }
      : { organizations: 3, organizationAddresses: 3, users: 0, total: 3 },
  );
  server.on('POST', '/announcements', ({ body }: FakeRequest) =>
    reply(201, { ...OUTAGE, ...(body as object), id: 99 }),
  );
  server.on('PUT', '/announcements/7', ({ body }: FakeRequest) => ({ ...OUTAGE, ...(body as object) }));
});

describe('AnnouncementFormPage (/announcements/add, /announcements/edit/:id; spec §3, §5, issue 12)', () => {
  it('refuses to save an incomplete form: "Sorry, not all fields are filled in correctly."', async () => {
    renderAdd();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    // Title, type, priority, region and the message are required; the start is filled in (now).
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    expect(server.requestsTo('POST', '/announcements')).toEqual([]);
  });

  it('says the end must not be before the start, on the end field', async () => {
    renderAdd();
    await fillDateTime('Start', '25-11-2026 10:00');
    await fillDateTime('End', '24-11-2026 18:00');
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(screen.getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');

    await fillDateTime('End', '25-11-2026 18:00');
    await waitFor(() =>
      expect(screen.queryByText('The end must not be before the start.')).not.toBeInTheDocument(),
    );
  });

  it('creates an announcement with every field, says "Changes saved" and opens it', async () => {
    renderAdd();
    await screen.findByLabelText('Title');
    await fill('Title', 'Roaming disruption in Belgium');
    await pick('Type', 'Interference');
    await pick('Priority', 'High');
    await pick('Region', 'Belgium');
    await pick('Supplier', 'Beta IoT');
    await fillDateTime('Start', '25-11-2026 10:00');
    await fillDateTime('End', '26-11-2026 12:30');
    await fillRichText('Message', '<p>Roaming is <strong>unstable</strong>.</p>');
    await fill('Affected services', 'Roaming');
    await fill('Customer impact', 'Devices drop off');
    await fill('Required customer action', 'Restart devices');
    await fill('Contact', 'NOC');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mail the organization' }));
    await pick('Mail users with roles', 'Technical responsible');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('POST', '/announcements')).toHaveLength(1));
    const body = server.requestsTo('POST', '/announcements')[0].body as Record<string, unknown>;
    expect(body).toEqual({
      title: 'Roaming disruption in Belgium',
      type: 'interference',
      priority: 'high',
      supplierId: 4,
      region: 'belgium',
      startsAt: new Date(2026, 10, 25, 10, 0).toISOString(),
      endsAt: new Date(2026, 10, 26, 12, 30).toISOString(),
      initialMessage: '<p>Roaming is <strong>unstable</strong>.</p>',
      affectedServices: 'Roaming',
      customerImpact: 'Devices drop off',
      requiredCustomerAction: 'Restart devices',
      contact: 'NOC',
      mailOrganization: true,
      mailRoles: ['technicalResponsible'],
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/announcements/99'));
  });

  it('shows how many recipients the mail options reach before saving', async () => {
    renderAdd();
    expect(
      await screen.findByText(
        'No e-mail will be sent. Tick "Mail the organization" or choose roles to mail.',
      ),
    ).toBeInTheDocument();
    await pick('Supplier', 'Alpha Mobile');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mail the organization' }));
    expect(await screen.findByText('This will mail 3 recipients (3 organizations)')).toBeInTheDocument();
    await pick('Mail users with roles', 'Technical responsible');
    await pick('Mail users with roles', 'Authorized to sign');
    expect(await screen.findByText('This will mail 12 recipients (3 organizations)')).toBeInTheDocument();
    expect(recipientRequests().at(-1)).toEqual({
      supplierId: 3,
      mailOrganization: 'true',
      mailRoles: 'authorizedToSign,technicalResponsible',
    });
  });

  it('edits the stored announcement; "Notify recipients again" is sent as notify', async () => {
    renderEdit();
    expect(await screen.findByLabelText('Title')).toHaveValue('Mobile data outage in Rotterdam');
    expect(await findRichTextEditor('Message')).toHaveTextContent(
      'SIMs in Rotterdam cannot set up data sessions.',
    );
    expect(await screen.findByText('This will mail 12 recipients (3 organizations)')).toBeInTheDocument();
    expect(
      screen.getByText('Only when "Notify recipients again" is ticked: saving alone sends no e-mail.'),
    ).toBeInTheDocument();

    await fill('Title', 'Mobile data outage in Rotterdam and Delft');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notify recipients again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/announcements/7')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/announcements/7')[0].body).toMatchObject({
      title: 'Mobile data outage in Rotterdam and Delft',
      type: 'incident',
      supplierId: 3,
      startsAt: OUTAGE.startsAt,
      endsAt: null,
      mailOrganization: true,
      mailRoles: ['technicalResponsible'],
      notify: true,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/announcements/7'));
  });

  it('puts server field errors on their fields', async () => {
    server.on(
      'PUT',
      '/announcements/7',
      reply(400, {
        errorMessage: 'Invalid announcement',
        errors: [{ field: 'title', message: 'Title is already in use' }],
      }),
    );
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid announcement')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Title is already in use')).toBeInTheDocument();
    expect(currentLocation()).toBe('/announcements/edit/7');
  });

  it('sends an account manager, who may not write, back to the announcement', async () => {
    signInAs(['accountManager']);
    renderEdit();
    await waitFor(() => expect(currentLocation()).toBe('/announcements/7'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderAdd();
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    expect(screen.getByText('Alle klanten')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'De organisatie mailen' }));
    expect(await screen.findByText('Dit mailt 3 ontvangers (3 organisaties)')).toBeInTheDocument();
  });
});
