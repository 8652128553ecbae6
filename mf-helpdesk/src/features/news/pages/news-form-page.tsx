import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { newsIdOf, useNewsItemQuery } from '../api/get-news-item';
import { toNewsFormValues, toNewsInput, type NewsFormValues } from '../api/news-input';
import { useSaveNewsItemMutation } from '../api/save-news-item';
import { NewsForm } from '../components/news-form';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';

/**
 * Add (/news/add) or edit (/news/edit/:id) a news item (issue 12; writers only: super admin, management, support,
 * by the route's access rule). The form of {@link NewsForm}, empty and published now for a new item, filled from
 * the server when editing. Save → "Changes saved" → the item page; Cancel returns to the item (edit) or the list
 * (add). The route guard lets every provider user in (spec §2): an account manager is told that news is read-only
 * for them instead of getting a form the server would refuse (403).
 */
export function NewsFormPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const param = useParams<{ id: string }>().id;
  const adding = param === undefined;
  const id = newsIdOf(param);
  const item = useNewsItemQuery(canWrite ? id : null);
  const saveItem = useSaveNewsItemMutation(id ?? undefined);
  const [blank] = useState(() => toNewsFormValues(null));
  const cancel = () => navigate(adding || id === null ? '/news' : `/news/${id}`);

  async function save(values: NewsFormValues) {
    const saved = await saveItem.mutateAsync(toNewsInput(values));
    navigate(`/news/${saved.id}`);
  }

  let content;
  if (!canWrite) {
    content = <Typography.Paragraph>{t('news.form.readOnly')}</Typography.Paragraph>;
  } else if (adding) {
    content = <NewsForm initialValues={blank} onSave={save} onCancel={cancel} />;
  } else if (id === null) {
    content = <ErrorResult title={t('news.item.notFound')} />;
  } else if (item.isError) {
    content = <ErrorResult error={item.error} onRetry={() => void item.refetch()} />;
  } else if (!item.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = (
      <NewsForm
        key={item.data.id}
        initialValues={toNewsFormValues(item.data)}
        onSave={save}
        onCancel={cancel}
      />
    );
  }

  return (
    <>
      <PageHeader title={t(adding ? 'news.form.addTitle' : 'news.form.editTitle')} />
      <Card>{content}</Card>
    </>
  );
}
