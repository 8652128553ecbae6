import {
  type SalesLineType,
  type ValidationColumn,
  type ValidationError,
  type ValidationProfile,
  type ValidatorRuleCode,
  columnLetter,
  indexationSchema,
  isYearMonth,
  luhnValid,
  validatorRuleText,
} from '@portal/domain';
import type { GridCell, GridRow } from '../../files/xlsx-worker.js';

/**
 * Checks a worksheet grid against a validation profile (issue 17 "Spreadsheet validator"; the profiles and rule
 * texts are data in @portal/domain excel-validator.ts). Pure: the references (providers, customer numbers and their
 * subcustomers) come in as maps, the overlap with stored prices is checked by the caller on the rows this returns.
 */

/** The names and numbers the reference columns are checked against. */
export interface ValidatorReferences {
  /** Provider (supplier) name in lower case → id. */
  suppliers: Map<string, number>;
  /** Customer number → the customer's id and its subcustomers (name in lower case → id). */
  customers: Map<string, { id: number; subcustomers: Map<string, number> }>;
}

/** A row of a sales price import that passed every cell check: what apply writes (months "YYYYMM"). */
export interface ImportRow {
  row: number;
  supplierId: number;
  organizationId: number;
  subcustomerId: number | null;
  invoiceLine: string;
  lineType: SalesLineType;
  price: string;
  startMonth: string;
  endMonth: string | null;
  indexation: string;
  reason: string;
}

export interface GridValidation {
  /** Every problem, by row then column (not yet cut to VALIDATOR_MAX_ERRORS). */
  errors: ValidationError[];
  /** Data rows read (non-empty rows below the header). */
  rowCount: number;
  /** Sales price import: the rows without a problem, for the overlap check with stored prices and apply. */
  importRows: ImportRow[];
  /** Where each profile column was found: key → column number. */
  columns: Map<string, number>;
}

/** The order of result rows: by row, then by column as Excel orders them (A … Z, AA …; the row's own first). */
export const byRowAndColumn = (a: ValidationError, b: ValidationError): number =>
  a.row - b.row || a.column.length - b.column.length || a.column.localeCompare(b.column);

/** A result row in English (the stored and API form; the screen and downloads translate `code`). */
export function validationError(
  row: number,
  column: number | null,
  header: string,
  code: ValidatorRuleCode,
  params: Record<string, string | number> = {},
): ValidationError {
  return {
    row,
    column: column === null ? '' : columnLetter(column),
    header,
    code,
    params,
    message: validatorRuleText('en', code, params),
  };
}

const normalizedHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A cell's value as text for the checks: trimmed; whole numbers without a fraction; a date as its ISO string. */
function textOf(value: GridCell[2]): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.date;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value).trim();
}

/** A month cell: "202601", the number 202601, or a date cell (its year and month, UTC). */
function monthOf(value: GridCell[2]): string {
  if (value !== null && typeof value === 'object') return value.date.slice(0, 7).replace('-', '');
  return textOf(value);
}

const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * The problems of one non-empty cell `text` of `column` (several rules may fail: each is one result), and its
 * clean value. `customer` is the row's customer (for the subcustomer column).
 */
