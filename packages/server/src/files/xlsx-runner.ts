import { Worker } from 'node:worker_threads';
import fastq from 'fastq';
import type { GridRow, WorkerAnswer, WorkerRequest } from './xlsx-worker.js';
import { withinUnpackedLimit } from './zip-guard.js';

/**
 * Runs the validator's workbook work in a worker thread (xlsx-worker.ts), off the request path and bounded (issue 17:
 * "a zip bomb style file … never a hung server"): at most WORKER_CONCURRENCY workbooks at a time (the others queue),
 * each worker with a V8 heap limit and a time limit. A worker that runs out of memory or time is terminated and the
 * answer is `tooLarge`; the server goes on.
 *
 * The worker is dist/xlsx-worker.js next to the bundled server (build.mjs); the tests bundle it once and name it in
 * PORTAL_XLSX_WORKER (src/test/global-setup.mjs).
 */

/** Workbooks parsed at the same time (the machine has 2 cores; requests beyond queue). */
const WORKER_CONCURRENCY = 2;
/** Heap of one worker, in MB: a 5 MB workbook of 10,000 rows needs well under it. */
const WORKER_HEAP_MB = 256;
/** Longest a worker may take, in ms. */
const WORKER_TIMEOUT_MS = 30_000;

export type RunnerAnswer = WorkerAnswer | { ok: false; reason: 'tooLarge' };

function workerUrl(): URL {
  const fromEnv = process.env.PORTAL_XLSX_WORKER;
  return fromEnv ? new URL(`file://${fromEnv}`) : new URL('./xlsx-worker.js', import.meta.url);
}

function runOne(request: WorkerRequest): Promise<RunnerAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerUrl(), {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: true,
    });
    const finish = (answer: RunnerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'tooLarge' }), WORKER_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => finish(answer));
    // ERR_WORKER_OUT_OF_MEMORY and any crash of the parser: the workbook is too much to read.
    worker.once('error', () => finish({ ok: false, reason: 'tooLarge' }));
    worker.once('exit', () => finish({ ok: false, reason: 'tooLarge' }));
  });
}

const queue = fastq.promise(runOne, WORKER_CONCURRENCY);

/** Runs `request` in a worker when one is free; never rejects (a failure is an answer with a reason). */
export function runWorkbookWorker(request: WorkerRequest): Promise<RunnerAnswer> {
  return queue.push(request);
}

/** Why a workbook's first sheet could not be read (the worker's reasons, and `tooLarge` for a zip bomb). */
export type SheetRefusal = Exclude<WorkerAnswer, { ok: true }>['reason'] | 'tooLarge';

/**
 * The first worksheet of xlsx `buffer` as a grid (row 1 and up to `maxRows` data rows of at most `maxColumns`
 * columns), checked first for its unpacked size (`maxUnpackedBytes`, zip-guard.ts) and parsed in a worker. Never
 * rejects: a workbook that cannot be read answers `{ ok: false, reason }`.
 */
export async function readFirstSheet(
  buffer: Buffer,
  limits: { maxRows: number; maxColumns: number; maxUnpackedBytes: number },
): Promise<{ ok: true; rows: GridRow[] } | { ok: false; reason: SheetRefusal }> {
  if (!(await withinUnpackedLimit(buffer, limits.maxUnpackedBytes))) return { ok: false, reason: 'tooLarge' };
  const answer = await runWorkbookWorker({
    op: 'read',
    buffer: new Uint8Array(buffer),
    maxRows: limits.maxRows,
    maxColumns: limits.maxColumns,
  });
  if (!answer.ok) return answer;
  if (!('rows' in answer)) return { ok: false, reason: 'unreadable' };
  return { ok: true, rows: answer.rows };
}
