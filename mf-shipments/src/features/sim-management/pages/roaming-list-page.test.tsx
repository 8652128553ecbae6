import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  CHANGES,
  CURRENT_VERSION,
  FIRST_VERSION,
  GLOBE,
  KPN,
  NORTHSEA,
  PROXIMUS,
  entryPage,
} from './sim-management-fixtures';
import { RoamingListPage } from './roaming-list-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const ENTRIES = '/sim-management/suppliers/3/roaming-list/entries';
const VERSIONS = '/sim-management/suppliers/3/roaming-lists';
const entryRequests = () => server.requestsTo('GET', ENTRIES).map((request) => request.params);
const uploads = () => server.requestsTo('POST', VERSIONS);

function renderRoamingList(id = 3, query = '') {
  return renderPage(<RoamingListPage />, {
    path: `/simmanagement/suppliers/${id}${query}`,
    route: '/simmanagement/suppliers/:id',
  });
}

/** The table row holding the text `text`. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** The section (of the Changes tab) named `name`. */
const sectionOf = (name: string) => screen.getByRole('region', { name });

/** Opens the upload dialog and chooses `file` in it. */
async function chooseUpload(file: File) {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload new version' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(
    within(dialog).getByLabelText('Choose a roaming list file') as HTMLInputElement,
    file,
  );
  expect(await within(dialog).findByText(file.name)).toBeInTheDocument();
  return dialog;
}

const workbook = (name = 'northsea-2026-12.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['technicalResponsible'], 5);
  server.on('GET', '/sim-management/suppliers/3', NORTHSEA);
  server.on('GET', ENTRIES, ({ params }: FakeRequest) =>
    params.search === 'nowhere' ? entryPage([]) : entryPage([PROXIMUS, KPN], 412),
  );
  server.on('GET', `${VERSIONS}/12/changes`, CHANGES);
  server.on('GET', VERSIONS, [CURRENT_VERSION, FIRST_VERSION]);
});

