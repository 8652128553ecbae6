import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';

/** The static footer pages (spec §2): about us, deliveries and returns, privacy statement. */
export type StaticPageName = 'about' | 'deliveries' | 'privacy';

/** A static text page; its title and paragraphs come from the shell catalog (`pages.<page>`). */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation(SHELL_NS);
  const paragraphs = t(`pages.${page}.body`, { returnObjects: true }) as unknown;
  return (
    <Typography style={{ maxWidth: 760 }}>
      <Typography.Title level={1}>{t(`pages.${page}.title`)}</Typography.Title>
      {(Array.isArray(paragraphs) ? (paragraphs as string[]) : []).map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
    </Typography>
  );
}
