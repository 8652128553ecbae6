import { createRemoteI18n } from '@portal/remote-kit';
import bulkEditEn from '../features/sales-prices/bulk-edit/locales/en.json';
import bulkEditNl from '../features/sales-prices/bulk-edit/locales/nl.json';
import {
  excelValidatorEn,
  excelValidatorNl,
} from '../features/excel-validator/locales/excel-validator-catalog';
import indexationsEn from '../features/indexations/locales/en.json';
import indexationsNl from '../features/indexations/locales/nl.json';
import priceListEn from '../features/price-list/locales/en.json';
import priceListNl from '../features/price-list/locales/nl.json';
import priceTiersEn from '../features/price-tiers/locales/en.json';
import priceTiersNl from '../features/price-tiers/locales/nl.json';
import purchasingPricesEn from '../features/purchasing-prices/locales/en.json';
import purchasingPricesNl from '../features/purchasing-prices/locales/nl.json';
import salesPricesEn from '../features/sales-prices/locales/en.json';
import salesPricesNl from '../features/sales-prices/locales/nl.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/**
 * The `pricing` namespace (ARCHITECTURE §1: each remote owns one), en + nl: the core catalog (route titles and menu
 * labels, the texts of src/shared such as the server's pricing messages, the indexation row columns and the
 * indexation reset; src/locales) plus one part per feature (the purchasing prices, features/purchasing-prices/locales;
 * the price tiers, features/price-tiers/locales; the sales prices, the bulk edit and the price list,
 * features/sales-prices/locales, features/sales-prices/bulk-edit/locales, features/price-list/locales; the
 * indexations, features/indexations/locales; the spreadsheet validator with the contract's rule texts,
 * features/excel-validator/locales/excel-validator-catalog.ts).
 */
export const pricingI18n = createRemoteI18n('pricing', {
  en: [
    en,
    purchasingPricesEn,
    priceTiersEn,
    salesPricesEn,
    bulkEditEn,
    priceListEn,
    indexationsEn,
    excelValidatorEn,
  ],
  nl: [
    nl,
    purchasingPricesNl,
    priceTiersNl,
    salesPricesNl,
    bulkEditNl,
    priceListNl,
    indexationsNl,
    excelValidatorNl,
  ],
});

/** This remote's catalogs by locale. */
export const pricingCatalogs = pricingI18n.catalogs;
