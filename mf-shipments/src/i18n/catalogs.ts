import { createRemoteI18n } from '@portal/remote-kit';
import createShipmentEn from '../features/create-shipment/locales/en.json';
import createShipmentNl from '../features/create-shipment/locales/nl.json';
import shipmentsEn from '../features/shipments/locales/en.json';
import shipmentsNl from '../features/shipments/locales/nl.json';
import simManagementEn from '../features/sim-management/locales/en.json';
import simManagementNl from '../features/sim-management/locales/nl.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/**
 * The `shipments` namespace (ARCHITECTURE §1: each remote owns one), en + nl: the core catalog (route titles and
 * menu labels, texts of src/shared; src/locales) plus one part per feature (the overview and detail,
 * features/shipments/locales; the creation flows, features/create-shipment/locales; SIM management with the
 * provider type texts, features/sim-management/locales).
 */
export const shipmentsI18n = createRemoteI18n('shipments', {
  en: [en, shipmentsEn, createShipmentEn, simManagementEn],
  nl: [nl, shipmentsNl, createShipmentNl, simManagementNl],
});

/** This remote's catalogs by locale. */
export const shipmentsCatalogs = shipmentsI18n.catalogs;
