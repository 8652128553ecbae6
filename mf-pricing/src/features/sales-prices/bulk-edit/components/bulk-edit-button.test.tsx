import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { Messages, SalesPriceMessages, type SalesPriceFilter } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../../test/render';
import { BulkEditButton, type BulkEditButtonProps } from './bulk-edit-button';
import { batchOf, grownPreviewOf, previewOf } from './bulk-edit-fixtures';
import {
  formatYearMonth,
  nextYearMonth,
  previousYearMonth,
} from '../../../../shared/prices/sales-price-text';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const PREVIEW = '/sales-prices/bulk/preview';
const APPLY = '/sales-prices/bulk';
const previewBodies = () => server.requestsTo('POST', PREVIEW).map((request) => request.body);
const applyBodies = () => server.requestsTo('POST', APPLY).map((request) => request.body);

/** The month the dialog starts with: next month. */
const NEXT = nextYearMonth();
const FILTER: SalesPriceFilter = { organizationId: 7, supplierId: 3, activeIn: '202601', search: '  ' };

function renderButton(props: Partial<BulkEditButtonProps> = {}) {
  const onApplied = jest.fn();
  renderPage(
    <BulkEditButton
      organizationId={7}
      selectedIds={[11, 12, 13]}
      filter={FILTER}
      filteredTotal={120}
      onApplied={onApplied}
      {...props}
    />,
    { path: '/prices', route: '/prices' },
  );
  return { onApplied };
}

