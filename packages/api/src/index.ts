/**
 * @portal/api: a small, stable core shared at runtime by the shell and every remote (ARCHITECTURE §2 "Shared
 * code"): the one axios instance and its configuration, spec §8 error normalisation, file download, and the one
 * TanStack Query client. Typed resource calls live in the app that uses them (`features/<feature>/api/<operation>.ts`).
 */
export { api, configureApi, type ApiConfiguration } from './client';
export { normalizeError, type NormalizedError } from './normalize-error';
export { downloadFile, filenameFromContentDisposition, type DownloadedFile } from './download';
export { queryClient } from './query-client';
