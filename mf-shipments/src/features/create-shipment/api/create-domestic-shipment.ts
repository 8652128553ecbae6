import { api } from '@portal/api';
import type { DomesticShipmentInput, Shipment } from '@portal/domain';

/**
 * POST /shipments/domestic: books a domestic shipment with the carrier and stores it (spec §2 domestic flow).
 * Resolves with the created shipment (barcode, track and trace). Rejects with the axios error: 400 spec §8 with field
 * errors (e.g. `address.countryCode` "This address is abroad: use the international shipment.", `insuranceEuros`),
 * 400 "Shipment request is invalid." with the carrier's reason on `carrier`, 503 when the carrier cannot be reached.
 */
export async function createDomesticShipment(input: DomesticShipmentInput): Promise<Shipment> {
  const { data } = await api.post<Shipment>('/shipments/domestic', input);
  return data;
}
