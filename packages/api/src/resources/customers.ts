import type {
  AccountManagerInfo,
  Address,
  AddressInput,
  AuditEntry,
  AuditQuery,
  CurrentUser,
  Employee,
  EmployeeInput,
  OrganizationContacts,
  OrganizationContactsInput,
  OrganizationUser,
  OrganizationUserUpdate,
  Page,
  ProfileInput,
  ServiceRequest,
  ServiceRequestInput,
  SettingsInput,
  Subcustomer,
  SubcustomerContactInput,
  SubcustomerInput,
  SubcustomerListItem,
  SubsystemLink,
} from '@portal/domain';
import { api } from '../client';

/**
 * Customer administration calls (issue 3, docs/customers-api.md). Every call rejects with the axios error; use
 * normalizeError for the spec §8 message and field errors. Ids are numbers; nothing is cached.
 */

const org = (id: number) => `/organizations/${id}`;

/** Addresses of an organization (spec §3 Address; `type` flags 1 shipping, 2 invoice, 4 visiting). */
export const addressesApi = {
  /** GET /organizations/{id}/addresses → Address[] with the derived default flags. */
  async list(organizationId: number): Promise<Address[]> {
    const { data } = await api.get<Address[]>(`${org(organizationId)}/addresses`);
    return data;
  },
  /** POST /organizations/{id}/addresses → the new Address (400 with field errors). */
  async create(organizationId: number, input: AddressInput): Promise<Address> {
    const { data } = await api.post<Address>(`${org(organizationId)}/addresses`, input);
    return data;
  },
  /** PUT /organizations/{id}/addresses/{addressId} → the saved Address. */
  async update(organizationId: number, addressId: number, input: AddressInput): Promise<Address> {
    const { data } = await api.put<Address>(`${org(organizationId)}/addresses/${addressId}`, input);
    return data;
  },
  /** PUT /organizations/{id}/addresses/{addressId}/type `{type}` → every address of the organization. */
  async setType(organizationId: number, addressId: number, type: number): Promise<Address[]> {
    const { data } = await api.put<Address[]>(`${org(organizationId)}/addresses/${addressId}/type`, { type });
    return data;
  },
  /** DELETE /organizations/{id}/addresses/{addressId}. */
  async remove(organizationId: number, addressId: number): Promise<void> {
    await api.delete(`${org(organizationId)}/addresses/${addressId}`);
  },
};

/** The organization's contact person and announcement e-mail (customer detail › Contacts). */
export const contactsApi = {
  /** GET /organizations/{id}/contacts. */
  async get(organizationId: number): Promise<OrganizationContacts> {
    const { data } = await api.get<OrganizationContacts>(`${org(organizationId)}/contacts`);
    return data;
  },
  /** PUT /organizations/{id}/contacts (staff writers). */
  async update(organizationId: number, input: OrganizationContactsInput): Promise<OrganizationContacts> {
    const { data } = await api.put<OrganizationContacts>(`${org(organizationId)}/contacts`, input);
    return data;
  },
};

/** Users of an organization. Adding one is `organizationsApi.addUser` (spec §7 POST /organizations/{id}/users). */
export const organizationUsersApi = {
  /** GET /organizations/{id}/users → OrganizationUser[]. */
  async list(organizationId: number): Promise<OrganizationUser[]> {
    const { data } = await api.get<OrganizationUser[]>(`${org(organizationId)}/users`);
    return data;
  },
  /** PUT /organizations/{id}/users/{userId} → the saved user (403 when the caller may not grant a role). */
  async update(organizationId: number, userId: number, input: OrganizationUserUpdate): Promise<OrganizationUser> {
    const { data } = await api.put<OrganizationUser>(`${org(organizationId)}/users/${userId}`, input);
    return data;
  },
  /** DELETE /organizations/{id}/users/{userId}. */
  async remove(organizationId: number, userId: number): Promise<void> {
    await api.delete(`${org(organizationId)}/users/${userId}`);
  },
  /** POST /organizations/{id}/users/{userId}/confirmation: mails a new confirmation link. */
  async resendConfirmation(organizationId: number, userId: number): Promise<void> {
    await api.post(`${org(organizationId)}/users/${userId}/confirmation`);
  },
};

/** Subsystem links and "More services" requests. */
export const subsystemsApi = {
  /** GET /organizations/{id}/subsystems → one row per known subsystem. */
  async list(organizationId: number): Promise<SubsystemLink[]> {
    const { data } = await api.get<SubsystemLink[]>(`${org(organizationId)}/subsystems`);
    return data;
  },
  /** PUT /organizations/{id}/subsystems/{subsystem} `{added}` → every row. */
  async set(organizationId: number, subsystem: number, added: boolean): Promise<SubsystemLink[]> {
    const { data } = await api.put<SubsystemLink[]>(`${org(organizationId)}/subsystems/${subsystem}`, { added });
    return data;
  },
  /** GET /organizations/{id}/service-requests, newest first. */
  async requests(organizationId: number): Promise<ServiceRequest[]> {
    const { data } = await api.get<ServiceRequest[]>(`${org(organizationId)}/service-requests`);
    return data;
  },
  /** POST /organizations/{id}/service-requests: asks for a subsystem the organization does not have. */
  async request(organizationId: number, input: ServiceRequestInput): Promise<ServiceRequest> {
    const { data } = await api.post<ServiceRequest>(`${org(organizationId)}/service-requests`, input);
    return data;
  },
  /** PUT /organizations/{id}/service-requests/{requestId} `{status}` (staff writers). */
  async decide(organizationId: number, requestId: number, status: 'granted' | 'declined'): Promise<ServiceRequest> {
    const { data } = await api.put<ServiceRequest>(`${org(organizationId)}/service-requests/${requestId}`, { status });
    return data;
  },
};

