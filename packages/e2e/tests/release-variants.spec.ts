import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { signInWithToken } from '../src/fixtures';
import { mainMenu } from '../src/portal';
import { expect, test } from '../src/own-portal';
import { readRegistry, releaseCli, releaseCliOk, storeDir } from '../src/release-store';
import { type VariantWorkspace, variantWorkspace } from '../src/variant-workspace';

/**
 * Independent release that holds (issue 10; ARCHITECTURE §2 "Shared code must survive independent releases").
 * A feature team changes mf-documents in ordinary ways and releases it ALONE — built from a copy of the workspace
 * with the change, by that copy's real `pnpm release` — into a portal whose shell and other remotes are the older
 * builds of `npm start`:
 *   (a) its page uses antd `Rate`, which no deployed app uses (the shell's tree-shaken antd lacks it), and
 *   (b) it calls a helper newly added to @portal/ui (stateless, bundled into each app): the release passes and the
 *       screen works in Chromium, whether documents is the first remote screen of the visit or comes after a
 *       customers screen has put the shell's antd on the page;
 *   (c) it calls a function newly added to @portal/api (a stateful singleton served by the shell, version bumped to
 *       1.1.0): the release is refused before the registry changes, naming the export and the fix, and remotes.json
 *       stays byte-identical.
 * (a) and (b) are one release (one build); (c) is another.
 */
test.describe.configure({ mode: 'serial' });

const PAGE_FILE = 'mf-documents/src/features/invoices/pages/own-invoices-page.tsx';

/** Wraps the /invoices page so it renders `probe` (JSX) above the unchanged page, with the given imports. */
function wrapInvoicesPage(workspace: VariantWorkspace, imports: string, probe: string) {
  workspace.edit(PAGE_FILE, (text) =>
    text.includes('export function OwnInvoicesPage(')
      ? `${imports}\n${text.replace('export function OwnInvoicesPage(', 'function UnchangedInvoicesPage(')}
/** Release variant (e2e): the page with a probe above it. */
export function OwnInvoicesPage() {
  return (
    <>
      <div data-testid="release-probe">${probe}</div>
      <UnchangedInvoicesPage />
    </>
  );
}
`
      : text,
  );
}

/** The /invoices screen as a customer sees it, with the variant's probe; fails on an error screen. */
async function expectProbeWorks(page: Page, helperText: string) {
  const probe = page.getByTestId('release-probe');
  await expect(probe).toBeVisible({ timeout: 30_000 });
  // antd Rate: a radio group of stars, four of them on.
  await expect(probe.locator('.ant-rate')).toBeVisible();
  await expect(probe.locator('.ant-rate-star-full')).toHaveCount(4);
  await expect(probe).toContainText(helperText);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
}

