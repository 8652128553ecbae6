import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { BlankLayout } from '../../layouts/blank-layout';

/**
 * Shown in the blank layout when a screen fails to load (spec §2) and nothing closer could catch it:
 * reload or go home. Uses plain links so it works even when the router itself is broken.
 */
export function ScreenFailed() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <BlankLayout>
      <Result
        status="error"
        title={t('blank.title')}
        subTitle={t('blank.text')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('blank.reload')}
          </Button>,
          <Button key="home" href="/">
            {t('blank.home')}
          </Button>,
        ]}
      />
    </BlankLayout>
  );
}
