import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../../i18n/shell-namespace';

/** /404 (spec §2, §8): "Page not found" with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  return (
    <section id="main-content" aria-labelledby="not-found-title">
      <Result
        status="404"
        title={<h1 id="not-found-title" style={{ fontSize: 24, margin: 0 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" href="/" onClick={(event) => { event.preventDefault(); navigate('/'); }}>
            {t('notFound.home')}
          </Button>
        }
      />
    </section>
  );
}