test.describe('a remote released alone keeps working (issue 10)', () => {
  let dataDir: string;
  let first: string;
  const workspaces: VariantWorkspace[] = [];

  test.beforeAll(({ ownPortal }) => {
    dataDir = ownPortal.dataDir;
    first = readRegistry(dataDir).remotes.documents.version;
  });

  test.afterAll(() => {
    for (const workspace of workspaces) workspace.remove();
  });

  test('antd Rate and a new @portal/ui helper: released alone, the screen works first and after customers', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const workspace = variantWorkspace('rate');
    workspaces.push(workspace);
    // (b) a new stateless helper in @portal/ui, which the deployed shell has never seen.
    workspace.edit('packages/ui/src/index.ts', (text) =>
      `${text}\n/** Release variant (e2e): a helper the deployed apps do not have. */\nexport const releaseProbeText = () => 'probe helper 1.1';\n`,
    );
    // (a) antd Rate, which no deployed app uses; listed as a developer would (the lint test asks for it).
    workspace.edit('packages/config/src/webpack/shared-singletons.ts', (text) =>
      text.replace("export const ANTD_USED_EXPORTS = [\n", "export const ANTD_USED_EXPORTS = [\n  'Rate',\n"),
    );
    wrapInvoicesPage(
      workspace,
      "import { Rate } from 'antd';\nimport { releaseProbeText } from '@portal/ui';",
      '<Rate disabled defaultValue={4} /> {releaseProbeText()}',
    );

    const released = await releaseCliOk(dataDir, ['release', 'mf-documents', '--version', '0.1.1'], {
      workspace: workspace.dir,
      timeoutMs: 240_000,
    });
    expect(released.stdout).toContain(`Released documents ${first} → 0.1.1`);
    // The check knew the shell's antd lacks Rate and said what happens instead of refusing.
    expect(released.stdout).toMatch(/warning: antd: documents uses Rate, which the copy of the deployed shell .* lacks/);

    // Documents is the first remote screen of the visit.
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await signInWithToken(page, ACCOUNTS.general.email, '/invoices');
    await expectProbeWorks(page, 'probe helper 1.1');
    // It works because documents took its own antd, for exactly that reason (the shared-exports runtime plugin).
    expect(consoleLines).toContainEqual(expect.stringMatching(/documents loads its own antd \(antd: the shared copy lacks Rate\)/));

    // A fresh visit where a customers screen loaded the shell's antd first, then documents.
    await page.goto('/404');
    await page.goto('/profile');
    await expect(page.locator('[data-remote="customers"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    // In-app navigation (no reload): the shell's antd stays on the page.
    await mainMenu(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expectProbeWorks(page, 'probe helper 1.1');

    // And back: customers still works beside a documents remote that brought its own antd, and customers itself
    // (whose needs the shell's copy covers) never took a copy of its own.
    await page.goto('/profile');
    await expect(page.locator('[data-remote="customers"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
    expect(consoleLines.filter((line) => /customers loads its own/.test(line))).toEqual([]);
  });

  test('a new @portal/api export the deployed shell lacks: refused before the registry changes', async () => {
    test.setTimeout(300_000);
    const workspace = variantWorkspace('api');
    workspaces.push(workspace);
    workspace.edit('packages/api/src/index.ts', (text) =>
      `${text}\n/** Release variant (e2e): an export the deployed shell's @portal/api lacks. */\nexport function probeMarker(): string {\n  return 'probe';\n}\n`,
    );
    // A minor bump, as the shared-exports check asks for an added export.
    const deployed = (JSON.parse(fs.readFileSync(path.join(workspace.dir, 'packages/api/package.json'), 'utf8')) as { version: string }).version;
    const [major, minor] = deployed.split('.').map(Number);
    const bumped = `${major}.${minor + 1}.0`;
    const shellVersion = (JSON.parse(fs.readFileSync(path.join(workspace.dir, 'shell/package.json'), 'utf8')) as { version: string }).version;
    workspace.edit('packages/api/package.json', (text) => text.replace(`"version": "${deployed}"`, `"version": "${bumped}"`));
    wrapInvoicesPage(workspace, "import { probeMarker } from '@portal/api';", '{probeMarker()}');

    const registryFile = path.join(storeDir(dataDir), 'remotes.json');
    const before = fs.readFileSync(registryFile);
    const refused = await releaseCli(dataDir, ['release', 'mf-documents', '--version', '0.1.2'], {
      workspace: workspace.dir,
      timeoutMs: 240_000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `@portal/api: documents@0.1.2 uses probeMarker, which the deployed shell (${shellVersion})'s @portal/api ${deployed} lacks.`,
    );
    expect(refused.stderr).toContain(`release the shell with @portal/api ${bumped} first, or do not use probeMarker yet`);
    expect(fs.readFileSync(registryFile)).toEqual(before);
    expect(fs.existsSync(path.join(storeDir(dataDir), 'documents', '0.1.2'))).toBe(false);
  });
});

test.describe('pnpm new:remote (issue 10 "one remote kit")', () => {
  let workspace: VariantWorkspace | undefined;
  test.afterAll(() => workspace?.remove());

  test('a generated remote builds, releases alone and mounts behind its menu entry', async ({ page, ownPortal }) => {
    test.setTimeout(300_000);
    workspace = variantWorkspace('new-remote');
    const generated = spawnSync(
      process.execPath,
      ['packages/remote-kit/bin/new-remote.mjs', 'demo', '--no-install', '--root', workspace.dir],
      { cwd: workspace.dir, encoding: 'utf8' },
    );
    expect(generated.stderr).toBe('');
    expect(generated.stdout).toContain('Created mf-demo/');
    // What `pnpm install` would link: the same dependencies as mf-documents (the kit's package.json), so its links
    // are copied as they are (relative) instead of touching the real installation.
    fs.cpSync(path.join(workspace.dir, 'mf-documents', 'node_modules'), path.join(workspace.dir, 'mf-demo', 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });

    const released = await releaseCliOk(ownPortal.dataDir, ['release', 'mf-demo', '--version', '0.1.0'], {
      workspace: workspace.dir,
      timeoutMs: 240_000,
    });
    expect(released.stdout).toContain('Released demo');
    expect(readRegistry(ownPortal.dataDir).remotes.demo).toMatchObject({ version: '0.1.0' });

    // Nothing was edited in the shell: its menu and guard take the new remote from the registry.
    await signInWithToken(page, ACCOUNTS.general.email, '/');
    await mainMenu(page).getByRole('link', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { name: 'Demo', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('This is the Demo part of the portal.')).toBeVisible();
    await expect(page).toHaveTitle(/Demo/);
  });
});
