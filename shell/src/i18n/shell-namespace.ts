import { i18n } from '@portal/i18n';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The shell's i18next namespace (its own catalog, shell/src/locales/{en,nl}.json). */
export const SHELL_NS = 'shell';

/** The shell's catalogs by locale. */
export const shellCatalogs = { en, nl } as const;

/** Adds the shell namespace to the one i18next instance (after `initI18n()`). Idempotent. */
export function registerShellNamespace(): void {
  for (const [locale, catalog] of Object.entries(shellCatalogs)) {
    i18n.addResourceBundle(locale, SHELL_NS, catalog, true, true);
  }
}

/** Reads a dotted key from a catalog, e.g. `menu.home`. */
function lookup(catalog: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`shell locale key "${key}" is missing`);
  return value;
}

/**
 * The en + nl texts of the given shell keys, shaped like a route manifest's `texts`, so the shell's own routes
 * are described exactly like a remote's (title and menu label from the same place).
 */
export function shellTexts(...keys: string[]): { en: Record<string, string>; nl: Record<string, string> } {
  return {
    en: Object.fromEntries(keys.map((key) => [key, lookup(en, key)])),
    nl: Object.fromEntries(keys.map((key) => [key, lookup(nl, key)])),
  };
}
