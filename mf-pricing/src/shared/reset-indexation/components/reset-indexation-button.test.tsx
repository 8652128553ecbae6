import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { IndexationMessages, Messages, SalesPriceMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { formatYearMonth, nextYearMonth } from '../../prices/sales-price-text';
import { ResetIndexationButton } from './reset-indexation-button';
import { RESET_PREVIEW, resetBatch } from './reset-indexation-fixtures';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const PREVIEW = '/sales-prices/reset-indexation/preview';
const RESET = '/sales-prices/reset-indexation';
const previewBodies = () => server.requestsTo('POST', PREVIEW).map((request) => request.body);
const resetBodies = () => server.requestsTo('POST', RESET).map((request) => request.body);

function renderButton() {
  const onApplied = jest.fn();
  renderPage(
    <ResetIndexationButton organizationId={7} organizationName="Acme Logistics" onApplied={onApplied} />,
    { path: '/prices', route: '/prices' },
  );
  return { onApplied };
}

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** Types a month as YYYYMM into the month picker `field` and confirms it with Enter. */
async function typeMonth(field: HTMLElement, yearMonth: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(yearMonth);
  await userEvent.keyboard('{Enter}');
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['management']);
  server.on('POST', PREVIEW, RESET_PREVIEW);
});

describe('ResetIndexationButton (issue 17; spec §5 "reset indexation to 1,000", §9 reset value 1,000)', () => {
  it('previews the rows that go back to 1.000, then resets them with the count of the preview', async () => {
    server.on('POST', RESET, reply(201, resetBatch()));
    const { onApplied } = renderButton();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reset indexation to 1.000 for Acme Logistics' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Customer: Acme Logistics')).toBeInTheDocument();
    const month = within(dialog).getByLabelText('First month');
    await waitFor(() => expect(month).toHaveFocus());
    expect(month).toHaveValue(formatYearMonth(nextYearMonth(), 'en'));
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Indexation reset to 1.000');
    await typeMonth(month, '202701');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(
      await within(dialog).findByText('2 prices go back to indexation 1.000 from Jan 2027.'),
    ).toBeInTheDocument();
    expect(previewBodies()).toEqual([{ organizationId: 7, startMonth: '202701' }]);
    const sms = within(dialog).getByText('SMS per message').closest('tr')!;
    for (const text of ['1.030 → 1.000', '€0.0824', '€0.08', '-€0.0024', '-2.91%'])
      expect([text, within(sms).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(resetBodies()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset 2 prices' }));
    await waitFor(() => expect(resetBodies()).toHaveLength(1));
    expect(resetBodies()[0]).toEqual({
      organizationId: 7,
      startMonth: '202701',
      reason: 'Indexation reset to 1.000',
      expectedCount: 2,
    });
    expect(await screen.findByText('Indexation reset to 1.000 for 2 prices.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says under the month, in Dutch, that nothing of the customer is indexed (400), and sends no reset', async () => {
    await setUpI18n('nl');
    server.on(
      'POST',
      PREVIEW,
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'startMonth', message: IndexationMessages.notIndexed }],
      }),
    );
    renderButton();
    await userEvent.click(
      screen.getByRole('button', { name: 'Indexatie terugzetten naar 1,000 voor Acme Logistics' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Reden')).toHaveValue('Indexatie teruggezet naar 1,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voorbeeld bekijken' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Eerste maand'))).toBe(
        'Geen van de prijzen van deze klant die in of na de eerste maand lopen, is geïndexeerd.',
      ),
    );
    expect(resetBodies()).toEqual([]);
  });

  it('previews again when the prices changed since the preview (409)', async () => {
    server.on('POST', RESET, reply(409, { errorMessage: SalesPriceMessages.previewOutdated, errors: [] }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /^Reset indexation to 1\.000/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reset 2 prices' }));
    expect(await screen.findByText(SalesPriceMessages.previewOutdated)).toBeInTheDocument();
    await waitFor(() => expect(previewBodies()).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
