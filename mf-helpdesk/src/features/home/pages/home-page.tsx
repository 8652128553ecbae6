import { useSessionStore } from '@portal/session';
import type { PageReads } from '@portal/ui';
import { Col, Row, Typography } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { latestNewsQuery } from '../api/list-latest-news';
import { openAnnouncementsQuery } from '../api/list-open-announcements';
import { LatestNews } from '../components/latest-news';
import { OpenAnnouncements } from '../components/open-announcements';

/**
 * The home page's first reads (issue 18): its two blocks' lists, fetched while the page loads and renders. `/` is
 * the first page after every sign-in.
 */
export const homePageReads: PageReads = () => [openAnnouncementsQuery(), latestNewsQuery()];

/**
 * The home page (`/`, spec §2 "Home: news and announcements"), the first page every signed-in user sees: "Welcome,
 * {name}", the open announcements that concern the user and the latest news, side by side on wide screens. Each
 * block loads, fails and retries on its own. The shell renders its quick links below this page.
 */
export function HomePage() {
  const { t } = useHelpdeskTranslation();
  const name = useSessionStore((state) => state.user?.name ?? '');

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, margin: '0 0 16px' }}>
        {t('home.greeting', { name })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <OpenAnnouncements />
        </Col>
        <Col xs={24} xl={10}>
          <LatestNews />
        </Col>
      </Row>
    </>
  );
}
