import { CARRIER_STATUSES, type Locale, SERVICE_CODES, type ShipmentListItem } from '@portal/domain';
import { wallClockDate } from '../../dayjs.js';
import type { ExportColumn } from '../../files/xlsx.js';
import { TYPE_NAMES } from './label-data.js';

/**
 * The shipment overview's export (issue 14 "export of the filtered set (xlsx)"): one row per shipment of the
 * filtered window, headers and texts in the caller's language, amounts in euros (two decimals), the sent date as
 * a date in Dutch time (Europe/Amsterdam: xlsx dates carry no zone).
 */

const TEXTS = {
  en: {
    sheet: 'Shipments',
    sentAt: 'Sent',
    reference: 'Reference',
    barcode: 'Barcode',
    kind: 'Kind',
    service: 'Type or service',
    organization: 'Customer',
    subcustomer: 'Subcustomer',
    recipient: 'Recipient',
    street: 'Street and number',
    zipCode: 'Zip code',
    city: 'City',
    country: 'Country',
    simCount: 'SIMs',
    insurance: 'Insured (EUR)',
    totalCost: 'Carrier cost (EUR)',
    status: 'Status',
    carrierStatus: 'Latest carrier status',
    trackAndTrace: 'Track and trace',
    kinds: { domestic: 'Domestic', international: 'International' },
    statuses: { inTransit: 'In transit', delivered: 'Delivered' },
  },
  nl: {
    sheet: 'Zendingen',
    sentAt: 'Verzonden',
    reference: 'Referentie',
    barcode: 'Barcode',
    kind: 'Soort',
    service: 'Type of dienst',
    organization: 'Klant',
    subcustomer: 'Subklant',
    recipient: 'Ontvanger',
    street: 'Straat en huisnummer',
    zipCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    simCount: 'Simkaarten',
    insurance: 'Verzekerd (EUR)',
    totalCost: 'Kosten vervoerder (EUR)',
    status: 'Status',
    carrierStatus: 'Laatste status vervoerder',
    trackAndTrace: 'Track en trace',
    kinds: { domestic: 'Binnenland', international: 'Buitenland' },
    statuses: { inTransit: 'Onderweg', delivered: 'Bezorgd' },
  },
} as const;

/** The export's sheet name in `locale`. */
export const exportSheetName = (locale: Locale) => TEXTS[locale].sheet;

/** Euros of `cents` for a spreadsheet cell (shown with two decimals); null stays empty. */
const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/** The columns of the export in `locale`. */
export function shipmentExportColumns(
  locale: Locale,
): ExportColumn<ShipmentListItem & { totalCostCents: number | null }>[] {
  const t = TEXTS[locale];
  return [
    { header: t.sentAt, width: 18, numFmt: 'yyyy-mm-dd hh:mm', value: (s) => wallClockDate(s.sentAt) },
    { header: t.reference, value: (s) => s.reference },
    { header: t.barcode, width: 24, value: (s) => s.barcode },
    { header: t.kind, width: 14, value: (s) => t.kinds[s.kind] },
    {
      header: t.service,
      value: (s) =>
        s.type
          ? TYPE_NAMES[locale][s.type]
          : `${s.serviceCode ?? ''} ${SERVICE_CODES[s.serviceCode ?? ''] ?? ''}`.trim(),
    },
    { header: t.organization, width: 28, value: (s) => s.organizationName },
    { header: t.subcustomer, width: 24, value: (s) => s.subcustomerName },
    { header: t.recipient, width: 32, value: (s) => s.recipientName },
    { header: t.street, width: 28, value: (s) => `${s.address.streetName} ${s.address.houseNumber}`.trim() },
    { header: t.zipCode, width: 10, value: (s) => s.address.zipCode },
    { header: t.city, value: (s) => s.address.city },
    { header: t.country, value: (s) => s.address.country },
    { header: t.simCount, width: 8, value: (s) => s.simCount },
    { header: t.insurance, width: 14, numFmt: '0.00', value: (s) => euros(s.insuranceCents) },
    { header: t.totalCost, width: 16, numFmt: '0.00', value: (s) => euros(s.totalCostCents) },
    { header: t.status, width: 12, value: (s) => t.statuses[s.status] },
    {
      header: t.carrierStatus,
      width: 32,
      value: (s) =>
        s.carrierStatusCode === null ? null : (CARRIER_STATUSES[s.carrierStatusCode]?.[locale] ?? null),
    },
    { header: t.trackAndTrace, width: 50, value: (s) => s.trackAndTraceUrl },
  ];
}
