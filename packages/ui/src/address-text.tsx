import type { Address } from '@portal/domain';
import { i18n } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

/** The address fields {@link AddressText} shows. */
export type AddressParts = Partial<Pick<Address, 'streetName' | 'houseNumber' | 'zipCode' | 'city'>>;

/**
 * Formats an address as spec §3 displays it: "street and house number, zip code, city", e.g.
 * "Stationsplein 12, 1012 AB, Amsterdam". Empty parts are left out; an empty address gives ''.
 */
export function formatAddress(address: AddressParts | null | undefined): string {
  if (!address) return '';
  const street = [address.streetName, address.houseNumber].map((p) => p?.trim()).filter(Boolean).join(' ');
  return [street, address.zipCode?.trim(), address.city?.trim()].filter(Boolean).join(', ');
}

/** An address on one line (spec §3 display format); "No address" when there is none. */
export function AddressText({ address }: { address: AddressParts | null | undefined }) {
  const { t } = useTranslation('common', { i18n });
  const text = formatAddress(address);
  return <span>{text || t('address.empty')}</span>;
}
