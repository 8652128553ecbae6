import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { SalesPriceMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../../test/render';
import { batchOf, batchPage, indexationBatchOf, resetBatchOf } from './bulk-edit-fixtures';
import { RecentBulkEdits, type RecentBulkEditsProps } from './recent-bulk-edits';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/sales-price-batches').map((request) => request.params);

const APPLIED = batchOf('202604');
const UNDONE = batchOf('202601', {
  id: 40,
  percentage: '-2.00',
  reason: 'Volume discount',
  count: 1234,
  createdAt: '2026-01-05T08:00:00.000Z',
  createdByName: 'Mia Manager',
  undoneAt: '2026-01-06T14:15:00.000Z',
  undoneByName: 'Sam Super',
});

function renderList(props: Partial<RecentBulkEditsProps> = {}) {
  const onUndone = jest.fn();
  const rendered = renderPage(<RecentBulkEdits organizationId={7} canUndo onUndone={onUndone} {...props} />, {
    path: '/prices',
    route: '/prices',
  });
  return { ...rendered, onUndone };
}

/** The table row holding the text `reason`. */
const rowOf = async (reason: string) => (await screen.findByText(reason)).closest('tr')!;

/** The open confirmation popup asking `question`. */
async function popupAsking(question: string) {
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/sales-price-batches', batchPage([APPLIED, UNDONE]));
});

describe('RecentBulkEdits (issue 16: a bulk edit is recorded and can be undone as a whole)', () => {
  it("lists the customer's bulk edits, newest first, 5 per page: when, by whom, what and its status", async () => {
    renderList();
    const applied = await rowOf('Annual increase');
    for (const text of ['Sam Super', '+3.5%', 'Apr 2026', '2', 'Applied'])
      expect(within(applied).getByText(text)).toBeInTheDocument();
    const undone = await rowOf('Volume discount');
    for (const text of ['Mia Manager', '-2%', 'Jan 2026', '1,234', 'Undone by Sam Super on 6 Jan 2026'])
      expect(within(undone).getByText(text)).toBeInTheDocument();
    expect(listRequests()).toEqual([{ organizationId: '7', page: 1, pageSize: 5 }]);
  });

  it('says what an indexation and an indexation reset changed, linking the indexation for the super admin (issue 17)', async () => {
    server.on(
      'GET',
      '/sales-price-batches',
      batchPage([
        indexationBatchOf('202701'),
        resetBatchOf('202703'),
        APPLIED,
        { ...APPLIED, id: 99, kind: 'import', percentage: null, reason: 'prices-2027.xlsx' },
      ]),
    );
    const { unmount } = renderList();
    const indexation = await rowOf('Indexation 2027-01: 1.035');
    expect(within(indexation).getByRole('link', { name: 'Indexation ×1.035' })).toHaveAttribute(
      'href',
      '/indexations/4',
    );
    expect(
      within(indexation).getByRole('button', { name: /^Undo the bulk edit of .* \(Indexation ×1\.035\)$/ }),
    ).toBeInTheDocument();
    const reset = await rowOf('Contract renewed');
    expect(within(reset).getByText('Indexation reset to 1.000')).toBeInTheDocument();
    expect(within(await rowOf('Annual increase')).getByText('+3.5%')).toBeInTheDocument();
    expect(
      within(await rowOf('prices-2027.xlsx')).getByText('Imported from a spreadsheet'),
    ).toBeInTheDocument();
    unmount();

    // Management cannot open an indexation (super admin only): the text without a link, in Dutch.
    await setUpI18n('nl');
    signInAs(['management']);
    renderList();
    const dutch = await rowOf('Indexation 2027-01: 1.035');
    expect(within(dutch).getByText('Indexatie ×1,035')).toBeInTheDocument();
    expect(within(dutch).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(await rowOf('Contract renewed')).getByText('Indexatie teruggezet naar 1,000'),
    ).toBeInTheDocument();
  });

  it('pages through older bulk edits', async () => {
    server.on('GET', '/sales-price-batches', batchPage([APPLIED], 7));
    renderList();
    await rowOf('Annual increase');
    server.on('GET', '/sales-price-batches', batchPage([UNDONE], 7, 2));
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await rowOf('Volume discount')).toBeInTheDocument();
    expect(listRequests().at(-1)).toEqual({ organizationId: '7', page: 2, pageSize: 5 });
  });

  it('says it in Dutch', async () => {
    await setUpI18n('nl');
    renderList();
    const undone = await rowOf('Volume discount');
    for (const text of ['1.234', 'Ongedaan gemaakt door Sam Super op 6 jan 2026'])
      expect(within(undone).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('Annual increase')).getByText('+3,5%')).toBeInTheDocument();
    expect(screen.getByText('Recente bulkwijzigingen')).toBeInTheDocument();
  });

  it('undoes a bulk edit only after "Yes", then reloads the list and calls onUndone', async () => {
    server.on(
      'POST',
      '/sales-price-batches/41/undo',
      batchOf('202604', { undoneAt: '2026-03-13T09:00:00.000Z' }),
    );
    const { onUndone } = renderList();
    const row = await rowOf('Annual increase');
    const undo = within(row).getByRole('button', { name: /^Undo the bulk edit of .* \(\+3\.5%\)$/ });
    await userEvent.click(undo);
    const question = await popupAsking('Are you sure you want to undo this bulk edit of 2 prices?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('POST', '/sales-price-batches/41/undo')).toEqual([]);

    await userEvent.click(undo);
    const again = await popupAsking('Are you sure you want to undo this bulk edit of 2 prices?');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('POST', '/sales-price-batches/41/undo')).toHaveLength(1));
    expect(await screen.findByText('Bulk edit undone.')).toBeInTheDocument();
    expect(onUndone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it("shows the server's refusal (409) and calls nothing", async () => {
    server.on(
      'POST',
      '/sales-price-batches/41/undo',
      reply(409, { errorMessage: SalesPriceMessages.batchChanged, errors: [] }),
    );
    const { onUndone } = renderList();
    await userEvent.click(within(await rowOf('Annual increase')).getByRole('button', { name: /^Undo the/ }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to undo this bulk edit of 2 prices?')).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    expect(await screen.findByText(SalesPriceMessages.batchChanged)).toBeInTheDocument();
    expect(onUndone).not.toHaveBeenCalled();
  });

  it('offers no Undo for an undone bulk edit, nor to readers', async () => {
    const { unmount } = renderList();
    expect(
      within(await rowOf('Annual increase')).getByRole('button', { name: /^Undo the/ }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Volume discount')).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    signInAs(['support']);
    renderList({ canUndo: false });
    await rowOf('Annual increase');
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says so when the customer has no bulk edits', async () => {
    server.on('GET', '/sales-price-batches', batchPage([]));
    renderList();
    expect(await screen.findByText('No bulk edits for this customer yet.')).toBeInTheDocument();
  });

  it('shows a failed load with "Try again"', async () => {
    server.on('GET', '/sales-price-batches', reply(500, { message: 'The database is not reachable.' }));
    renderList();
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
    server.on('GET', '/sales-price-batches', batchPage([APPLIED]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Annual increase')).toBeInTheDocument();
  });
});
