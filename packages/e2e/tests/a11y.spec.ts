import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { tableRows } from '../src/customers';
import { expect, signInWithToken, test } from '../src/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/organizations', async ({ page }) => {
    await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
    await expect(tableRows(page)).toHaveCount(20);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
