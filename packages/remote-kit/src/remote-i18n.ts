import { i18n } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

/** A locale catalog: nested keys → texts (a remote's `src/locales/<locale>.json`). */
export type Catalog = Record<string, unknown>;

/** The catalogs of a remote: one catalog per locale, or parts (core + one per feature) that are joined. */
export interface CatalogParts {
  en: Catalog | Catalog[];
  nl: Catalog | Catalog[];
}

/** A remote's i18n namespace (ARCHITECTURE §1: each remote owns one), made by {@link createRemoteI18n}. */
export interface RemoteI18n {
  /** The i18next namespace, the remote's container name (`documents`). */
  namespace: string;
  /** The joined catalogs by locale. */
  catalogs: { en: Catalog; nl: Catalog };
  /** The text of a dotted key in a locale, e.g. `text('nl', 'routes.invoices')`; throws when it is missing. */
  text: (locale: 'en' | 'nl', key: string) => string;
  /** `t` of this namespace on the portal's one i18next instance (a hook). */
  useTranslation: () => ReturnType<typeof useTranslation>;
}

/**
 * Joins catalog parts (the core catalog and one per feature, `src/features/<feature>/locales`): each part owns its
 * top-level keys, so a key defined twice is a mistake and throws at load.
 */
export function joinCatalogs(namespace: string, parts: Catalog | Catalog[]): Catalog {
  const out: Catalog = {};
  for (const part of Array.isArray(parts) ? parts : [parts]) {
    for (const [key, value] of Object.entries(part)) {
      if (key in out) throw new Error(`${namespace} locale key "${key}" is defined twice`);
      out[key] = value;
    }
  }
  return out;
}

/**
 * The i18n namespace of a remote (spec §1: English and Dutch): its joined catalogs, a lookup that fails loudly
 * (route titles and menu labels are read at build time, so a missing text fails the build) and its translation
 * hook. Registering the catalogs on the i18next instance is done by the remote's root (defineRemote).
 */
export function createRemoteI18n(namespace: string, parts: CatalogParts): RemoteI18n {
  const catalogs = { en: joinCatalogs(namespace, parts.en), nl: joinCatalogs(namespace, parts.nl) };
  return {
    namespace,
    catalogs,
    text(locale, key) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[locale]);
      if (typeof value !== 'string') throw new Error(`${namespace} ${locale} locale key "${key}" is missing`);
      return value;
    },
    useTranslation: () => useTranslation(namespace, { i18n }),
  };
}
