import {
  type Locale,
  ROAMING_LIST_MAX_ERRORS,
  ROAMING_LIST_MAX_ROWS,
  ROAMING_TECHNOLOGIES,
  type RoamingEntry,
  type RoamingTechnology,
} from '@portal/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import type { GridCell, GridRow } from '../../files/xlsx-worker.js';

/**
 * Reading a roaming list (issue 15 "Roaming list content is parsed into a searchable table"; the rules are in
 * @portal/domain sim-management.ts): a grid of cells — the first sheet of an xlsx (files/xlsx-worker.ts) or a csv
 * (csvGrid) — becomes the list's networks, or the problems that refuse it, each naming its row and column.
 */

/** Longest text of a country or operator cell, in characters. */
const TEXT_MAX = 200;
/** Most columns a roaming list sheet may have. */
export const ROAMING_LIST_MAX_COLUMNS = 30;

type Field = 'country' | 'operator' | 'mccMnc' | 'mcc' | 'mnc' | 'technologies';

/** Header names (compared without case, spaces, dashes, dots, underscores and slashes) of each field. */
const HEADERS: Record<Field, readonly string[]> = {
  country: ['country', 'land', 'countryname', 'landnaam'],
  operator: ['operator', 'network', 'netwerk', 'operatorname', 'networkname', 'operatornaam', 'netwerknaam'],
  mccMnc: ['mccmnc', 'plmn', 'plmncode', 'mccmnccode'],
  mcc: ['mcc'],
  mnc: ['mnc'],
  technologies: [
    'technologies',
    'technology',
    'technologieen',
    'technologieën',
    'technologie',
    'rat',
    'radio',
  ],
};

/** A technology as a header or list item names it (normalized) → the technology. LTE alone is 4G. */
const TECHNOLOGY_NAMES: Record<string, RoamingTechnology> = {
  '2g': '2G',
  gsm: '2G',
  gprs: '2G',
  '3g': '3G',
  umts: '3G',
  '4g': '4G',
  lte: '4G',
  ltem: 'LTE-M',
  catm: 'LTE-M',
  catm1: 'LTE-M',
  nbiot: 'NB-IoT',
  nb: 'NB-IoT',
};

const MARK_YES = new Set(['x', 'yes', 'y', 'ja', 'j', 'true', 'waar', '1', '✓', '✔', 'v']);
const MARK_NO = new Set(['', 'no', 'n', 'nee', 'false', 'onwaar', '0', '-']);

const normalize = (text: string) => text.toLowerCase().replace(/[\s\-_./]+/g, '');

/** A problem of the file: `row` and `column` (header text) where it is, a code and its values. */
export interface RoamingProblem {
  row: number | null;
  column: string | null;
  code: keyof typeof ROAMING_TEXTS.en;
  params: Record<string, string | number>;
}

