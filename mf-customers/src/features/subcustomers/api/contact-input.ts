import type { SubcustomerContact, SubcustomerContactInput } from '@portal/domain';

/** The fields of the subcustomer contact person form. */
export interface ContactFormValues {
  name: string;
  function?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

/** Form values of an existing contact person (or an empty one). */
export function toContactFormValues(contact: SubcustomerContact | null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    function: contact?.function ?? '',
    email: contact?.email ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The POST / PUT payload of the form values; empty optional fields are sent as null. */
export function toContactInput(values: ContactFormValues): SubcustomerContactInput {
  return {
    name: values.name.trim(),
    function: blankToNull(values.function),
    email: blankToNull(values.email),
    phoneNumber: blankToNull(values.phoneNumber),
  };
}
