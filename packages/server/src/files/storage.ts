import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * File storage (ARCHITECTURE §5 "Files"): contract files, invoices and later roaming lists, labels, validator
 * uploads. Metadata (name, type, size, sha-256) lives in the database; the bytes live here under a random key
 * (`newStorageKey()`), never under a user's file name. The local directory is the default; object storage can
 * implement the same interface.
 */
export interface FileStorage {
  /**
   * Stores `data` under `key` and resolves with its size in bytes and sha-256 (hex) once it is complete. Either
   * the whole object is stored or nothing is (a failed or aborted stream leaves no file). Rejects on a stream
   * error (e.g. the upload limit) or a bad key.
   */
  put(key: string, data: Buffer | Readable): Promise<StoredObject>;
  /**
   * A stream of the object's bytes, or of the inclusive byte `range` of them (HTTP Range, e.g. video seeking);
   * the stream errors (ENOENT) when the key does not exist.
   */
  get(key: string, range?: ByteRange): Readable;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** True when an object is stored under `key`. */
  exists(key: string): Promise<boolean>;
}

/** An inclusive byte range: `start` and `end` are 0-based offsets, `end` >= `start` (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `put` measured while storing: size in bytes and lowercase hex sha-256. */
export interface StoredObject {
  sizeBytes: number;
  sha256: string;
}

const KEY = /^[a-z0-9][a-z0-9-]{7,100}$/;

/** A new random storage key (128 bits), with an optional short prefix naming the kind ("contract", "invoice"). */
export function newStorageKey(prefix?: string): string {
  const random = randomBytes(16).toString('hex');
  return prefix ? `${prefix}-${random}` : random;
}

/**
 * Local directory storage: `<dir>/<first two characters of the random part>/<key>`. Writes go to a temporary
 * file in the same folder and are renamed into place when complete, so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    const random = key.slice(key.lastIndexOf('-') + 1);
    return path.join(this.dir, random.slice(0, 2), key);
  }

  async put(key: string, data: Buffer | Readable): Promise<StoredObject> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.part`;
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      await pipeline(source, measure, createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { sizeBytes, sha256: hash.digest('hex') };
  }

  get(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }
}

/** Reads a whole stored object into memory (tests, small files only). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
