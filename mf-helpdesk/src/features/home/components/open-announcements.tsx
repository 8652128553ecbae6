import { WarningFilled } from '@ant-design/icons';
import type { AnnouncementListItem } from '@portal/domain';
import { DateText, EmptyState, ErrorResult } from '@portal/ui';
import { Flex, Skeleton, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { PriorityTag, TypeTag } from '../../../shared/announcement-tags';
import { useOpenAnnouncementsQuery } from '../api/list-open-announcements';
import { HomeSection } from './home-section';

/**
 * The home page's "Announcements" block (spec §2 "/": news and announcements): the open announcements that concern
 * the user in the server's order (critical first), each with its priority and type, title (a link to the
 * announcement), supplier, region and period; a critical one stands out with a red bar and a warning sign. "No
 * announcements" when there are none (spec §8); a skeleton while loading; an error with "Try again" that leaves the
 * rest of the page alone.
 */
export function OpenAnnouncements() {
  const { t } = useHelpdeskTranslation();
  const announcements = useOpenAnnouncementsQuery();

  let content;
  if (announcements.isError) {
    content = <ErrorResult error={announcements.error} onRetry={() => void announcements.refetch()} />;
  } else if (!announcements.data) {
    content = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  } else if (announcements.data.items.length === 0) {
    content = <EmptyState description={t('home.announcements.empty')} />;
  } else {
    content = (
      <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {announcements.data.items.map((announcement) => (
          <AnnouncementEntry key={announcement.id} announcement={announcement} />
        ))}
      </Flex>
    );
  }

  return (
    <HomeSection
      title={t('home.announcements.title')}
      extra={<Link to="/announcements">{t('home.announcements.showAll')}</Link>}
    >
      {content}
    </HomeSection>
  );
}

/** One open announcement as a compact list item; critical ones get a red bar and background. */
function AnnouncementEntry({ announcement }: { announcement: AnnouncementListItem }) {
  const { t } = useHelpdeskTranslation();
  const { token } = theme.useToken();
  const critical = announcement.priority === 'critical';
  return (
    <li
      style={{
        borderLeft: `4px solid ${critical ? token.colorError : token.colorBorderSecondary}`,
        background: critical ? token.colorErrorBg : undefined,
        borderRadius: token.borderRadiusSM,
        padding: '8px 12px',
      }}
    >
      <Flex gap={8} wrap align="center">
        {critical && <WarningFilled aria-hidden style={{ color: token.colorError }} />}
        <PriorityTag priority={announcement.priority} />
        <TypeTag type={announcement.type} />
        <Link to={`/announcements/${announcement.id}`} style={{ fontWeight: 600 }}>
          {announcement.title}
        </Link>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {announcement.supplierName
          ? t('home.announcements.supplier', { name: announcement.supplierName })
          : t('home.announcements.allSuppliers')}
        {' · '}
        {t(`labels.region.${announcement.region}`)}
        {' · '}
        <DateText value={announcement.startsAt} withTime />
        {' – '}
        {announcement.endsAt ? (
          <DateText value={announcement.endsAt} withTime />
        ) : (
          t('home.announcements.openEnded')
        )}
      </Typography.Text>
    </li>
  );
}