/** The texts of the problems in English and Dutch ({name} is a param; {row} and {column} come first). */
export const ROAMING_TEXTS = {
  en: {
    missingColumn:
      'Row 1 must name the columns Country, Operator, MCC-MNC and Technologies: "{name}" is missing.',
    noRows: 'The list has no networks below row 1.',
    required: 'a value is required.',
    tooLong: 'the text is longer than {max} characters.',
    mccMnc: '"{value}" is not an MCC-MNC such as 204-08.',
    mcc: '"{value}" is not a 3-digit MCC such as 204.',
    mnc: '"{value}" is not a 2- or 3-digit MNC such as 08.',
    technology: '"{value}" is not a technology: use 2G, 3G, 4G, LTE-M or NB-IoT.',
    mark: '"{value}" is not a mark: use x, or leave the cell empty.',
    noTechnology: 'no technology is given.',
    duplicate: 'MCC-MNC {value} is already on row {other}.',
    formula: 'the cell holds a formula: paste its value instead.',
    merged: 'merged cells cannot be read: unmerge them and fill in every row.',
    errorValue: 'the cell holds the error {value}.',
    more: '… and {count} more problems.',
    unreadable: 'The file could not be read. Save it as .xlsx or as .csv (UTF-8) and try again.',
    tooLarge: 'The file is too large when unpacked. Split the list into smaller files.',
    tooManyRows: `The list has more than ${ROAMING_LIST_MAX_ROWS.toLocaleString('en')} rows.`,
    tooManyColumns: `The sheet has more than ${ROAMING_LIST_MAX_COLUMNS} columns.`,
    empty: 'The file is empty.',
  },
  nl: {
    missingColumn:
      'Rij 1 moet de kolommen Land, Operator, MCC-MNC en Technologieën noemen: "{name}" ontbreekt.',
    noRows: 'De lijst bevat geen netwerken onder rij 1.',
    required: 'een waarde is verplicht.',
    tooLong: 'de tekst is langer dan {max} tekens.',
    mccMnc: '"{value}" is geen MCC-MNC zoals 204-08.',
    mcc: '"{value}" is geen MCC van 3 cijfers zoals 204.',
    mnc: '"{value}" is geen MNC van 2 of 3 cijfers zoals 08.',
    technology: '"{value}" is geen technologie: gebruik 2G, 3G, 4G, LTE-M of NB-IoT.',
    mark: '"{value}" is geen markering: gebruik x, of laat de cel leeg.',
    noTechnology: 'er is geen technologie opgegeven.',
    duplicate: 'MCC-MNC {value} staat al op rij {other}.',
    formula: 'de cel bevat een formule: plak de waarde ervan.',
    merged: 'samengevoegde cellen zijn niet leesbaar: maak ze los en vul elke rij in.',
    errorValue: 'de cel bevat de fout {value}.',
    more: '… en nog {count} problemen.',
    unreadable:
      'Het bestand kon niet worden gelezen. Sla het op als .xlsx of als .csv (UTF-8) en probeer het opnieuw.',
    tooLarge: 'Het bestand is uitgepakt te groot. Verdeel de lijst over kleinere bestanden.',
    tooManyRows: `De lijst heeft meer dan ${ROAMING_LIST_MAX_ROWS.toLocaleString('nl')} rijen.`,
    tooManyColumns: `Het blad heeft meer dan ${ROAMING_LIST_MAX_COLUMNS} kolommen.`,
    empty: 'Het bestand is leeg.',
  },
} as const;

const WHERE = {
  en: (row: number, column: string | null) => (column ? `Row ${row}, column "${column}": ` : `Row ${row}: `),
  nl: (row: number, column: string | null) => (column ? `Rij ${row}, kolom "${column}": ` : `Rij ${row}: `),
};

/** The problem as a sentence in `locale`: "Row 5, column "MCC-MNC": "2048" is not an MCC-MNC such as 204-08." */
export function problemText(problem: RoamingProblem, locale: Locale): string {
  const text = ROAMING_TEXTS[locale][problem.code].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(problem.params[name] ?? ''),
  );
  if (problem.row === null || problem.code === 'missingColumn') return text;
  return WHERE[locale](problem.row, problem.column) + text;
}

/** The problems as the messages of a 400 on `file`: the first ROAMING_LIST_MAX_ERRORS, then "… and N more". */
export function problemMessages(problems: readonly RoamingProblem[], locale: Locale): string[] {
  const shown = problems.slice(0, ROAMING_LIST_MAX_ERRORS).map((p) => problemText(p, locale));
  const rest = problems.length - shown.length;
  if (rest > 0)
    shown.push(problemText({ row: null, column: null, code: 'more', params: { count: rest } }, locale));
  return shown;
}

export type RoamingParse = { ok: true; entries: RoamingEntry[] } | { ok: false; problems: RoamingProblem[] };

type Layout = {
  country: number;
  operator: number;
  mccMnc: number | null;
  mcc: number | null;
  mnc: number | null;
  technologies: number | null;
  /** Columns that each mark one technology. */
  marks: { column: number; technology: RoamingTechnology }[];
  headers: Map<number, string>;
};

