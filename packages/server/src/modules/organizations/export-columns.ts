import type { AddressExportRow, OrganizationExportFields, UserExportRow } from './repository.js';
import type { ExportColumn } from '../../files/xlsx.js';

/**
 * Columns of the two organization exports (spec §3 "Address/user export columns"). Both start with the
 * organization columns; the address export adds address and address types, the user export the user's
 * e-mail, name, roles and last login.
 */
const ORGANIZATION_COLUMNS: ExportColumn<OrganizationExportFields>[] = [
  { header: 'Customer name', width: 32, value: (r) => r.organizationName },
  { header: 'Customer number', width: 16, value: (r) => r.customerNumber },
  { header: 'VAT number', width: 18, value: (r) => r.vatNumber },
  { header: 'IBAN', width: 24, value: (r) => r.ibanNumber },
  { header: 'Country', width: 16, value: (r) => r.country },
  { header: 'Suppliers', width: 32, value: (r) => r.suppliers },
  { header: 'Contact person', width: 24, value: (r) => r.contactPerson },
  { header: 'Customer status', width: 14, value: (r) => r.customerStatus },
  { header: 'Reseller', width: 28, value: (r) => r.reseller },
  { header: 'Initial contractor', width: 24, value: (r) => r.initialContractor },
];

export const ADDRESS_EXPORT_COLUMNS: ExportColumn<AddressExportRow>[] = [
  ...ORGANIZATION_COLUMNS,
  { header: 'Address', width: 48, value: (r) => r.address },
  { header: 'Address types', width: 24, value: (r) => r.addressTypes },
];

export const USER_EXPORT_COLUMNS: ExportColumn<UserExportRow>[] = [
  ...ORGANIZATION_COLUMNS,
  { header: 'E-mail', width: 32, value: (r) => r.email },
  { header: 'First name', width: 18, value: (r) => r.firstName },
  { header: 'Last name', width: 22, value: (r) => r.lastName },
  { header: 'Roles', width: 40, value: (r) => r.roles },
  { header: 'Last login', width: 20, value: (r) => r.lastLoginAt },
];
