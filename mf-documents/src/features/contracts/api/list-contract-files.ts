import { api } from '@portal/api';
import type { ContractCategory, ContractFile } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { contractKeys, type ContractOwner } from './contract-keys';

/**
 * The contract files of one category (spec §2 contracts, §3 Contract file): GET /contracts?category= for the own
 * organization (authorized to sign, financial responsible), GET /organizations/{id}/contracts?category= for staff.
 * In the server's order. Rejects with the axios error.
 */
export async function listContractFiles(owner: ContractOwner, category: ContractCategory): Promise<ContractFile[]> {
  const url = owner.kind === 'own' ? '/contracts' : `/organizations/${owner.organizationId}/contracts`;
  const { data } = await api.get<ContractFile[]>(url, { params: { category } });
  return data;
}

const newestFirst = (files: ContractFile[]) => [...files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));

/** The contract files of one owner and category, newest first (cached; see {@link listContractFiles}). */
export function useContractFilesQuery(owner: ContractOwner, category: ContractCategory) {
  return useQuery({
    queryKey: contractKeys.list(owner, category),
    queryFn: () => listContractFiles(owner, category),
    select: newestFirst,
  });
}
