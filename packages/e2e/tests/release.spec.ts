import fs from 'node:fs';
import { ACCOUNTS } from '../src/accounts';
import { dataDir as sharedDataDir } from '../src/env';
import { signInWithToken } from '../src/fixtures';
import { expect, test } from '../src/own-portal';
import {
  allowOverridesInPage,
  openRemotesPanel,
  prebuiltCopy,
  readRegistry,
  releaseCli,
  releaseCliOk,
  remotesPanelRow,
} from '../src/release-store';

/**
 * Independent release and rollback of one remote (ARCHITECTURE §3) against a portal of this spec's own
 * (src/own-portal.ts: own server, data directory and release store, so nothing here reaches another spec): the real
 * release CLI (checks, immutable versioned folder, locked atomic registry write, history) on the e2e server's
 * store, then a reload shows the new version; a rollback and a reload show the first again. The shell is not
 * rebuilt. The release candidate is a pre-built copy of mf-documents/dist labelled 0.2.0 (`--from`), so the suite
 * needs no webpack build. The registry is restored (rolled back) whatever happens; after a failure the worker and
 * with it the portal are replaced anyway.
 */
test.describe.configure({ mode: 'serial' });

const NEXT = '0.2.0';

test.describe('releasing one remote (ARCHITECTURE §3)', () => {
  let candidate: string;
  let first: string;

  let dataDir: string;

  test.beforeAll(({ ownPortal }) => {
    dataDir = ownPortal.dataDir;
    first = readRegistry(dataDir).remotes.documents.version;
    candidate = prebuiltCopy('mf-documents', NEXT);
  });

  test.afterAll(async () => {
    // Leave the registry as found, even when a step failed half-way.
    if (readRegistry(dataDir).remotes.documents.version !== first) await releaseCliOk(dataDir, ['rollback', 'mf-documents']);
    expect(readRegistry(dataDir).remotes.documents.version).toBe(first);
    fs.rmSync(candidate, { recursive: true, force: true });
  });

  test('release mf-documents 0.2.0, reload and see it; roll back, reload and see the first', async ({ page }, testInfo) => {
    expect(first).not.toBe(NEXT);
    // The checks run on the candidate: a copy labelled with another version is refused, nothing changes.
    const refused = await releaseCli(dataDir, ['release', 'mf-documents', '--version', '0.3.0', '--from', candidate]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`was built as version ${NEXT}, not 0.3.0`);
    expect(readRegistry(dataDir).remotes.documents.version).toBe(first);

    await allowOverridesInPage(page);
    await signInWithToken(page, ACCOUNTS.admin.email, '/contracts/organizations');
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
    let dialog = await openRemotesPanel(page);
    await expect(remotesPanelRow(dialog, 'documents')).toContainText(first);

    const released = await releaseCliOk(dataDir, ['release', 'mf-documents', '--version', NEXT, '--from', candidate]);
    expect(released.stdout).toContain(`Released documents ${first} → ${NEXT}`);
    expect(readRegistry(dataDir).remotes.documents).toMatchObject({
      version: NEXT,
      entry: `/remotes/documents/${NEXT}/mf-manifest.json`,
    });
    // Only this spec's portal changed: the shared portal the other specs use still serves the first version.
    expect(readRegistry(sharedDataDir()).remotes.documents.version).not.toBe(NEXT);

    // Live on the next page load (no-cache registry); the shell was not rebuilt.
    await page.reload();
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
    dialog = await openRemotesPanel(page);
    const row = remotesPanelRow(dialog, 'documents');
    await expect(row).toContainText(NEXT);
    await expect(row).toContainText(`/remotes/documents/${NEXT}/mf-manifest.json`);
    await expect(row).toContainText('Loaded');

    const rollback = await releaseCliOk(dataDir, ['rollback', 'mf-documents']);
    expect(rollback.stdout).toMatch(new RegExp(`Rolled back documents ${NEXT.replace(/\./g, '\\.')} → ${first.replace(/\./g, '\\.')} in [\\d.]+ s`));
    const inside = /in ([\d.]+) s/.exec(rollback.stdout)?.[1];
    testInfo.annotations.push({
      type: 'rollback time',
      description: `${(rollback.ms / 1000).toFixed(2)} s wall (node start included), ${inside} s inside the CLI`,
    });
    console.info(`[e2e] rollback mf-documents: ${(rollback.ms / 1000).toFixed(2)} s wall, ${inside} s inside the CLI`);
    expect(readRegistry(dataDir).remotes.documents.version).toBe(first);

    await page.reload();
    await expect(page.locator('[data-remote="documents"]')).toBeVisible({ timeout: 30_000 });
    dialog = await openRemotesPanel(page);
    await expect(remotesPanelRow(dialog, 'documents')).toContainText(`/remotes/documents/${first}/mf-manifest.json`);
    await expect(remotesPanelRow(dialog, 'documents')).not.toContainText(NEXT);

    // The history names both changes, the current one marked.
    const history = (await releaseCliOk(dataDir, ['releases', 'mf-documents'])).stdout;
    expect(history).toMatch(new RegExp(`release\\s+${first.replace(/\./g, '\\.')}\\s+${NEXT.replace(/\./g, '\\.')}\\s+e2e`));
    expect(history).toMatch(/^\*.*rollback/m);
  });
});