function checkCell(
  column: ValidationColumn,
  value: GridCell[2],
  refs: ValidatorReferences,
  customer: { id: number; subcustomers: Map<string, number> } | undefined,
): { problems: [ValidatorRuleCode, Record<string, string | number>?][]; clean: string } {
  const text = column.type === 'yearMonth' ? monthOf(value) : textOf(value);
  const problems: [ValidatorRuleCode, Record<string, string | number>?][] = [];
  let clean = text;
  switch (column.type) {
    case 'text':
      if (column.maxLength !== undefined && text.length > column.maxLength)
        problems.push(['tooLong', { max: column.maxLength }]);
      if (column.values) {
        const hit = column.values.find((v) => v.toLowerCase() === text.toLowerCase());
        if (hit) clean = hit;
        else problems.push(['oneOf', { values: column.values.join(', ') }]);
      }
      break;
    case 'decimal': {
      const decimals = text.split('.')[1]?.length ?? 0;
      if (!DECIMAL.test(text) || decimals > (column.decimals ?? 4)) {
        problems.push(['decimal', { decimals: column.decimals ?? 4 }]);
      } else if (column.min !== undefined && Number(text) < Number(column.min)) {
        problems.push(['min', { min: column.min }]);
      }
      break;
    }
    case 'yearMonth':
      if (!isYearMonth(text)) problems.push(['yearMonth']);
      break;
    case 'factor':
      if (!indexationSchema.safeParse(text).success) problems.push(['factor']);
      break;
    case 'iccid':
      if (!/^89[0-9]{17,18}$/.test(text)) problems.push(['iccid']);
      else if (!luhnValid(text)) problems.push(['iccidCheckDigit']);
      break;
    case 'msisdn':
      clean = text.replace(/^\+/, '');
      if (!/^[0-9]{8,15}$/.test(clean)) problems.push(['msisdn']);
      break;
    case 'imsi':
      if (!/^[0-9]{15}$/.test(text)) problems.push(['imsi']);
      break;
    case 'supplier':
      if (!refs.suppliers.has(text.toLowerCase())) problems.push(['unknownSupplier']);
      break;
    case 'customer':
      if (!refs.customers.has(text)) problems.push(['unknownCustomer']);
      break;
    case 'subcustomer':
      if (customer && !customer.subcustomers.has(text.toLowerCase())) problems.push(['unknownSubcustomer']);
      break;
  }
  return { problems, clean };
}

/** True when two periods ("YYYYMM", end null: open) share a month. */
const overlaps = (
  a: { startMonth: string; endMonth: string | null },
  b: { startMonth: string; endMonth: string | null },
) =>
  (a.endMonth === null || b.startMonth <= a.endMonth) && (b.endMonth === null || a.startMonth <= b.endMonth);

/**
 * Validates `rows` (the worker's grid; row 1 the headers) against `profile`: the header row (a required column
 * missing, an unknown or a repeated header), then every cell of every data row (formula, merged, error value,
 * required, type rules, fixed values, unique) and the row rules (end month before start month; periods of one
 * customer + subcustomer + invoice line overlapping within the file). Rows without any value are skipped.
 */
