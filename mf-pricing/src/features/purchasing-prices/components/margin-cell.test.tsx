import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n } from '../../../test/render';
import { PER_MB, SMS, TERABYTE } from '../pages/purchasing-price-fixtures';
import { MarginCell } from './margin-cell';

jest.setTimeout(60_000);

type Margin = Parameters<typeof MarginCell>[0]['price'];

function renderCell(price: Margin) {
  return renderPage(<MarginCell price={price} />, { path: '/purchasingprices', route: '/purchasingprices' });
}

// Testing Library reads the no-break space after € in Dutch as a space.
describe('MarginCell (/purchasingprices margin column; issue 16 "Purchasing prices … a margin column")', () => {
  beforeEach(async () => setUpI18n('en'));

  it('shows the margin percentage with the average sales price and how many sales prices it averages', async () => {
    renderCell(PER_MB);
    const percent = await screen.findByText('12.6%');
    expect(percent).not.toHaveClass('ant-typography-danger');
    expect(screen.getByText('avg €0.0143 over 3 sales prices')).toBeInTheDocument();
  });

  it('shows a negative margin in red, and one sales price in the singular', async () => {
    renderCell(TERABYTE);
    expect(await screen.findByText('-2.9%')).toHaveClass('ant-typography-danger');
    expect(screen.getByText('avg €1,200.00 over 1 sales price')).toBeInTheDocument();
  });

  it('does not colour a margin of 0.0%', async () => {
    renderCell({ salesPriceCount: 2, averageSalesPrice: '5.0000', marginPercent: '0.0' });
    expect(await screen.findByText('0.0%')).not.toHaveClass('ant-typography-danger');
  });

  it('shows "—" without sales prices, with the reason in a tooltip (hover and keyboard) and for screen readers', async () => {
    renderCell(SMS);
    const reason = 'No margin: no sales prices of this rate plan apply this month.';
    const none = await screen.findByTestId('margin-none');
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(none).toHaveTextContent(`—${reason}`);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(none);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(reason));
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('opens the reason on keyboard focus', async () => {
    renderCell(SMS);
    await screen.findByTestId('margin-none');
    await userEvent.tab();
    expect(screen.getByTestId('margin-none')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('No margin'));
  });

  it('says why there is no margin when the sales prices average €0.00', async () => {
    renderCell({ salesPriceCount: 2, averageSalesPrice: '0.0000', marginPercent: null });
    expect(await screen.findByTestId('margin-none')).toHaveTextContent(
      '—No margin: its 2 sales prices this month average €0.00.',
    );
  });

  it('speaks Dutch: "12,6%", "gem. € 0,0143 over 3 verkoopprijzen" and the reason for "—"', async () => {
    await setUpI18n('nl');
    const perMb = renderCell(PER_MB);
    expect(await screen.findByText('12,6%')).toBeInTheDocument();
    expect(screen.getByText('gem. € 0,0143 over 3 verkoopprijzen')).toBeInTheDocument();
    perMb.unmount();
    const terabyte = renderCell(TERABYTE);
    expect(await screen.findByText('-2,9%')).toHaveClass('ant-typography-danger');
    expect(screen.getByText('gem. € 1.200,00 over 1 verkoopprijs')).toBeInTheDocument();
    terabyte.unmount();
    renderCell(SMS);
    expect(await screen.findByTestId('margin-none')).toHaveTextContent(
      'Geen marge: er gelden deze maand geen verkoopprijzen voor dit tariefplan.',
    );
  });
});
