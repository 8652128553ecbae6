import { PageHeader } from '@portal/ui';
import { Typography } from 'antd';
import { use__Name__Translation } from '../../../i18n/use-__name__-translation';

/** The first screen of the `__name__` remote (/__name__): its title and an introduction. */
export function __Name__Page() {
  const { t } = use__Name__Translation();
  return (
    <>
      <PageHeader title={t('routes.__name__')} />
      <Typography.Paragraph>{t('__name__.intro')}</Typography.Paragraph>
    </>
  );
}
