import type { Locale } from '@portal/domain';
import { i18n, setLocale, useLocale } from '@portal/i18n';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The interface language switch (spec §1): English / Nederlands. Choosing one stores it and switches texts,
 * antd, dayjs and the API's Accept-Language. Labelled "Language" / "Taal" for assistive technology.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common', { i18n });
  const locale = useLocale();
  return (
    <Select<Locale>
      aria-label={t('language.label')}
      value={locale}
      onChange={(value) => void setLocale(value)}
      options={[
        { value: 'en', label: <span lang="en">{t('language.en')}</span> },
        { value: 'nl', label: <span lang="nl">{t('language.nl')}</span> },
      ]}
      style={{ minWidth: 130 }}
      popupMatchSelectWidth={false}
    />
  );
}
