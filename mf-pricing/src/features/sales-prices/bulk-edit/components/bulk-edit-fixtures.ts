import type { BulkPreview, Page, SalesPriceBatch } from '@portal/domain';

/** A preview of +3.5 % from the month `startMonth`: one row split (it ran before), one changed in place. */
export function previewOf(startMonth: string): BulkPreview {
  return {
    count: 2,
    skipped: 1,
    rows: [
      {
        id: 11,
        organizationName: 'Acme Logistics',
        subcustomerName: null,
        supplierName: 'NorthSea IoT',
        invoiceLine: 'Data NL 1 GB',
        lineType: 'data',
        startMonth: '202501',
        endMonth: null,
        oldPrice: '12.5000',
        newPrice: '12.9375',
        action: 'split',
      },
      {
        id: 12,
        organizationName: 'Acme Logistics',
        subcustomerName: 'Acme Rotterdam',
        supplierName: 'Globe SIM',
        invoiceLine: 'SMS per message',
        lineType: 'sms',
        startMonth,
        endMonth: '202712',
        oldPrice: '0.0800',
        newPrice: '0.0828',
        action: 'replace',
      },
    ],
  };
}

/** The same preview after someone added a row meanwhile: three rows. */
export function grownPreviewOf(startMonth: string): BulkPreview {
  const preview = previewOf(startMonth);
  return {
    ...preview,
    count: 3,
    rows: [
      ...preview.rows,
      {
        ...preview.rows[0]!,
        id: 13,
        invoiceLine: 'Voice per minute',
        lineType: 'voice',
        oldPrice: '0.2000',
        newPrice: '0.2070',
      },
    ],
  };
}

/** The bulk edit the server records on apply (a `percentage` batch; see indexationBatchOf, resetBatchOf). */
export function batchOf(startMonth: string, changes: Partial<SalesPriceBatch> = {}): SalesPriceBatch {
  return {
    id: 41,
    kind: 'percentage',
    percentage: '3.50',
    indexationId: null,
    indexationValue: null,
    reason: 'Annual increase',
    startMonth,
    decimals: 4,
    count: 2,
    organizationNames: ['Acme Logistics'],
    createdAt: '2026-03-12T09:30:00.000Z',
    createdByName: 'Sam Super',
    undoneAt: null,
    undoneByName: null,
    ...changes,
  };
}

/** Indexation 4 (×1.035) applied to the customer from `startMonth` (issue 17). */
export function indexationBatchOf(
  startMonth: string,
  changes: Partial<SalesPriceBatch> = {},
): SalesPriceBatch {
  return batchOf(startMonth, {
    id: 42,
    kind: 'indexation',
    percentage: null,
    indexationId: 4,
    indexationValue: '1.035',
    reason: 'Indexation 2027-01: 1.035',
    count: 3,
    ...changes,
  });
}

/** The customer's indexation reset to 1.000 from `startMonth` (issue 17). */
export function resetBatchOf(startMonth: string, changes: Partial<SalesPriceBatch> = {}): SalesPriceBatch {
  return batchOf(startMonth, {
    id: 43,
    kind: 'resetIndexation',
    percentage: null,
    indexationId: null,
    indexationValue: '1.000',
    reason: 'Contract renewed',
    count: 1,
    ...changes,
  });
}

/** One page of bulk edits as the server answers it. */
export function batchPage(items: SalesPriceBatch[], total = items.length, page = 1): Page<SalesPriceBatch> {
  return { items, total, page, pageSize: 5 };
}
