import { i18n } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_NS } from './catalogs';

/** `t` of this remote's namespace (`documents`) on the portal's one i18next instance. */
export function useDocumentsTranslation() {
  return useTranslation(DOCUMENTS_NS, { i18n });
}
