/** @portal/api: the one axios instance, spec §8 error normalisation and one typed module per resource. */
export { api, configureApi, type ApiConfiguration } from './client';
export { normalizeError, type NormalizedError } from './normalize-error';
export { downloadFile, filenameFromContentDisposition, type DownloadedFile } from './download';
export { authApi, type UserProfile } from './resources/auth';
export { organizationsApi, toOrganizationPayload } from './resources/organizations';
export { suppliersApi, employeesApi, usersApi } from './resources/reference';
export { documentsApi, invoicesApi, type InvoiceListParams, type UploadProgress } from './resources/documents';
export {
  addressesApi,
  auditApi,
  contactsApi,
  employeeAdminApi,
  organizationUsersApi,
  profileApi,
  subcustomersApi,
  subsystemsApi,
} from './resources/customers';
