import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { fillRichText, findRichTextEditor } from '@portal/ui/src/testing/rich-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { EMPTY_PAGE, INSTALLATION_GUIDE, NORTHSEA_PAGE, SUPPLIERS } from './supplier-service-fixtures';
import { SupplierServicePage } from './supplier-service-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const PAGE = '/supplier-services/3';
const DOCUMENTS = '/supplier-services/3/documents';
const pageReads = () => server.requestsTo('GET', PAGE);
const pagePuts = () => server.requestsTo('PUT', PAGE);
const uploads = () => server.requestsTo('POST', DOCUMENTS);

function renderNorthSea() {
  return renderPage(<SupplierServicePage subsystem={3} />, { path: '/northsea', route: '/northsea' });
}

/** The section (About this service, Documents, Contacts) named `name`. */
const sectionOf = (name: string) => screen.getByRole('region', { name });

/** The documents table row holding `text`. */
const rowOf = (text: string) => within(sectionOf('Documents')).getByText(text).closest('tr')!;

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The fields of contact `number` (1-based) of the edit dialog. */
const contact = (number: number) => within(screen.getByRole('group', { name: `Contact ${number}` }));

/** Opens "Edit page" and waits for its rich-text editors (they load lazily). */
async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit page' }));
  const dialog = await screen.findByRole('dialog');
  await findRichTextEditor('Description in English');
  await findRichTextEditor('Description in Dutch');
  return dialog;
}

/** Opens "Add document". */
async function openAddDocument() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add document' }));
  return screen.findByRole('dialog');
}

const pdf = (name = 'northsea-sla.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['technicalResponsible'], 5);
  server.on('GET', PAGE, NORTHSEA_PAGE);
  server.on('GET', '/suppliers', SUPPLIERS);
});

