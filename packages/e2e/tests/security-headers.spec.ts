import { baseURL } from '../src/env';
import { expect, test } from '../src/fixtures';

/**
 * Issue 20 "Browser-side hardening" (first step): the portal cannot be shown in a frame by another site
 * (CSP frame-ancestors 'none', X-Frame-Options DENY), and its pages carry the protective headers.
 */

test('another site cannot show the portal in a frame', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // A page of another origin (here about:blank) that frames the sign-in page, as a clickjacking site would.
  await page.setContent(
    `<iframe title="framed portal" src="${baseURL()}/login" width="800" height="600"></iframe>`,
  );
  // Chromium blocks the frame and says why ("Framing '…' violates … "frame-ancestors 'none'". The request has been
  // blocked."); the frame shows the browser's error page instead of the portal.
  await expect
    .poll(() => messages.some((text) => text.includes("frame-ancestors 'none'") && text.includes('blocked')))
    .toBe(true);
  expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL()}/login`);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('the sign-in page carries the protective headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // …and it still works: the form is there.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
