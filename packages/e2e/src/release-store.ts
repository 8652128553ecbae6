import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './portal-server';

/**
 * A portal's release store (ARCHITECTURE §3): `DATA_DIR/releases` of that portal, changed only through the real
 * release CLI (packages/release: checks, lock, atomic write, history). Specs that change it run against a portal
 * of their own (src/own-portal.ts); the shared portal's store is only read.
 */
export const storeDir = (dataDir: string) => path.join(dataDir, 'releases');

export interface RegistryFile {
  allowOverrides: boolean;
  overrideOrigins: string[];
  loadTimeoutMs?: number;
  remotes: Record<string, { version: string; entry: string }>;
}

/** The registry the portal with data directory `dataDir` serves at /remotes.json. */
export function readRegistry(dataDir: string): RegistryFile {
  return JSON.parse(fs.readFileSync(path.join(storeDir(dataDir), 'remotes.json'), 'utf8')) as RegistryFile;
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Wall time of the whole CLI process (node start included), in ms. */
  ms: number;
}

/**
 * Runs the release CLI (`pnpm release|rollback|releases|release-config` run `node packages/release/src/cli.mjs`)
 * against the store of the portal with data directory `dataDir` (no RELEASE_STORE). Asynchronous, so the worker
 * keeps answering the test runner while the CLI works (a blocked worker is killed as unresponsive). `workspace`
 * runs another workspace's CLI (a variant copy, src/variant-workspace.ts), which builds that copy's sources.
 */
export async function releaseCli(
  dataDir: string,
  args: string[],
  { workspace = repoRoot, timeoutMs = 120_000 }: { workspace?: string; timeoutMs?: number } = {},
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, RELEASE_ACTOR: 'e2e' };
  delete env.RELEASE_STORE;
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/release/src/cli.mjs', ...args], { cwd: workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  clearTimeout(timer);
  return { status, stdout, stderr, ms: performance.now() - started };
}

/** {@link releaseCli} that throws with the output when the CLI fails. */
export async function releaseCliOk(
  dataDir: string,
  args: string[],
  options?: Parameters<typeof releaseCli>[2],
): Promise<CliResult> {
  const result = await releaseCli(dataDir, args, options);
  if (result.status !== 0) {
    throw new Error(`release CLI ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/**
 * A copy of a remote's production build (`<repo>/<folder>/dist`) in a temp folder, with `buildVersion` set in its
 * mf-manifest.json: a "pre-built" release candidate without a webpack build.
 */
export function prebuiltCopy(folder: string, buildVersion: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${folder}-${buildVersion}-`));
  fs.cpSync(path.join(repoRoot, folder, 'dist'), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = buildVersion;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return target;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `dir` from a second origin on 127.0.0.1 (another port), with CORS open (a staging CDN stand-in). */
export async function serveStatic(dir: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Headers that describe the bytes on the wire, not the page: left out when a page is served changed. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * Lets this page (only) see the registry as `change` makes it: the server puts the registry into every shell page
 * it sends (issue 18: `<script type="application/json" id="portal-registry">`), so each page document is fetched
 * from the server and served with the registry in it changed (headers such as the CSP and its nonce kept). The
 * server's registry is not touched.
 */
export async function changeRegistryInPage(
  page: Page,
  change: (registry: RegistryFile) => RegistryFile,
): Promise<void> {
  await page.route(
    (url) => !/^\/(api|remotes)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="portal-registry">)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) =>
          `${open}${JSON.stringify(change(JSON.parse(json) as RegistryFile)).replace(/</g, '\\u003c')}${close}`,
      );
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase())),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/** Lets this page (only) see the registry with overrides allowed (the Remotes panel exists only then). */
export async function allowOverridesInPage(page: Page): Promise<void> {
  await changeRegistryInPage(page, (registry) => ({ ...registry, allowOverrides: true }));
}

/** Opens the Remotes panel (footer link, or Ctrl+Alt+R) and returns the dialog. */
export async function openRemotesPanel(page: Page, via: 'footer' | 'shortcut' = 'footer') {
  if (via === 'shortcut') await page.keyboard.press('Control+Alt+KeyR');
  else
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Remotes' }).click();
  return page.getByRole('dialog', { name: 'Remotes' });
}

/** The Remotes panel row of `remote`. */
export function remotesPanelRow(dialog: ReturnType<Page['getByRole']>, remote: string) {
  return dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell', { name: remote, exact: true }) });
}
