import type { Organization, OrganizationInput } from '@portal/domain';

/** Values of the organization form (spec §3). Optional texts may be blank; selects may be empty. */
export interface OrganizationFormValues {
  name: string;
  customerNumber: string;
  vatLiable: boolean;
  vatNumber?: string | null;
  kvkNumber?: string | null;
  ibanNumber?: string | null;
  country?: string;
  slaLevel?: string | null;
  isProspect: boolean;
  isReseller: boolean;
  resellerId?: number | null;
  contactPersonId?: number | null;
  initialContractorId?: number | null;
  announcementEmailAddress?: string | null;
  supplierIds?: Array<number | '' | null>;
}

/** Form values of a new organization: Dutch, VAT liable, no flags. */
export const NEW_ORGANIZATION_VALUES: OrganizationFormValues = {
  name: '',
  customerNumber: '',
  vatLiable: true,
  country: 'Nederland',
  isProspect: false,
  isReseller: false,
  supplierIds: [],
};

/** The form values of a stored organization. */
export function toFormValues(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    customerNumber: organization.customerNumber,
    vatLiable: organization.vatLiable,
    vatNumber: organization.vatNumber,
    kvkNumber: organization.kvkNumber,
    ibanNumber: organization.ibanNumber,
    country: organization.country,
    slaLevel: organization.slaLevel,
    isProspect: organization.isProspect,
    isReseller: organization.isReseller,
    resellerId: organization.resellerId,
    contactPersonId: organization.contactPersonId,
    initialContractorId: organization.initialContractorId,
    announcementEmailAddress: organization.announcementEmailAddress,
    supplierIds: organization.supplierIds,
  };
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The write payload of the organization form (spec §3, §5):
 * - `vatNumber` is blanked when the organization is not VAT liable;
 * - blank supplier ids are dropped;
 * - an update sends `skipCustomerNumberCheck: true` (the number may be unchanged); a create does not send it.
 */
export function toOrganizationInput(values: OrganizationFormValues, mode: 'create' | 'update'): OrganizationInput {
  const input: OrganizationInput = {
    name: values.name.trim(),
    customerNumber: values.customerNumber.trim(),
    vatLiable: values.vatLiable,
    vatNumber: values.vatLiable ? blankToNull(values.vatNumber) : '',
    kvkNumber: blankToNull(values.kvkNumber),
    ibanNumber: blankToNull(values.ibanNumber),
    country: values.country ?? '',
    slaLevel: blankToNull(values.slaLevel),
    isProspect: values.isProspect,
    isReseller: values.isReseller,
    resellerId: values.resellerId ?? null,
    contactPersonId: values.contactPersonId ?? null,
    initialContractorId: values.initialContractorId ?? null,
    announcementEmailAddress: blankToNull(values.announcementEmailAddress),
    supplierIds: (values.supplierIds ?? []).filter((id): id is number => typeof id === 'number'),
  };
  return mode === 'update' ? { ...input, skipCustomerNumberCheck: true } : input;
}
