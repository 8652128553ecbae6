import type { ChangePassword, Employee, OrganizationUser, OrganizationUserInput, Supplier } from '@portal/domain';
import { api } from '../client';
import { authApi, type UserProfile } from './auth';

/** GET /suppliers (spec §3 suppliers; names are server data). */
export const suppliersApi = {
  async list(): Promise<Supplier[]> {
    const { data } = await api.get<Supplier[]>('/suppliers');
    return data;
  },
};

/** GET /employees: provider staff, e.g. for contact person pickers. */
export const employeesApi = {
  async list(): Promise<Employee[]> {
    const { data } = await api.get<Employee[]>('/employees');
    return data;
  },
};

/** User calls: the own profile and password, and adding a user to an organization. */
export const usersApi = {
  /** GET /users/me. */
  me(): Promise<UserProfile> {
    return authApi.me();
  },
  /** PATCH /users/me `{currentPassword, newPassword}`. */
  changePassword(payload: ChangePassword): Promise<void> {
    return authApi.changePassword(payload);
  },
  /** POST /organizations/{organizationId}/users. */
  async add(organizationId: number, input: OrganizationUserInput): Promise<OrganizationUser> {
    const { data } = await api.post<OrganizationUser>(`/organizations/${organizationId}/users`, input);
    return data;
  },
};
