import { createRemoteI18n } from '@portal/remote-kit';
import createShipmentEn from '../features/create-shipment/locales/en.json';
import createShipmentNl from '../features/create-shipment/locales/nl.json';
import shipmentsEn from '../features/shipments/locales/en.json';
import shipmentsNl from '../features/shipments/locales/nl.json';
import simManagementEn from '../features/sim-management/locales/en.json';
import simManagementNl from '../features/sim-management/locales/nl.json';
import supplierServicesEn from '../features/supplier-services/locales/en.json';
import supplierServicesNl from '../features/supplier-services/locales/nl.json';
import webshopEn from '../features/webshop/locales/en.json';
import webshopNl from '../features/webshop/locales/nl.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/**
 * The `shipments` namespace (ARCHITECTURE §1: each remote owns one), en + nl: the core catalog (route titles and
 * menu labels, texts of src/shared such as the provider types; src/locales) plus one part per feature (the overview
 * and detail, features/shipments/locales; the creation flows, features/create-shipment/locales; SIM management,
 * features/sim-management/locales; the supplier service pages, features/supplier-services/locales; the webshop,
 * features/webshop/locales).
 */
export const shipmentsI18n = createRemoteI18n('shipments', {
  en: [en, shipmentsEn, createShipmentEn, simManagementEn, supplierServicesEn, webshopEn],
  nl: [nl, shipmentsNl, createShipmentNl, simManagementNl, supplierServicesNl, webshopNl],
});

/** This remote's catalogs by locale. */
export const shipmentsCatalogs = shipmentsI18n.catalogs;
