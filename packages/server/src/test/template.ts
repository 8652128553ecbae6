import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';

/** Env var naming the gzipped PGlite template (migrated + seeded) built once per jest run. */
export const TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';

/**
 * Builds an in-memory PGlite, migrates and seeds it, and dumps it to `file` (ARCHITECTURE §5: a fresh PGlite
 * costs seconds; loading a dumped template per test file costs well under one).
 */
export async function buildPgliteTemplate(file: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

let cached: Promise<string> | undefined;

/** Path of the template: the one globalSetup built, else one built now (once per worker). */
export function templateFile(): Promise<string> {
  const fromSetup = process.env[TEMPLATE_ENV];
  if (fromSetup && existsSync(fromSetup)) return Promise.resolve(fromSetup);
  cached ??= (async () => {
    const file = path.join(os.tmpdir(), `portal-pglite-template-${process.pid}.tar.gz`);
    await buildPgliteTemplate(file);
    return file;
  })();
  return cached;
}

/** The template as a File for PGlite's `loadDataDir`. */
export async function templateBlob(): Promise<File> {
  const file = await templateFile();
  return new File([readFileSync(file)], 'template.tar.gz', { type: 'application/x-gzip' });
}
