// jest globalTeardown: removes the PGlite template file built by global-setup.mjs.
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  for (const file of [process.env.PORTAL_TEST_PGLITE_TEMPLATE, process.env.PORTAL_TEST_TEMPLATE_BUNDLE]) {
    if (file) rmSync(file, { force: true });
  }
}
