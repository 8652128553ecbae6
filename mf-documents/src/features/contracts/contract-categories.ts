import { CONTRACT_CATEGORIES, CONTRACT_FILE_ACCEPT, type ContractCategory } from '@portal/domain';

/** A tab of the contracts screens: its `?tab=` value, the category index (spec §3) and its texts' key. */
export interface ContractTab {
  key: 'sla' | 'agreements' | 'other' | 'orders';
  category: ContractCategory;
}

/**
 * The four tabs of the contracts screens in the order of spec §2: SLA, Agreements, Other, Orders. The key is both
 * the `?tab=` value and the key of the tab label (`tabs.*`) and empty state (`empty.*`) texts.
 */
export const CONTRACT_TABS: readonly ContractTab[] = [
  { key: 'sla', category: CONTRACT_CATEGORIES.sla },
  { key: 'agreements', category: CONTRACT_CATEGORIES.agreements },
  { key: 'other', category: CONTRACT_CATEGORIES.other },
  { key: 'orders', category: CONTRACT_CATEGORIES.orders },
];

/**
 * The tabs of the categories a caller reads (@portal/session readableContractCategories), in display order: all four
 * for most readers, only Agreements for a user manager (spec §6 "view of agreement"; issue 21 item 7).
 */
export function contractTabsFor(categories: readonly number[]): readonly ContractTab[] {
  return CONTRACT_TABS.filter((tab) => categories.includes(tab.category));
}

/**
 * The tab of a `?tab=` value among `tabs` (default: all four); the first of them (SLA for most readers) when the
 * value is missing, unknown or not among them.
 */
export function contractTabOf(
  value: string | null,
  tabs: readonly ContractTab[] = CONTRACT_TABS,
): ContractTab {
  return tabs.find((tab) => tab.key === value) ?? tabs[0] ?? CONTRACT_TABS[0];
}

/** The tab of a category index. */
export function contractTabOfCategory(category: number): ContractTab {
  return CONTRACT_TABS.find((tab) => tab.category === category) ?? CONTRACT_TABS[0];
}

/** File types accepted for contract files (@portal/domain): PDF and office documents, by extension. */
export const CONTRACT_FILE_TYPES = CONTRACT_FILE_ACCEPT.split(',');

/** True when the browser can show the file inline (PDFs); office documents are only downloaded. */
export function isViewable(file: { contentType: string; fileName: string }): boolean {
  return file.contentType === 'application/pdf' || file.fileName.toLowerCase().endsWith('.pdf');
}
