import { pricingI18n } from './catalogs';

/** `t` of this remote's namespace (`pricing`) on the portal's one i18next instance. */
export function usePricingTranslation() {
  return pricingI18n.useTranslation();
}