describe('RoamingListPage (/simmanagement/suppliers/:id; issue 15)', () => {
  it('shows a customer the current version and its networks, 20 per page, without versions or upload', async () => {
    renderRoamingList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roaming list of NorthSea IoT' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIM management' })).toHaveAttribute('href', '/simmanagement');
    for (const text of ['northsea-roaming-2026-11.xlsx', 'Sam Support', '412'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/20 Nov 2026/)).toBeInTheDocument();

    const kpn = await rowOf('KPN');
    for (const text of ['Netherlands', '204-08', '2G', '4G', 'LTE-M'])
      expect(within(kpn).getByText(text)).toBeInTheDocument();
    expect(within(kpn).queryByText('3G')).not.toBeInTheDocument();
    expect(within(await rowOf('Proximus')).getByText('NB-IoT')).toBeInTheDocument();
    expect(entryRequests()).toEqual([{ page: 1, pageSize: 20 }]);

    expect(screen.getByRole('tab', { name: 'Networks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Versions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download roaming list' })).toBeInTheDocument();
    expect(server.requestsTo('GET', VERSIONS)).toEqual([]);
  });

  it('searches country, operator or MCC-MNC, filters by technology, and says when nothing matches', async () => {
    renderRoamingList();
    await rowOf('KPN');
    const search = screen.getByRole('searchbox', { name: 'Search country, operator or MCC-MNC' });
    await userEvent.type(search, 'prox{Enter}');
    await waitFor(() => expect(entryRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'prox' }));
    expect(currentLocation()).toBe('/simmanagement/suppliers/3?search=prox');

    await userEvent.click(screen.getByRole('combobox', { name: 'Technology' }));
    await userEvent.click((await screen.findAllByTitle('NB-IoT')).at(-1)!);
    await waitFor(() =>
      expect(entryRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'prox', technology: 'NB-IoT' }),
    );

    await userEvent.clear(search);
    await userEvent.type(search, 'nowhere{Enter}');
    expect(await screen.findByText('No networks match your search.')).toBeInTheDocument();
  });

  it('downloads the current version as the uploaded file', async () => {
    server.on(
      'GET',
      `${VERSIONS}/12/file`,
      reply(200, new Blob(['PK']), { 'content-disposition': 'attachment; filename="northsea.xlsx"' }),
    );
    renderRoamingList();
    await userEvent.click(await screen.findByRole('button', { name: 'Download roaming list' }));
    await waitFor(() => expect(server.requestsTo('GET', `${VERSIONS}/12/file`)).toHaveLength(1));
  });

  it('shows what changed against the version before: added, removed and changed networks', async () => {
    renderRoamingList();
    await userEvent.click(await screen.findByRole('tab', { name: 'Changes' }));
    await screen.findByRole('heading', { level: 2, name: 'Added (1)' });
    expect(currentLocation()).toBe('/simmanagement/suppliers/3?tab=changes');

    const added = sectionOf('Added (1)');
    for (const text of ['Belgium', 'Proximus', '206-01', 'NB-IoT'])
      expect(within(added).getByText(text)).toBeInTheDocument();
    const removed = sectionOf('Removed (1)');
    for (const text of ['France', 'Orange', '208-01'])
      expect(within(removed).getByText(text)).toBeInTheDocument();
    expect(within(removed).queryByText('Proximus')).not.toBeInTheDocument();

    const changedRow = within(sectionOf('Changed (1)')).getByText('204-08').closest('tr')!;
    const [before, after] = [...changedRow.querySelectorAll('td')].slice(2);
    expect(before).toHaveTextContent('KPN Mobile');
    expect(before).toHaveTextContent('3G');
    expect(after).toHaveTextContent(/^KPN/);
    expect(after).not.toHaveTextContent('KPN Mobile');
    expect(after).not.toHaveTextContent('3G');
    expect(after).toHaveTextContent('LTE-M');
  });

  it('says the first version of a list has nothing to compare with', async () => {
    server.on('GET', `${VERSIONS}/12/changes`, {
      ...CHANGES,
      previousVersionId: null,
      added: [KPN],
      removed: [],
      changed: [],
    });
    renderRoamingList(3, '?tab=changes');
    expect(await screen.findByText('This is the first version of the list.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Added/ })).not.toBeInTheDocument();
  });

  it('shows staff every version with its changes, "Current" on the newest, each downloadable', async () => {
    signInAs(['accountManager']);
    server.on('GET', `${VERSIONS}/11/file`, reply(200, new Blob(['a;b']), { 'content-type': 'text/csv' }));
    renderRoamingList();
    await userEvent.click(await screen.findByRole('tab', { name: 'Versions' }));
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const versionRow = async (fileName: string) =>
      (await within(versions).findByText(fileName)).closest('tr')!;

    const current = await versionRow('northsea-roaming-2026-11.xlsx');
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).getByText('Sam Support')).toBeInTheDocument();
    expect(within(current).getByText('412')).toBeInTheDocument();
    expect(within(current).getByText('+3 −1 ~2')).toBeInTheDocument();
    expect(within(current).getByText('3 added, 1 removed, 2 changed')).toBeInTheDocument();

    const first = await versionRow('northsea-roaming-2026-05.csv');
    expect(within(first).getByText('First version')).toBeInTheDocument();
    expect(within(first).queryByText('Current')).not.toBeInTheDocument();
    await userEvent.click(
      within(first).getByRole('button', { name: /^Download northsea-roaming-2026-05\.csv of 2 May 2026/ }),
    );
    await waitFor(() => expect(server.requestsTo('GET', `${VERSIONS}/11/file`)).toHaveLength(1));
    // The account manager reads; only editors upload.
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
  });

  it("lists the server's row and column messages when it refuses an uploaded file, and keeps the dialog open", async () => {
    signInAs(['support']);
    server.on(
      'POST',
      VERSIONS,
      reply(400, {
        errorMessage: 'The roaming list could not be read.',
        errors: [
          { field: 'file', message: 'Row 5, column "MCC-MNC": "20408" is not an MCC-MNC such as 204-08.' },
          { field: 'file', message: 'Row 9, column "Technologies": "5G" is not a technology.' },
        ],
      }),
    );
    renderRoamingList();
    const dialog = await chooseUpload(workbook());
    expect(within(dialog).getByText(/Row 1 names the columns/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(((uploads()[0].body as FormData).get('file') as File).name).toBe('northsea-2026-12.xlsx');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The roaming list could not be read.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 5, column "MCC-MNC": "20408" is not an MCC-MNC such as 204-08.',
      'Row 9, column "Technologies": "5G" is not a technology.',
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says how many networks were added, removed and changed after an upload, and loads the page again', async () => {
    signInAs(['superAdmin']);
    server.on(
      'POST',
      VERSIONS,
      reply(201, {
        version: { ...CURRENT_VERSION, id: 13 },
        changes: {
          ...CHANGES,
          versionId: 13,
          previousVersionId: 12,
          added: [PROXIMUS, KPN, { ...KPN, mccMnc: '204-16' }],
          removed: [KPN],
          changed: [CHANGES.changed[0], CHANGES.changed[0]],
        },
      }),
    );
    renderRoamingList();
    const dialog = await chooseUpload(workbook());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Roaming list uploaded: 3 added, 1 removed, 2 changed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.requestsTo('GET', '/sim-management/suppliers/3')).toHaveLength(2));
  });

  it('asks for a file before uploading anything', async () => {
    signInAs(['management']);
    renderRoamingList();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload new version' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it('says no roaming list was uploaded yet, and offers editors the upload', async () => {
    server.on('GET', '/sim-management/suppliers/5', GLOBE);
    const { unmount } = renderRoamingList(5);
    expect(await screen.findByText('No roaming list uploaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
    unmount();

    signInAs(['support']);
    renderRoamingList(5);
    expect(await screen.findByText('No roaming list uploaded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload new version' })).toBeInTheDocument();
  });

  it('shows the page in Dutch', async () => {
    await setUpI18n('nl');
    renderRoamingList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roaminglijst van NorthSea IoT' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Netwerken' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wijzigingen' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Land' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek op land, operator of MCC-MNC' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIM-beheer' })).toHaveAttribute('href', '/simmanagement');
  });

  it('shows "Page not found" for a supplier that is not there or not linked (404), or an id that is no number', async () => {
    server.on('GET', '/sim-management/suppliers/404', reply(404, { message: 'Not found' }));
    const { unmount } = renderRoamingList(404);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    renderPage(<RoamingListPage />, {
      path: '/simmanagement/suppliers/abc',
      route: '/simmanagement/suppliers/:id',
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/sim-management/suppliers/abc')).toEqual([]);
  });
});
