import { documentsApi, organizationsApi } from '@portal/api';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AGREEMENT_PDF, ORGANIZATIONS, pageOf } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationContractsPage } from './organization-contracts-page';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const list = documentsApi.list as jest.Mock;
const upload = documentsApi.upload as jest.Mock;
const remove = documentsApi.remove as jest.Mock;
const searchOrganizations = organizationsApi.list as jest.Mock;
const getOrganization = organizationsApi.get as jest.Mock;

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
  list.mockReset().mockImplementation((_id: number, category: number) => Promise.resolve(category === 1 ? [AGREEMENT_PDF] : []));
  upload.mockReset();
  remove.mockReset().mockResolvedValue(undefined);
  searchOrganizations.mockReset().mockResolvedValue(pageOf(ORGANIZATIONS));
  getOrganization.mockReset().mockResolvedValue({ id: 7, name: 'Acme Logistics B.V.' });
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
    expect(list).toHaveBeenCalledWith(7, 0);
  });

  it('says "File is required" without calling the server', async () => {
    renderStaff();
    const dialog = await openAddFile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB before upload, saying why', async () => {
    renderStaff();
    const dialog = await openAddFile();
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(fileInput(), big);
    expect(within(dialog).getByText('The file huge.pdf is 21 MB; the most you can upload is 20 MB.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before upload', async () => {
    renderStaff();
    const dialog = await openAddFile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['#!'], 'script.sh', { type: 'text/x-sh' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file script.sh cannot be uploaded: only PDF, DOCX');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads into the chosen category with a progress bar, then shows that tab', async () => {
    let finish!: (value: unknown) => void;
    upload.mockImplementation((_id, _category, _file, onProgress: (p: number) => void) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    renderStaff('/contracts/organizations?organizationId=7&tab=sla');
    const dialog = await openAddFile();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByTitle('Agreements'));
    const file = pdf('New agreement.pdf');
    await userEvent.upload(fileInput(), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(7, 1, file, expect.any(Function)));
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    finish({ ...AGREEMENT_PDF, id: 99, fileName: 'New agreement.pdf' });
    await waitFor(() => expect(currentLocation()).toContain('tab=agreements'));
    expect(await screen.findByText('File New agreement.pdf has been uploaded')).toBeInTheDocument();
  });

  it("shows the server's error after a failed upload", async () => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    const response = {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
      data: { errorMessage: 'Upload refused.', errors: [{ field: 'file', message: 'The file is not a PDF or office document.' }] },
    } as AxiosResponse;
    upload.mockRejectedValue(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response));
    renderStaff();
    const dialog = await openAddFile();
    await userEvent.upload(fileInput(), pdf('fake.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Upload refused.')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is not a PDF or office document.')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete file …?" before deleting', async () => {
    renderStaff();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Framework agreement 2026.pdf' });
    await userEvent.click(deleteButton);
    expect(await screen.findByText('Are you sure you want to delete file Framework agreement 2026.pdf?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(deleteButton);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(11));
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
