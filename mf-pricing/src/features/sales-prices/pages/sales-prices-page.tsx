/** Placeholder while the sales prices page is built (replaced in this change). */
export function SalesPricesPage() {
  return null;
}
