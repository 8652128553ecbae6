import { Messages } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';
import { toFaqFormValues, toFaqInput, type FaqFormValues } from '../api/faq-input';
import { faqIdOf, useFaqItemQuery } from '../api/get-faq-item';
import { useSaveFaqItemMutation } from '../api/save-faq-item';
import { FaqForm } from '../components/faq-form';

/**
 * Add (/helpdesk/faq/add) or edit (/helpdesk/faq/edit/:id) a FAQ item (issue 13, spec §6 support manages the FAQ;
 * writers only: super admin, management, support, by the route's access rule). The {@link FaqForm}, empty and in
 * the interface language for a new item, filled from GET /faq/{id} when editing. Save (POST or PUT /faq) → back to
 * the FAQ with "Question added" or "Changes saved"; Cancel returns to the FAQ. The route guard lets every provider
 * user in (spec §2): an account manager is told the FAQ is read-only for them instead of getting a form the server
 * would refuse (403).
 */
export function FaqFormPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const interfaceLocale = useLocale();
  const param = useParams<{ id: string }>().id;
  const adding = param === undefined;
  const id = faqIdOf(param);
  const item = useFaqItemQuery(canWrite ? id : null);
  const saveItem = useSaveFaqItemMutation(id ?? undefined);
  const [blank] = useState(() => toFaqFormValues(null, interfaceLocale));
  const backToList = () => navigate('/helpdesk/faq');

  async function save(values: FaqFormValues) {
    await saveItem.mutateAsync(toFaqInput(values));
    backToList();
  }

  let content;
  if (!canWrite) {
    content = <Typography.Paragraph>{t('faq.form.readOnly')}</Typography.Paragraph>;
  } else if (adding) {
    content = (
      <FaqForm initialValues={blank} onSave={save} savedMessage={t('faq.form.added')} onCancel={backToList} />
    );
  } else if (id === null) {
    content = <ErrorResult title={t('faq.form.notFound')} />;
  } else if (item.isError) {
    content = <ErrorResult error={item.error} onRetry={() => void item.refetch()} />;
  } else if (!item.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = (
      <FaqForm
        key={item.data.id}
        initialValues={toFaqFormValues(item.data, interfaceLocale)}
        onSave={save}
        savedMessage={translateText(Messages.changesSaved)}
        onCancel={backToList}
      />
    );
  }

  return (
    <>
      <PageHeader title={t(adding ? 'routes.addFaq' : 'routes.editFaq')} />
      <Card>{content}</Card>
    </>
  );
}
