import type { NewsListItem } from '@portal/domain';
import { DateText, EmptyState, ErrorResult, StatusTag } from '@portal/ui';
import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useLatestNewsQuery } from '../api/list-latest-news';
import { HomeSection } from './home-section';

/**
 * The home page's "Latest news" block (spec §2 "/": news and announcements): the three newest news items with
 * title, publish date, summary and "Read more" (→ /news/{id}), and "All news" (→ /news). Writers also get
 * scheduled items, marked "Scheduled". A skeleton while loading, an empty state, and an error with "Try again"
 * that leaves the rest of the page alone.
 */
export function LatestNews() {
  const { t } = useHelpdeskTranslation();
  const news = useLatestNewsQuery();
  // "Scheduled" compares with the moment the block appeared; it needs no live update.
  const [now] = useState(Date.now);

  let content;
  if (news.isError) {
    content = <ErrorResult error={news.error} onRetry={() => void news.refetch()} />;
  } else if (!news.data) {
    content = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (news.data.items.length === 0) {
    content = <EmptyState description={t('home.news.empty')} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        {news.data.items.map((item) => (
          <NewsEntry key={item.id} item={item} scheduled={Date.parse(item.publishedAt) > now} />
        ))}
      </Flex>
    );
  }

  return (
    <HomeSection title={t('home.news.title')} extra={<Link to="/news">{t('home.news.all')}</Link>}>
      {content}
    </HomeSection>
  );
}

/** One news item: title, publish date (and "Scheduled" when it lies ahead), summary and "Read more". */
function NewsEntry({ item, scheduled }: { item: NewsListItem; scheduled: boolean }) {
  const { t } = useHelpdeskTranslation();
  return (
    <article>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {item.title}
      </Typography.Title>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">
          <DateText value={item.publishedAt} />
        </Typography.Text>
        {scheduled && <StatusTag tone="info">{t('home.news.scheduled')}</StatusTag>}
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0' }}>{item.summary}</Typography.Paragraph>
      <Link to={`/news/${item.id}`} aria-label={t('home.news.readMoreLabel', { title: item.title })}>
        {t('home.news.readMore')}
      </Link>
    </article>
  );
}
