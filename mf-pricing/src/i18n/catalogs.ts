import { createRemoteI18n } from '@portal/remote-kit';
import priceTiersEn from '../features/price-tiers/locales/en.json';
import priceTiersNl from '../features/price-tiers/locales/nl.json';
import purchasingPricesEn from '../features/purchasing-prices/locales/en.json';
import purchasingPricesNl from '../features/purchasing-prices/locales/nl.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/**
 * The `pricing` namespace (ARCHITECTURE §1: each remote owns one), en + nl: the core catalog (route titles and menu
 * labels, the texts of src/shared such as the server's pricing messages; src/locales) plus one part per feature
 * (the purchasing prices, features/purchasing-prices/locales; the price tiers, features/price-tiers/locales).
 */
export const pricingI18n = createRemoteI18n('pricing', {
  en: [en, purchasingPricesEn, priceTiersEn],
  nl: [nl, purchasingPricesNl, priceTiersNl],
});

/** This remote's catalogs by locale. */
export const pricingCatalogs = pricingI18n.catalogs;
