import { ACCOUNTS } from '../src/accounts';
import { baseURL } from '../src/env';
import { expect, signInWithToken, test } from '../src/fixtures';

/**
 * Issue 20 "Browser-side hardening": the portal cannot be shown in a frame by another site (CSP frame-ancestors
 * 'none', X-Frame-Options DENY), its pages carry the protective headers, a script or style injected into the page
 * as an XSS would is refused by the Content-Security-Policy, and a screen of every remote works under the policy.
 * (Every journey of the suite also fails on any CSP violation: the `page` fixture of src/fixtures.ts.)
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

test('a script injected through the DOM, as an XSS would, is refused', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xssInline = true;';
    document.body.append(script);
    // The usual shape of stored XSS: markup with an event handler, put in with innerHTML.
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/favicon.svg" onload="window.__xssHandler = true" alt="">';
    document.body.append(holder);
    const external = document.createElement('script');
    external.src = 'https://attacker.example/steal.js';
    document.body.append(external);
  });
  await expect
    .poll(() => cspViolations.map((v) => `${v.directive} ${v.blocked}`).sort())
    .toEqual([
      'script-src-attr inline',
      'script-src-elem https://attacker.example/steal.js',
      'script-src-elem inline',
    ]);
  expect(await page.evaluate(() => 'window.__xssInline' in window || '__xssHandler' in window)).toBe(false);
  cspViolations.length = 0; // provoked on purpose, asserted above
});

test('a style injected as markup is refused, while the portal’s own styles apply', async ({
  page,
  cspViolations,
}) => {
  await signInWithToken(page, ACCOUNTS.tech.email, '/webshop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hide = await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<style>body { visibility: hidden }</style>';
    document.body.append(holder);
    return getComputedStyle(document.body).visibility;
  });
  expect(hide).toBe('visible');
  await expect
    .poll(() => cspViolations.map((v) => `${v.directive} ${v.blocked}`))
    .toEqual(['style-src-elem inline']);
  cspViolations.length = 0;
  // antd's own runtime styles carry the page's nonce and apply (a primary button is painted blue, not grey).
  const styled = await page.evaluate(() => {
    const nonced = [...document.querySelectorAll('style')].filter((style) => style.nonce).length;
    return { nonced, all: document.querySelectorAll('style').length };
  });
  expect(styled.nonced).toBeGreaterThan(0);
  expect(styled.nonced).toBe(styled.all - 1); // all but the injected one
});

test('a screen of every remote works under the policy, dialogs included', async ({ page }) => {
  // The fixture fails this test on any violation; each step waits for the remote's own content.
  await signInWithToken(page, ACCOUNTS.admin.email, '/organizations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // mf-customers
  for (const path of ['/invoices/organizations', '/helpdesk', '/shipments', '/prices', '/webshop/products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  }
  // A modal locks the page's scrolling with a style element of its own (rc-util), which needs the nonce too.
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
