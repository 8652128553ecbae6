import type { OrganizationInput, UnknownSenderTicket } from '@portal/domain';

/**
 * Values of the "Create organization and link" form: the fields an organization needs (organizationInputSchema:
 * name, customer number, country, VAT liable and, when liable, the VAT number, as in mf-customers' organization
 * form) plus whether it is a prospect and where announcements go. Everything else is completed later under
 * Customers.
 */
export interface NewOrganizationValues {
  name: string;
  customerNumber: string;
  /** The Dutch country name, as organizations store it (spec §9), e.g. "Nederland". */
  country: string;
  vatLiable: boolean;
  vatNumber?: string;
  isProspect: boolean;
  announcementEmailAddress: string;
}

/** The country of a new organization (spec §3: domestic is "Nederland"; first of the preferred countries, §9). */
export const NEW_ORGANIZATION_COUNTRY = 'Nederland';

/** Second-level labels under a country's top-level domain (`example.co.uk`): the name is the label before them. */
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'gov', 'edu']);

/**
 * A company name guessed from an e-mail address's domain: its registered label, each word capitalised
 * (`info@newcustomer.example` → "Newcustomer", `jan@mail.acme-logistics.nl` → "Acme Logistics",
 * `sam@shop.example.co.uk` → "Example"). '' when the address has no domain.
 */
export function organizationNameOfEmail(email: string): string {
  const domain = email.split('@')[1]?.trim().toLowerCase() ?? '';
  const labels = domain.split('.').filter(Boolean);
  if (labels.length > 1) labels.pop();
  if (labels.length > 1 && GENERIC_SECOND_LEVEL.has(labels.at(-1)!)) labels.pop();
  return (labels.at(-1) ?? '')
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The form values prefilled from a mail of the queue (spec §3 "create a new one"): the name from the sender's
 * e-mail domain, country Nederland, VAT liable (as mf-customers' new organization), not a prospect, and the
 * sender's address for announcements. The customer number is left for staff to give.
 */
export function newOrganizationValuesOf(
  mail: Pick<UnknownSenderTicket, 'senderEmail'>,
): NewOrganizationValues {
  return {
    name: organizationNameOfEmail(mail.senderEmail),
    customerNumber: '',
    country: NEW_ORGANIZATION_COUNTRY,
    vatLiable: true,
    vatNumber: '',
    isProspect: false,
    announcementEmailAddress: mail.senderEmail,
  };
}

/**
 * The POST /organizations body of valid form values (organizationInputSchema): texts trimmed, the VAT number only
 * when VAT liable, an empty announcement address as null; not a reseller, no suppliers.
 */
export function toOrganizationInput(values: NewOrganizationValues): OrganizationInput {
  return {
    name: values.name.trim(),
    customerNumber: values.customerNumber.trim(),
    country: values.country,
    vatLiable: values.vatLiable,
    vatNumber: values.vatLiable ? values.vatNumber?.trim() || null : null,
    isProspect: values.isProspect,
    isReseller: false,
    announcementEmailAddress: values.announcementEmailAddress.trim() || null,
    supplierIds: [],
  };
}
