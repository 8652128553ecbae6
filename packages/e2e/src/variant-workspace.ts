import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './portal-server';

/**
 * A throwaway copy of the workspace's sources in which a spec changes a remote (or a shared package) the way a
 * feature team would, then runs that copy's own `pnpm release` (ARCHITECTURE §3): the build sees the changed
 * sources, the release store and registry are the portal's. Nothing in the real workspace changes.
 *
 * The copy holds every project's sources and its `node_modules` links (pnpm's relative symlinks are kept as they
 * are); its root `node_modules` is a link to the real one, so those relative links resolve to the real installed
 * packages while `@portal/*` workspace links resolve inside the copy. Build output, data and test results are
 * left out.
 */
export interface VariantWorkspace {
  dir: string;
  /** Changes a file of the copy, by path relative to the workspace root (see {@link editFile}). */
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
}

/** Creates a {@link VariantWorkspace} (see the module comment). */
export function variantWorkspace(label: string): VariantWorkspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `variant-${label}-`));
  const skipTop = new Set(['.git', 'node_modules', '.data', 'test-results', 'playwright-report', 'coverage']);
  const skipAnywhere = new Set(['dist', 'test-results', '.cache']);
  for (const entry of fs.readdirSync(repoRoot)) {
    if (skipTop.has(entry)) continue;
    fs.cpSync(path.join(repoRoot, entry), path.join(dir, entry), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !skipAnywhere.has(path.basename(source)),
    });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    edit: (file, change) => editFile(path.join(dir, file), change),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Rewrites `file` with `change(text)`; throws when nothing changed (the edit no longer fits the source, so the
 * spec must be updated rather than silently testing nothing).
 */
export function editFile(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`variant edit changed nothing in ${file}`);
  fs.writeFileSync(file, after);
}
