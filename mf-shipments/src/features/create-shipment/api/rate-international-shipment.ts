import { api } from '@portal/api';
import type { InternationalRateInput, ShipmentRate } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /shipments/international/rate: the carrier's price of a package and service before confirming (total in
 * euro cents, billable weight in kg, business days to delivery). Writes nothing. Rejects with the axios error: 400
 * "Unsupported country." on `address.countryCode`, 400 "Shipment request is invalid." with the carrier's reason on
 * `carrier`, 503 when the carrier cannot be reached.
 */
export async function rateInternationalShipment(input: InternationalRateInput): Promise<ShipmentRate> {
  const { data } = await api.post<ShipmentRate>('/shipments/international/rate', input);
  return data;
}

/**
 * The price of `input` (cached under `['shipments', 'rate', input]`, so a changed package asks again); nothing is
 * asked while `input` is null. Asked again whenever the summary mounts (prices move).
 */
export function useShipmentRateQuery(input: InternationalRateInput | null) {
  return useQuery({
    queryKey: queryKeys.shipmentRate(input ?? ({} as InternationalRateInput)),
    queryFn: input === null ? skipToken : () => rateInternationalShipment(input),
  });
}
