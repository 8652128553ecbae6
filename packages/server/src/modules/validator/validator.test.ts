import {
  Messages,
  type Page,
  type SalesPriceBatch,
  VALIDATOR_MAX_ROWS,
  type ValidationResult,
  type ValidationSummary,
  ValidatorMessages,
  luhnValid,
  validationResultSchema,
  validatorRuleText,
} from '@portal/domain';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { salesPrices } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { upload } from '../documents/test-support.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * The spreadsheet validator (issue 17 "Spreadsheet validator"; docs/pricing-api.md "Spreadsheet validator"; spec §2
 * /excel-validator: super admin, management, authorized to sign; §3 result row; §8): who may call, the profiles a
 * user may choose, a corpus of bad workbooks (each a clear 400 on `file` or result rows, never a 500 or a hung
 * server), the rules of both profiles with Excel's row numbers and column letters, the downloads in both languages,
 * and applying a valid sales price import as one undoable batch.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
let h: Harness;
const tokens = new Map<Who, string | undefined>();

beforeAll(async () => {
  h = await createTestApp();
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

/** A workbook of one sheet with `rows` (row 1 the headers); `edit` may change the sheet before it is written. */
async function workbook(
  rows: (string | number | Date | ExcelJS.CellValue)[][],
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const validate = (who: Who, profile: string, data: Buffer, name = 'list.xlsx') =>
  upload(h.app, '/api/excel-validations', tokens.get(who), { profile }, { name, data });

async function validated(who: Who, profile: string, data: Buffer, name?: string): Promise<ValidationResult> {
  const res = await validate(who, profile, data, name);
  expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
  return validationResultSchema.parse(res.json());
}

const get = (who: Who, url: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...headers, ...(tokens.get(who) ? { authorization: `Bearer ${tokens.get(who)}` } : {}) },
  });

/** A Luhn-valid ICCID from its first 18 digits. */
function iccid(first18: string): string {
  for (let d = 0; d < 10; d += 1) if (luhnValid(`${first18}${d}`)) return `${first18}${d}`;
  throw new Error('no check digit');
}

const SIM_HEADER = ['ICCID', 'MSISDN', 'IMSI'];
const GOOD = iccid('893108001907349779');

/** The result rows as [row, column, code]. */
const codes = (result: ValidationResult) => result.errors.map((e) => [e.row, e.column, e.code]);

describe('who may validate (spec §2: super admin, management, authorized to sign)', () => {
  it.each<[Who, number]>([
    ['superAdmin', 201],
    ['management', 201],
    ['acmeSigner', 201],
    ['support', 403],
    ['accountManager', 403],
    ['acmeGeneral', 403],
    ['acmeUserManager', 403],
    ['anonymous', 401],
  ])('POST /excel-validations as %s → %i', async (who, status) => {
    const res = await validate(who, 'simList', await workbook([SIM_HEADER, [GOOD]]));
    expect(res.statusCode).toBe(status);
  });

  it('gives an authorized to sign user the customer profiles only, and each user only their own history', async () => {
    const refused = await validate('acmeSigner', 'salesPriceImport', await workbook([['Provider']]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'profile', message: ValidatorMessages.profileNotAllowed },
    ]);
    expect((await get('acmeSigner', '/excel-validator/templates/salesPriceImport')).statusCode).toBe(400);

    const mine = await validated('acmeSigner', 'simList', await workbook([SIM_HEADER, [GOOD]]), 'mine.xlsx');
    const page = (await get('acmeSigner', '/excel-validations')).json<Page<ValidationSummary>>();
    expect(page.items[0]).toMatchObject({
      id: mine.id,
      fileName: 'mine.xlsx',
      profile: 'simList',
      errorCount: 0,
    });
    const others = (await get('management', '/excel-validations')).json<Page<ValidationSummary>>();
    expect(others.items.map((i) => i.id)).not.toContain(mine.id);
    for (const url of [`/excel-validations/${mine.id}`, `/excel-validations/${mine.id}/errors.xlsx`]) {
      expect((await get('management', url)).statusCode).toBe(404);
    }
  });
});

