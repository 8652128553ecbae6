import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { ResultScreen } from '../../ui/controls';

/** /404 (spec §2, §8): "Page not found" with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <main id="main-content" aria-labelledby="not-found-title">
      <ResultScreen
        status="404"
        title={
          <h1 id="not-found-title" className="shell-title-1">
            {t('notFound.title')}
          </h1>
        }
        text={t('notFound.text')}
        actions={
          <Link to="/" className="shell-button shell-button-primary">
            {t('notFound.home')}
          </Link>
        }
      />
    </main>
  );
}