/** Which column holds what, from row 1; the missing columns as problems. */
function layoutOf(header: GridRow | undefined): Layout | RoamingProblem[] {
  const headers = new Map<number, string>();
  const found: Partial<Record<Field, number>> = {};
  const marks: Layout['marks'] = [];
  if (header) {
    for (const [column, , value] of header[1]) {
      if (value === null || typeof value === 'object') continue;
      const text = String(value).trim();
      headers.set(column, text);
      const name = normalize(text);
      const field = (Object.keys(HEADERS) as Field[]).find((f) => HEADERS[f].includes(name));
      if (field && found[field] === undefined) found[field] = column;
      else if (
        !field &&
        TECHNOLOGY_NAMES[name] &&
        !marks.some((m) => m.technology === TECHNOLOGY_NAMES[name])
      ) {
        marks.push({ column, technology: TECHNOLOGY_NAMES[name] });
      }
    }
  }
  const missing: string[] = [];
  if (found.country === undefined) missing.push('Country');
  if (found.operator === undefined) missing.push('Operator');
  if (found.mccMnc === undefined && (found.mcc === undefined || found.mnc === undefined))
    missing.push('MCC-MNC');
  if (found.technologies === undefined && marks.length === 0) missing.push('Technologies');
  if (missing.length) {
    return missing.map((name) => ({ row: 1, column: null, code: 'missingColumn', params: { name } }));
  }
  return {
    country: found.country!,
    operator: found.operator!,
    mccMnc: found.mccMnc ?? null,
    mcc: found.mccMnc === undefined ? found.mcc! : null,
    mnc: found.mccMnc === undefined ? found.mnc! : null,
    technologies: found.technologies ?? null,
    marks,
    headers,
  };
}

/** The cell's value as trimmed text ('' when empty), or the problem of a cell that holds no value. */
function textOf(cell: GridCell | undefined): string | Pick<RoamingProblem, 'code' | 'params'> {
  if (!cell) return '';
  const [, kind, value] = cell;
  if (kind === 'formula') return { code: 'formula', params: {} };
  if (kind === 'merged') return { code: 'merged', params: {} };
  if (kind === 'error') return { code: 'errorValue', params: { value: String(value) } };
  if (value === null) return '';
  if (typeof value === 'object') return value.date.slice(0, 10);
  return String(value).trim();
}

const MCC_MNC = /^([2-7]\d{2})\s*[-/ ]?\s*(\d{2,3})$/;

/**
 * Parses a roaming list grid (row 1: the headers; Excel's row numbers) into its networks in file order, or every
 * problem found (all rows are checked, so one upload shows the whole list of what to fix). MCC-MNC comes out as
 * "MCC-MNC" ("204-08"); a numeric MNC cell is padded to 2 digits; technologies in ROAMING_TECHNOLOGIES order.
 */
