import { invoicesApi, organizationsApi } from '@portal/api';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE, ORGANIZATIONS, pageOf } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationInvoicesPage } from './organization-invoices-page';
import { OwnInvoicesPage } from './own-invoices-page';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const list = invoicesApi.list as jest.Mock;
const content = invoicesApi.content as jest.Mock;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

jest.setTimeout(60_000);

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
});
beforeEach(() => {
  list.mockReset().mockResolvedValue(pageOf([INVOICE]));
  content.mockReset().mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  (organizationsApi.list as jest.Mock).mockReset().mockResolvedValue(pageOf(ORGANIZATIONS));
  (organizationsApi.get as jest.Mock).mockReset().mockResolvedValue({ id: 7, name: 'Acme Logistics B.V.' });
});

describe('OwnInvoicesPage (/invoices, spec §2)', () => {
  beforeEach(() => signInAs(['generalResponsible'], 7));

  it('lists number, date, period "Oct 2026", amount "€1,234.56" and status, 20 per page', async () => {
    await setUpI18n('en');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    const row = (await screen.findByText('F2026-0042')).closest('tr')!;
    expect(within(row).getByText('31 Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('€1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
  });

  it('formats period and money in Dutch: "okt 2026", "€ 1.234,56", "Openstaand"', async () => {
    await setUpI18n('nl');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    const row = (await screen.findByText('F2026-0042')).closest('tr')!;
    expect(within(row).getByText('okt 2026')).toBeInTheDocument();
    expect(within(row).getAllByText((_, el) => el?.tagName === 'SPAN' && plain(el.textContent) === '€ 1.234,56')).not.toHaveLength(0);
    expect(within(row).getByText('Openstaand')).toBeInTheDocument();
  });

  it('opens the PDF inline and offers no upload or delete', async () => {
    await setUpI18n('en');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice F2026-0042' }));
    expect(await screen.findByTitle('F2026-0042.pdf')).toHaveAttribute('src', 'blob:invoice');
    expect(content).toHaveBeenCalledWith(21);
    expect(screen.queryByRole('button', { name: /Upload invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete invoice/ })).not.toBeInTheDocument();
  });
});

describe('OrganizationInvoicesPage (/invoices/organizations, spec §2)', () => {
  beforeEach(() => setUpI18n('en'));

  it('passes customer, status and period from the URL to the API and shows the customer column', async () => {
    signInAs(['accountManager']);
    renderPage(<OrganizationInvoicesPage />, {
      path: '/invoices/organizations?organizationId=7&status=paid&period=202610&page=2',
      route: '/invoices/organizations',
    });
    expect(await screen.findByText('Acme Logistics B.V.', { selector: 'td' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 2, pageSize: 20, organizationId: 7, status: 'paid', period: '202610' }),
    );
  });

  it('filters by status through the URL, back to page 1', async () => {
    signInAs(['support']);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations?page=2', route: '/invoices/organizations' });
    await screen.findByText('F2026-0042');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(currentLocation()).toBe('/invoices/organizations?status=overdue'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, status: 'overdue' })));
  });

  it.each<[string, boolean, Role]>([
    ['super admin', true, 'superAdmin'],
    ['management', true, 'management'],
    ['support', true, 'support'],
    ['account manager', false, 'accountManager'],
  ])('%s: "Upload invoice" offered: %s', async (_name, shown, role) => {
    signInAs([role]);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations', route: '/invoices/organizations' });
    await screen.findByText('F2026-0042');
    expect(!!screen.queryByRole('button', { name: /Upload invoice/ })).toBe(shown);
  });

  it('says "File is required" when the invoice PDF is missing, without calling the server', async () => {
    signInAs(['support']);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations?organizationId=7', route: '/invoices/organizations' });
    await userEvent.click(await screen.findByRole('button', { name: /Upload invoice/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(invoicesApi.upload).not.toHaveBeenCalled();
  });
});
