import type { Page } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, flattenQuery, type DataTableColumn, type DataTableQuery, type PageQuery } from './data-table';
import { currentLocation, renderUi } from './test-utils';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ title: 'Name', dataIndex: 'name', sorter: true }];

function pageOf(query: DataTableQuery, total = 45): Page<Row> {
  const start = (query.page - 1) * query.pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(query.pageSize, total - start)) }, (_, i) => ({
    id: start + i + 1,
    name: `Customer ${start + i + 1}`,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The table's page query over a fake fetcher, keyed like an app's list (`['rows', query]`). */
const rowsQuery =
  (fetchPage: (query: DataTableQuery) => Promise<Page<Row>>) =>
  (query: DataTableQuery): PageQuery<Row> => ({ queryKey: ['rows', query], queryFn: () => fetchPage(query) });

const filters = [
  { key: 'inactive', label: 'Show inactive customers' },
  { key: 'prospect', label: 'Show prospects' },
];

describe('DataTable', () => {
  it('loads page 1, then page 2 when the user picks it, and keeps the page in the URL', async () => {
    const fetchPage = jest.fn((q: DataTableQuery) => Promise.resolve(pageOf(q)));
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} />, { path: '/organizations' });
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: undefined, sort: undefined, filters: {} });

    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Customer 21')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(currentLocation()).toBe('/organizations?page=2');
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
  });

  it('starts from the query in the URL (page, search, sort, filters)', async () => {
    const fetchPage = jest.fn((q: DataTableQuery) => Promise.resolve(pageOf(q)));
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} search filters={filters} />, {
      path: '/organizations?page=3&search=acme&sort=-name&inactive=true',
    });
    await screen.findByText('Customer 41');
    expect(fetchPage).toHaveBeenCalledWith({
      page: 3,
      pageSize: 20,
      search: 'acme',
      sort: '-name',
      filters: { inactive: true, prospect: false },
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
    expect(screen.getByRole('switch', { name: 'Show inactive customers' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show prospects' })).not.toBeChecked();
  });

  it('searching and switching a filter go back to page 1 and are written to the URL', async () => {
    const fetchPage = jest.fn((q: DataTableQuery) => Promise.resolve(pageOf(q)));
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} search filters={filters} />, {
      path: '/organizations?page=2',
    });
    await screen.findByText('Customer 21');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/organizations?search=acme'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, search: 'acme' })));

    await userEvent.click(screen.getByRole('switch', { name: 'Show prospects' }));
    await waitFor(() => expect(currentLocation()).toBe('/organizations?search=acme&prospect=true'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { inactive: false, prospect: true } })),
    );
  });

  it('sorts on the server when a sortable column header is clicked', async () => {
    const fetchPage = jest.fn((q: DataTableQuery) => Promise.resolve(pageOf(q)));
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} />, { path: '/list' });
    await screen.findByText('Customer 1');
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(currentLocation()).toBe('/list?sort=name'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', page: 1 })));
  });

  it('shows the empty state when there are no rows', async () => {
    await renderUi(
      <DataTable pageQuery={rowsQuery((q) => Promise.resolve(pageOf(q, 0)))} columns={columns} emptyText="No addresses." />,
    );
    expect(await screen.findByText('No addresses.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    const fetchPage = jest
      .fn<Promise<Page<Row>>, [DataTableQuery]>()
      .mockRejectedValueOnce('Database is down.')
      .mockImplementation((q) => Promise.resolve(pageOf(q)));
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} />);
    expect(await screen.findByText('Database is down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  });

  it('keeps the previous page on screen while the next one loads (no flash)', async () => {
    let finish!: () => void;
    const fetchPage = jest.fn((q: DataTableQuery) =>
      q.page === 1 ? Promise.resolve(pageOf(q)) : new Promise<Page<Row>>((resolve) => (finish = () => resolve(pageOf(q)))),
    );
    await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} />, { path: '/organizations' });
    await screen.findByText('Customer 1');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    expect(screen.getByText('Customer 1')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Customer 21')).toBeInTheDocument();
    expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();
  });

  it('reloads the page shown when its query key is invalidated (e.g. after a delete)', async () => {
    let total = 45;
    const fetchPage = jest.fn((q: DataTableQuery) => Promise.resolve(pageOf(q, total)));
    const { queryClient } = await renderUi(<DataTable pageQuery={rowsQuery(fetchPage)} columns={columns} />);
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    total = 44;
    await queryClient.invalidateQueries({ queryKey: ['rows'] });
    expect(await screen.findByText('1–20 of 44')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('flattenQuery gives list parameters with only the switched-on filters', () => {
    expect(
      flattenQuery({ page: 2, pageSize: 20, search: 'a', sort: '-name', filters: { inactive: true, prospect: false } }),
    ).toEqual({ page: 2, pageSize: 20, search: 'a', sort: '-name', inactive: true });
  });

  it('labels the pagination in Dutch', async () => {
    await renderUi(<DataTable pageQuery={rowsQuery((q) => Promise.resolve(pageOf(q)))} columns={columns} />, { locale: 'nl' });
    const row = await screen.findByText('Customer 1');
    expect(within(document.body).getByText('1–20 van 45')).toBeInTheDocument();
    expect(row).toBeInTheDocument();
  });
});
