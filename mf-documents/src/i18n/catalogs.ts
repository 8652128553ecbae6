import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The i18next namespace of this remote (ARCHITECTURE §1: each remote owns one namespace). */
export const DOCUMENTS_NS = 'documents';

/** This remote's catalogs by locale (src/locales/{en,nl}.json). */
export const documentsCatalogs = { en, nl } as const;

/** Reads a dotted key from a catalog, e.g. `routes.organizations`. Throws when it is missing (build-time check). */
function lookup(catalog: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`documents locale key "${key}" is missing`);
  return value;
}

/**
 * The en + nl texts of the given catalog keys, shaped like a route manifest's `texts`, so menu labels and titles
 * are written once, in the locale files. A key is either a catalog key, used as is, or a pair
 * `[manifestKey, catalogKey]` for keys shared with other remotes (e.g. the `menu.profile` group).
 */
export function routeTexts(
  ...keys: Array<string | [manifestKey: string, catalogKey: string]>
): { en: Record<string, string>; nl: Record<string, string> } {
  const pairs = keys.map((key) => (typeof key === 'string' ? [key, key] : key));
  return {
    en: Object.fromEntries(pairs.map(([manifestKey, catalogKey]) => [manifestKey, lookup(en, catalogKey)])),
    nl: Object.fromEntries(pairs.map(([manifestKey, catalogKey]) => [manifestKey, lookup(nl, catalogKey)])),
  };
}
