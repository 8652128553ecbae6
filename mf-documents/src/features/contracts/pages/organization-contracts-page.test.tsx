import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_PDF, ORGANIZATIONS, pageOf } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationContractsPage } from './organization-contracts-page';

const server = fakeApiPerTest();

/** The categories asked for of organization 7, in order. */
const categoriesAsked = () =>
  server.requestsTo('GET', '/organizations/7/contracts').map((request) => request.params.category);
const uploads = () => server.requestsTo('POST', '/organizations/7/contracts');
const deletions = () => server.requestsTo('DELETE', '/contracts/11');

function renderStaff(path = '/contracts/organizations?organizationId=7&tab=agreements') {
  renderPage(<OrganizationContractsPage />, { path, route: '/contracts/organizations' });
}

/** The hidden file input of the "Add file" dialog. */
const fileInput = () => screen.getByLabelText('Choose a file') as HTMLInputElement;
const pdf = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

async function openAddFile() {
  await userEvent.click(await screen.findByRole('button', { name: /Add file/ }));
  return screen.findByRole('dialog');
}

jest.setTimeout(60_000);

beforeEach(async () => {
  await setUpI18n('en');
  server.on('GET', '/organizations/7/contracts', ({ params }: FakeRequest) => (params.category === 1 ? [AGREEMENT_PDF] : []));
  server.on('DELETE', '/contracts/11', reply(204));
  server.on('GET', '/organizations', pageOf(ORGANIZATIONS));
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.' });
  signInAs(['management']);
});

describe('OrganizationContractsPage (/contracts/organizations, spec §2, §6)', () => {
  it('asks for a customer first, then shows its files; the choice goes into the URL', async () => {
    renderStaff('/contracts/organizations');
    expect(screen.getByText('Choose a customer to see its contracts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByText('Acme Logistics B.V. (C-1007)'));
    expect(currentLocation()).toBe('/contracts/organizations?organizationId=7');
    expect(await screen.findByText('No SLA found')).toBeInTheDocument();
    expect(categoriesAsked()).toEqual([0]);
  });

  it('says "File is required" without calling the server', async () => {
    renderStaff();
    const dialog = await openAddFile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it('refuses a file over 20 MB before upload, saying why', async () => {
    renderStaff();
    const dialog = await openAddFile();
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(fileInput(), big);
    expect(within(dialog).getByText('The file huge.pdf is 21 MB; the most you can upload is 20 MB.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(uploads()).toEqual([]);
  });

  it('refuses a file of another type before upload', async () => {
    renderStaff();
    const dialog = await openAddFile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['#!'], 'script.sh', { type: 'text/x-sh' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file script.sh cannot be uploaded: only PDF, DOCX');
    expect(uploads()).toEqual([]);
  });

  it('uploads into the chosen category with a progress bar, then shows that tab with the new file', async () => {
    let finish!: () => void;
    const stored = { ...AGREEMENT_PDF, id: 99, fileName: 'New agreement.pdf' };
    server.on('POST', '/organizations/7/contracts', ({ config }: FakeRequest) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return new Promise((resolve) => (finish = () => resolve(reply(201, stored))));
    });
    renderStaff('/contracts/organizations?organizationId=7&tab=sla');
    const dialog = await openAddFile();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByTitle('Agreements'));
    const file = pdf('New agreement.pdf');
    await userEvent.upload(fileInput(), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    const sent = uploads()[0].body as FormData;
    expect(sent.get('category')).toBe('1');
    expect((sent.get('file') as File).name).toBe('New agreement.pdf');
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    server.on('GET', '/organizations/7/contracts', ({ params }: FakeRequest) => (params.category === 1 ? [stored, AGREEMENT_PDF] : []));
    finish();
    // The toast shows for 3 s: look for it from the moment the upload ends (waiting for the URL first could miss it
    // on a busy machine), then for the switch to the file's tab.
    expect(await screen.findByText('File New agreement.pdf has been uploaded')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toContain('tab=agreements'));
    expect(await screen.findByRole('cell', { name: 'New agreement.pdf' })).toBeInTheDocument();
  });

  it("shows the server's error after a failed upload", async () => {
    server.on(
      'POST',
      '/organizations/7/contracts',
      reply(400, { errorMessage: 'Upload refused.', errors: [{ field: 'file', message: 'The file is not a PDF or office document.' }] }),
    );
    renderStaff();
    const dialog = await openAddFile();
    await userEvent.upload(fileInput(), pdf('fake.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Upload refused.')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is not a PDF or office document.')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete file …?" before deleting, then lists the files again', async () => {
    renderStaff();
    // By label and text rather than by role: role queries are slow on this page's large DOM.
    const deleteButton = await screen.findByLabelText('Delete Framework agreement 2026.pdf');
    await userEvent.click(deleteButton);
    expect(await screen.findByText('Are you sure you want to delete file Framework agreement 2026.pdf?')).toBeInTheDocument();
    await userEvent.click(screen.getByText('No'));
    expect(deletions()).toEqual([]);
    await userEvent.click(deleteButton);
    server.on('GET', '/organizations/7/contracts', []);
    await userEvent.click(await screen.findByText('Yes'));
    await waitFor(() => expect(deletions()).toHaveLength(1));
    expect(await screen.findByText('No agreements found')).toBeInTheDocument();
  });

  it.each<[string, Role]>([
    ['support', 'support'],
    ['account manager', 'accountManager'],
  ])('is read only for %s: no "Add file", no "Delete"', async (_name, role) => {
    signInAs([role]);
    renderStaff();
    await screen.findByText('Framework agreement 2026.pdf');
    expect(screen.getByRole('button', { name: 'Download Framework agreement 2026.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add file/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
