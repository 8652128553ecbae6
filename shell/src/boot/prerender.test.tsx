import { LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@portal/domain';
import { getInitialLocale, i18n } from '@portal/i18n';
import { PRERENDERED_ATTRIBUTE, readPrerenderedForm } from './prerendered-form';
import { PRERENDER_SCRIPT, prerenderedDocument } from './prerender';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>portal</title></head><body><div id="root"><p id="boot-status">Loading…</p></div></body></html>';

let page: string;
beforeAll(async () => {
  page = await prerenderedDocument(INDEX_HTML, '/login');
});
afterAll(() => i18n.changeLanguage('en'));

/** Loads the prerendered page's body into the test document and runs its inline script, as the browser would. */
function openPage({ stored, browser = 'en-US', token }: { stored?: string; browser?: string; token?: string }) {
  localStorage.clear();
  if (stored) localStorage.setItem(LOCALE_STORAGE_KEY, stored);
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(browser);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1];
  const script = document.querySelector('#root script')!.textContent!;
  new Function(script)();
  return document.getElementById('root')!;
}

describe('prerendered /login (issue 18: meaningful HTML before JavaScript)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('carries the login form in both languages instead of the boot status, and one inline script', () => {
    expect(page).not.toContain('boot-status');
    expect(page).toContain('<template id="prerendered-en">');
    expect(page).toContain('<template id="prerendered-nl">');
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toContain(`<script>${PRERENDER_SCRIPT}</script>`);
  });

  it.each([
    [{}, 'en', 'Log in'],
    [{ browser: 'nl' }, 'nl', 'Inloggen'],
    [{ stored: 'nl' }, 'nl', 'Inloggen'],
    [{ stored: 'en', browser: 'nl' }, 'en', 'Log in'],
    [{ stored: 'fr', browser: 'nl' }, 'nl', 'Inloggen'],
  ] as [{ stored?: string; browser?: string }, string, string][])('shows it in the language the shell will pick (%o → %s)', (visit, lang, title) => {
    const root = openPage(visit);
    expect(root.querySelector('h2')).toHaveTextContent(title);
    expect(root.querySelectorAll('input[name="email"]')).toHaveLength(1);
    expect(document.documentElement.lang).toBe(lang);
    expect(getInitialLocale(visit.stored, visit.browser ?? 'en-US')).toBe(lang); // the shell's own rule agrees
  });

  it('shows no form to someone with a stored session (the shell sends them on)', () => {
    const root = openPage({ token: 'a.b.c' });
    expect(root.querySelector('form')).toBeNull();
  });

  it('does not submit before the shell is in (no password in a URL or a request)', () => {
    const root = openPage({});
    const form = root.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('hands what was typed and where the focus was to the page that replaces it', () => {
    const root = openPage({});
    expect(root.querySelector('form')).toHaveAttribute(PRERENDERED_ATTRIBUTE);
    (root.querySelector('input[name="email"]') as HTMLInputElement).value = 'ops@acme.example';
    (root.querySelector('input[name="password"]') as HTMLInputElement).focus();
    expect(readPrerenderedForm('login')).toEqual({ values: { email: 'ops@acme.example' }, focused: 'password' });
    expect(readPrerenderedForm('forgot')).toEqual({ values: {} });
  });
});
