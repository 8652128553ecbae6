import { supplierDetailsInputSchema, type SimSupplier, type SupplierDetailsInput } from '@portal/domain';

/**
 * The supplier details form as plain functions (issue 15; PUT /sim-management/suppliers/{id}): its values, the
 * contract's (@portal/domain supplierDetailsInputSchema) verdict on the portal URL, and how the values become the
 * API body.
 */

/** The dialog's values, named as the API's fields so the server's field errors land on them. */
export interface SupplierDetailsFormValues {
  portalUrl: string;
  descriptionEn: string;
  descriptionNl: string;
  hasRoamingList: boolean;
}

/** The form's fields (the server's field names of a 400). */
export const SUPPLIER_DETAILS_FIELDS = [
  'portalUrl',
  'descriptionEn',
  'descriptionNl',
  'hasRoamingList',
] as const;

/** The form's starting values: the supplier as it is (no portal URL: empty). */
export function toSupplierDetailsFormValues(supplier: SimSupplier): SupplierDetailsFormValues {
  return {
    portalUrl: supplier.portalUrl ?? '',
    descriptionEn: supplier.description.en,
    descriptionNl: supplier.description.nl,
    hasRoamingList: supplier.hasRoamingList,
  };
}

/**
 * Whether a typed portal URL is one the server takes: empty (no "Go to portal"), or an http or https address of a
 * domain, at most 500 characters (the contract's own rule, so the form never sends what the server refuses).
 */
export function isValidPortalUrl(text: string): boolean {
  return supplierDetailsInputSchema.shape.portalUrl.safeParse(text.trim()).success;
}

/**
 * The PUT body of valid form values, exactly `{portalUrl, descriptionEn, descriptionNl, hasRoamingList}`: texts
 * trimmed, an empty portal URL as null.
 */
export function toSupplierDetailsInput(values: SupplierDetailsFormValues): SupplierDetailsInput {
  const portalUrl = (values.portalUrl ?? '').trim();
  return {
    portalUrl: portalUrl === '' ? null : portalUrl,
    descriptionEn: (values.descriptionEn ?? '').trim(),
    descriptionNl: (values.descriptionNl ?? '').trim(),
    hasRoamingList: values.hasRoamingList === true,
  };
}
