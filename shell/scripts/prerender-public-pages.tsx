/**
 * Build step after webpack (issue 18): writes dist/prerendered/<page>.html for each of the shell's prerendered
 * public pages (src/boot/prerender.tsx), which the server sends for that address instead of index.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGES, prerenderedDocument } from '../src/boot/prerender';

const dist = path.join(__dirname, '..', 'dist');

async function main() {
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const page of Object.keys(PRERENDERED_PAGES)) {
    const file = path.join(dist, 'prerendered', `${page.slice(1)}.html`);
    writeFileSync(file, await prerenderedDocument(indexHtml, page));
    console.info(`prerendered ${page} → ${path.relative(process.cwd(), file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
