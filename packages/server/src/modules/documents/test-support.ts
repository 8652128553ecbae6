import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Helpers of the document tests (not a test file itself). */

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body built by hand: text `fields`, then the optional part `file`. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST a multipart upload through `app.inject`. */
export function upload(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A real one-page PDF. */
export async function pdfBytes(text = 'Test document'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** A real xlsx workbook (an office document). */
export async function xlsxBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Prices').addRow(['SIM', 1.5]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The start of a PNG (signature and IHDR chunk): enough for any sniffer. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(64, 1),
]);

/** A ZIP archive with one stored entry "hello.txt". */
export function zipBytes(): Buffer {
  const name = Buffer.from('hello.txt');
  const data = Buffer.from('hello');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data, Buffer.alloc(64)]);
}

/** A legacy Office (OLE compound file) header, as in .doc / .xls. */
export const CFB_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024),
]);

/** Every file below `dir` (the local file storage), relative paths; [] when it does not exist. */
export async function storedFileNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