describe('bad workbooks: a clear 400 on file, never a 500 or a hung server', () => {
  const refusal = async (data: Buffer, name = 'bad.xlsx') => {
    const res = await validate('management', 'simList', data, name);
    return [res.statusCode, res.json().errors];
  };

  it('refuses a file that is not an xlsx by its bytes, whatever its name', async () => {
    const csv = Buffer.from('ICCID,MSISDN\n8931080019073497795,31612345678\n');
    expect(await refusal(csv, 'list.xlsx')).toEqual([
      400,
      [{ field: 'file', message: ValidatorMessages.notXlsx }],
    ]);
    expect(await refusal(Buffer.from('%PDF-1.7\n'), 'list.xlsx')).toEqual([
      400,
      [{ field: 'file', message: ValidatorMessages.notXlsx }],
    ]);
  });

  it('refuses no file, an empty file and one over 5 MB', async () => {
    const none = await upload(h.app, '/api/excel-validations', tokens.get('management'), {
      profile: 'simList',
    });
    expect(none.json().errors).toEqual([{ field: 'file', message: Messages.fileRequired }]);
    expect(await refusal(Buffer.alloc(0))).toEqual([
      400,
      [{ field: 'file', message: Messages.fileRequired }],
    ]);
    const [status, errors] = await refusal(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect([status, errors]).toEqual([400, [{ field: 'file', message: 'The file is larger than 5 MB.' }]]);
  });

  it('refuses a workbook whose first sheet is empty', async () => {
    expect(await refusal(await workbook([]))).toEqual([
      400,
      [{ field: 'file', message: ValidatorMessages.empty }],
    ]);
  });

  it('refuses a workbook of 100,000 rows with the row limit, not by running out of memory', async () => {
    const rows = [
      SIM_HEADER,
      ...Array.from({ length: 100_000 }, (_, i) => [`89${String(i).padStart(17, '0')}`]),
    ];
    expect(await refusal(await workbook(rows))).toEqual([
      400,
      [{ field: 'file', message: ValidatorMessages.tooManyRows }],
    ]);
    // The limit itself: VALIDATOR_MAX_ROWS rows are read.
    const max = [
      SIM_HEADER,
      ...Array.from({ length: VALIDATOR_MAX_ROWS }, (_, i) => [iccid(`8931${String(i).padStart(14, '0')}`)]),
    ];
    expect((await validated('management', 'simList', await workbook(max))).rowCount).toBe(VALIDATOR_MAX_ROWS);
  }, 60_000);

  it('refuses a zip bomb style workbook (one cell unpacking to over 100 MB) as too large', async () => {
    const bomb = await workbook([SIM_HEADER, ['x'.repeat(110 * 1024 * 1024)]]);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await refusal(bomb)).toEqual([400, [{ field: 'file', message: ValidatorMessages.tooLarge }]]);
  }, 60_000);

  it('refuses a truncated workbook as unreadable or not an xlsx', async () => {
    const whole = await workbook([SIM_HEADER, [GOOD]]);
    const [status, errors] = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(status).toBe(400);
    expect([ValidatorMessages.notXlsx, ValidatorMessages.unreadable, ValidatorMessages.tooLarge]).toContain(
      (errors as { message: string }[])[0].message,
    );
  });

  it('answers the server still after all of it (a quick validation goes through)', async () => {
    expect((await validated('management', 'simList', await workbook([SIM_HEADER, [GOOD]]))).errorCount).toBe(
      0,
    );
  });
});

