import type { ShipmentKind } from '@portal/domain';

/**
 * Carriers (issue 14 "Carriers"): the domestic (PostNL-style) and international (UPS-style) carrier of a shipment.
 * This first step has the track and trace links; creating shipments, rates, labels and the status poller come with
 * the carrier adapters (a sandbox by default, the real adapters by environment variables).
 */

/** What a track and trace link needs of a shipment. */
export interface TrackedShipment {
  id: number;
  kind: ShipmentKind;
  barcode: string;
  zipCode: string;
  countryCode: string;
}

/**
 * The public track and trace page of a shipment: the carrier's own page for its barcode (domestic: barcode, country
 * and postal code, as PostNL's page takes them; international: UPS's tracking page).
 */
export function trackAndTraceUrlOf(shipment: TrackedShipment): string {
  if (shipment.kind === 'international') {
    return `https://www.ups.com/track?tracknum=${encodeURIComponent(shipment.barcode)}`;
  }
  const zip = shipment.zipCode.replace(/\s+/g, '').toUpperCase();
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(`${shipment.barcode}-${shipment.countryCode}-${zip}`)}`;
}
