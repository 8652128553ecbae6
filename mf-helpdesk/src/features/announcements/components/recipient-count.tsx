import type { OrganizationRole } from '@portal/domain';
import { Alert, Form, type FormInstance } from 'antd';
import type { AnnouncementFormValues } from '../api/announcement-input';
import {
  mailsAnybody,
  useAnnouncementRecipientsQuery,
  type RecipientOptions,
} from '../api/get-announcement-recipients';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** Wait after the last change of the mail options before counting again, in milliseconds. */
const COUNT_DELAY_MS = 400;

/** Props of {@link RecipientCount}. */
export interface RecipientCountProps {
  /** The announcement form, whose supplier and mail options are watched. */
  form: FormInstance<AnnouncementFormValues>;
  /** On edit, mails go out only with "Notify recipients again". */
  mode: 'create' | 'edit';
}

/**
 * How many a save would mail, shown before saving (issue 12): "This will mail {{total}} recipients
 * ({{organizations}} organizations)" for the chosen supplier, "Mail the organization" and roles
 * (GET /announcements/recipients, asked 400 ms after the last change). Says so when the options mail nobody and,
 * on edit, that nothing is sent unless "Notify recipients again" is ticked. Announced politely to screen readers.
 */
export function RecipientCount({ form, mode }: RecipientCountProps) {
  const { t } = useHelpdeskTranslation();
  const supplierId = (Form.useWatch('supplierId', form) as number | null | undefined) ?? null;
  const mailOrganization = (Form.useWatch('mailOrganization', form) as boolean | undefined) ?? false;
  const mailRoles = (Form.useWatch('mailRoles', form) as OrganizationRole[] | undefined) ?? [];
  const notify = (Form.useWatch('notify', form) as boolean | undefined) ?? false;
  const options = useDebouncedValue<RecipientOptions>(
    { supplierId, mailOrganization, mailRoles },
    COUNT_DELAY_MS,
  );
  const recipients = useAnnouncementRecipientsQuery(options);
  const mailing = mailsAnybody({ supplierId, mailOrganization, mailRoles });

  let text: string;
  if (!mailing) text = t('announcements.recipients.none');
  else if (recipients.isError) text = t('announcements.recipients.failed');
  else if (!recipients.data || !mailsAnybody(options)) text = t('announcements.recipients.counting');
  else {
    text = t('announcements.recipients.count', {
      count: recipients.data.total,
      organizations: t('announcements.recipients.organizations', { count: recipients.data.organizations }),
    });
  }
  const notSent = mode === 'edit' && mailing && !notify;

  return (
    <div role="status" aria-live="polite">
      <Alert
        type={notSent ? 'warning' : 'info'}
        showIcon
        title={text}
        description={notSent ? t('announcements.recipients.onlyWithNotify') : undefined}
      />
    </div>
  );
}
