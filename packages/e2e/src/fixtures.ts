import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { baseURL } from './env';
import { codeIn, outboxSnapshot, waitForMail } from './mail';
import { SPEC, shellTexts } from './texts';

/** localStorage key of the session token (docs/contracts.md, spec §4). */
export const TOKEN_KEY = 'token';

/** A Content-Security-Policy violation seen by a page (its `securitypolicyviolation` event). */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
  disposition: string;
}

/**
 * Records every Content-Security-Policy violation in the pages and frames of `context` (issue 20): a listener for
 * `securitypolicyviolation` is added before any page script runs, and each event is pushed onto the returned list.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation: (v: unknown) => void }).__e2eCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
        page: location.href,
        disposition: event.disposition,
      });
    });
  });
  return violations;
}

/** The `newVisitor` fixture: a page in a browser context of its own (another person, nobody signed in). */
export type NewVisitor = () => Promise<Page>;

/**
 * `test` with the portal's address from globalSetup as baseURL, and a `page` that must not violate the portal's
 * Content-Security-Policy (issue 20): every journey fails when a script, style, image or connection the portal
 * needs is refused. `cspViolations` lists what the page's violations were; a test that provokes one on purpose
 * asserts it and empties the list.
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  /** Opens a page for another person: a browser context of its own (nobody signed in), checked for CSP too. */
  newVisitor: NewVisitor;
}>({
  // Playwright reads a fixture's dependencies from its destructuring pattern: `{}` means "none" and is required.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseURL());
  },
  cspViolations: async ({ context }, use) => {
    await use(await recordCspViolations(context));
  },
  page: async ({ page, cspViolations }, use) => {
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations of the page').toEqual([]);
  },
  newVisitor: async ({ browser }, use) => {
    const contexts: Array<{ context: BrowserContext; violations: CspViolation[] }> = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-GB' });
      contexts.push({ context, violations: await recordCspViolations(context) });
      return context.newPage();
    });
    for (const { context, violations } of contexts) {
      await context.close();
      expect(violations, 'Content-Security-Policy violations of a visitor’s page').toEqual([]);
    }
  },
});
export { expect };

/** Claims of the portal's JWT (ARCHITECTURE §5). */
export interface TokenClaims {
  id: string | number;
  organizationId?: string | number | null;
  email: string;
  name: string;
  roles: unknown[];
  subsystems?: number[];
}

export function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

const apiContexts = new Map<string, APIRequestContext>();
/**
 * One API context per worker and portal, based at `portal` (default: the shared portal of globalSetup; specs with
 * a portal of their own pass its address).
 */
export async function api(portal: string = baseURL()): Promise<APIRequestContext> {
  let context = apiContexts.get(portal);
  if (!context) {
    context = await playwrightRequest.newContext({ baseURL: portal });
    apiContexts.set(portal, context);
  }
  return context;
}

const tokens = new Map<string, string>();

/**
 * A session token for `email` from POST /api/sessions of `portal` (default: the shared portal); 2FA accounts: the
 * code is read from the outbox. Cached per worker and portal, so the login rate limit is not spent on set-up.
 * A test that ends its session (sign-out, password change) takes a session of its own: `fresh` and `keep: false`.
 */
export async function tokenFor(
  email: string,
  password = DEMO_PASSWORD,
  {
    fresh = false,
    portal = baseURL(),
    keep = true,
  }: { fresh?: boolean; portal?: string; keep?: boolean } = {},
): Promise<string> {
  const key = `${portal}\n${email}\n${password}`;
  const cached = tokens.get(key);
  if (cached && !fresh) return cached;
  const ctx = await api(portal);
  const before = outboxSnapshot();
  let response = await ctx.post('/api/sessions', { data: { email, password } });
  if (response.status() === 403) {
    const mail = await waitForMail(email, { before });
    response = await ctx.post('/api/sessions', { data: { email, password, code: codeIn(mail) } });
  }
  expect(response.status(), `POST /api/sessions for ${email}: ${await response.text()}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  if (keep) tokens.set(key, token);
  return token;
}

/** Authorization header for API calls as `email` on `portal` (default: the shared portal). */
export async function authHeaders(
  email: string,
  portal: string = baseURL(),
): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await tokenFor(email, DEMO_PASSWORD, { portal })}` };
}

const BLANK_PATH = '/__e2e-blank';

/**
 * Opens an empty page on the portal's origin (the test's baseURL) that the browser answers itself, so that
 * localStorage can be written before the portal boots: one shell start per sign-in instead of two (the shell
 * used to be loaded on /404 only to reach the origin).
 */
export async function openBlankOnPortal(page: Page): Promise<void> {
  await page.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(BLANK_PATH);
  await page.unroute(`**${BLANK_PATH}`);
}

/**
 * Signs in without the login form: stores an API token under localStorage 'token', then opens `path`; returns
 * the token. The token comes from the portal the page is on (the test's baseURL), so it works for a spec's own
 * portal too. `ownSession`: a session of this test's own (for tests that end it), not the worker's shared one.
 */
export async function signInWithToken(
  page: Page,
  email: string,
  path = '/',
  { ownSession = false }: { ownSession?: boolean } = {},
): Promise<string> {
  await openBlankOnPortal(page);
  const portal = new URL(page.url()).origin;
  const token = await tokenFor(
    email,
    DEMO_PASSWORD,
    ownSession ? { portal, fresh: true, keep: false } : { portal },
  );
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
  return token;
}

/** Fills e-mail and password on the open /login page and presses "Log in" (nothing more). */
export async function submitLogin(page: Page, email: string, password: string, locale: 'en' | 'nl' = 'en') {
  const t = shellTexts(locale);
  const form = page.locator('form');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * Signs in through /login as a user would: e-mail, password, "Log in"; when the server asks for 2FA ("A 2FA code
 * is sent.") the code is read from the outbox and entered. Resolves once the page has left /login.
 */
export async function loginViaUi(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, locale = 'en' as 'en' | 'nl', open = true } = {},
): Promise<{ twoFactor: boolean }> {
  const t = shellTexts(locale);
  if (open) await page.goto('/login');
  const form = page.locator('form');
  const before = outboxSnapshot();
  await submitLogin(page, email, password, locale);
  const codeSent = page.getByText(locale === 'en' ? SPEC.codeSent : t.messages.codeSent, { exact: true });
  const left = () => !new URL(page.url()).pathname.startsWith('/login');
  await expect
    .poll(async () => left() || (await codeSent.isVisible()), {
      message: `login of ${email} went nowhere`,
      timeout: 15_000,
    })
    .toBe(true);
  let twoFactor = false;
  if (!left() && (await codeSent.isVisible())) {
    twoFactor = true;
    const mail = await waitForMail(email, { before });
    await form.getByLabel(t.code, { exact: true }).fill(codeIn(mail));
    await form.getByRole('button', { name: t.submit, exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { twoFactor };
}

/** A name that no other test (or run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