describe('SupplierServicePage for readers (/northsea …; issue 15; spec §2 supplier service pages)', () => {
  it("shows a customer the supplier's logo, name, provider type, English description and portal link", async () => {
    renderNorthSea();
    expect(await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'NorthSea Mobile IoT' })).toHaveAttribute(
      'src',
      '/api/sim-management/suppliers/3/logo?v=a1b2c3',
    );
    expect(screen.getByText('First mobile IoT supplier')).toBeInTheDocument();

    const portal = screen.getByRole('link', {
      name: 'Go to portal of NorthSea Mobile IoT (opens in a new tab)',
    });
    expect(portal).toHaveTextContent('Go to portal');
    expect(portal).toHaveAttribute('href', 'https://portal.northsea.example/sims');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');

    const about = sectionOf('About this service');
    expect(within(about).getByRole('heading', { level: 2, name: 'About this service' })).toBeInTheDocument();
    expect(about).toHaveTextContent('Roaming SIMs for Europe.');
    // Rich text, not markup shown as text.
    expect(within(about).getByText('Europe').tagName).toBe('STRONG');
    expect(about).not.toHaveTextContent('Roaming-simkaarten');
  });

  it('lists the documents with title, file name, size and date, and downloads one as the uploaded file', async () => {
    server.on(
      'GET',
      `${DOCUMENTS}/21/file`,
      reply(200, new Blob(['%PDF-1.7']), {
        'content-disposition': 'attachment; filename="northsea-install.pdf"',
      }),
    );
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    const guide = rowOf('Installation guide');
    for (const text of ['northsea-install.pdf', '240 KB', '20 Nov 2026'])
      expect(within(guide).getByText(text)).toBeInTheDocument();
    expect(within(rowOf('Price sheet 2027')).getByText('prices-2027.xlsx')).toBeInTheDocument();

    await userEvent.click(within(guide).getByRole('button', { name: 'Download Installation guide' }));
    await waitFor(() => expect(server.requestsTo('GET', `${DOCUMENTS}/21/file`)).toHaveLength(1));
    expect(server.requestsTo('GET', `${DOCUMENTS}/21/file`)[0]!.params).toEqual({ download: '1' });
    expect(server.requestsTo('GET', `${DOCUMENTS}/22/file`)).toEqual([]);
  });

  it('shows each contact with function, an e-mail (mailto) link and a phone (tel) link', async () => {
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    const contacts = sectionOf('Contacts');
    const [nina, desk] = within(contacts).getAllByRole('listitem');
    expect(within(nina!).getByRole('heading', { level: 3, name: 'Nina de Vries' })).toBeInTheDocument();
    expect(within(nina!).getByText('Account manager')).toBeInTheDocument();
    expect(within(nina!).getByRole('link', { name: 'nina@northsea.example' })).toHaveAttribute(
      'href',
      'mailto:nina@northsea.example',
    );
    expect(within(nina!).getByRole('link', { name: '+31 (0)20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    // Only what was given: no e-mail link for the desk.
    expect(
      within(desk!).getByRole('heading', { level: 3, name: 'NorthSea service desk' }),
    ).toBeInTheDocument();
    expect(
      within(desk!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:08001234']);
  });

  it('offers a customer no "Edit page", "Add document" or "Delete"', async () => {
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    expect(screen.queryByRole('button', { name: 'Edit page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(2);
  });

  it('shows the page in Dutch with the Dutch description, and the English one when no Dutch was written', async () => {
    await setUpI18n('nl');
    const { unmount } = renderNorthSea();
    expect(await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' })).toBeInTheDocument();
    expect(screen.getByText('Eerste mobiele IoT-leverancier')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Naar portaal van NorthSea Mobile IoT (opent in een nieuw tabblad)' }),
    ).toBeInTheDocument();
    const about = sectionOf('Over deze dienst');
    expect(about).toHaveTextContent('Roaming-simkaarten voor Europa.');
    expect(about).not.toHaveTextContent('Roaming SIMs');
    expect(sectionOf('Documenten')).toBeInTheDocument();
    expect(sectionOf('Contactpersonen')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bestandsnaam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Installation guide downloaden' })).toBeInTheDocument();
    unmount();

    server.on('GET', PAGE, { ...NORTHSEA_PAGE, description: { en: NORTHSEA_PAGE.description.en, nl: '' } });
    renderNorthSea();
    const english = await screen.findByText('Europe');
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('offers no "Go to portal" for a portal address that is not http(s)', async () => {
    server.on('GET', PAGE, {
      ...NORTHSEA_PAGE,
      supplier: { ...NORTHSEA_PAGE.supplier!, portalUrl: 'javascript:alert(1)' },
    });
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    expect(screen.queryByRole('link', { name: /Go to portal/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Go to portal')).not.toBeInTheDocument();
  });

  it('says "Supplier service" and that nothing was written yet for a page staff have not filled in', async () => {
    server.on('GET', '/supplier-services/8', EMPTY_PAGE);
    renderPage(<SupplierServicePage subsystem={8} />, { path: '/tracktech', route: '/tracktech' });
    await screen.findByRole('region', { name: 'About this service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Supplier service' })).toBeInTheDocument();
    expect(within(sectionOf('About this service')).getByText('No description yet.')).toBeInTheDocument();
    expect(within(sectionOf('Documents')).getByText('No documents yet.')).toBeInTheDocument();
    expect(within(sectionOf('Contacts')).getByText('No contacts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells an organization without the subsystem (403) so, without "Try again"; 404 is "Page not found"', async () => {
    server.on('GET', PAGE, reply(403, { message: 'You do not have access to this page.' }));
    const { unmount } = renderNorthSea();
    expect(await screen.findByText('Your organization does not use this service.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    server.on('GET', PAGE, reply(404, { message: 'Not found' }));
    renderNorthSea();
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which loads the page again', async () => {
    server.on('GET', PAGE, reply(500, { message: 'The database is unavailable.' }));
    renderNorthSea();
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    server.on('GET', PAGE, NORTHSEA_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' })).toBeInTheDocument();
  });
});

describe('SupplierServicePage for editors (issue 15; spec §5, §8)', () => {
  beforeEach(() => signInAs(['support']));

  it('saves exactly the supplier, both descriptions and the contacts, then says "Changes saved"', async () => {
    server.on('PUT', PAGE, {
      ...NORTHSEA_PAGE,
      supplier: { id: 6, name: 'TrackTech Telematics', providerType: 6, portalUrl: null, logoVersion: null },
    });
    renderNorthSea();
    const dialog = await openEdit();
    expect(within(dialog).getByText('Edit page')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click((await screen.findAllByTitle('TrackTech Telematics')).at(-1)!);
    await fillRichText('Description in Dutch', '<p>Simkaarten voor <em>heel</em> Europa.</p>');

    // Contact 2 goes, a new one comes; contact 1 gets a new function.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove contact 2' }));
    const ninaFunction = contact(1).getByRole('textbox', { name: 'Function' });
    await userEvent.clear(ninaFunction);
    await userEvent.type(ninaFunction, ' Key account manager ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await userEvent.type(contact(2).getByRole('textbox', { name: 'Name' }), 'Piet Bakker');
    await userEvent.type(
      contact(2).getByRole('textbox', { name: 'E-mail address' }),
      'piet@tracktech.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pagePuts()).toHaveLength(1));
    expect(pagePuts()[0]!.body).toEqual({
      supplierId: 6,
      descriptionEn: '<p>Roaming SIMs for <strong>Europe</strong>.</p>',
      descriptionNl: '<p>Simkaarten voor <em>heel</em> Europa.</p>',
      contacts: [
        {
          name: 'Nina de Vries',
          function: 'Key account manager',
          email: 'nina@northsea.example',
          phoneNumber: '+31 (0)20 123 4567',
        },
        { name: 'Piet Bakker', function: null, email: 'piet@tracktech.example', phoneNumber: null },
      ],
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TrackTech Telematics' }),
    ).toBeInTheDocument();
  });

  it('sends a cleared supplier as null and no contacts as an empty list', async () => {
    server.on('PUT', PAGE, { ...NORTHSEA_PAGE, supplier: null, contacts: [] });
    renderNorthSea();
    const dialog = await openEdit();
    await userEvent.click(dialog.querySelector('.ant-select-clear') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove contact 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.queryByRole('group', { name: 'Contact 1' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pagePuts()).toHaveLength(1));
    expect(pagePuts()[0]!.body).toEqual({
      supplierId: null,
      descriptionEn: NORTHSEA_PAGE.description.en,
      descriptionNl: NORTHSEA_PAGE.description.nl,
      contacts: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier service' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'NorthSea Mobile IoT' })).not.toBeInTheDocument();
  });

  it('refuses a contact without a name or with a bad e-mail address without calling the server', async () => {
    renderNorthSea();
    const dialog = await openEdit();
    const email = contact(1).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nina-at-northsea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf(email)).toBe('Please enter a valid email address.'));
    expect(errorsOf(contact(3).getByRole('textbox', { name: 'Name' }))).toBe('This field is required.');
    expect(pagePuts()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields, a contact's under that contact, and keeps the dialog open", async () => {
    server.on(
      'PUT',
      PAGE,
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [
          { field: 'contacts.1.phoneNumber', message: 'The phone number is longer than 30 characters.' },
          { field: 'supplierId', message: 'This supplier does not exist.' },
        ],
      }),
    );
    renderNorthSea();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const phone = contact(2).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(errorsOf(phone)).toBe('The phone number is longer than 30 characters.'));
    expect(errorsOf(contact(1).getByRole('textbox', { name: 'Phone number' }))).toBe('');
    expect(errorsOf(within(dialog).getByRole('combobox', { name: 'Supplier' }))).toBe(
      'This supplier does not exist.',
    );
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for a title and a file before uploading a document', async () => {
    renderNorthSea();
    const dialog = await openAddDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByRole('textbox', { name: 'Title' }))).toBe(
        'This field is required.',
      ),
    );
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it('uploads the title and the file as one multipart request, then lists the page again', async () => {
    server.on(
      'POST',
      DOCUMENTS,
      reply(201, { ...INSTALLATION_GUIDE, id: 23, title: 'Service level agreement' }),
    );
    renderNorthSea();
    const dialog = await openAddDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Title' }),
      '  Service level agreement ',
    );
    await userEvent.upload(within(dialog).getByLabelText('Choose a document') as HTMLInputElement, pdf());
    expect(await within(dialog).findByText('northsea-sla.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(uploads()).toHaveLength(1));
    const sent = uploads()[0]!.body as FormData;
    expect(sent.get('title')).toBe('Service level agreement');
    expect((sent.get('file') as File).name).toBe('northsea-sla.pdf');
    expect(await screen.findByText('File Service level agreement has been uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(pageReads()).toHaveLength(2));
  });

  it("shows the server's refusal of a file under File and keeps the dialog open", async () => {
    server.on(
      'POST',
      DOCUMENTS,
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'file', message: 'Only PDF and office documents can be uploaded.' }],
      }),
    );
    renderNorthSea();
    const dialog = await openAddDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Odd file');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a document') as HTMLInputElement,
      pdf('odd.pdf'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Only PDF and office documents can be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a document only after "Yes" to "Are you sure you want to delete file …?"', async () => {
    server.on('DELETE', `${DOCUMENTS}/21`, reply(204));
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    const remove = within(rowOf('Installation guide')).getByRole('button', {
      name: 'Delete Installation guide',
    });

    await userEvent.click(remove);
    const question = await screen.findByText('Are you sure you want to delete file Installation guide?');
    const popup = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', `${DOCUMENTS}/21`)).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(
      within(
        (await screen.findByText('Are you sure you want to delete file Installation guide?')).closest(
          '.ant-popover',
        ) as HTMLElement,
      ).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(server.requestsTo('DELETE', `${DOCUMENTS}/21`)).toHaveLength(1));
    expect(server.requestsTo('DELETE', `${DOCUMENTS}/22`)).toEqual([]);
    expect(await screen.findByText('File Installation guide has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(pageReads()).toHaveLength(2));
  });

  it('offers the account manager (staff, but no editor) no editing', async () => {
    signInAs(['accountManager']);
    renderNorthSea();
    await screen.findByRole('heading', { level: 1, name: 'NorthSea Mobile IoT' });
    expect(screen.queryByRole('button', { name: 'Edit page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
