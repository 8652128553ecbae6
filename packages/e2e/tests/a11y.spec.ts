import { AXE_DIALOGS, AXE_SCREENS, seriousViolations, settled, shellRoutePatterns } from '../src/axe-pages';
import { ACCOUNTS } from '../src/accounts';
import { expect, signInWithToken, test } from '../src/fixtures';

/**
 * Accessibility (issue 11; WCAG 2.1 A/AA by axe): no serious or critical violation on any screen or open dialog of
 * the list in src/axe-pages.ts, which must name every route of the shell and of every deployed remote.
 */

test.describe('accessibility (axe): every screen', () => {
  test('the list names every route of the shell and of the deployed remotes', async ({ request }) => {
    const registry = (await (await request.get('/remotes.json')).json()) as {
      remotes: Record<string, { routes: Array<{ path: string }> }>;
    };
    const remoteRoutes = Object.values(registry.remotes).flatMap((remote) => remote.routes.map((route) => route.path));
    expect(remoteRoutes.length).toBeGreaterThan(10);
    const listed = new Set(AXE_SCREENS.map((screen) => screen.route));
    const missing = [...shellRoutePatterns(), ...remoteRoutes].filter((route) => !listed.has(route));
    expect(missing, 'routes without an entry in packages/e2e/src/axe-pages.ts').toEqual([]);
  });

  for (const screen of AXE_SCREENS) {
    test(`${screen.route}${screen.as ? ` (${ACCOUNTS[screen.as].role})` : ''}`, async ({ page }) => {
      const url = await screen.url();
      if (screen.as) await signInWithToken(page, ACCOUNTS[screen.as].email, url);
      else await page.goto(url);
      await expect(screen.ready(page)).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility (axe): every open dialog', () => {
  for (const dialog of AXE_DIALOGS) {
    test(dialog.name, async ({ page }) => {
      await signInWithToken(page, ACCOUNTS[dialog.as].email, await dialog.url());
      const opened = await dialog.open(page);
      await expect(opened).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page, dialog.include)).toEqual([]);
    });
  }
});
