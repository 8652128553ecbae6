import type { SupplierServicePage, SupplierServicePageInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import type { FormInstance } from 'antd';

/**
 * The "Edit page" form of a supplier service page as plain functions (issue 15; PUT /supplier-services/{subsystem}):
 * its values, how a page fills them, how they become the API body, and where the server's contact errors go.
 */

/** One contact row of the form; a row just added holds nothing yet. */
export interface SupplierServiceContactValues {
  name?: string;
  function?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

/** The form's values, named as the API's fields so the server's field errors land on them. */
export interface SupplierServiceFormValues {
  /** The supplier the page presents; null (or undefined once cleared) for none. */
  supplierId: number | null | undefined;
  /** Rich text (HTML) as the editor gives it, '' when empty. */
  descriptionEn: string;
  descriptionNl: string;
  contacts: SupplierServiceContactValues[];
}

/**
 * The form's fields (the server's field names of a 400). Errors on `contacts` itself show under the list,
 * `contacts.N.<field>` ones under that contact's field ({@link placeContactErrors}).
 */
export const SUPPLIER_SERVICE_FORM_FIELDS = [
  'supplierId',
  'descriptionEn',
  'descriptionNl',
  'contacts',
] as const;

/** A field of a contact, as the API names it. */
type ContactField = keyof SupplierServiceContactValues;

/** The form's starting values: the page as it is (no supplier: null; missing texts: empty). */
export function toSupplierServiceFormValues(page: SupplierServicePage): SupplierServiceFormValues {
  return {
    supplierId: page.supplier?.id ?? null,
    descriptionEn: page.description.en,
    descriptionNl: page.description.nl,
    contacts: page.contacts.map((contact) => ({ ...contact })),
  };
}

/** Trimmed text, or null when there is none. */
function optionalText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/**
 * The PUT body of valid form values, exactly `{supplierId, descriptionEn, descriptionNl, contacts: [{name, function,
 * email, phoneNumber}]}`: a cleared supplier as null, names trimmed, an empty function, e-mail or phone number as
 * null, contacts in the order of the form.
 */
export function toSupplierServicePageInput(values: SupplierServiceFormValues): SupplierServicePageInput {
  return {
    supplierId: values.supplierId ?? null,
    descriptionEn: values.descriptionEn ?? '',
    descriptionNl: values.descriptionNl ?? '',
    contacts: (values.contacts ?? []).map((contact) => ({
      name: (contact.name ?? '').trim(),
      function: optionalText(contact.function),
      email: optionalText(contact.email),
      phoneNumber: optionalText(contact.phoneNumber),
    })),
  };
}

/** `contacts.2.email` → its contact and field. */
const CONTACT_ERROR_FIELD = /^contacts\.([0-9]+)\.(name|function|email|phoneNumber)$/;

/**
 * Puts a failed save's `contacts.N.<field>` errors (in the interface language) under the fields of contact N and takes them out of the answer,
 * so that the portal's form pattern (usePortalForm: it places errors by the first segment of a field only) shows its
 * general message and the remaining field errors; errors on contacts the form does not have stay in the answer
 * (listed with the message). The same way as the tier errors of mf-pricing's tier set dialog. Returns the same
 * error.
 */
export function placeContactErrors(error: unknown, form: FormInstance<SupplierServiceFormValues>): unknown {
  const answer = (error as { response?: { data?: unknown } } | null)?.response?.data as
    { errors?: Array<{ field?: unknown; message?: unknown }> } | undefined;
  if (!answer || !Array.isArray(answer.errors)) return error;
  const rows = (form.getFieldValue('contacts') as unknown[] | undefined)?.length ?? 0;
  const byField = new Map<string, { name: ['contacts', number, ContactField]; errors: string[] }>();
  answer.errors = answer.errors.filter((fieldError) => {
    const match = typeof fieldError?.field === 'string' ? CONTACT_ERROR_FIELD.exec(fieldError.field) : null;
    if (!match || Number(match[1]) >= rows || typeof fieldError.message !== 'string') return true;
    const entry = byField.get(fieldError.field as string) ?? {
      name: ['contacts', Number(match[1]), match[2] as ContactField],
      errors: [],
    };
    entry.errors.push(translateText(fieldError.message));
    byField.set(fieldError.field as string, entry);
    return false;
  });
  form.setFields([...byField.values()]);
  return error;
}
