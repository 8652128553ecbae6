import { LOCALES, Messages, type CurrentUser, type Locale } from '@portal/domain';
import { setLocale, translateText, useLocale } from '@portal/i18n';
import { ErrorResult, PageHeader, useApiError } from '@portal/ui';
import { App, Card, Flex, Select, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useUpdateSettingsMutation } from '../api/update-settings';

/**
 * Personal settings (/settings, spec §1 language, §3 sendApnInfo): the interface language (English / Dutch),
 * applied at once with setLocale and saved with PUT /users/me/settings so e-mails use it too, and, for
 * organization users, "Receive APN information e-mails". Each change is saved right away ("Changes saved").
 */
export function SettingsPage() {
  const { t } = useCustomersTranslation();
  const me = useCurrentUserQuery();
  return (
    <>
      <PageHeader title={t('profile.settings.title')} />
      {me.isError ? (
        <ErrorResult error={me.error} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <Skeleton active />
      ) : (
        <SettingsCard user={me.data} />
      )}
    </>
  );
}

function SettingsCard({ user }: { user: CurrentUser }) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const interfaceLocale = useLocale();
  const [saving, setSaving] = useState<'locale' | 'sendApnInfo' | null>(null);
  const update = useUpdateSettingsMutation();
  const organizationUser = user.organizationId !== null;

  async function save(field: 'locale' | 'sendApnInfo', locale: Locale, sendApnInfo: boolean) {
    setSaving(field);
    try {
      if (field === 'locale') await setLocale(locale);
      await update.mutateAsync({ locale, sendApnInfo });
      message.success(translateText(Messages.changesSaved));
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(null);
    }
  }

  const locale = user.locale ?? interfaceLocale;
  return (
    <Card>
      <Flex vertical gap={24} style={{ maxWidth: 480 }}>
        <Flex vertical gap={4}>
          <label htmlFor="settings-locale">{t('profile.settings.language')}</label>
          <Select<Locale>
            id="settings-locale"
            value={interfaceLocale}
            loading={saving === 'locale'}
            options={LOCALES.map((value) => ({ value, label: t(`profile.settings.languages.${value}`) }))}
            onChange={(value) => void save('locale', value, user.sendApnInfo)}
            aria-describedby="settings-locale-help"
            style={{ maxWidth: 240 }}
          />
          <Typography.Text type="secondary" id="settings-locale-help">
            {t('profile.settings.languageHelp')}
          </Typography.Text>
        </Flex>
        {organizationUser && (
          <Flex vertical gap={4}>
            <Flex align="center" gap={12}>
              <Switch
                id="settings-apn"
                checked={user.sendApnInfo}
                loading={saving === 'sendApnInfo'}
                onChange={(checked) => void save('sendApnInfo', locale, checked)}
                aria-describedby="settings-apn-help"
              />
              <label htmlFor="settings-apn">{t('profile.settings.sendApnInfo')}</label>
            </Flex>
            <Typography.Text type="secondary" id="settings-apn-help">
              {t('profile.settings.sendApnInfoHelp')}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
