import type {
  Announcement,
  AnnouncementInput,
  AnnouncementPriority,
  AnnouncementRegion,
  AnnouncementType,
  OrganizationRole,
} from '@portal/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** Values of the announcement form (spec §3 Announcement). Pickers are empty until chosen. */
export interface AnnouncementFormValues {
  title: string;
  type?: AnnouncementType;
  priority?: AnnouncementPriority;
  /** Empty: the announcement concerns all customers. */
  supplierId?: number | null;
  region?: AnnouncementRegion;
  startsAt?: Dayjs | null;
  endsAt?: Dayjs | null;
  /** Rich text (HTML); '' when empty. */
  initialMessage: string;
  affectedServices: string;
  customerImpact: string;
  requiredCustomerAction: string;
  contact: string;
  mailOrganization: boolean;
  mailRoles: OrganizationRole[];
  /** Edit only: mail and notify the recipients again. */
  notify: boolean;
}

/** Form values of a new announcement: starting now (to the minute), nothing mailed. */
export function newAnnouncementValues(now: Dayjs = dayjs()): AnnouncementFormValues {
  return {
    title: '',
    supplierId: null,
    startsAt: now.second(0).millisecond(0),
    endsAt: null,
    initialMessage: '',
    affectedServices: '',
    customerImpact: '',
    requiredCustomerAction: '',
    contact: '',
    mailOrganization: false,
    mailRoles: [],
    notify: false,
  };
}

/** The form values of a stored announcement ("Notify recipients again" unticked). */
export function toFormValues(announcement: Announcement): AnnouncementFormValues {
  return {
    title: announcement.title,
    type: announcement.type,
    priority: announcement.priority,
    supplierId: announcement.supplierId,
    region: announcement.region,
    startsAt: dayjs(announcement.startsAt),
    endsAt: announcement.endsAt ? dayjs(announcement.endsAt) : null,
    initialMessage: announcement.initialMessage,
    affectedServices: announcement.affectedServices,
    customerImpact: announcement.customerImpact,
    requiredCustomerAction: announcement.requiredCustomerAction,
    contact: announcement.contact,
    mailOrganization: announcement.mailOrganization,
    mailRoles: announcement.mailRoles,
    notify: false,
  };
}

/**
 * The POST / PUT /announcements payload of valid form values (the form's required rules guarantee type, priority,
 * region and start): texts trimmed, dates as ISO 8601 UTC, no supplier as null. `notify` is sent on edit only
 * (a create always publishes).
 */
export function toAnnouncementInput(
  values: AnnouncementFormValues,
  mode: 'create' | 'edit',
): AnnouncementInput {
  const input: AnnouncementInput = {
    title: values.title.trim(),
    type: values.type as AnnouncementType,
    priority: values.priority as AnnouncementPriority,
    supplierId: values.supplierId ?? null,
    region: values.region as AnnouncementRegion,
    startsAt: (values.startsAt as Dayjs).toISOString(),
    endsAt: values.endsAt ? values.endsAt.toISOString() : null,
    initialMessage: values.initialMessage,
    affectedServices: values.affectedServices?.trim() ?? '',
    customerImpact: values.customerImpact?.trim() ?? '',
    requiredCustomerAction: values.requiredCustomerAction?.trim() ?? '',
    contact: values.contact?.trim() ?? '',
    mailOrganization: values.mailOrganization ?? false,
    mailRoles: values.mailRoles ?? [],
  };
  if (mode === 'edit') input.notify = values.notify ?? false;
  return input;
}
