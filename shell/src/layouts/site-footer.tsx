import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';

/** The external terms and conditions page (spec §2 footer: "terms and conditions (an external page)"). */
export const TERMS_AND_CONDITIONS_URL = 'https://www.iot-connect.example/terms-and-conditions';
/** The general terms PDF, served from shell/public. */
export const GENERAL_TERMS_PDF = '/general-terms.pdf';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** Shows the "Remotes" link (staging, when the registry allows overrides). */
  onOpenRemotes?: () => void;
}

/**
 * Footer links of the main layout (spec §2): about us, deliveries and returns, privacy statement, general terms
 * (PDF, new tab) and terms and conditions (external page, new tab).
 */
export function SiteFooter({ onOpenRemotes }: SiteFooterProps) {
  const { t } = useTranslation(SHELL_NS);
  const newTab = <span className="visually-hidden"> ({t('footer.opensInNewTab')})</span>;
  return (
    <nav aria-label={t('footer.label')}>
      <ul className="portal-footer-links">
        <li>
          <Link to="/about">{t('footer.about')}</Link>
        </li>
        <li>
          <Link to="/deliveries-and-returns">{t('footer.deliveries')}</Link>
        </li>
        <li>
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </li>
        <li>
          <a href={GENERAL_TERMS_PDF} target="_blank" rel="noopener">
            {t('footer.generalTerms')}
            {newTab}
          </a>
        </li>
        <li>
          <a href={TERMS_AND_CONDITIONS_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.terms')}
            {newTab}
          </a>
        </li>
        {onOpenRemotes && (
          <li>
            <button type="button" className="shell-button shell-button-link" onClick={onOpenRemotes}>
              {t('footer.remotes')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
