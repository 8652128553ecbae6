import { api } from '@portal/api';
import type { ContractFile } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from './contract-keys';

/** DELETE /contracts/{id} (super admin, management; spec §6). Rejects with the axios error. */
export async function deleteContractFile(file: Pick<ContractFile, 'id'>): Promise<void> {
  await api.delete(`/contracts/${file.id}`);
}

/** Deletes a contract file; on success its organization's file lists are loaded again. */
export function useDeleteContractFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Pick<ContractFile, 'id' | 'organizationId'>) => deleteContractFile(file),
    onSuccess: (_nothing, file) =>
      queryClient.invalidateQueries({
        queryKey: contractKeys.ofOwner({ kind: 'organization', organizationId: file.organizationId }),
      }),
  });
}
