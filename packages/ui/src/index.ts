/** @portal/ui: antd-based building blocks shared by the shell and every remote. */
export { PortalProviders, portalTheme } from './portal-providers';
export { LanguageSwitch } from './language-switch';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  DataTable,
  flattenQuery,
  type DataTableProps,
  type DataTableQuery,
  type DataTableFilter,
  type DataTableColumn,
} from './data-table';
export { ConfirmAction, type ConfirmActionProps } from './confirm-action';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { AddressText, formatAddress, type AddressParts } from './address-text';
export { ErrorResult, type ErrorResultProps } from './error-result';
export { useApiError, apiErrorText } from './api-error';
export { MoneyText, formatMoney, type MoneyTextProps } from './money-text';
export { DateText, formatDate, type DateTextProps } from './date-text';
export { StatusTag, type StatusTagProps } from './status-tag';
export { FileUpload, checkFile, formatFileSize, type FileUploadProps, type FileRefusal } from './file-upload';
export { PdfViewer, type PdfViewerProps } from './pdf-viewer';
export { useAsyncData, type AsyncData } from './use-async-data';
export { DevLogin, mountStandalone } from './standalone';
