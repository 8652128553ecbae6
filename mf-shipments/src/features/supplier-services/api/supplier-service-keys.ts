/**
 * Query keys of the supplier service page reads (issue 15; TanStack Query), all under `['supplier-services']`:
 *   GET /supplier-services/3 → ['supplier-services', 3]
 * A write (the page's texts and contacts, a document added or deleted) replaces or reloads the page of its
 * subsystem.
 */
export const supplierServiceKeys = {
  /** Every supplier service page read. */
  all: () => ['supplier-services'] as const,
  page: (subsystem: number) => ['supplier-services', subsystem] as const,
};
