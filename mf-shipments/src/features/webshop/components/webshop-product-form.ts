import type { SimFormFactor, WebshopProduct, WebshopProductInput } from '@portal/domain';

/**
 * The catalogue's product form as plain functions (issue 15; POST /webshop/products, PUT /webshop/products/{id}):
 * its values, how a product fills them and how they become the API body.
 */

/** The dialog's values, named as the API's fields so the server's field errors land on them. */
export interface WebshopProductFormValues {
  supplierId?: number;
  formFactor?: SimFormFactor;
  plan?: string;
  active: boolean;
}

/** The form's fields (the server's field names of a 400). */
export const WEBSHOP_PRODUCT_FIELDS = ['supplierId', 'formFactor', 'plan', 'active'] as const;

/** The form's starting values: the product as it is, or for a new one nothing chosen yet and active. */
export function toWebshopProductFormValues(product?: WebshopProduct): WebshopProductFormValues {
  if (!product) return { active: true };
  return {
    supplierId: product.supplierId,
    formFactor: product.formFactor,
    plan: product.plan,
    active: product.active,
  };
}

/** The POST / PUT body of valid form values, exactly `{supplierId, formFactor, plan, active}`: the plan trimmed. */
export function toWebshopProductInput(values: WebshopProductFormValues): WebshopProductInput {
  return {
    supplierId: values.supplierId!,
    formFactor: values.formFactor!,
    plan: (values.plan ?? '').trim(),
    active: values.active === true,
  };
}
