import type { Request } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 18 ("Fast on a cold visit and instant between screens"), the behaviour behind the figures of `pnpm bench`:
 * the shell boots from the registry in its HTML (no /remotes.json round trip) and starts loading the first
 * screen's remote at once.
 */

test.describe('speed (issue 18)', () => {
  test('a cold visit to a remote screen asks for no registry: the page carries it', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20, { timeout: 30_000 });
    expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain('/remotes.json');
    expect(requests.some((r) => /\/remotes\/customers\/[^/]+\/mf-manifest\.json$/.test(r.url()))).toBe(true);
  });
});