export function validateGrid(
  profile: ValidationProfile,
  rows: GridRow[],
  refs: ValidatorReferences,
): GridValidation {
  const errors: ValidationError[] = [];
  const columns = new Map<string, number>();
  const headerOf = new Map<number, string>();
  const header = rows.find(([r]) => r === 1)?.[1] ?? [];
  const byHeader = new Map<string, ValidationColumn>();
  for (const column of profile.columns) {
    byHeader.set(normalizedHeader(column.header.en), column);
    byHeader.set(normalizedHeader(column.header.nl), column);
  }
  for (const [c, , value] of header) {
    const text = textOf(value);
    if (!text) continue;
    headerOf.set(c, text);
    const column = byHeader.get(normalizedHeader(text));
    if (!column) errors.push(validationError(1, c, text, 'unknownColumn'));
    else if (columns.has(column.key)) errors.push(validationError(1, c, text, 'duplicateColumn'));
    else columns.set(column.key, c);
  }
  for (const column of profile.columns) {
    if (column.required && !columns.has(column.key)) {
      errors.push(validationError(1, null, column.header.en, 'missingColumn', { header: column.header.en }));
    }
  }

  const firstRowOf = new Map<string, Map<string, number>>();
  const importRows: ImportRow[] = [];
  let rowCount = 0;
  for (const [r, cells] of rows) {
    if (r === 1) continue;
    const cellAt = new Map(cells.map((cell) => [cell[0], cell]));
    const present = profile.columns.filter((column) => columns.has(column.key));
    const filled = present.some((column) => {
      const cell = cellAt.get(columns.get(column.key)!);
      return cell !== undefined && (cell[1] !== 'value' || textOf(cell[2]) !== '');
    });
    if (!filled) continue;
    rowCount += 1;
    const values = new Map<string, string>();
    let rowOk = true;
    const customerCell = cellAt.get(columns.get('customerNumber') ?? -1);
    const customer = customerCell ? refs.customers.get(textOf(customerCell[2])) : undefined;
    for (const column of present) {
      const c = columns.get(column.key)!;
      const cell = cellAt.get(c);
      const head = headerOf.get(c) ?? column.header.en;
      const fail = (code: ValidatorRuleCode, params?: Record<string, string | number>) => {
        errors.push(validationError(r, c, head, code, params));
        rowOk = false;
      };
      if (cell && cell[1] === 'merged') fail('merged');
      else if (cell && cell[1] === 'formula') fail('formula');
      else if (cell && cell[1] === 'error') fail('errorValue', { value: textOf(cell[2]) });
      else {
        const raw = cell ? cell[2] : null;
        if (textOf(raw) === '') {
          if (column.required) fail('required');
          continue;
        }
        const { problems, clean } = checkCell(column, raw, refs, customer);
        for (const [code, params] of problems) fail(code, params);
        if (problems.length) continue;
        values.set(column.key, clean);
        if (column.unique) {
          const seen = firstRowOf.get(column.key) ?? new Map<string, number>();
          const first = seen.get(clean.toLowerCase());
          if (first !== undefined) fail('duplicate', { row: first });
          else seen.set(clean.toLowerCase(), r);
          firstRowOf.set(column.key, seen);
        }
      }
    }
    const start = values.get('startMonth');
    const end = values.get('endMonth');
    if (profile.rowRules.includes('period') && start && end && end < start) {
      const c = columns.get('endMonth')!;
      errors.push(validationError(r, c, headerOf.get(c) ?? 'End month', 'endBeforeStart'));
      rowOk = false;
    }
    if (
      profile.rowRules.includes('salesPriceOverlap') &&
      rowOk &&
      customer &&
      profile.columns.every((col) => !col.required || values.has(col.key))
    ) {
      const sub = values.get('subcustomer');
      importRows.push({
        row: r,
        supplierId: refs.suppliers.get(values.get('provider')!.toLowerCase())!,
        organizationId: customer.id,
        subcustomerId: sub ? customer.subcustomers.get(sub.toLowerCase())! : null,
        invoiceLine: values.get('invoiceLine')!,
        lineType: values.get('lineType') as SalesLineType,
        price: values.get('price')!,
        startMonth: start!,
        endMonth: end ?? null,
        indexation: values.get('indexation') ?? '1.000',
        reason: values.get('reason') ?? '',
      });
    }
  }

  if (profile.rowRules.includes('salesPriceOverlap')) {
    const startColumn = columns.get('startMonth') ?? null;
    const startHeader = startColumn === null ? 'Start month' : (headerOf.get(startColumn) ?? 'Start month');
    const groups = new Map<string, ImportRow[]>();
    for (const row of importRows) {
      const key = `${row.organizationId}|${row.subcustomerId ?? '-'}|${row.invoiceLine.toLowerCase()}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const clashing = new Set<number>();
    for (const group of groups.values()) {
      group.forEach((row, i) => {
        const other = group.slice(0, i).find((earlier) => overlaps(earlier, row));
        if (other) {
          errors.push(
            validationError(row.row, startColumn, startHeader, 'overlapInFile', { row: other.row }),
          );
          clashing.add(row.row);
        }
      });
    }
    importRows.splice(0, importRows.length, ...importRows.filter((row) => !clashing.has(row.row)));
  }

  errors.sort(byRowAndColumn);
  return { errors, rowCount, importRows, columns };
}
