import { api } from '@portal/api';
import type { InternationalShipmentInput, Shipment } from '@portal/domain';

/**
 * POST /shipments/international: the rate input plus `expectedTotalCents`, the total (euro cents) the user saw and
 * confirmed. Resolves with the created shipment. Rejects with the axios error: 400 on `expectedTotalCents` when the
 * carrier's price changed (nothing is created: show the new total), the rate call's refusals ("Unsupported
 * country.", "Shipment request is invalid." with the reason on `carrier`), 503 when the carrier cannot be reached.
 */
export async function createInternationalShipment(input: InternationalShipmentInput): Promise<Shipment> {
  const { data } = await api.post<Shipment>('/shipments/international', input);
  return data;
}