/** Subcustomers with their contact persons and addresses. */
export const subcustomersApi = {
  /** GET /organizations/{id}/subcustomers. */
  async list(organizationId: number): Promise<SubcustomerListItem[]> {
    const { data } = await api.get<SubcustomerListItem[]>(`${org(organizationId)}/subcustomers`);
    return data;
  },
  /** GET /organizations/{id}/subcustomers/{subCustomerId}. */
  async get(organizationId: number, subCustomerId: number): Promise<Subcustomer> {
    const { data } = await api.get<Subcustomer>(`${org(organizationId)}/subcustomers/${subCustomerId}`);
    return data;
  },
  /** POST /organizations/{id}/subcustomers (with optional first contacts and addresses). */
  async create(organizationId: number, input: SubcustomerInput): Promise<Subcustomer> {
    const { data } = await api.post<Subcustomer>(`${org(organizationId)}/subcustomers`, input);
    return data;
  },
  /** PUT /organizations/{id}/subcustomers/{subCustomerId} (name and reference). */
  async update(organizationId: number, subCustomerId: number, input: SubcustomerInput): Promise<Subcustomer> {
    const { data } = await api.put<Subcustomer>(`${org(organizationId)}/subcustomers/${subCustomerId}`, input);
    return data;
  },
  /** DELETE /organizations/{id}/subcustomers/{subCustomerId}. */
  async remove(organizationId: number, subCustomerId: number): Promise<void> {
    await api.delete(`${org(organizationId)}/subcustomers/${subCustomerId}`);
  },
  /** POST / PUT a contact person (contactId given: update) → the Subcustomer. */
  async saveContact(
    organizationId: number,
    subCustomerId: number,
    input: SubcustomerContactInput,
    contactId?: number,
  ): Promise<Subcustomer> {
    const base = `${org(organizationId)}/subcustomers/${subCustomerId}/contacts`;
    const { data } = contactId
      ? await api.put<Subcustomer>(`${base}/${contactId}`, input)
      : await api.post<Subcustomer>(base, input);
    return data;
  },
  /** DELETE a contact person. */
  async removeContact(organizationId: number, subCustomerId: number, contactId: number): Promise<void> {
    await api.delete(`${org(organizationId)}/subcustomers/${subCustomerId}/contacts/${contactId}`);
  },
  /** POST / PUT an address (addressId given: update) → the Subcustomer. */
  async saveAddress(
    organizationId: number,
    subCustomerId: number,
    input: AddressInput,
    addressId?: number,
  ): Promise<Subcustomer> {
    const base = `${org(organizationId)}/subcustomers/${subCustomerId}/addresses`;
    const { data } = addressId
      ? await api.put<Subcustomer>(`${base}/${addressId}`, input)
      : await api.post<Subcustomer>(base, input);
    return data;
  },
  /** DELETE an address. */
  async removeAddress(organizationId: number, subCustomerId: number, addressId: number): Promise<void> {
    await api.delete(`${org(organizationId)}/subcustomers/${subCustomerId}/addresses/${addressId}`);
  },
};

/** Employee administration (super admin); the list is `employeesApi.list`. */
export const employeeAdminApi = {
  /** POST /employees → the new Employee (a confirmation mail is sent). */
  async create(input: EmployeeInput): Promise<Employee> {
    const { data } = await api.post<Employee>('/employees', input);
    return data;
  },
  /** PUT /employees/{id}. */
  async update(id: number, input: EmployeeInput): Promise<Employee> {
    const { data } = await api.put<Employee>(`/employees/${id}`, input);
    return data;
  },
  /** DELETE /employees/{id}. */
  async remove(id: number): Promise<void> {
    await api.delete(`/employees/${id}`);
  },
};

/** The signed-in user's own profile, 2FA and settings; the organization's account manager. */
export const profileApi = {
  /** GET /users/me. */
  async me(): Promise<CurrentUser> {
    const { data } = await api.get<CurrentUser>('/users/me');
    return data;
  },
  /** PUT /users/me/profile. */
  async update(input: ProfileInput): Promise<CurrentUser> {
    const { data } = await api.put<CurrentUser>('/users/me/profile', input);
    return data;
  },
  /** PUT /users/me/two-factor `{enabled}` (403 for authorized to sign and financial responsible). */
  async setTwoFactor(enabled: boolean): Promise<CurrentUser> {
    const { data } = await api.put<CurrentUser>('/users/me/two-factor', { enabled });
    return data;
  },
  /** PUT /users/me/settings. */
  async updateSettings(input: SettingsInput): Promise<CurrentUser> {
    const { data } = await api.put<CurrentUser>('/users/me/settings', input);
    return data;
  },
  /** GET /organizations/{id}/account-manager. */
  async accountManager(organizationId: number): Promise<AccountManagerInfo> {
    const { data } = await api.get<AccountManagerInfo>(`${org(organizationId)}/account-manager`);
    return data;
  },
};

/** GET /audit (super admin): one page of audit records, newest first. */
export const auditApi = {
  async list(query: AuditQuery = {}): Promise<Page<AuditEntry>> {
    const { data } = await api.get<Page<AuditEntry>>('/audit', { params: query });
    return data;
  },
};
