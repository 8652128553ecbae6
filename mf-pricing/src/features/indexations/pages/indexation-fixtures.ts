import type {
  Indexation,
  IndexationPreview,
  IndexationPreviewRow,
  Page,
  PriceTierSet,
  SalesPriceBatch,
} from '@portal/domain';

/** The yearly indexation from January 2027 on (open-ended), +3.5 %, quoted with a tier set; applied to one customer. */
export const INDEXATION_2027: Indexation = {
  id: 4,
  startMonth: '202701',
  endMonth: null,
  value: '1.035',
  priceTierSetId: 7,
  priceTierSetName: 'Volume discount',
  status: 'open',
  customerCount: 1,
  rowCount: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByName: 'Sam Super',
  closedAt: null,
  closedByName: null,
};

/** Last year's indexation, closed (read-only). */
export const INDEXATION_2026: Indexation = {
  id: 3,
  startMonth: '202601',
  endMonth: '202612',
  value: '1.025',
  priceTierSetId: null,
  priceTierSetName: null,
  status: 'closed',
  customerCount: 2,
  rowCount: 1234,
  createdAt: '2025-11-18T09:00:00.000Z',
  createdByName: 'Sam Super',
  closedAt: '2026-02-01T08:30:00.000Z',
  closedByName: 'Sam Super',
};

/** A decrease added by mistake, applied to no customer yet (it may be deleted). */
export const INDEXATION_2028: Indexation = {
  ...INDEXATION_2027,
  id: 5,
  startMonth: '202801',
  endMonth: '202812',
  value: '0.980',
  priceTierSetId: null,
  priceTierSetName: null,
  customerCount: 0,
  rowCount: 0,
};

/** The tier sets the add form offers (GET /price-tiers). */
export const TIER_SETS: PriceTierSet[] = [
  {
    id: 7,
    name: 'Volume discount',
    description: '',
    kind: 'percentage',
    tiers: [{ fromQuantity: 1, toQuantity: null, value: '100.00' }],
    indexationCount: 1,
    updatedAt: '2026-11-27T09:00:00.000Z',
  },
];

/** One page of indexations as the server answers it. */
export function indexationPage(items: Indexation[], total = items.length): Page<Indexation> {
  return { items, total, page: 1, pageSize: 20 };
}

/** Data of Acme Logistics, not indexed yet: ×1.035 from January 2027 (a split row). */
const ACME_DATA: IndexationPreviewRow = {
  id: 11,
  organizationId: 7,
  organizationName: 'Acme Logistics',
  subcustomerName: null,
  supplierName: 'NorthSea IoT',
  invoiceLine: 'Data NL 1 GB',
  lineType: 'data',
  startMonth: '202601',
  endMonth: null,
  newEndMonth: null,
  price: '12.5000',
  oldIndexation: '1.000',
  newIndexation: '1.035',
  oldEffectivePrice: '12.5000',
  newEffectivePrice: '12.9375',
  change: '0.4375',
  changePercent: '3.50',
  action: 'split',
};

/** SMS of Acme's depot, already indexed 1.030: compounded to 1.066 (1.030 × 1.035). */
const ACME_SMS: IndexationPreviewRow = {
  ...ACME_DATA,
  id: 12,
  subcustomerName: 'Rotterdam depot',
  supplierName: 'Globe SIM',
  invoiceLine: 'SMS per message',
  lineType: 'sms',
  startMonth: '202703',
  endMonth: '202712',
  newEndMonth: '202712',
  price: '0.0800',
  oldIndexation: '1.030',
  newIndexation: '1.066',
  oldEffectivePrice: '0.0824',
  newEffectivePrice: '0.0853',
  change: '0.0029',
  changePercent: '3.52',
  action: 'replace',
};

/** Voice of Bolt Mobility. */
const BOLT_VOICE: IndexationPreviewRow = {
  ...ACME_DATA,
  id: 21,
  organizationId: 8,
  organizationName: 'Bolt Mobility',
  invoiceLine: 'Voice per minute',
  lineType: 'voice',
  price: '0.2000',
  oldEffectivePrice: '0.2000',
  newEffectivePrice: '0.2070',
  change: '0.0070',
  changePercent: '3.50',
};

/**
 * "Show prices" of INDEXATION_2027: Acme Logistics (2 rows) and Bolt Mobility (1 row) still to apply; Cargo Nord
 * applied (batch 51).
 */
export const PREVIEW_2027: IndexationPreview = {
  indexation: INDEXATION_2027,
  customers: [
    { organizationId: 7, organizationName: 'Acme Logistics', rowCount: 2, batchId: null },
    { organizationId: 8, organizationName: 'Bolt Mobility', rowCount: 1, batchId: null },
    { organizationId: 9, organizationName: 'Cargo Nord', rowCount: 0, batchId: 51 },
  ],
  rows: [ACME_DATA, ACME_SMS, BOLT_VOICE],
  count: 3,
};

/** A batch an apply records (one per customer; the apply answers an array of them). */
export function appliedBatch(changes: Partial<SalesPriceBatch> = {}): SalesPriceBatch {
  return {
    id: 52,
    kind: 'indexation',
    percentage: null,
    indexationId: 4,
    indexationValue: '1.035',
    reason: 'Indexation 2027-01: 1.035',
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
