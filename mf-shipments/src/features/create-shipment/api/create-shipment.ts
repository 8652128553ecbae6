import type { Shipment } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * The create call of either flow as a mutation (issue 14): `create` is createDomesticShipment or
 * createInternationalShipment. On success the created shipment is cached (its detail opens at once) and the
 * overview's lists reload; a refusal rejects `mutateAsync` with the axios error `create` threw.
 */
export function useCreateShipmentMutation<Input>(create: (input: Input) => Promise<Shipment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.shipment(created.id), created);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shipmentLists() });
    },
  });
}