/** Opens the dialog with the toolbar button named `name`. */
async function openDialog(name: string | RegExp = 'Bulk edit (3)') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Enters `text` into the field labelled `label` at once (as pasted). */
async function fill(scope: HTMLElement, label: string, text: string) {
  const field = within(scope).getByLabelText(label);
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The open confirmation popup asking `question`. */
async function popupAsking(question: string) {
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

/** Fills the form (English) and asks for the preview; resolves with the dialog on the preview step. */
async function toPreview(dialog: HTMLElement) {
  await fill(dialog, 'Percentage', '3.5');
  await fill(dialog, 'Reason for the increase', 'Annual increase');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  await within(dialog).findByText('Data NL 1 GB');
  return dialog;
}

/** The open "Discard this bulk edit?" question (the newest, while an earlier one may still fade out). */
async function discardQuestion() {
  const titles = await screen.findAllByText('Discard this bulk edit?', {
    selector: '.ant-modal-confirm-title',
  });
  return titles.at(-1)!.closest('.ant-modal') as HTMLElement;
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('POST', PREVIEW, previewOf(NEXT));
});

describe('BulkEditButton (issue 16 "Bulk edit"; spec §5 percentage and reason, §8)', () => {
  it('says "Bulk edit (N)" for ticked rows and "Bulk edit all N" for the whole filtered set, disabled at 0', async () => {
    const { unmount } = renderPage(
      <BulkEditButton
        organizationId={7}
        selectedIds={[]}
        filter={FILTER}
        filteredTotal={1234}
        onApplied={jest.fn()}
      />,
      { path: '/prices', route: '/prices' },
    );
    expect(screen.getByRole('button', { name: 'Bulk edit all 1,234' })).toBeEnabled();
    unmount();
    renderButton({ selectedIds: [], filteredTotal: 0 });
    expect(screen.getByRole('button', { name: 'Bulk edit all 0' })).toBeDisabled();
  });

  it('says it in Dutch, with the Dutch thousands separator', async () => {
    await setUpI18n('nl');
    renderButton({ selectedIds: [], filteredTotal: 1234 });
    expect(screen.getByRole('button', { name: 'Alle 1.234 tegelijk wijzigen' })).toBeEnabled();
  });

  it('sends nothing without a reason or with a bad percentage, and says why under the field', async () => {
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Changes the 3 selected prices.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Reason for the increase'))).toBe(
        SalesPriceMessages.reasonRequired,
      ),
    );
    expect(errorsOf(within(dialog).getByLabelText('Percentage'))).toBe(SalesPriceMessages.percentage);
    expect(await screen.findByText(Messages.formIncomplete)).toBeInTheDocument();

    await fill(dialog, 'Percentage', '0');
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Percentage'))).toBe(SalesPriceMessages.percentageRange),
    );
    await fill(dialog, 'Percentage', '3,5');
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Percentage'))).toBe(SalesPriceMessages.percentage),
    );
    await fill(dialog, 'Reason for the increase', '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Reason for the increase'))).toBe(
        SalesPriceMessages.reasonRequired,
      ),
    );
    expect(previewBodies()).toEqual([]);
  });

  it('previews the ticked rows with "3,5" typed in Dutch sent as "3.5", next month and the rounding chosen', async () => {
    await setUpI18n('nl');
    renderButton();
    const dialog = await openDialog('Bulkwijziging (3)');
    await fill(dialog, 'Percentage', '3,5');
    await fill(dialog, 'Reden van de verhoging', ' Jaarlijkse verhoging ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Centen (2 decimalen)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voorbeeld bekijken' }));
    await waitFor(() => expect(previewBodies()).toHaveLength(1));
    expect(previewBodies()[0]).toEqual({
      ids: [11, 12, 13],
      percentage: '3.5',
      reason: 'Jaarlijkse verhoging',
      startMonth: NEXT,
      decimals: 2,
    });
    expect(await within(dialog).findByText('€ 12,9375')).toBeInTheDocument();
    expect(within(dialog).getByText(/^\+3,5% vanaf .*, afgerond op centen\.$/)).toBeInTheDocument();
  });

  it('previews the whole filtered set by its filter (empty values left out), a decrease included', async () => {
    renderButton({ selectedIds: [] });
    const dialog = await openDialog('Bulk edit all 120');
    expect(within(dialog).getByText('Changes all 120 prices that match the filters.')).toBeInTheDocument();
    await fill(dialog, 'Percentage', '-2');
    await fill(dialog, 'Reason for the increase', 'Volume discount');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previewBodies()).toHaveLength(1));
    expect(previewBodies()[0]).toEqual({
      filter: { organizationId: 7, supplierId: 3, activeIn: '202601' },
      percentage: '-2',
      reason: 'Volume discount',
      startMonth: NEXT,
      decimals: 4,
    });
  });

  it('warns about more than 5000 filtered rows but lets the server count the rows that change', async () => {
    // Rows that ended before the first month are skipped and do not count against the limit: the server decides.
    renderButton({ selectedIds: [], filteredTotal: 5001 });
    const dialog = await openDialog('Bulk edit all 5,001');
    expect(within(dialog).getByText(SalesPriceMessages.tooManyRows)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it("shows the server's field errors under their fields and stays on the form", async () => {
    server.on(
      'POST',
      PREVIEW,
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'startMonth', message: SalesPriceMessages.nothingToChange }],
      }),
    );
    renderButton();
    const dialog = await openDialog();
    await fill(dialog, 'Percentage', '3.5');
    await fill(dialog, 'Reason for the increase', 'Annual increase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('First month of the new price'))).toBe(
        SalesPriceMessages.nothingToChange,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('shows old and new prices per row, what happens to each, the skipped note and the totals', async () => {
    renderButton();
    const dialog = await toPreview(await openDialog());
    const month = formatYearMonth(NEXT, 'en');
    const split = within(dialog).getByText('Data NL 1 GB').closest('tr')!;
    for (const text of [
      'Acme Logistics',
      '—',
      '€12.50',
      '€12.9375',
      `${formatYearMonth('202501', 'en')} – open`,
    ])
      expect(within(split).getByText(text)).toBeInTheDocument();
    expect(
      within(split).getByText(
        `Ends ${formatYearMonth(previousYearMonth(NEXT), 'en')}, new price from ${month}`,
      ),
    ).toBeInTheDocument();
    const replaced = within(dialog).getByText('SMS per message').closest('tr')!;
    for (const text of ['Acme Rotterdam', '€0.08', '€0.0828', 'Price changed in place'])
      expect(within(replaced).getByText(text)).toBeInTheDocument();
    expect(
      within(dialog).getByText(`1 selected price ended before ${month} and stays as it is.`),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Total: 2 prices change (1 split, 1 changed in place).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: Annual increase')).toBeInTheDocument();
  });

  it('goes back to the form with the values as typed', async () => {
    renderButton();
    const dialog = await toPreview(await openDialog());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Percentage')).toHaveValue('3.5');
    expect(within(dialog).getByLabelText('Reason for the increase')).toHaveValue('Annual increase');
  });

  it('applies only after "Yes", sends the preview\'s count as expectedCount and calls onApplied', async () => {
    server.on('POST', APPLY, reply(201, batchOf(NEXT)));
    const { onApplied } = renderButton();
    const dialog = await toPreview(await openDialog());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 prices' }));
    const question = await popupAsking('Are you sure you want to change 2 prices?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(applyBodies()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 prices' }));
    const again = await popupAsking('Are you sure you want to change 2 prices?');
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applyBodies()).toHaveLength(1));
    expect(applyBodies()[0]).toEqual({ ...(previewBodies()[0] as object), expectedCount: 2 });
    expect(await within(dialog).findByText('2 prices changed')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('previews again when the prices changed since the preview (409), then applies the new count', async () => {
    server.on('POST', APPLY, reply(409, { errorMessage: SalesPriceMessages.previewOutdated, errors: [] }));
    const { onApplied } = renderButton();
    const dialog = await toPreview(await openDialog());
    server.on('POST', PREVIEW, grownPreviewOf(NEXT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 prices' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to change 2 prices?')).getByRole('button', {
        name: 'Apply',
      }),
    );
    expect(await screen.findByText(SalesPriceMessages.previewOutdated)).toBeInTheDocument();
    await waitFor(() => expect(previewBodies()).toHaveLength(2));
    expect(previewBodies()[1]).toEqual(previewBodies()[0]);
    expect(await within(dialog).findByText('Voice per minute')).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();

    server.on('POST', APPLY, reply(201, batchOf(NEXT, { count: 3 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 prices' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to change 3 prices?')).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() => expect(applyBodies()).toHaveLength(2));
    expect(applyBodies()[1]).toMatchObject({ expectedCount: 3 });
    expect(await within(dialog).findByText('3 prices changed')).toBeInTheDocument();
  });

  it('undoes the bulk edit after "Yes" and calls onApplied again', async () => {
    server.on('POST', APPLY, reply(201, batchOf(NEXT)));
    server.on(
      'POST',
      '/sales-price-batches/41/undo',
      batchOf(NEXT, { undoneAt: '2026-03-12T10:00:00.000Z', undoneByName: 'Sam Super' }),
    );
    const { onApplied } = renderButton();
    const dialog = await toPreview(await openDialog());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 prices' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to change 2 prices?')).getByRole('button', {
        name: 'Apply',
      }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Undo this bulk edit' }));
    const question = await popupAsking('Are you sure you want to undo this bulk edit?');
    expect(server.requestsTo('POST', '/sales-price-batches/41/undo')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('POST', '/sales-price-batches/41/undo')).toHaveLength(1));
    expect(await within(dialog).findByText('The bulk edit was undone')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Undo this bulk edit' })).not.toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal of the undo (409) and keeps the result", async () => {
    server.on('POST', APPLY, reply(201, batchOf(NEXT)));
    server.on(
      'POST',
      '/sales-price-batches/41/undo',
      reply(409, { errorMessage: SalesPriceMessages.batchChanged, errors: [] }),
    );
    const { onApplied } = renderButton();
    const dialog = await toPreview(await openDialog());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 prices' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to change 2 prices?')).getByRole('button', {
        name: 'Apply',
      }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Undo this bulk edit' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to undo this bulk edit?')).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(SalesPriceMessages.batchChanged)).toBeInTheDocument();
    expect(within(dialog).getByText('2 prices changed')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('spins on Preview while the server works', async () => {
    let answer: () => void = () => undefined;
    server.on(
      'POST',
      PREVIEW,
      () =>
        new Promise((resolve) => {
          answer = () => resolve(previewOf(NEXT));
        }),
    );
    renderButton();
    const dialog = await openDialog();
    await fill(dialog, 'Percentage', '3.5');
    await fill(dialog, 'Reason for the increase', 'Annual increase');
    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    await userEvent.click(preview);
    await waitFor(() => expect(preview.querySelector('.anticon-loading')).not.toBeNull());
    act(() => answer());
    expect(await within(dialog).findByText('Data NL 1 GB')).toBeInTheDocument();
  });

  it('closes on Escape when nothing was typed, and asks first when something was', async () => {
    renderButton();
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await openDialog();
    await fill(dialog, 'Reason for the increase', 'Annual increase');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Reason for the increase')).toHaveValue('Annual increase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Reason for the increase')).not.toBeInTheDocument());
  });
});
