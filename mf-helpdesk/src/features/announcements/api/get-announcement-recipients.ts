import { api } from '@portal/api';
import type { AnnouncementRecipients, OrganizationRole } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** The mail options of an announcement whose reach is counted. */
export interface RecipientOptions {
  /** null: every customer. */
  supplierId: number | null;
  mailOrganization: boolean;
  mailRoles: readonly OrganizationRole[];
}

/** The query parameters: `supplierId` left out for every customer, roles comma-separated in a stable order. */
export function toRecipientsQuery(options: RecipientOptions): Record<string, string | number> {
  const query: Record<string, string | number> = {
    mailOrganization: String(options.mailOrganization),
    mailRoles: [...options.mailRoles].sort().join(','),
  };
  if (options.supplierId !== null) query.supplierId = options.supplierId;
  return query;
}

/**
 * GET /announcements/recipients (writers): how many a send with these options reaches (organizations, their
 * announcement addresses, users, distinct e-mails). Rejects with the axios error.
 */
export async function getAnnouncementRecipients(options: RecipientOptions): Promise<AnnouncementRecipients> {
  const { data } = await api.get<AnnouncementRecipients>('/announcements/recipients', {
    params: toRecipientsQuery(options),
  });
  return data;
}

/** Whether a send with these options mails anybody at all (the organization's address or users with a role). */
export function mailsAnybody(options: RecipientOptions): boolean {
  return options.mailOrganization || options.mailRoles.length > 0;
}

/** The recipient count (cached per options); nothing is asked while the options mail nobody. */
export function useAnnouncementRecipientsQuery(options: RecipientOptions) {
  return useQuery({
    queryKey: queryKeys.announcementRecipients(toRecipientsQuery(options)),
    queryFn: mailsAnybody(options) ? () => getAnnouncementRecipients(options) : skipToken,
  });
}
