import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ConfirmAction, DateText, ErrorResult, PageHeader, RichTextView, useApiError } from '@portal/ui';
import { App, Button, Card, Flex, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteNewsItemMutation } from '../api/delete-news-item';
import { newsIdOf, useNewsItemQuery } from '../api/get-news-item';
import { ScheduledTag } from '../components/scheduled-tag';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';

/**
 * One news item (/news/:id, spec §2 "news list (read more, back) and item"): a "Back to news" link, the title,
 * publish date and the body (sanitized HTML, rendered by RichTextView). Writers (super admin, management, support)
 * get Edit (→ /news/edit/:id) and Delete, which asks "Are you sure you want to delete news item …?" first (spec
 * §8 confirmations) and then returns to /news with a message. An unknown item goes to the not-found page (the API
 * client's 404 rule, spec §8); an id that is no number says "This news item does not exist."
 */
export function NewsItemPage() {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const id = newsIdOf(useParams<{ id: string }>().id);
  const item = useNewsItemQuery(id);
  const deletion = useDeleteNewsItemMutation(id ?? 0);

  const backLink = (
    <Link to="/news" style={{ display: 'inline-block', marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {t('news.item.back')}
    </Link>
  );

  if (id === null) {
    return (
      <>
        {backLink}
        <ErrorResult title={t('news.item.notFound')} />
      </>
    );
  }
  if (item.isError) {
    return (
      <>
        {backLink}
        <ErrorResult error={item.error} onRetry={() => void item.refetch()} />
      </>
    );
  }
  const current = item.data;
  if (!current) {
    return (
      <>
        {backLink}
        <Skeleton active title paragraph={{ rows: 6 }} />
      </>
    );
  }

  async function remove(title: string) {
    try {
      await deletion.mutateAsync();
      void message.success(t('news.item.deleted', { title }));
      navigate('/news');
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <article>
      {backLink}
      <PageHeader
        title={current.title}
        subtitle={
          <Flex component="span" gap={8} align="center" wrap>
            <DateText value={current.publishedAt} withTime />
            <ScheduledTag publishedAt={current.publishedAt} />
          </Flex>
        }
        extra={
          canWrite && (
            <>
              <Button
                icon={<EditOutlined aria-hidden />}
                onClick={() => navigate(`/news/edit/${current.id}`)}
              >
                {t('news.item.edit')}
              </Button>
              <ConfirmAction
                action={t('news.item.deleteAction', { title: current.title })}
                onConfirm={() => remove(current.title)}
              >
                <Button danger icon={<DeleteOutlined aria-hidden />}>
                  {t('news.item.delete')}
                </Button>
              </ConfirmAction>
            </>
          )
        }
      />
      <Card>
        <RichTextView html={current.body} />
      </Card>
    </article>
  );
}
