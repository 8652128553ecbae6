import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { ApiError, notFound } from '../errors.js';
import { dispositionOf } from './disposition.js';
import type { ByteRange, FileStorage } from './storage.js';

/** The stored facts a response needs: where the bytes are, their type, size in bytes and name. */
export interface StoredFileFacts {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  /** Lowercase hex sha-256 of the bytes: the ETag that If-Range compares (range requests only). */
  sha256?: string | null;
}

export interface SendStoredFileOptions {
  /** `attachment` (a download) instead of `inline`. */
  download: boolean;
  /**
   * Answer `Range: bytes=…` (RFC 9110 §14) with 206 and the one requested range, so a `<video>` can seek: used for
   * videos. Off: always the whole file (documents, attachments).
   */
  ranges?: boolean;
  /** Cache-Control; default `private, no-store`. */
  cacheControl?: string;
}

/**
 * Streams a stored file (ARCHITECTURE §5 "Files"): Content-Type, Content-Length, Content-Disposition (RFC 6266,
 * the name as RFC 5987 parameters), nosniff. With `ranges`: `Accept-Ranges: bytes`, an ETag from the sha-256, and
 * one satisfiable byte range answered 206 with Content-Range; an unsatisfiable one 416 with `Content-Range:
 * bytes *\/size`; a malformed header, several ranges or an If-Range naming another version get the whole file
 * (200), as RFC 9110 allows. Throws 404 when the bytes are gone (logged: the row outlived its file).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileFacts,
  options: SendStoredFileOptions,
): Promise<FastifyReply> {
  if (!(await storage.exists(file.storageKey))) {
    request.log.error({ storageKey: file.storageKey }, 'stored file is missing');
    throw notFound();
  }
  const size = file.sizeBytes;
  const etag = options.ranges && file.sha256 ? `"${file.sha256}"` : null;
  const range = options.ranges ? requestedRange(request, size, etag) : null;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new ApiError(416, 'The requested range is outside the file.');
  }
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', dispositionOf(file.fileName, options.download))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl ?? 'private, no-store');
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (etag) reply.header('etag', etag);
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(storage.get(file.storageKey, range));
  }
  return reply.header('content-length', size).send(storage.get(file.storageKey));
}

/**
 * The one byte range a request asks for and may get: null for no Range header, an If-Range naming another
 * version, a malformed header or several ranges (the whole file is sent); 'unsatisfiable' when it lies outside.
 */
function requestedRange(
  request: FastifyRequest,
  size: number,
  etag: string | null,
): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (header === undefined) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && (etag === null || ifRange !== etag)) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}
