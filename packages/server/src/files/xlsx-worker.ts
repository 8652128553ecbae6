import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/**
 * The spreadsheet validator's worker thread (issue 17 "never a hung server": the parse runs off the main thread,
 * bounded by the runner's memory and time limits, xlsx-runner.ts). Bundled as its own entry (dist/xlsx-worker.js).
 *
 * - `read`: the first worksheet as a grid of cells — row 1 and the data rows up to `maxRows` + 1 (one more tells
 *   "too many"), each cell with its kind: a plain value, a formula, an error value, or part of a merged range.
 * - `mark`: the original workbook with the cells of `marks` filled red and a note on each (the "marked workbook").
 */

/** What a cell holds, as the validator needs it. */
export type CellKind = 'value' | 'formula' | 'error' | 'merged';
/** A cell: column number (1-based), kind, and its value as text, number, boolean or an ISO date. */
export type GridCell = [
  column: number,
  kind: CellKind,
  value: string | number | boolean | { date: string } | null,
];
/** A row: Excel's row number and its non-empty cells. */
export type GridRow = [row: number, cells: GridCell[]];

export type WorkerRequest =
  | { op: 'read'; buffer: Uint8Array; maxRows: number; maxColumns: number }
  | { op: 'mark'; buffer: Uint8Array; marks: { row: number; column: number; note: string }[] };

export type WorkerAnswer =
  | { ok: true; rows: GridRow[]; rowCount: number; columnCount: number }
  | { ok: true; buffer: Uint8Array }
  | { ok: false; reason: 'empty' | 'tooManyRows' | 'tooManyColumns' | 'unreadable' };

/** A cell's value as plain data (rich text and hyperlinks as their text, dates as ISO strings). */
function plain(value: ExcelJS.CellValue): GridCell[2] {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  return String(value);
}

async function load(buffer: Uint8Array): Promise<ExcelJS.Workbook | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength) as never);
    return workbook;
  } catch {
    return null;
  }
}

async function read(request: Extract<WorkerRequest, { op: 'read' }>): Promise<WorkerAnswer> {
  const workbook = await load(request.buffer);
  if (!workbook) return { ok: false, reason: 'unreadable' };
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) return { ok: false, reason: 'empty' };
  if (sheet.actualColumnCount > request.maxColumns) return { ok: false, reason: 'tooManyColumns' };
  const rows: GridRow[] = [];
  let dataRows = 0;
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    if (rowNumber > 1) dataRows += 1;
    if (dataRows > request.maxRows) {
      tooMany = true;
      return;
    }
    const cells: GridCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > request.maxColumns) return;
      const kind: CellKind = cell.isMerged
        ? 'merged'
        : cell.type === ExcelJS.ValueType.Formula
          ? 'formula'
          : cell.type === ExcelJS.ValueType.Error
            ? 'error'
            : 'value';
      const value =
        kind === 'error'
          ? String((cell.value as ExcelJS.CellErrorValue).error)
          : kind === 'value'
            ? plain(cell.value)
            : null;
      cells.push([column, kind, value]);
    });
    rows.push([rowNumber, cells]);
  });
  if (tooMany) return { ok: false, reason: 'tooManyRows' };
  return { ok: true, rows, rowCount: dataRows, columnCount: sheet.actualColumnCount };
}

const RED: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };

async function mark(request: Extract<WorkerRequest, { op: 'mark' }>): Promise<WorkerAnswer> {
  const workbook = await load(request.buffer);
  if (!workbook) return { ok: false, reason: 'unreadable' };
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'empty' };
  const notes = new Map<string, { row: number; column: number; texts: string[] }>();
  for (const m of request.marks) {
    const key = `${m.row}:${m.column}`;
    const entry = notes.get(key) ?? { row: m.row, column: m.column, texts: [] };
    entry.texts.push(m.note);
    notes.set(key, entry);
  }
  for (const { row, column, texts } of notes.values()) {
    const cell = sheet.getCell(row, column);
    cell.fill = RED;
    cell.note = texts.join('\n');
  }
  const out = await workbook.xlsx.writeBuffer();
  return { ok: true, buffer: new Uint8Array(out as ArrayBuffer) };
}

if (parentPort) {
  const request = workerData as WorkerRequest;
  const answer = request.op === 'read' ? read(request) : mark(request);
  answer.then(
    (result) => parentPort!.postMessage(result),
    () => parentPort!.postMessage({ ok: false, reason: 'unreadable' } satisfies WorkerAnswer),
  );
}
