import type { Readable } from 'node:stream';
import {
  type Locale,
  VALIDATION_PROFILES,
  type ValidationError,
  type ValidationProfileId,
  validatorRuleText,
} from '@portal/domain';
import ExcelJS from 'exceljs';
import { streamWorkbook } from '../../files/xlsx.js';
import { runWorkbookWorker } from '../../files/xlsx-runner.js';

/**
 * The validator's downloads (issue 17 "Download the errors as xlsx and the original workbook with the wrong cells
 * marked red and a note on each"; "A template per profile"), in the requester's language (Accept-Language).
 */

const ERROR_HEADERS: Record<Locale, [string, string, string]> = {
  en: ['Row', 'Column', 'Error message'],
  nl: ['Rij', 'Kolom', 'Foutmelding'],
};

/** The result rows as a one-sheet xlsx (spec §3: row number, column name, error message), streamed. */
export function errorsWorkbook(errors: readonly ValidationError[], locale: Locale): Readable {
  const [row, column, message] = ERROR_HEADERS[locale];
  async function* items() {
    yield* errors;
  }
  return streamWorkbook<ValidationError>(
    locale === 'nl' ? 'Fouten' : 'Errors',
    [
      { header: row, width: 8, value: (e) => e.row },
      { header: column, width: 28, value: (e) => (e.column ? `${e.column} · ${e.header}` : e.header) },
      { header: message, width: 90, value: (e) => validatorRuleText(locale, e.code, e.params) },
    ],
    items(),
  );
}

/** Excel's column number of a letter ("C" → 3, "AB" → 28). */
function columnNumber(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
}

/**
 * The original workbook with every cell that has a result row filled red and a note with its messages in `locale`
 * (a row without a column marks the row's first cell). Parsed and written in the worker; null when it cannot be
 * (the file is gone or unreadable).
 */
export async function markedWorkbook(
  original: Buffer,
  errors: readonly ValidationError[],
  locale: Locale,
): Promise<Buffer | null> {
  const answer = await runWorkbookWorker({
    op: 'mark',
    buffer: new Uint8Array(original),
    marks: errors.map((e) => ({
      row: e.row,
      column: e.column ? columnNumber(e.column) : 1,
      note: validatorRuleText(locale, e.code, e.params),
    })),
  });
  return answer.ok && 'buffer' in answer ? Buffer.from(answer.buffer) : null;
}

/** Rows of the template that carry a dropdown where a column has fixed values. */
const TEMPLATE_ROWS = 1000;

/**
 * The template of `profile`: its headers in `locale` (bold), one example row, a dropdown (list data validation) on
 * the columns with fixed values, and text format on the number-like columns (an ICCID of 19 digits would lose its
 * last digits as an Excel number). `examples` overrides the profile's example values (the server's own provider and
 * customer number for the reference columns).
 */
export async function templateWorkbook(
  profileId: ValidationProfileId,
  locale: Locale,
  examples: Partial<Record<string, string>> = {},
): Promise<Buffer> {
  const profile = VALIDATION_PROFILES[profileId];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'nl' ? 'Gegevens' : 'Data');
  sheet.columns = profile.columns.map((c) => ({
    header: c.header[locale],
    key: c.key,
    width: Math.max(14, c.header[locale].length + 4),
    ...(['iccid', 'msisdn', 'imsi', 'yearMonth', 'customer'].includes(c.type)
      ? { style: { numFmt: '@' } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(profile.columns.map((c) => [c.key, examples[c.key] ?? c.example])));
  profile.columns.forEach((c, i) => {
    if (!c.values) return;
    for (let r = 2; r <= TEMPLATE_ROWS; r += 1) {
      sheet.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`"${c.values.join(',')}"`],
        showErrorMessage: true,
      };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
