import { type Page } from '@playwright/test';
import { catalog } from './texts';

/** Locators of the main layout (shell/src/layouts/main-layout.tsx), by accessible name. */
export function mainMenu(page: Page, locale: 'en' | 'nl' = 'en') {
  return page.getByRole('navigation', { name: catalog('shell', locale).menu.label as string });
}

/** The menu entry of the customers remote ("Customers" in the spec's menu, "Customer(s)"). */
export const CUSTOMERS_MENU = { en: /^Customers?\b/, nl: /^Klant(en)?\b/ };

/** The user menu button in the header ("User menu for {name}"). */
export function userMenuButton(page: Page, locale: 'en' | 'nl' = 'en') {
  const label = (catalog('shell', locale).user.menu as string).split('{{')[0].trim();
  return page.getByRole('button', { name: new RegExp(`^${label}`) });
}

/** The language switch (the shell's LanguageSelect: a native select labelled "Language" / "Taal", role combobox). */
export function languageSwitch(page: Page) {
  return page.getByRole('combobox', { name: /^(Language|Taal)$/ });
}

/** Switches the interface language through the switch in the header (main layout) or the card (auth pages). */
export async function switchLocale(page: Page, to: 'en' | 'nl'): Promise<void> {
  const label = to === 'nl' ? 'Nederlands' : 'English';
  await languageSwitch(page).selectOption({ label });
}
