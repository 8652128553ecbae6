import type { SimSupplier } from '@portal/domain';
import { Avatar } from 'antd';
import { supplierLogoUrl } from '../api/supplier-logo-url';
import { supplierInitials } from './supplier-texts';

/** Props of {@link SupplierLogo}. */
export interface SupplierLogoProps {
  supplier: Pick<SimSupplier, 'id' | 'name' | 'logoVersion'>;
  /** Width and height in pixels (default 56). */
  size?: number;
}

/**
 * A supplier's logo (issue 15): the uploaded image (GET /api/sim-management/suppliers/{id}/logo?v=…, its alt text
 * the supplier's name), or without one — or when the image cannot be loaded — a neutral square with the name's
 * initials, hidden from screen readers (the name is written next to it).
 */
export function SupplierLogo({ supplier, size = 56 }: SupplierLogoProps) {
  const url = supplierLogoUrl(supplier);
  const initials = supplierInitials(supplier.name);
  if (!url) {
    return (
      <Avatar shape="square" size={size} aria-hidden style={{ flex: 'none' }}>
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar
      shape="square"
      size={size}
      src={url}
      alt={supplier.name}
      style={{ flex: 'none', background: 'transparent' }}
    >
      {initials}
    </Avatar>
  );
}
