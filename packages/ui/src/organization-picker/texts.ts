/** Texts of the {@link OrganizationPicker} in the `uiOrganizationPicker` namespace (staff screens of any remote). */
export const UI_ORGANIZATION_PICKER_NS = 'uiOrganizationPicker';

export const uiOrganizationPickerCatalogs = {
  en: {
    label: 'Customer',
    placeholder: 'Search a customer by name or customer number',
  },
  nl: {
    label: 'Klant',
    placeholder: 'Zoek een klant op naam of klantnummer',
  },
} as const;
