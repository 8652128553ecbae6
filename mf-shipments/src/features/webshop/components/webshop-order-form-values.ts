import {
  SHIPMENT_LIMITS,
  WEBSHOP_MAX_QUANTITY,
  WEBSHOP_REMARK_MAX,
  type Address,
  type WebshopOrder,
  type WebshopOrderInput,
  type WebshopProduct,
} from '@portal/domain';

/**
 * The order form as plain functions (issue 15; POST /webshop/orders): its values, how they start (empty, or from an
 * earlier order: "Order again") and how they become the API body.
 */

/** The form's values, named as the API's fields so the server's field errors land on them. */
export interface WebshopOrderFormValues {
  productId?: number;
  /** As typed (a text field with a numeric keyboard, as the portal's other number fields). */
  quantity?: string;
  addressId?: number;
  reference?: string;
  remark?: string;
}

/** The form's fields (the server's field names of a 400). */
export const WEBSHOP_ORDER_FIELDS = ['productId', 'quantity', 'addressId', 'reference', 'remark'] as const;

/** Longest reference, in characters: it is printed on the shipping label (SHIPMENT_LIMITS.maxReferenceLength). */
export const WEBSHOP_REFERENCE_MAX = SHIPMENT_LIMITS.maxReferenceLength;

/** Whether a quantity is one an order takes: a whole number from 1 to WEBSHOP_MAX_QUANTITY. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= WEBSHOP_MAX_QUANTITY;
}

/** The number a typed quantity stands for ("25", " 25 " → 25), or null when it is not digits only. */
export function quantityOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The address an order goes to unless the user picks another: the organization's shipping address, else the first. */
export function defaultAddressId(addresses: readonly Address[]): number | undefined {
  return (addresses.find((address) => address.shippingAddress) ?? addresses[0])?.id;
}

/** How the form starts, and what of an earlier order could not be taken over. */
export interface WebshopOrderFormStart {
  values: WebshopOrderFormValues;
  /** The earlier order's product is no longer in the catalogue (inactive, or removed): the user picks another. */
  productGone: boolean;
}

/**
 * The form's starting values: 1 SIM card to the default address ({@link defaultAddressId}); or, to order `again`,
 * that order's product (when it can still be ordered), quantity, address (when the organization still has it, else
 * the default) and reference. The remark is not taken over: it was about that order.
 */
export function toWebshopOrderFormStart(
  products: readonly WebshopProduct[],
  addresses: readonly Address[],
  again?: WebshopOrder,
): WebshopOrderFormStart {
  const fallbackAddressId = defaultAddressId(addresses);
  if (!again) return { values: { quantity: '1', addressId: fallbackAddressId }, productGone: false };
  const product = products.find((candidate) => candidate.id === again.productId);
  const address = addresses.find((candidate) => candidate.id === again.addressId);
  return {
    values: {
      productId: product?.id,
      quantity: isValidQuantity(again.quantity) ? String(again.quantity) : '1',
      addressId: address?.id ?? fallbackAddressId,
      reference: again.reference ?? '',
    },
    productGone: !product,
  };
}

/** Trimmed text, at most `max` characters, or null when there is none. */
function optionalText(value: string | undefined, max: number): string | null {
  const text = (value ?? '').trim().slice(0, max);
  return text === '' ? null : text;
}

/**
 * The POST body of valid form values, exactly `{productId, quantity, addressId, reference, remark}` (an organization
 * user orders for their own organization: no `organizationId`); reference and remark trimmed, empty ones as null.
 */
export function toWebshopOrderInput(values: WebshopOrderFormValues): WebshopOrderInput {
  return {
    productId: values.productId!,
    quantity: quantityOf(values.quantity)!,
    addressId: values.addressId!,
    reference: optionalText(values.reference, WEBSHOP_REFERENCE_MAX),
    remark: optionalText(values.remark, WEBSHOP_REMARK_MAX),
  };
}
