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

/** The tab of a `?tab=` value; the first (SLA) when missing or unknown. */
export function contractTabOf(value: string | null): ContractTab {
  return CONTRACT_TABS.find((tab) => tab.key === value) ?? CONTRACT_TABS[0];
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
