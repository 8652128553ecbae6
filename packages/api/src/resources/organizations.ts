import type {
  Company,
  Organization,
  OrganizationInput,
  OrganizationListItem,
  OrganizationListQuery,
  OrganizationUser,
  OrganizationUserInput,
  Page,
} from '@portal/domain';
import type { AxiosRequestConfig } from 'axios';
import { api } from '../client';
import { downloadFile, type DownloadedFile } from '../download';

/**
 * Shapes an organization form into the write payload (spec §3): `vatNumber` is blanked when `vatLiable` is
 * false, blank supplier ids (empty string, null) are dropped. Pure; the input is not changed.
 */
export function toOrganizationPayload(input: OrganizationInput): OrganizationInput {
  return {
    ...input,
    vatNumber: input.vatLiable ? input.vatNumber : '',
    supplierIds: (input.supplierIds ?? []).filter(
      (id): id is number => typeof id === 'number' && Number.isFinite(id),
    ),
  };
}

function withoutSkipFlag(input: OrganizationInput): OrganizationInput {
  const { skipCustomerNumberCheck: _ignored, ...rest } = input;
  return rest;
}

/** Organization calls (spec §7). List, create, update, delete and exports are for staff. */
export const organizationsApi = {
  /** GET /organizations: one page (1-based) with optional search, sort (`name` / `-name`) and filters. */
  async list(query: OrganizationListQuery = {}): Promise<Page<OrganizationListItem>> {
    const { data } = await api.get<Page<OrganizationListItem>>('/organizations', { params: query });
    return data;
  },

  /** GET /organizations/{id}. `config` may set `passNotFound` for background loads. */
  async get(id: number, config?: AxiosRequestConfig): Promise<Organization> {
    const { data } = await api.get<Organization>(`/organizations/${id}`, config);
    return data;
  },

  /** POST /organizations: creates one (with the customer-number uniqueness check, spec §5). */
  async create(input: OrganizationInput): Promise<Organization> {
    const { data } = await api.post<Organization>('/organizations', toOrganizationPayload(withoutSkipFlag(input)));
    return data;
  },

  /** PUT /organizations/{id}: updates one, sending `skipCustomerNumberCheck: true` (spec §5). */
  async update(id: number, input: OrganizationInput): Promise<Organization> {
    const payload = { ...toOrganizationPayload(input), skipCustomerNumberCheck: true };
    const { data } = await api.put<Organization>(`/organizations/${id}`, payload);
    return data;
  },

  /** DELETE /organizations/{id}: permanent, also removes its users, shipments, addresses and links (spec §4). */
  async remove(id: number): Promise<void> {
    await api.delete(`/organizations/${id}`);
  },

  /** PUT /organizations/{id}/activate. */
  async activate(id: number): Promise<Organization> {
    const { data } = await api.put<Organization>(`/organizations/${id}/activate`);
    return data;
  },

  /** PUT /organizations/{id}/deactivate. */
  async deactivate(id: number): Promise<Organization> {
    const { data } = await api.put<Organization>(`/organizations/${id}/deactivate`);
    return data;
  },

  /** GET /organizations/{id}/company: company details for the organization's own users. */
  async company(id: number): Promise<Company> {
    const { data } = await api.get<Company>(`/organizations/${id}/company`);
    return data;
  },

  /** POST /organizations/{id}/users: adds a user (the server mails the confirmation link). */
  async addUser(id: number, input: OrganizationUserInput): Promise<OrganizationUser> {
    const { data } = await api.post<OrganizationUser>(`/organizations/${id}/users`, input);
    return data;
  },

  /** GET /organizations/ExportAddresses: downloads the address export (xlsx). */
  exportAddresses(): Promise<DownloadedFile> {
    return downloadFile('/organizations/ExportAddresses', 'addresses.xlsx');
  },

  /** GET /organizations/ExportUsers: downloads the user export (xlsx). */
  exportUsers(): Promise<DownloadedFile> {
    return downloadFile('/organizations/ExportUsers', 'users.xlsx');
  },
};
