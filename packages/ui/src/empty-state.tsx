import { i18n } from '@portal/i18n';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing, e.g. "No addresses." (spec §8 empty states); default "Nothing to show.". */
  description?: ReactNode;
  /** An action to fill the emptiness, e.g. an "Add" button. */
  action?: ReactNode;
}

/** An empty list or screen (spec §8 empty states), announced politely to screen readers. */
export function EmptyState({ description, action }: EmptyStateProps) {
  const { t } = useTranslation('common', { i18n });
  return (
    <div role="status">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('table.empty')}>
        {action}
      </Empty>
    </div>
  );
}
