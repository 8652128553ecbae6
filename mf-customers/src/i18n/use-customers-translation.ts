import { i18n } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_NS } from './catalogs';

/** `t` of this remote's namespace (`customers`) on the portal's one i18next instance. */
export function useCustomersTranslation() {
  return useTranslation(CUSTOMERS_NS, { i18n });
}
