import { columnLetter, type ValidationProfile } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { Flex, Typography } from 'antd';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';

/**
 * What a workbook of `profile` holds (issue 17: a profile is data): one line per column in template order — its
 * letter and header in the interface language ("E · Line type"), required or optional, and the fixed values it
 * accepts ("one of: subscription, data, sms, voice, oneOff", as the cells must hold them).
 */
export function ProfileColumns({ profile }: { profile: ValidationProfile }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={`profile-columns-${profile.id}`}>
        {t('excelValidator.upload.columns')}
      </Typography.Text>
      <ul aria-labelledby={`profile-columns-${profile.id}`} style={{ margin: 0, paddingInlineStart: 20 }}>
        {profile.columns.map((column, index) => (
          <li key={column.key}>
            <Typography.Text
              strong
            >{`${columnLetter(index + 1)} · ${column.header[locale]}`}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {[
                column.required ? t('excelValidator.upload.required') : t('excelValidator.upload.optional'),
                ...(column.values
                  ? [t('excelValidator.upload.oneOf', { values: column.values.join(', ') })]
                  : []),
              ].join('; ')}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
