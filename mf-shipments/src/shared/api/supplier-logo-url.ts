import { api } from '@portal/api';

/** What a logo address needs of a supplier: its id and the version of its logo (null: no logo). */
export interface SupplierLogoSource {
  id: number;
  logoVersion: string | null;
}

/**
 * The address of a supplier's logo image, GET /api/sim-management/suppliers/{id}/logo?v={logoVersion} (issue 15;
 * public, no token: an `<img>` loads it), or null when the supplier has no logo (`logoVersion` null). The version
 * changes with the logo, so a new logo is never read from the browser's cache. Used by SIM management's cards and
 * the supplier service pages.
 */
export function supplierLogoUrl(supplier: SupplierLogoSource): string | null {
  if (supplier.logoVersion === null) return null;
  const base = api.defaults.baseURL ?? '/api';
  return `${base}/sim-management/suppliers/${supplier.id}/logo?v=${encodeURIComponent(supplier.logoVersion)}`;
}
