import { useTranslation } from 'react-i18next';
import { BlankLayout } from '../../layouts/blank-layout';
import { ResultScreen, ShellButton } from '../../ui/controls';
import { SHELL_NS } from '../../i18n/shell-namespace';

/**
 * Shown in the blank layout when a screen fails to load (spec §2) and nothing closer could catch it:
 * reload or go home. Uses plain links so it works even when the router itself is broken.
 */
export function ScreenFailed() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <BlankLayout>
      <ResultScreen
        status="error"
        title={<h1 className="shell-title-1">{t('blank.title')}</h1>}
        text={t('blank.text')}
        actions={
          <>
            <ShellButton variant="primary" onClick={() => window.location.reload()}>
              {t('blank.reload')}
            </ShellButton>
            <a href="/" className="shell-button shell-button-default">
              {t('blank.home')}
            </a>
          </>
        }
      />
    </BlankLayout>
  );
}