export function parseRoamingGrid(rows: readonly GridRow[]): RoamingParse {
  const layout = layoutOf(rows[0]);
  if (Array.isArray(layout)) return { ok: false, problems: layout };
  const problems: RoamingProblem[] = [];
  const entries: RoamingEntry[] = [];
  const rowOf = new Map<string, number>();
  const name = (column: number) => layout.headers.get(column) ?? '';

  for (const [row, cells] of rows.slice(1)) {
    const byColumn = new Map(cells.map((c) => [c[0], c]));
    const rowProblems: RoamingProblem[] = [];
    const problem = (
      column: number | null,
      code: RoamingProblem['code'],
      params: RoamingProblem['params'] = {},
    ) => rowProblems.push({ row, column: column === null ? null : name(column), code, params });
    const text = (column: number, required: boolean): string | null => {
      const t = textOf(byColumn.get(column));
      if (typeof t !== 'string') return (problem(column, t.code, t.params), null);
      if (required && !t) return (problem(column, 'required'), null);
      if (t.length > TEXT_MAX) return (problem(column, 'tooLong', { max: TEXT_MAX }), null);
      return t;
    };

    const country = text(layout.country, true);
    const operator = text(layout.operator, true);
    let mccMnc: string | null = null;
    if (layout.mccMnc !== null) {
      const value = text(layout.mccMnc, true);
      const match = value ? MCC_MNC.exec(value) : null;
      if (value && !match) problem(layout.mccMnc, 'mccMnc', { value });
      if (match) mccMnc = `${match[1]}-${match[2]}`;
    } else {
      const mcc = text(layout.mcc!, true);
      const mncCell = byColumn.get(layout.mnc!);
      const mncRaw = text(layout.mnc!, true);
      // A number cell lost its leading zero (8 for "08"); a text cell keeps what was typed.
      const mnc = mncRaw && typeof mncCell?.[2] === 'number' ? mncRaw.padStart(2, '0') : mncRaw;
      if (mcc && !/^[2-7]\d{2}$/.test(mcc)) problem(layout.mcc!, 'mcc', { value: mcc });
      if (mnc && !/^\d{2,3}$/.test(mnc)) problem(layout.mnc!, 'mnc', { value: mncRaw! });
      if (mcc && mnc && /^[2-7]\d{2}$/.test(mcc) && /^\d{2,3}$/.test(mnc)) mccMnc = `${mcc}-${mnc}`;
    }

    const technologies = new Set<RoamingTechnology>();
    if (layout.technologies !== null) {
      const value = text(layout.technologies, false);
      for (const item of (value ?? '').split(/[,;/|+]|\s+(?=\d|lte|nb|cat|gsm|umts|gprs)/i)) {
        const key = normalize(item);
        if (!key) continue;
        const technology = TECHNOLOGY_NAMES[key];
        if (technology) technologies.add(technology);
        else problem(layout.technologies, 'technology', { value: item.trim() });
      }
    }
    for (const { column, technology } of layout.marks) {
      const cell = byColumn.get(column);
      const raw = typeof cell?.[2] === 'boolean' ? String(cell[2]) : text(column, false);
      if (raw === null) continue;
      const mark = raw.toLowerCase();
      if (MARK_YES.has(mark)) technologies.add(technology);
      else if (!MARK_NO.has(mark)) problem(column, 'mark', { value: raw });
    }
    if (!rowProblems.length && technologies.size === 0) {
      problem(layout.technologies ?? layout.marks[0].column, 'noTechnology');
    }

    if (mccMnc !== null) {
      const other = rowOf.get(mccMnc);
      const column = layout.mccMnc ?? layout.mnc!;
      if (other !== undefined) problem(column, 'duplicate', { value: mccMnc, other });
      else rowOf.set(mccMnc, row);
    }
    if (rowProblems.length) {
      problems.push(...rowProblems);
      continue;
    }
    entries.push({
      country: country!,
      operator: operator!,
      mccMnc: mccMnc!,
      technologies: ROAMING_TECHNOLOGIES.filter((t) => technologies.has(t)),
    });
  }
  if (problems.length) return { ok: false, problems };
  if (!entries.length)
    return { ok: false, problems: [{ row: null, column: null, code: 'noRows', params: {} }] };
  return { ok: true, entries };
}

/**
 * A csv file as the grid parseRoamingGrid reads (row numbers are the file's lines as a spreadsheet shows them):
 * UTF-8 (with or without BOM), or Windows-1252 as older Excel saves it; the delimiter (comma, semicolon or tab) is
 * the one row 1 uses most. Null when the bytes are not text (a NUL byte) or the csv is malformed (an open quote).
 * `maxRows` data rows at most: one more answers 'tooManyRows'.
 */
export function csvGrid(bytes: Buffer, maxRows: number): GridRow[] | 'tooManyRows' | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return null;
  }
  if (records.length > maxRows + 1) return 'tooManyRows';
  // `info.lines` is the line the record ends on: the row number a spreadsheet shows (quoted line breaks aside).
  return records.map(({ record, info }) => [
    info.lines,
    record.flatMap((value, column): GridCell[] => (value.trim() ? [[column + 1, 'value', value]] : [])),
  ]);
}
