import { ArrowLeftOutlined } from '@ant-design/icons';
import { i18n } from '@portal/i18n';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page title, rendered as the page's single `<h1>`. */
  title: ReactNode;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** Actions at the right (buttons). */
  extra?: ReactNode;
  /** Shows a "Back" button before the title. */
  onBack?: () => void;
}

/** The heading of a screen: optional back button, `<h1>` title, subtitle and actions. */
export function PageHeader({ title, subtitle, extra, onBack }: PageHeaderProps) {
  const { t } = useTranslation('common', { i18n });
  return (
    <Flex component="header" justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('actions.back')} />}
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {subtitle}
            </Typography.Text>
          )}
        </div>
      </Flex>
      {extra && (
        <Flex gap={8} wrap align="center">
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
