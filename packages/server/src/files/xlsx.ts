import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** MIME type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an export: the header text and how to read the cell from a row. */
export interface ExportColumn<Row> {
  header: string;
  width?: number;
  /** Excel number format of the column, e.g. '0.00' or 'yyyy-mm-dd hh:mm'. */
  numFmt?: string;
  value: (row: Row) => string | number | Date | null;
}

/**
 * Streams a one-sheet workbook: a header row, then one row per item of `rows` (read lazily, so a large export
 * never sits in memory whole). The returned stream is what the reply sends; a failure while reading rows
 * destroys it (the client sees a broken download, never a half-valid file that looks complete).
 */
export function streamWorkbook<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 20,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };

  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => c.value(row) ?? '')).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));

  return out;
}

/** `<prefix>-YYYY-MM-DD.xlsx`, the download name of an export made on `date`. */
export function datedFileName(prefix: string, date = new Date()): string {
  return `${prefix}-${date.toISOString().slice(0, 10)}.xlsx`;
}
