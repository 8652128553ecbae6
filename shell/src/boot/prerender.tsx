import { LOCALE_STORAGE_KEY, LOCALES, TOKEN_STORAGE_KEY, type Locale } from '@portal/domain';
import { parseRegistry } from '@portal/federation';
import { i18n, initI18n } from '@portal/i18n';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/login-page';
import { PRERENDERED_ATTRIBUTE } from './prerendered-form';
import { registerShellNamespace } from '../i18n/shell-namespace';
import { UnauthorizedLayout } from '../layouts/unauthorized-layout';
import { PortalContext, type PortalContextValue } from '../portal-context';

/**
 * The shell's public pages whose markup the server sends before any JavaScript (issue 18: /login paints meaningful
 * HTML first). Each is rendered at build time in every locale; React replaces the markup when it renders.
 */
export const PRERENDERED_PAGES: Record<string, ComponentType> = { '/login': LoginPage };

/** What a prerendered page shows of the registry: none of it (no staging "Remotes" link; it comes with React). */
const PRERENDER_CONTEXT: PortalContextValue = {
  registry: parseRegistry({ remotes: {} }).registry,
  table: [],
  overrides: { active: [], refused: [] },
  registryFailed: false,
};

/**
 * The markup of the public page `path` (a key of {@link PRERENDERED_PAGES}) in `locale`, inside its layout, as
 * React renders it with no session: an HTML fragment for the shell's `#root`. Throws for any other path.
 */
export async function prerenderPage(path: string, locale: Locale): Promise<string> {
  const Page = PRERENDERED_PAGES[path];
  if (!Page) throw new Error(`${path} is not a prerendered page`);
  await initI18n();
  registerShellNamespace();
  await i18n.changeLanguage(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PortalContext.Provider value={PRERENDER_CONTEXT}>
          <Routes>
            <Route element={<UnauthorizedLayout />}>
              <Route path={path} element={<Page />} />
            </Route>
          </Routes>
        </PortalContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Id of the `<template>` that holds a prerendered page in a locale: this and the locale (`prerendered-nl`). */
const TEMPLATE_ID_PREFIX = 'prerendered-';

/**
 * The inline script that shows a prerendered page before the shell's JavaScript runs: it picks the locale by the
 * rule of `getInitialLocale` (@portal/i18n: the stored choice, else `nl` for a Dutch browser, else `en`), copies
 * that `<template>` into `#root` and keeps the form from submitting natively (the shell does that when it is in;
 * until then Enter does nothing, and what was typed is kept: readPrerenderedForm). Someone with a stored
 * session gets no form: the shell sends them on. Plain ES5, no functions of ours: it runs before anything else.
 */
export const PRERENDER_SCRIPT = `(function () {
  var stored = null;
  try {
    if (localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})) return;
    stored = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
  } catch (e) {}
  var locales = ${JSON.stringify(LOCALES)};
  var locale = locales.indexOf(stored) >= 0 ? stored : navigator.language === 'nl' ? 'nl' : 'en';
  var template = document.getElementById(${JSON.stringify(TEMPLATE_ID_PREFIX)} + locale);
  var root = document.getElementById('root');
  if (!template || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  document.documentElement.lang = locale;
  var forms = root.querySelectorAll('form');
  for (var i = 0; i < forms.length; i += 1) {
    forms[i].setAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)}, '');
    forms[i].addEventListener('submit', function (event) { event.preventDefault(); });
  }
})();`;

/**
 * The shell's page for `path` with its prerendered markup: `indexHtml` (the build's index.html) with `#root`'s
 * boot status replaced by one `<template>` per locale and {@link PRERENDER_SCRIPT}. Throws when `indexHtml` has no
 * `<div id="root">…</div>` or `path` is not prerendered.
 */
export async function prerenderedDocument(indexHtml: string, path: string): Promise<string> {
  const templates: string[] = [];
  for (const locale of LOCALES) {
    templates.push(
      `<template id="${TEMPLATE_ID_PREFIX}${locale}">${await prerenderPage(path, locale)}</template>`,
    );
  }
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no <div id="root">…</div>');
  return indexHtml.replace(
    root,
    () => `<div id="root">${templates.join('')}<script>${PRERENDER_SCRIPT}</script></div>`,
  );
}
