import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';

/** The static footer pages (spec §2): about us, deliveries and returns, privacy statement. */
export type StaticPageName = 'about' | 'deliveries' | 'privacy';

/** A static text page; its title and paragraphs come from the shell catalog (`pages.<page>`). */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation(SHELL_NS);
  const paragraphs = t(`pages.${page}.body`, { returnObjects: true }) as unknown;
  return (
    <article className="portal-article">
      <h1 className="shell-title-1">{t(`pages.${page}.title`)}</h1>
      {(Array.isArray(paragraphs) ? (paragraphs as string[]) : []).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  );
}
