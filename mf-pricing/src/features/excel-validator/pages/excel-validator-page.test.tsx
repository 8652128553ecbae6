import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { Messages, ValidatorMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  SALES_IMPORT_WITH_ERRORS,
  VALID_SALES_IMPORT,
  VALID_SIM_LIST,
  summaryOf,
  validationPage,
  workbook,
} from './excel-validator-fixtures';
import { ExcelValidatorPage } from './excel-validator-page';
import { ValidationResultPage } from './validation-result-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const uploads = () => server.requestsTo('POST', '/excel-validations');

/** The validator and its result page, as the route table mounts them (/excel-validator, /excel-validator/:id). */
function renderValidator(path = '/excel-validator') {
  return renderPage(
    <Routes>
      <Route index element={<ExcelValidatorPage />} />
      <Route path=":id" element={<ValidationResultPage />} />
    </Routes>,
    { path, route: '/excel-validator/*' },
  );
}

/** The hidden file input of the upload zone. */
const fileInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['management']);
  server.on('GET', '/excel-validations', validationPage([]));
});

describe('ExcelValidatorPage (/excel-validator; issue 17 "Spreadsheet validator"; spec §2, §3, §8)', () => {
  it('posts the profile and the workbook as FormData and shows the result rows in Dutch ("Dit veld is verplicht.")', async () => {
    await setUpI18n('nl');
    server.on('POST', '/excel-validations', reply(201, SALES_IMPORT_WITH_ERRORS));
    server.on('GET', '/excel-validations/41', SALES_IMPORT_WITH_ERRORS);
    renderValidator();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spreadsheetcontrole' })).toBeInTheDocument();
    // Staff start with the sales price import; its columns are described in Dutch.
    expect(screen.getByText('E · Regelsoort')).toBeInTheDocument();
    expect(
      screen.getByText('verplicht; een van: subscription, data, sms, voice, oneOff'),
    ).toBeInTheDocument();
    await userEvent.upload(fileInput('Kies een werkmap'), workbook('prices-2027.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));

    await waitFor(() => expect(uploads()).toHaveLength(1));
    const sent = uploads()[0]!.body as FormData;
    expect(sent.get('profile')).toBe('salesPriceImport');
    expect((sent.get('file') as File).name).toBe('prices-2027.xlsx');

    expect(await screen.findByRole('heading', { level: 1, name: 'prices-2027.xlsx' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/excel-validator/41');
    expect(screen.getByRole('heading', { level: 2, name: '3 fouten in 2 rijen' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Fouten in het bestand' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'C · Invoice line', 'Dit veld is verplicht.'],
      ['2', 'F · Price', 'Vul een getal in met maximaal 4 decimalen, bijvoorbeeld 12,5.'],
      ['9', 'E · Line type', 'Kies een van: subscription, data, sms, voice, oneOff.'],
    ]);
  });

  it('offers an authorized to sign user the SIM list only, and says "No files validated yet" without validations', async () => {
    signInAs(['authorizedToSign'], 7);
    renderValidator();
    expect(await screen.findByText('No files validated yet')).toBeInTheDocument();
    expect(screen.getByText('A · ICCID')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Validation profile' }));
    expect((await screen.findAllByTitle('SIM list')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Sales price import')).not.toBeInTheDocument();
    expect(screen.queryByText('Sales price import')).not.toBeInTheDocument();
  });

  it('refuses a 6 MB workbook and a .csv file without calling the server', async () => {
    renderValidator();
    const input = await screen.findByLabelText('Choose a workbook');
    await userEvent.upload(input, workbook('big.xlsx', 6 * 1024 * 1024));
    expect(
      await screen.findByText('The file big.xlsx is 6 MB; the most you can upload is 5 MB.'),
    ).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput('Choose a workbook'), new File(['a;b'], 'prices.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('The file prices.csv cannot be uploaded: only XLSX files are allowed.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(errorsOf(fileInput('Choose a workbook'))).toBe('File is required'));
    expect(uploads()).toEqual([]);
  });

  it('shows the server\'s refusal on its field in Dutch ("Maximaal 10.000 rijen …")', async () => {
    await setUpI18n('nl');
    server.on(
      'POST',
      '/excel-validations',
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'file', message: ValidatorMessages.tooManyRows }],
      }),
    );
    renderValidator();
    await userEvent.upload(await screen.findByLabelText('Kies een werkmap'), workbook('huge.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    await waitFor(() =>
      expect(errorsOf(fileInput('Kies een werkmap'))).toBe(
        'Maximaal 10.000 rijen onder de kopregel. Splits het bestand.',
      ),
    );
    expect(currentLocation()).toBe('/excel-validator');
  });

  it('lists the validations with their errors and applied batch, and opens one', async () => {
    server.on(
      'GET',
      '/excel-validations',
      validationPage([
        summaryOf(SALES_IMPORT_WITH_ERRORS),
        summaryOf({ ...VALID_SALES_IMPORT, appliedBatchId: 7 }),
        summaryOf(VALID_SIM_LIST),
      ]),
    );
    server.on('GET', '/excel-validations/41', SALES_IMPORT_WITH_ERRORS);
    renderValidator();
    const withErrors = (await screen.findByRole('link', { name: 'prices-2027.xlsx' })).closest('tr')!;
    for (const text of ['Sales price import', '120', '3 errors'])
      expect([text, within(withErrors).queryByText(text)]).toEqual([text, expect.anything()]);
    const applied = screen.getByRole('link', { name: 'prices-ok.xlsx' }).closest('tr')!;
    for (const text of ['No errors', 'Batch #7'])
      expect([text, within(applied).queryByText(text)]).toEqual([text, expect.anything()]);
    const sims = screen.getByRole('link', { name: 'sims.xlsx' }).closest('tr')!;
    expect(within(sims).getByText('SIM list')).toBeInTheDocument();
    expect(within(sims).queryByText(/Batch/)).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/excel-validations').map((request) => request.params)).toEqual([
      { page: 1, pageSize: 20 },
    ]);

    screen.getByRole('link', { name: 'prices-2027.xlsx' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'prices-2027.xlsx' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/excel-validator/41');
  });

  it.each([['support'], ['accountManager']] as const)(
    'sends %s to / without asking the server (spec §2: super admin, management, authorized to sign)',
    async (role) => {
      signInAs([role]);
      renderValidator();
      await waitFor(() => expect(currentLocation()).toBe('/'));
      expect(server.requests).toEqual([]);
    },
  );
});
