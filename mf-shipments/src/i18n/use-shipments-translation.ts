import { shipmentsI18n } from './catalogs';

/** `t` of this remote's namespace (`shipments`) on the portal's one i18next instance. */
export function useShipmentsTranslation() {
  return shipmentsI18n.useTranslation();
}