describe('SIM list rules (ICCID, MSISDN, IMSI)', () => {
  it('names each problem by Excel row and column, several per cell, with duplicates pointing at the first row', async () => {
    const data = await workbook(
      [
        SIM_HEADER,
        [GOOD, '31612345678', '204080123456789'], // row 2: fine
        ['8931', '+31612345600', '20408'], // row 3: ICCID too short, IMSI too short
        [`${GOOD.slice(0, -1)}${(Number(GOOD.slice(-1)) + 1) % 10}`, '3161', ''], // row 4: check digit, MSISDN
        [GOOD, '31612345679', ''], // row 5: duplicate ICCID of row 2
        ['', '31612345670', ''], // row 6: ICCID missing
        [{ formula: 'A2' }, '', ''], // row 7: a formula
        [{ error: '#N/A' } as ExcelJS.CellErrorValue, '', ''], // row 8: an error value
        ['', '', ''], // row 9: empty, skipped
        ['x', 'y', 'z'], // row 10 and 11 merged in column A
        ['', '31612345671', ''],
      ],
      (sheet) => sheet.mergeCells('A10:A11'),
    );
    const result = await validated('management', 'simList', data);
    expect(result.rowCount).toBe(9);
    expect(codes(result)).toEqual([
      [3, 'A', 'iccid'],
      [3, 'C', 'imsi'],
      [4, 'A', 'iccidCheckDigit'],
      [4, 'B', 'msisdn'],
      [5, 'A', 'duplicate'],
      [6, 'A', 'required'],
      [7, 'A', 'formula'],
      [8, 'A', 'errorValue'],
      [10, 'A', 'merged'],
      [10, 'B', 'msisdn'],
      [10, 'C', 'imsi'],
      [11, 'A', 'merged'],
    ]);
    expect(result.errors[4]).toMatchObject({
      header: 'ICCID',
      params: { row: 2 },
      message: 'The same value is in row 2.',
    });
    expect(result.errorCount).toBe(12);
  });

  it('reports a missing required column and an unknown one on row 1', async () => {
    const result = await validated(
      'management',
      'simList',
      await workbook([
        ['MSISDN', 'Colour'],
        ['31612345678', 'red'],
      ]),
    );
    expect(codes(result)).toEqual([
      [1, '', 'missingColumn'],
      [1, 'B', 'unknownColumn'],
    ]);
    expect(result.errors[0].message).toBe('The column ICCID is missing.');
  });

  it('takes Dutch headers in any letter case', async () => {
    const result = await validated(
      'management',
      'salesPriceImport',
      await workbook([
        ['leverancier', 'KLANTNUMMER', 'Factuurregel', 'Regelsoort', 'Prijs', 'Startmaand'],
        ['NorthSea Mobile IoT', '100001', 'Dutch header line', 'data', 1.5, 203001],
      ]),
    );
    expect(result.errors).toEqual([]);
  });
});

const PRICE_HEADER = [
  'Provider',
  'Customer number',
  'Subcustomer',
  'Invoice line',
  'Line type',
  'Price',
  'Start month',
  'End month',
  'Indexation',
  'Reason for increase',
];

