import type { IndexationPreviewRow, ResetIndexationPreview, SalesPriceBatch } from '@portal/domain';

/** SMS of Acme's depot, indexed 1.030, back to 1.000 (changed in place). */
const SMS: IndexationPreviewRow = {
  id: 12,
  organizationId: 7,
  organizationName: 'Acme Logistics',
  subcustomerName: 'Rotterdam depot',
  supplierName: 'Globe SIM',
  invoiceLine: 'SMS per message',
  lineType: 'sms',
  startMonth: '202703',
  endMonth: '202712',
  newEndMonth: '202712',
  price: '0.0800',
  oldIndexation: '1.030',
  newIndexation: '1.000',
  oldEffectivePrice: '0.0824',
  newEffectivePrice: '0.0800',
  change: '-0.0024',
  changePercent: '-2.91',
  action: 'replace',
};

/** The subscription for the whole customer, indexed 1.025 since 2026, back to 1.000 (split). */
const SUBSCRIPTION: IndexationPreviewRow = {
  ...SMS,
  id: 14,
  subcustomerName: null,
  supplierName: 'NorthSea IoT',
  invoiceLine: 'Subscription per SIM',
  lineType: 'subscription',
  startMonth: '202601',
  endMonth: null,
  newEndMonth: null,
  price: '1.5000',
  oldIndexation: '1.025',
  oldEffectivePrice: '1.5375',
  newEffectivePrice: '1.5000',
  change: '-0.0375',
  changePercent: '-2.44',
  action: 'split',
};

/** The preview of a reset of Acme Logistics: two rows go back to 1.000. */
export const RESET_PREVIEW: ResetIndexationPreview = { rows: [SMS, SUBSCRIPTION], count: 2 };

/** The batch a reset records. */
export function resetBatch(changes: Partial<SalesPriceBatch> = {}): SalesPriceBatch {
  return {
    id: 61,
    kind: 'resetIndexation',
    percentage: null,
    indexationId: null,
    indexationValue: '1.000',
    reason: 'Indexation reset to 1.000',
    startMonth: '202701',
    decimals: 4,
    count: 2,
    organizationNames: ['Acme Logistics'],
    createdAt: '2026-12-01T09:00:00.000Z',
    createdByName: 'Sam Super',
    undoneAt: null,
    undoneByName: null,
    ...changes,
  };
}
