import { type FieldError, Messages } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
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
        throw err;
      }
      if (stored.sizeBytes === 0) {
        await storage.delete(key);
        pendingKey = null;
        continue;
      }
      const sniffed = await sniffUpload(storage.get(key), cleanFileName(part.filename), options.accepted);
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
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    const tooLarge = { field: FILE_FIELD, message: `The file is larger than ${sizeText(options.maxBytes)}.` };
    return { fields, file: null, fileError: tooLarge };
  }
  return { fields, file, fileError };
}
