/** Placeholder while the price list page is built (replaced in this change). */
export function PriceListPage() {
  return null;
}
