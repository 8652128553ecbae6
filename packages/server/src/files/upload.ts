import { type FieldError, Messages } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../errors.js';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterFields } from '../plugins/input-guard.js';
import { type AcceptedTypes, cleanFileName, sniffUpload } from './content-type.js';
import { type FileStorage, newStorageKey } from './storage.js';

/** An upload stored under a random key, sniffed and accepted. */
export interface StoredUpload {
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** The parts of a multipart upload: the text fields, and the stored file or why there is none. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: StoredUpload | null;
  /** Field error for the `file` part (missing, too large, wrong type); null when `file` is set. */
  fileError: FieldError | null;
}

export interface ReceiveUploadOptions {
  storage: FileStorage;
  /** Accepted sniffed types (files/content-type.ts). */
  accepted: AcceptedTypes;
  /** Storage key prefix naming the kind, e.g. "contract". */
  keyPrefix: string;
  /** The upload limit in bytes (config UPLOAD_MAX_BYTES), for the message. */
  maxBytes: number;
  /** Message for a file of another type, e.g. "Only PDF files are accepted.". */
  wrongTypeMessage: string;
}

const FILE_FIELD = 'file';

/** The field error of a multipart body that cannot be read (no or a wrong boundary, cut off, broken part headers). */
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please choose the file again.';

/**
 * What an error while reading a multipart body (not one of the storage) means to the caller (issue 21 "Malformed
 * multipart gives 500s"): a 4xx of @fastify/multipart (limits) keeps its status; an error of the parser (busboy:
 * "Boundary not found", "Unexpected end of form", "Malformed part header", …) is the client's malformed body, a 400 on
 * `file`.
 */
function uploadReadError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const e = err as { statusCode?: number };
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 400;
  if (status >= 500) return err;
  if (status !== 400) return new ApiError(status, Messages.formIncomplete, []);
  return badRequest([{ field: FILE_FIELD, message: UNREADABLE_UPLOAD_MESSAGE }]);
}

/** "20 MB", "2 KB": the limit as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Reads a multipart/form-data request (ARCHITECTURE §5 "Files"): text parts become `fields`; the part named
 * `file` is streamed into `storage` under a new random key while its size and sha-256 are measured, then sniffed
 * from the stored bytes. A missing or empty file, one over the limit (@fastify/multipart `fileSize`) or of a type
 * `accepted` does not allow leaves nothing stored and sets `fileError` (spec §5 "File is required"). Other parts
 * named `file` after the first are drained and ignored. The caller owns the stored file: it must delete it when it
 * does not keep it. A request that is not multipart reads as "no fields, no file".
 *
 * Throws ApiError 400 (nothing stored) when the body cannot be parsed (field `file`, UNREADABLE_UPLOAD_MESSAGE) or a
 * text part holds a control character (that field, CONTROL_CHARACTER_MESSAGE — the input guard does not read
 * multipart bodies); a multipart limit (too many parts) keeps its 413.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveUploadOptions,
): Promise<ReceivedUpload> {
  const { storage } = options;
  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  let fileError: FieldError | null = { field: FILE_FIELD, message: Messages.fileRequired };
  if (!request.isMultipart()) return { fields, file, fileError };

  let pendingKey: string | null = null;
  /** An error of the storage (not of the request body): rethrown as is, a 500. */
  let storageFailure: unknown = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_FIELD || file || !part.filename) {
        part.file.resume();
        continue;
      }
      const key = newStorageKey(options.keyPrefix);
      pendingKey = key;
      let stored;
      try {
        stored = await storage.put(key, part.file);
      } catch (err) {
        pendingKey = null;
        // The body ending in the middle of the file is the client's; the storage failing is ours (a 500).
        if (!part.file.errored) storageFailure = err;
        throw err;
      }
      if (stored.sizeBytes === 0) {
        await storage.delete(key);
        pendingKey = null;
        continue;
      }
      const sniffed = await sniffUpload(storage.get(key), cleanFileName(part.filename), options.accepted).catch(
        (err: unknown) => {
          storageFailure = err;
          throw err;
        },
      );
      if (!sniffed) {
        await storage.delete(key);
        pendingKey = null;
        fileError = { field: FILE_FIELD, message: options.wrongTypeMessage };
        continue;
      }
      file = { storageKey: key, ...sniffed, ...stored };
      fileError = null;
    }
  } catch (err) {
    if (pendingKey) await storage.delete(pendingKey);
    if (file && file.storageKey !== pendingKey) await storage.delete(file.storageKey);
    if (err === storageFailure) throw err;
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw uploadReadError(err);
    const tooLarge = { field: FILE_FIELD, message: `The file is larger than ${sizeText(options.maxBytes)}.` };
    return { fields, file: null, fileError: tooLarge };
  }
  const controlled = controlCharacterFields(fields);
  if (controlled.length) {
    if (file) await storage.delete(file.storageKey);
    throw badRequest(controlled.map((field) => ({ field, message: CONTROL_CHARACTER_MESSAGE })));
  }
  return { fields, file, fileError };
}