describe('sales price import rules (staff)', () => {
  it('checks references, types, periods and overlaps in the file and with the stored prices', async () => {
    const result = await validated(
      'superAdmin',
      'salesPriceImport',
      await workbook([
        PRICE_HEADER,
        [
          'NorthSea Mobile IoT',
          '100001',
          'Acme Cold Storage',
          'Import A',
          'data',
          1.25,
          '203001',
          '',
          '',
          '',
        ], // 2 ok
        ['Nobody Telecom', '999999', '', 'Import B', 'fax', '1,5', '2030-01', '', '4', ''], // 3
        ['NorthSea Mobile IoT', '100001', 'Not A Sub', 'Import C', 'sms', 0.12345, 203001, 202912, '', ''], // 4
        ['NorthSea Mobile IoT', '100001', '', 'Import D', 'DATA', -1, 203001, '', '', ''], // 5
        ['NorthSea Mobile IoT', '100001', '', 'import d', 'data', 2, 203006, 203012, '', ''], // 6: overlaps 5? no: 5 bad
        ['NorthSea Mobile IoT', '100001', '', 'Import E', 'data', 2, 203001, 203012, '', ''], // 7
        ['NorthSea Mobile IoT', '100001', '', 'IMPORT E', 'data', 2, 203006, '', '', ''], // 8: overlaps 7
        ['NorthSea Mobile IoT', '100001', '', 'SMS NL', 'sms', 0.1, 203001, '', '', ''], // 9: overlaps a stored row
        ['NorthSea Mobile IoT', '100001', '', 'Dated', 'data', 3, new Date(Date.UTC(2031, 2, 1)), '', '', ''], // 10
        ['NorthSea Mobile IoT', '100001', '', 'Serial', 'data', 3, 46023, '', '', ''], // 11: a date as a number
      ]),
    );
    expect(codes(result)).toEqual([
      [3, 'A', 'unknownSupplier'],
      [3, 'B', 'unknownCustomer'],
      [3, 'E', 'oneOf'],
      [3, 'F', 'decimal'],
      [3, 'G', 'yearMonth'],
      [3, 'I', 'factor'],
      [4, 'C', 'unknownSubcustomer'],
      [4, 'F', 'decimal'],
      [4, 'H', 'endBeforeStart'],
      [5, 'F', 'min'],
      [8, 'G', 'overlapInFile'],
      [9, 'G', 'overlapExisting'],
      [11, 'G', 'yearMonth'],
    ]);
    expect(result.errors.find((e) => e.code === 'overlapInFile')!.params).toEqual({ row: 7 });
    expect(result.errors.find((e) => e.code === 'oneOf')!.message).toBe(
      'Choose one of: subscription, data, sms, voice, oneOff.',
    );
  });

  it('applies a valid import as one batch that undo removes; a second apply is refused', async () => {
    const data = await workbook([
      PRICE_HEADER,
      [
        'NorthSea Mobile IoT',
        '100001',
        '',
        'Applied line',
        'Data',
        4.5,
        203101,
        203112,
        1.02,
        'Price list 2031',
      ],
      ['Lowlands Mobile IoT', '100002', '', 'Applied line', 'voice', 0.08, '203101', '', '', ''],
    ]);
    const result = await validated('management', 'salesPriceImport', data, 'prices-2031.xlsx');
    expect(result.errors).toEqual([]);
    const applied = await call(h.app, 'POST', `/api/excel-validations/${result.id}/apply`, {
      token: tokens.get('management'),
    });
    expect(applied.statusCode).toBe(201);
    const batch = applied.json<SalesPriceBatch>();
    expect(batch).toMatchObject({ kind: 'import', count: 2, reason: 'prices-2031.xlsx' });
    const rows = await h.db
      .select({
        line: salesPrices.lineType,
        price: sql<string>`${salesPrices.price}::text`,
        ix: sql<string>`${salesPrices.indexation}::text`,
      })
      .from(salesPrices)
      .where(eq(salesPrices.batchId, batch.id));
    expect(rows.sort((a, b) => a.line.localeCompare(b.line))).toEqual([
      { line: 'data', price: '4.5000', ix: '1.020' },
      { line: 'voice', price: '0.0800', ix: '1.000' },
    ]);
    expect((await get('management', `/excel-validations/${result.id}`)).json()).toMatchObject({
      appliedBatchId: batch.id,
    });
    const again = await call(h.app, 'POST', `/api/excel-validations/${result.id}/apply`, {
      token: tokens.get('management'),
    });
    expect([again.statusCode, again.json().errorMessage]).toEqual([409, ValidatorMessages.alreadyApplied]);
    const undo = await call(h.app, 'POST', `/api/sales-price-batches/${batch.id}/undo`, {
      token: tokens.get('management'),
    });
    expect(undo.statusCode).toBe(200);
    expect(await h.db.select().from(salesPrices).where(eq(salesPrices.batchId, batch.id))).toEqual([]);
  });

  it('refuses to apply a file with errors, of another profile, of another user, or as a reader', async () => {
    const bad = await validated('superAdmin', 'salesPriceImport', await workbook([PRICE_HEADER, ['x']]));
    const sim = await validated('superAdmin', 'simList', await workbook([SIM_HEADER, [GOOD]]));
    const apply = (who: Who, id: number) =>
      call(h.app, 'POST', `/api/excel-validations/${id}/apply`, { token: tokens.get(who) });
    expect((await apply('superAdmin', bad.id)).json().errorMessage).toBe(ValidatorMessages.notApplicable);
    expect((await apply('superAdmin', sim.id)).json().errorMessage).toBe(ValidatorMessages.notApplicable);
    expect((await apply('management', bad.id)).statusCode).toBe(404);
    expect((await apply('support', bad.id)).statusCode).toBe(403);
    expect((await apply('acmeSigner', bad.id)).statusCode).toBe(403);
  });

  it('refuses an apply whose rows clash with a price stored since the validation, naming the row', async () => {
    const data = await workbook([
      PRICE_HEADER,
      ['NorthSea Mobile IoT', '100001', '', 'Raced line', 'data', 1, 203201, '', '', ''],
    ]);
    const result = await validated('superAdmin', 'salesPriceImport', data);
    const first = async (query: ReturnType<typeof sql>) =>
      Number(((await h.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0].id);
    await h.db.insert(salesPrices).values({
      supplierId: await first(sql`select id from suppliers where name = 'NorthSea Mobile IoT'`),
      organizationId: await first(sql`select id from organizations where customer_number = '100001'`),
      invoiceLine: 'RACED LINE',
      lineType: 'data',
      price: '2.0000',
      startMonth: 203101,
    });
    const res = await call(h.app, 'POST', `/api/excel-validations/${result.id}/apply`, {
      token: tokens.get('superAdmin'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'row.2', message: expect.stringContaining('overlaps existing sales price') },
    ]);
  });
});

describe('downloads (spec §3 result rows; the marked workbook; templates), in the requester’s language', () => {
  let result: ValidationResult;
  beforeAll(async () => {
    result = await validated(
      'management',
      'simList',
      await workbook([SIM_HEADER, ['', '3161', ''], [GOOD, '', '']]),
      'sims.xlsx',
    );
  });

  const read = async (body: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as never);
    return book.worksheets[0];
  };

  it('writes the result rows as xlsx: row, column, message in Dutch for nl', async () => {
    const res = await get('management', `/excel-validations/${result.id}/errors.xlsx`, {
      'accept-language': 'nl',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await read(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Rij', 'Kolom', 'Foutmelding']);
    expect(sheet.getRow(2).values).toEqual([undefined, 2, 'A · ICCID', validatorRuleText('nl', 'required')]);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, 'B · MSISDN', validatorRuleText('nl', 'msisdn')]);
  });

  it('marks the wrong cells of the original workbook red with a note, in English for en', async () => {
    const res = await get('management', `/excel-validations/${result.id}/marked.xlsx`, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    const sheet = await read(res.rawPayload);
    const marked = sheet.getCell('B2');
    expect((marked.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
    expect(String(marked.note)).toContain(validatorRuleText('en', 'msisdn'));
    expect(sheet.getCell('A3').note).toBeUndefined();
    expect(sheet.getCell('A3').value).toBe(GOOD);
  });

  it('offers a template with headers in the language, an example row and a dropdown on the line type', async () => {
    const res = await get('superAdmin', '/excel-validator/templates/salesPriceImport', {
      'accept-language': 'nl',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('verkoopprijzen-import.xlsx');
    const sheet = await read(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Leverancier',
      'Klantnummer',
      'Subklant',
      'Factuurregel',
      'Regelsoort',
      'Prijs',
      'Startmaand',
      'Eindmaand',
      'Indexatie',
      'Reden van verhoging',
    ]);
    expect(sheet.getCell('E2').value).toBe('data');
    expect(sheet.getCell('E50').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"subscription,data,sms,voice,oneOff"'],
    });
    // The template itself validates without errors (its example row is valid) — except the example's overlap-free month.
    const own = await validated('superAdmin', 'salesPriceImport', res.rawPayload, 'template.xlsx');
    expect(own.errors.filter((e) => e.code !== 'overlapExisting')).toEqual([]);
  });
});
