import { formatAddress } from '@portal/ui';
import { Select } from 'antd';
import { useId } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSubcustomerQuery } from '../api/get-subcustomer';
import { useOrganizationAddressesQuery } from '../../../shared/api/list-organization-addresses';

/** An address to pick: the fields organization and subcustomer addresses share. */
export interface SavedAddress {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  countryCode: string;
}

/** Props of {@link SavedAddressSelect}. */
export interface SavedAddressSelectProps {
  organizationId?: number;
  subcustomerId: number | null;
  /** Copies the picked address into the step's fields. */
  onPick: (address: SavedAddress) => void;
}

/** One line of an address in the list: "street number, zip code, city" and the country. */
function addressLabel(address: SavedAddress): string {
  return [formatAddress(address), address.country.trim()].filter(Boolean).join(', ');
}

/**
 * Picks a saved address of the subcustomer (first) or of the organization (issue 14 "pick one of that
 * organization's or subcustomer's addresses, which copies it into the fields, or enter one"). Not a form field:
 * the copy in the fields is what is sent and can still be edited. Hidden when there is nothing to pick.
 */
export function SavedAddressSelect({ organizationId, subcustomerId, onPick }: SavedAddressSelectProps) {
  const { t } = useShipmentsTranslation();
  const id = useId();
  const subcustomer = useSubcustomerQuery(organizationId, subcustomerId);
  const organizationAddresses = useOrganizationAddressesQuery(organizationId);

  const groups = [
    {
      key: 'subcustomer',
      label: t('createShipment.address.subcustomerAddresses', { name: subcustomer.data?.name ?? '' }),
      addresses: subcustomer.data?.addresses ?? [],
    },
    {
      key: 'organization',
      label: t('createShipment.address.organizationAddresses'),
      addresses: organizationAddresses.data ?? [],
    },
  ].filter((group) => group.addresses.length > 0);
  if (groups.length === 0) return null;

  const byValue = new Map<string, SavedAddress>();
  const options = groups.map((group) => ({
    label: group.label,
    options: group.addresses.map((address) => {
      const value = `${group.key}-${address.id}`;
      byValue.set(value, address);
      return { value, label: addressLabel(address) };
    }),
  }));

  return (
    <div style={{ marginBottom: 24, maxWidth: 640 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8 }}>
        {t('createShipment.address.saved')}
      </label>
      <Select<string>
        id={id}
        value={null}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('createShipment.address.savedPlaceholder')}
        options={options}
        onChange={(value) => {
          const address = byValue.get(value);
          if (address) onPick(address);
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
