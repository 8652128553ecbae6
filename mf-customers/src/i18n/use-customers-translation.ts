import { customersI18n } from './catalogs';

/** `t` of this remote's namespace (`customers`) on the portal's one i18next instance. */
export function useCustomersTranslation() {
  return customersI18n.useTranslation();
}
