import { documentsI18n } from './catalogs';

/** `t` of this remote's namespace (`documents`) on the portal's one i18next instance. */
export function useDocumentsTranslation() {
  return documentsI18n.useTranslation();
}
