/** @portal/ui: antd-based building blocks shared by the shell and every remote. */
export { cspNonce } from './csp-nonce';
export {
  PortalProviders,
  portalTheme,
  usePrefersReducedMotion,
  type PortalProvidersProps,
} from './portal-providers';
export { LanguageSwitch } from './language-switch';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  DataTable,
  flattenQuery,
  readListQuery,
  useListFilter,
  useListParams,
  type DataTableProps,
  type DataTableQuery,
  type DataTableFilter,
  type DataTableColumn,
  type PageQuery,
  type ListQueryShape,
} from './data-table';
export { ConfirmAction, type ConfirmActionProps } from './confirm-action';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { AddressText, formatAddress, type AddressParts } from './address-text';
export { ErrorResult, type ErrorResultProps } from './error-result';
export { useApiError, apiErrorText, type ShowApiErrorOptions } from './api-error';
export { MoneyText, formatMoney, type MoneyTextProps } from './money-text';
export { DateText, formatDate, type DateTextProps } from './date-text';
export { StatusTag, type StatusTagProps } from './status-tag';
export { FileUpload, checkFile, formatFileSize, type FileUploadProps, type FileRefusal } from './file-upload';
export { PdfViewer, type PdfViewerProps } from './pdf-viewer';
export { isHttpUrl } from './http-url';
export { DevLogin, mountStandalone } from './standalone';
export { useModalForm, type ModalFormOptions } from './forms/use-modal-form';
export { usePortalForm, type PortalFormOptions } from './forms/use-portal-form';
export { useUnsavedChangesGuard } from './forms/unsaved-changes';
export { useFormRules, type FormRules } from './forms/form-rules';
export { placeFieldErrors } from './forms/field-errors';
export { OrganizationPicker, type OrganizationPickerProps } from './organization-picker/organization-picker';
export { organizationSearchQuery } from './organization-picker/search-organizations';
export type { PageReads, PageRequest } from './page-reads';
export {
  RichTextEditor,
  preloadRichTextEditor,
  type RichTextEditorProps,
  type RichTextEditorHandle,
} from './rich-text/rich-text-editor';
export { RichTextView, type RichTextViewProps } from './rich-text/rich-text-view';
export { sanitizeRichText } from './rich-text/sanitize-rich-text';
export {
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_LINK_ATTRIBUTES,
  isAllowedRichTextUrl,
} from './rich-text/rich-text-schema';
