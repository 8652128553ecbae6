import type { RoamingEntry } from '@portal/domain';
import type { GridCell, GridRow } from '../../files/xlsx-worker.js';
import { diffRoamingLists } from './roaming-diff.js';
import { csvGrid, parseRoamingGrid, problemMessages } from './roaming-parse.js';

/**
 * Reading roaming lists (issue 15 "Roaming list content is parsed … A file that cannot be parsed is refused with the
 * row and column that failed"; the rules in @portal/domain sim-management.ts) and the diff of two versions.
 */

/** A grid as the xlsx worker gives it: `rows[0]` is Excel's row 1; null cells are left out. */
function grid(rows: (string | number | boolean | null)[][]): GridRow[] {
  return rows.map((values, index) => [
    index + 1,
    values.flatMap((value, column): GridCell[] => (value === null ? [] : [[column + 1, 'value', value]])),
  ]);
}

const messages = (rows: GridRow[], locale: 'en' | 'nl' = 'en') => {
  const parsed = parseRoamingGrid(rows);
  if (parsed.ok) throw new Error('expected problems');
  return problemMessages(parsed.problems, locale);
};

describe('parseRoamingGrid', () => {
  it('reads the English layout with a technology list in any spelling', () => {
    const parsed = parseRoamingGrid(
      grid([
        ['Country', 'Operator', 'MCC-MNC', 'Technologies'],
        ['Netherlands', 'KPN', '204-08', 'NB-IoT, 2G / LTE-M;4G'],
        ['Germany', 'Telekom', '26201', 'GSM 3G LTE'],
        ['United States', 'AT&T', '310 410', 'Cat-M1'],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      entries: [
        {
          country: 'Netherlands',
          operator: 'KPN',
          mccMnc: '204-08',
          technologies: ['2G', '4G', 'LTE-M', 'NB-IoT'],
        },
        { country: 'Germany', operator: 'Telekom', mccMnc: '262-01', technologies: ['2G', '3G', '4G'] },
        { country: 'United States', operator: 'AT&T', mccMnc: '310-410', technologies: ['LTE-M'] },
      ],
    });
  });

  it('reads Dutch headers, separate MCC and MNC columns and one marked column per technology', () => {
    const parsed = parseRoamingGrid(
      grid([
        ['Land', 'Netwerk', 'MCC', 'MNC', '2G', '4G', 'LTE-M', 'NB-IoT', 'Opmerking'],
        ['België', 'Proximus', 206, 1, 'x', 'ja', true, null, 'hoofdnet'],
        ['Nederland', 'Odido', '204', '016', null, 'X', '1', 'nee', null],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      entries: [
        { country: 'België', operator: 'Proximus', mccMnc: '206-01', technologies: ['2G', '4G', 'LTE-M'] },
        { country: 'Nederland', operator: 'Odido', mccMnc: '204-016', technologies: ['4G', 'LTE-M'] },
      ],
    });
  });

  it('names every missing column of row 1', () => {
    expect(
      messages(
        grid([
          ['Land', 'Code'],
          ['Nederland', '204-08'],
        ]),
      ),
    ).toEqual([
      'Row 1 must name the columns Country, Operator, MCC-MNC and Technologies: "Operator" is missing.',
      'Row 1 must name the columns Country, Operator, MCC-MNC and Technologies: "MCC-MNC" is missing.',
      'Row 1 must name the columns Country, Operator, MCC-MNC and Technologies: "Technologies" is missing.',
    ]);
  });

  it('refuses bad cells with their row and the column as the file names it, in English and Dutch', () => {
    const rows = grid([
      ['Country', 'Operator', 'PLMN', 'Technologies'],
      ['Netherlands', 'KPN', '204-08', '4G'],
      ['Belgium', null, '2061', '4G'],
      ['France', 'Orange', '208-01', '5G'],
      ['Germany', 'Vodafone', '204-08', '2G'],
      ['Spain', 'Movistar', '214-07', null],
    ]);
    expect(messages(rows)).toEqual([
      'Row 3, column "Operator": a value is required.',
      'Row 3, column "PLMN": "2061" is not an MCC-MNC such as 204-08.',
      'Row 4, column "Technologies": "5G" is not a technology: use 2G, 3G, 4G, LTE-M or NB-IoT.',
      'Row 5, column "PLMN": MCC-MNC 204-08 is already on row 2.',
      'Row 6, column "Technologies": no technology is given.',
    ]);
    expect(messages(rows, 'nl')[0]).toBe('Rij 3, kolom "Operator": een waarde is verplicht.');
    expect(messages(rows, 'nl')[3]).toBe('Rij 5, kolom "PLMN": MCC-MNC 204-08 staat al op rij 2.');
  });

  it('refuses formulas, merged cells and error values, and marks that are not marks', () => {
    const rows: GridRow[] = [
      [
        1,
        [
          [1, 'value', 'Country'],
          [2, 'value', 'Operator'],
          [3, 'value', 'MCC-MNC'],
          [4, 'value', '4G'],
        ],
      ],
      [
        2,
        [
          [1, 'merged', null],
          [2, 'formula', null],
          [3, 'error', '#REF!'],
          [4, 'value', 'maybe'],
        ],
      ],
    ];
    expect(messages(rows)).toEqual([
      'Row 2, column "Country": merged cells cannot be read: unmerge them and fill in every row.',
      'Row 2, column "Operator": the cell holds a formula: paste its value instead.',
      'Row 2, column "MCC-MNC": the cell holds the error #REF!.',
      'Row 2, column "4G": "maybe" is not a mark: use x, or leave the cell empty.',
    ]);
  });

  it('lists the first 20 problems and sums up the rest; a list without rows is refused', () => {
    const rows = grid([
      ['Country', 'Operator', 'MCC-MNC', 'Technologies'],
      ...Array.from({ length: 25 }, () => ['Netherlands', 'KPN', 'x', '4G']),
    ]);
    const list = messages(rows);
    expect(list).toHaveLength(21);
    expect(list[20]).toBe('… and 5 more problems.');
    expect(messages(grid([['Country', 'Operator', 'MCC-MNC', 'Technologies']]))).toEqual([
      'The list has no networks below row 1.',
    ]);
  });
});

describe('csvGrid', () => {
  it('takes the delimiter row 1 uses most, a BOM, quotes, and the line numbers a spreadsheet shows', () => {
    const csv =
      '\uFEFFCountry;Operator;MCC-MNC;Technologies\r\n\r\nNetherlands;"KPN; B.V.";204-08;"2G, 4G"\r\n';
    const rows = csvGrid(Buffer.from(csv, 'utf8'), 10);
    expect(rows).toEqual([
      [
        1,
        [
          [1, 'value', 'Country'],
          [2, 'value', 'Operator'],
          [3, 'value', 'MCC-MNC'],
          [4, 'value', 'Technologies'],
        ],
      ],
      [
        3,
        [
          [1, 'value', 'Netherlands'],
          [2, 'value', 'KPN; B.V.'],
          [3, 'value', '204-08'],
          [4, 'value', '2G, 4G'],
        ],
      ],
    ]);
    const parsed = parseRoamingGrid(rows as GridRow[]);
    expect(parsed.ok && parsed.entries[0]).toEqual({
      country: 'Netherlands',
      operator: 'KPN; B.V.',
      mccMnc: '204-08',
      technologies: ['2G', '4G'],
    });
  });

  it('reads Windows-1252 as older Excel saves it, and refuses binary, broken quotes and too many rows', () => {
    const latin = Buffer.from(
      'Country,Operator,MCC-MNC,Technologies\nBelgi\xeb,Proximus,206-01,4G\n',
      'latin1',
    );
    const rows = csvGrid(latin, 10) as GridRow[];
    expect(rows[1][1][0]).toEqual([1, 'value', 'België']);
    expect(csvGrid(Buffer.from([0x43, 0x00, 0x44]), 10)).toBeNull();
    expect(csvGrid(Buffer.from('a,b\n"open,c\n'), 10)).toBeNull();
    expect(csvGrid(Buffer.from('h\n1\n2\n3\n'), 2)).toBe('tooManyRows');
  });
});

describe('diffRoamingLists', () => {
  const entry = (
    mccMnc: string,
    technologies: RoamingEntry['technologies'],
    operator = 'Op',
  ): RoamingEntry => ({
    country: 'Netherlands',
    operator,
    mccMnc,
    technologies,
  });

  it('keys networks by MCC-MNC: added, removed, and changed (technologies or names)', () => {
    const before = [entry('204-08', ['4G']), entry('204-04', ['2G']), entry('204-16', ['4G'], 'T-Mobile')];
    const after = [
      entry('204-16', ['4G'], 'Odido'),
      entry('204-08', ['4G', 'LTE-M']),
      entry('206-01', ['4G']),
    ];
    expect(diffRoamingLists(before, after)).toEqual({
      added: [entry('206-01', ['4G'])],
      removed: [entry('204-04', ['2G'])],
      changed: [
        { before: entry('204-08', ['4G']), after: entry('204-08', ['4G', 'LTE-M']) },
        { before: entry('204-16', ['4G'], 'T-Mobile'), after: entry('204-16', ['4G'], 'Odido') },
      ],
    });
    expect(diffRoamingLists(after, after)).toEqual({ added: [], removed: [], changed: [] });
  });
});
