import type { Announcement } from '@portal/domain';
import { DateText, RichTextView } from '@portal/ui';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { AnnouncementStatusTag, PriorityTag, TypeTag } from '../../../shared/announcement-tags';

/** Props of {@link AnnouncementDetails}. */
export interface AnnouncementDetailsProps {
  announcement: Announcement;
}

/**
 * Every field of an announcement (spec §3 Announcement): type, priority, status, supplier ("All customers" when
 * none), region, start and end (date and time), affected services, customer impact, required customer action and
 * contact (plain text, line breaks kept), who published it when, and the initial message as rich text.
 */
export function AnnouncementDetails({ announcement }: AnnouncementDetailsProps) {
  const { t } = useHelpdeskTranslation();
  const empty = t('announcements.empty');
  const plain = (text: string) =>
    text.trim() ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span> : empty;
  const items: Array<[string, ReactNode]> = [
    ['type', <TypeTag key="type" type={announcement.type} />],
    ['priority', <PriorityTag key="priority" priority={announcement.priority} />],
    ['status', <AnnouncementStatusTag key="status" status={announcement.status} />],
    ['supplier', announcement.supplierName ?? t('announcements.allCustomers')],
    ['region', t(`labels.region.${announcement.region}`)],
    ['startsAt', <DateText key="startsAt" value={announcement.startsAt} withTime />],
    [
      'endsAt',
      <DateText key="endsAt" value={announcement.endsAt} withTime empty={t('announcements.noEnd')} />,
    ],
    ['affectedServices', plain(announcement.affectedServices)],
    ['customerImpact', plain(announcement.customerImpact)],
    ['requiredCustomerAction', plain(announcement.requiredCustomerAction)],
    ['contact', plain(announcement.contact)],
    [
      'published',
      <span key="published">
        <DateText value={announcement.createdAt} withTime />
        {announcement.createdBy && ` · ${announcement.createdBy}`}
      </span>,
    ],
  ];

  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        bordered
        items={items.map(([field, children]) => ({
          key: field,
          label: t(`announcements.fields.${field}`),
          children,
        }))}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('announcements.fields.initialMessage')}
      </Typography.Title>
      <RichTextView html={announcement.initialMessage} />
    </>
  );
}
