import type { Locale } from '@portal/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import { currentLocale, i18n, initI18n } from './instance';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current interface locale; re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** A remote's or feature's catalogs in both languages. Nested objects are allowed. */
export interface NamespaceCatalogs {
  en: Record<string, unknown>;
  nl: Record<string, unknown>;
}

/**
 * Adds a namespace (e.g. a remote's `locales/{en,nl}.json`) to the one i18n instance. Idempotent: later calls
 * merge and overwrite keys.
 */
export function addRemoteNamespace(ns: string, catalogs: NamespaceCatalogs): void {
  void initI18n();
  for (const [locale, catalog] of Object.entries(catalogs)) {
    i18n.addResourceBundle(locale, ns, catalog, true, true);
  }
}

/**
 * Registers `ns` with its catalogs before the first render that needs it and returns `useTranslation(ns)`,
 * so a remote can write `const { t } = useRemoteNamespace('customers', { en, nl })`.
 */
export function useRemoteNamespace(ns: string, catalogs: NamespaceCatalogs): UseTranslationResponse<string, undefined> {
  // Registered during the first render (not in an effect), so the first `t` call already finds the texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useMemo(() => addRemoteNamespace(ns, catalogs), [ns]);
  return useTranslation(ns, { i18n });
}
