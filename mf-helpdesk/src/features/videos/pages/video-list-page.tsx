import { PlusOutlined } from '@ant-design/icons';
import { useLocale } from '@portal/i18n';
import { EmptyState, ErrorResult, PageHeader } from '@portal/ui';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';
import { useVideoListQuery } from '../api/list-videos';
import { VideoCategories } from '../components/video-categories';
import { VideoFilters, readVideoFilters } from '../components/video-filters';

/**
 * The videos (/helpdesk/videos; issue 13 "Videos", spec §2 helpdesk child "videos"). Readers (customers, account
 * managers) see the videos of their interface language (GET /videos?locale=); writers (super admin, management,
 * support) choose the language (all by default) and see each video's language, as in the FAQ. The videos are
 * grouped by category; an uploaded one plays in a dialog ("Play"), a link opens its host in a new tab ("Watch on
 * {host}"). Search (title and description, debounced) and category live in the URL (`?search=&category=`, writers
 * also `&locale=`). Empty: "No videos yet." (or "No videos found…" when filtered); more than
 * VIDEO_LIST_LIMIT matches: a note to narrow the search. Writers also get "Add video" and per video "Edit" and
 * "Delete" (asks first).
 */
export function VideoListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const interfaceLocale = useLocale();
  const [params] = useSearchParams();
  const filters = readVideoFilters(params, { canChooseLocale: canWrite, interfaceLocale });
  const list = useVideoListQuery(filters);
  // Readers always have their interface language; a writer's chosen language narrows the list like a search.
  const filtered = Boolean(filters.search || filters.category || (canWrite && filters.locale));

  let content;
  if (list.isError) {
    content = <ErrorResult error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.data.items.length === 0) {
    content = <EmptyState description={t(filtered ? 'videos.list.notFound' : 'videos.list.empty')} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        {list.data.truncated && <Alert type="info" showIcon title={t('videos.list.truncated')} />}
        <VideoCategories
          videos={list.data.items}
          showLocale={canWrite && !filters.locale}
          canWrite={canWrite}
        />
      </Flex>
    );
  }

  return (
    <>
      <PageHeader
        title={t('videos.list.title')}
        subtitle={t('videos.list.subtitle')}
        extra={
          canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate('/helpdesk/videos/add')}
            >
              {t('videos.list.add')}
            </Button>
          )
        }
      />
      <Flex vertical gap={16}>
        <Card size="small">
          <VideoFilters filters={filters} canChooseLocale={canWrite} />
        </Card>
        <div aria-busy={list.isFetching}>{content}</div>
      </Flex>
    </>
  );
}
