import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { GLOBE, NORTHSEA, SHADY } from './sim-management-fixtures';
import { SimManagementPage } from './sim-management-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () =>
  server.requestsTo('GET', '/sim-management/suppliers').map((request) => request.params);
const detailPuts = () => server.requestsTo('PUT', '/sim-management/suppliers/3');

function renderSimManagement(path = '/simmanagement') {
  return renderPage(<SimManagementPage />, { path, route: '/simmanagement' });
}

/** The card of the supplier named `name` (an article labelled by its heading). */
const cardOf = async (name: string) => screen.findByRole('article', { name });

/** Opens the edit dialog of the supplier named `name`. */
async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog');
}

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['technicalResponsible'], 5);
  server.on('GET', '/sim-management/suppliers', [NORTHSEA, GLOBE, SHADY]);
  server.on('GET', '/organizations', { items: [], total: 0, page: 1, pageSize: 20 });
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.', customerNumber: 'C-1007' });
});

describe('SimManagementPage (/simmanagement; issue 15; spec §2 /simmanagement, §3 Supplier)', () => {
  it('shows a customer one card per supplier: logo, name, provider type, description, portal and roaming list', async () => {
    renderSimManagement();
    expect(await screen.findByRole('heading', { level: 1, name: 'SIM management' })).toBeInTheDocument();

    const northSea = await cardOf('NorthSea IoT');
    expect(within(northSea).getByRole('heading', { level: 2, name: 'NorthSea IoT' })).toBeInTheDocument();
    expect(within(northSea).getByText('First mobile IoT supplier')).toBeInTheDocument();
    expect(within(northSea).getByText('Roaming SIMs for Europe with LTE-M and NB-IoT.')).toBeInTheDocument();
    expect(within(northSea).getByRole('img', { name: 'NorthSea IoT' })).toHaveAttribute(
      'src',
      '/api/sim-management/suppliers/3/logo?v=a1b2c3',
    );
    const portal = within(northSea).getByRole('link', {
      name: 'Go to portal of NorthSea IoT (opens in a new tab)',
    });
    expect(portal).toHaveTextContent('Go to portal');
    expect(portal).toHaveAttribute('href', 'https://portal.northsea.example/sims');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(within(northSea).getByText(/Roaming list of/)).toHaveTextContent('Roaming list of 20 Nov 2026');
    expect(within(northSea).getByRole('link', { name: 'Roaming list of NorthSea IoT' })).toHaveAttribute(
      'href',
      '/simmanagement/suppliers/3',
    );
    expect(
      within(northSea).getByRole('button', {
        name: 'Download the roaming list of NorthSea IoT (20 Nov 2026)',
      }),
    ).toBeInTheDocument();

    // A roaming list is promised but none was uploaded; no portal; no logo (initials, hidden from screen readers).
    const globe = await cardOf('Globe SIM');
    expect(within(globe).getByText('Global SIM supplier')).toBeInTheDocument();
    expect(within(globe).getByText('No roaming list uploaded yet.')).toBeInTheDocument();
    expect(within(globe).queryByRole('link')).not.toBeInTheDocument();
    expect(within(globe).queryByRole('img')).not.toBeInTheDocument();
    expect(within(globe).getByText('GS')).toBeInTheDocument();

    // Customers neither pick an organization nor edit.
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(listRequests()).toEqual([{}]);
  });

  it('makes no link of a portal URL that is not http(s), and shows no roaming list for a supplier without one', async () => {
    renderSimManagement();
    const shady = await cardOf('Shady Mobile');
    expect(within(shady).getByText('Mobile operator')).toBeInTheDocument();
    expect(within(shady).queryByRole('link')).not.toBeInTheDocument();
    expect(within(shady).queryByText(/Go to portal/)).not.toBeInTheDocument();
    expect(within(shady).queryByText('No roaming list uploaded yet.')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows everything in Dutch, with the Dutch description and the English one where no Dutch was written', async () => {
    await setUpI18n('nl');
    renderSimManagement();
    expect(await screen.findByRole('heading', { level: 1, name: 'SIM-beheer' })).toBeInTheDocument();
    const northSea = await cardOf('NorthSea IoT');
    expect(within(northSea).getByText('Eerste mobiele IoT-leverancier')).toBeInTheDocument();
    expect(
      within(northSea).getByText('Roaming-simkaarten voor Europa met LTE-M en NB-IoT.'),
    ).toBeInTheDocument();
    expect(
      within(northSea).queryByText('Roaming SIMs for Europe with LTE-M and NB-IoT.'),
    ).not.toBeInTheDocument();
    expect(
      within(northSea).getByRole('link', {
        name: 'Naar portaal van NorthSea IoT (opent in een nieuw tabblad)',
      }),
    ).toBeInTheDocument();
    expect(within(northSea).getByRole('link', { name: 'Roaminglijst van NorthSea IoT' })).toBeInTheDocument();
    const globe = await cardOf('Globe SIM');
    expect(within(globe).getByText('Wereldwijde simkaartleverancier')).toBeInTheDocument();
    expect(within(globe).getByText('One SIM for every country.')).toBeInTheDocument();
    expect(within(globe).getByText('Nog geen roaminglijst geüpload.')).toBeInTheDocument();
    expect(within(await cardOf('Shady Mobile')).getByText('Mobiele operator')).toBeInTheDocument();
  });

  it('tells a customer without suppliers that none are linked to their organization', async () => {
    server.on('GET', '/sim-management/suppliers', []);
    renderSimManagement();
    expect(await screen.findByText('No suppliers are linked to your organization.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which loads the suppliers again', async () => {
    server.on('GET', '/sim-management/suppliers', reply(500, { message: 'The database is unavailable.' }));
    renderSimManagement();
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    server.on('GET', '/sim-management/suppliers', [GLOBE]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Globe SIM')).toBeInTheDocument();
  });

  it('downloads the current roaming list from the card', async () => {
    server.on(
      'GET',
      '/sim-management/suppliers/3/roaming-lists/12/file',
      reply(200, new Blob(['Country;Operator']), { 'content-type': 'text/csv' }),
    );
    renderSimManagement();
    await userEvent.click(
      within(await cardOf('NorthSea IoT')).getByRole('button', { name: /^Download the roaming list/ }),
    );
    await waitFor(() =>
      expect(server.requestsTo('GET', '/sim-management/suppliers/3/roaming-lists/12/file')).toHaveLength(1),
    );
  });

  it('lets staff pick an organization ("All suppliers" without one) and says when it has no suppliers', async () => {
    signInAs(['support']);
    server.on('GET', '/organizations', {
      items: [{ id: 7, name: 'Acme Logistics B.V.', customerNumber: 'C-1007' }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderSimManagement();
    await cardOf('NorthSea IoT');
    expect(listRequests()).toEqual([{}]);
    const picker = screen.getByRole('combobox', { name: 'Customer' });
    expect(screen.getByText('All suppliers')).toBeInTheDocument();

    server.on('GET', '/sim-management/suppliers', []);
    await userEvent.click(picker);
    await userEvent.click(await screen.findByText('Acme Logistics B.V. (C-1007)'));
    await waitFor(() => expect(currentLocation()).toBe('/simmanagement?organization=7'));
    expect(await screen.findByText('This organization has no suppliers.')).toBeInTheDocument();
    expect(listRequests().at(-1)).toEqual({ organizationId: '7' });
  });

  it('offers "Edit" to editors (super admin, management, support) only, not to the account manager', async () => {
    signInAs(['support']);
    const { unmount } = renderSimManagement();
    for (const name of ['NorthSea IoT', 'Globe SIM', 'Shady Mobile'])
      expect(within(await cardOf(name)).getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    unmount();

    signInAs(['accountManager']);
    renderSimManagement();
    await cardOf('NorthSea IoT');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('SupplierDetailsModal (Edit of a supplier card; issue 15; spec §5, §8)', () => {
  beforeEach(() => signInAs(['management']));

  it('refuses a portal URL that is not an http(s) address without calling the server', async () => {
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    const url = within(dialog).getByRole('textbox', { name: 'Portal URL' });
    expect(url).toHaveValue('https://portal.northsea.example/sims');
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorsOf(url)).toBe('Please enter a web address that starts with https:// or http://.'),
    );
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(detailPuts()).toEqual([]);
  });

  it('saves exactly the portal URL, both descriptions and the roaming list flag, then says "Changes saved"', async () => {
    server.on('PUT', '/sim-management/suppliers/3', { ...NORTHSEA, hasRoamingList: false });
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    expect(within(dialog).getByText('Edit NorthSea IoT')).toBeInTheDocument();
    const url = within(dialog).getByRole('textbox', { name: 'Portal URL' });
    await userEvent.clear(url);
    await userEvent.type(url, '  https://sims.northsea.example/login ');
    const dutch = within(dialog).getByRole('textbox', { name: 'Description in Dutch' });
    await userEvent.clear(dutch);
    await userEvent.type(dutch, 'Simkaarten voor heel Europa.');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Has a roaming list' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(detailPuts()).toHaveLength(1));
    expect(detailPuts()[0].body).toEqual({
      portalUrl: 'https://sims.northsea.example/login',
      descriptionEn: 'Roaming SIMs for Europe with LTE-M and NB-IoT.',
      descriptionNl: 'Simkaarten voor heel Europa.',
      hasRoamingList: false,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('sends an emptied portal URL as null', async () => {
    server.on('PUT', '/sim-management/suppliers/3', { ...NORTHSEA, portalUrl: null });
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Portal URL' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(detailPuts()).toHaveLength(1));
    expect(detailPuts()[0].body).toEqual({
      portalUrl: null,
      descriptionEn: NORTHSEA.description.en,
      descriptionNl: NORTHSEA.description.nl,
      hasRoamingList: true,
    });
  });

  it("puts the server's field errors under their fields and keeps the dialog open", async () => {
    server.on(
      'PUT',
      '/sim-management/suppliers/3',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'portalUrl', message: 'This portal cannot be reached.' }],
      }),
    );
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const url = within(dialog).getByRole('textbox', { name: 'Portal URL' });
    await waitFor(() => expect(errorsOf(url)).toBe('This portal cannot be reached.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uploads a new logo at once, and refuses an SVG before upload', async () => {
    server.on('PUT', '/sim-management/suppliers/3/logo', { ...NORTHSEA, logoVersion: 'd4e5f6' });
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    // The picker's file input is replaced after each choice: look it up each time.
    const input = () => within(dialog).getByLabelText('Choose a logo') as HTMLInputElement;
    const upload = within(dialog).getByRole('button', { name: 'Upload logo' });
    expect(upload).toBeDisabled();

    await userEvent.upload(input(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file logo.svg cannot be uploaded');
    expect(upload).toBeDisabled();

    const png = new File(['png'], 'northsea.png', { type: 'image/png' });
    await userEvent.upload(input(), png);
    expect(await within(dialog).findByText('northsea.png')).toBeInTheDocument();
    expect(upload).toBeEnabled();
    await userEvent.click(upload);
    await waitFor(() => expect(server.requestsTo('PUT', '/sim-management/suppliers/3/logo')).toHaveLength(1));
    const sent = server.requestsTo('PUT', '/sim-management/suppliers/3/logo')[0].body as FormData;
    expect((sent.get('file') as File).name).toBe('northsea.png');
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'NorthSea IoT' })).toHaveAttribute(
      'src',
      '/api/sim-management/suppliers/3/logo?v=d4e5f6',
    );
  });

  it('removes the logo only after "Yes" to "Are you sure you want to remove the logo of …?"', async () => {
    server.on('DELETE', '/sim-management/suppliers/3/logo', { ...NORTHSEA, logoVersion: null });
    renderSimManagement();
    const dialog = await openEdit('NorthSea IoT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    const question = await screen.findByText('Are you sure you want to remove the logo of NorthSea IoT?');
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(server.requestsTo('DELETE', '/sim-management/suppliers/3/logo')).toHaveLength(1),
    );
    expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'NorthSea IoT' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });
});
