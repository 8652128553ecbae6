// jest globalSetup: builds the migrated + seeded PGlite template once for all test files (PGlite mode only).
// jest loads this file without its ESM module mapping, so the TypeScript builder is bundled with the server's
// esbuild settings first (into node_modules/.cache, so it still finds the repository and its node_modules).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from '../../build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default async function globalSetup() {
  // The spreadsheet validator's worker thread (xlsx-runner.ts) runs a bundled file, as in production.
  const worker = path.join(here, '..', '..', 'node_modules', '.cache', 'portal-test', `xlsx-worker-${process.pid}.mjs`);
  await build({ ...bundleOptions(path.join(here, '..', 'files', 'xlsx-worker.ts'), worker), sourcemap: false });
  process.env.PORTAL_XLSX_WORKER = worker;
  if (process.env.TEST_DATABASE_URL) return;
  const outfile = path.join(here, '..', '..', 'node_modules', '.cache', 'portal-test', `template-${process.pid}.mjs`);
  await build({ ...bundleOptions(path.join(here, 'template.ts'), outfile), sourcemap: false });
  process.env.PORTAL_TEST_TEMPLATE_BUNDLE = outfile;
  const { buildPgliteTemplate, TEMPLATE_ENV } = await import(pathToFileURL(outfile).href);
  const file = path.join(os.tmpdir(), `portal-pglite-template-${process.pid}-${Date.now()}.tar.gz`);
  await buildPgliteTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
