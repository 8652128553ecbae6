import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import {
  Messages,
  ValidatorMessages,
  validatorRuleText,
  type Role,
  type ValidationResult,
} from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  IMPORT_BATCH,
  SALES_IMPORT_WITH_ERRORS,
  VALID_SALES_IMPORT,
  VALID_SIM_LIST,
} from './excel-validator-fixtures';
import { ValidationResultPage } from './validation-result-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const applies = (id: number) => server.requestsTo('POST', `/excel-validations/${id}/apply`);

/** Signs in with `roles` and shows `validation` (GET /excel-validations/{id}). */
function renderResult(validation: ValidationResult, roles: Role[] = ['management']) {
  signInAs(roles, roles.includes('authorizedToSign') ? 7 : null);
  server.on('GET', `/excel-validations/${validation.id}`, validation);
  return renderPage(<ValidationResultPage />, {
    path: `/excel-validator/${validation.id}`,
    route: '/excel-validator/:id',
  });
}

/** The messages of the result rows, top to bottom. */
const messages = () =>
  within(screen.getByRole('region', { name: 'Errors in the file' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);

/** True while the button shows its spinner. */
const spins = (button: HTMLElement) => button.querySelector('.anticon-loading') !== null;

beforeEach(async () => {
  await setUpI18n('en');
});

describe('ValidationResultPage (/excel-validator/:id; issue 17; spec §3 Excel validator result row)', () => {
  it('sorts the rows by row or column and narrows them by column and by a search in the messages', async () => {
    renderResult(SALES_IMPORT_WITH_ERRORS);
    expect(await screen.findByRole('heading', { level: 2, name: '3 errors in 2 rows' })).toBeInTheDocument();
    expect(screen.getByText('Sales price import')).toBeInTheDocument();
    expect(messages()).toEqual([
      'This field is required.',
      'Enter a number with at most 4 decimals, e.g. 12.5.',
      'Choose one of: subscription, data, sms, voice, oneOff.',
    ]);
    // Not valid: nothing to apply.
    expect(screen.queryByRole('button', { name: 'Apply prices' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('columnheader', { name: /Column/ }));
    expect(messages()).toEqual([
      'This field is required.',
      'Choose one of: subscription, data, sms, voice, oneOff.',
      'Enter a number with at most 4 decimals, e.g. 12.5.',
    ]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    await userEvent.click((await screen.findAllByTitle('F · Price')).at(-1)!);
    await waitFor(() => expect(messages()).toEqual(['Enter a number with at most 4 decimals, e.g. 12.5.']));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search in the errors' }), 'required');
    expect(await screen.findByText('No errors match these filters.')).toBeInTheDocument();
  });

  it('downloads the errors and the marked workbook, and says when only the first errors are kept', async () => {
    let answer: () => void = () => undefined;
    server.on(
      'GET',
      '/excel-validations/41/errors.xlsx',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(200, new Blob(['xlsx'])));
        }),
    );
    server.on('GET', '/excel-validations/41/marked.xlsx', reply(500, { message: 'The workbook is gone.' }));
    renderResult({ ...SALES_IMPORT_WITH_ERRORS, errorCount: 7000, truncated: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: '7,000 errors in at least 2 rows' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only the first 3 of 7,000 errors are listed. Fix these and validate the file again.'),
    ).toBeInTheDocument();

    const errors = screen.getByRole('button', { name: 'Download errors (xlsx)' });
    await userEvent.click(errors);
    await waitFor(() => expect(spins(errors)).toBe(true));
    act(() => answer());
    await waitFor(() => expect(spins(errors)).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Download marked workbook' }));
    expect(await screen.findByText('The workbook is gone.')).toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toEqual([
      '/excel-validations/41',
      '/excel-validations/41/errors.xlsx',
      '/excel-validations/41/marked.xlsx',
    ]);
  });

  it('applies a valid sales price import for a writer after confirming, then shows the batch', async () => {
    server.on('POST', '/excel-validations/42/apply', reply(201, IMPORT_BATCH));
    server.on('GET', '/excel-validations', { items: [], total: 0, page: 1, pageSize: 20 });
    renderResult(VALID_SALES_IMPORT);
    expect(await screen.findByText('No errors found in 12 rows.')).toBeInTheDocument();
    expect(
      screen.getByText('The prices are created as one batch that can be undone on the Prices page.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    const popup = (
      await screen.findByText('Are you sure you want to create 12 sales prices from this file?')
    ).closest('.ant-popover') as HTMLElement;
    expect(applies(42)).toEqual([]);
    await userEvent.click(within(popup).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('12 sales prices created (batch #7).')).toBeInTheDocument();
    expect(await screen.findByText('Applied (batch #7)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply prices' })).not.toBeInTheDocument();
    expect(applies(42)).toHaveLength(1);
  });

  it('lists the rows an apply refused because they overlap a price created meanwhile', async () => {
    const overlap = validatorRuleText('en', 'overlapExisting', { id: 12, invoiceLine: 'Data NL 1 GB' });
    server.on(
      'POST',
      '/excel-validations/42/apply',
      reply(400, { errorMessage: Messages.formIncomplete, errors: [{ field: 'row.5', message: overlap }] }),
    );
    await setUpI18n('nl');
    renderResult(VALID_SALES_IMPORT, ['superAdmin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Prijzen toepassen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(
      await screen.findByText('Rij 5: De periode overlapt bestaande verkoopprijs 12 (Data NL 1 GB).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prijzen toepassen' })).toBeInTheDocument();
  });

  it('says "This file was already applied." in Dutch when the server answers 409', async () => {
    server.on(
      'POST',
      '/excel-validations/42/apply',
      reply(409, { errorMessage: ValidatorMessages.alreadyApplied, errors: [] }),
    );
    await setUpI18n('nl');
    renderResult(VALID_SALES_IMPORT);
    await userEvent.click(await screen.findByRole('button', { name: 'Prijzen toepassen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Dit bestand is al toegepast.')).toBeInTheDocument();
  });

  it('offers no apply for a SIM list, nor to an authorized to sign user', async () => {
    renderResult(VALID_SIM_LIST, ['authorizedToSign']);
    expect(await screen.findByText('No errors found in 2 rows.')).toBeInTheDocument();
    expect(screen.getByText('SIM list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download errors (xlsx)' })).not.toBeInTheDocument();
  });
});
