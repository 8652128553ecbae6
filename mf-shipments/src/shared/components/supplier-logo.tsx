import { Avatar } from 'antd';
import { supplierLogoUrl, type SupplierLogoSource } from '../api/supplier-logo-url';
import { supplierInitials } from './supplier-texts';

/** Props of {@link SupplierLogo}. */
export interface SupplierLogoProps {
  /** The supplier: id and logo version (the image's address) and name (its alt text, or the initials). */
  supplier: SupplierLogoSource & { name: string };
  /** Width and height in pixels (default 56). */
  size?: number;
}

/**
 * A supplier's logo (issue 15: SIM management cards and the supplier service pages): the uploaded image (GET
 * /api/sim-management/suppliers/{id}/logo?v=…, its alt text the supplier's name), or without one — or when the
 * image cannot be loaded — a neutral square with the name's initials, hidden from screen readers (the name is
 * written next to it).
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
