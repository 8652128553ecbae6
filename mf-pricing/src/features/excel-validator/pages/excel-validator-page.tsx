import type { ValidationProfileId } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { ValidationHistory } from '../components/validation-history';
import { validationPath } from '../components/validation-path';
import { ValidationUploadCard } from '../components/validation-upload-card';
import { validationProfilesOf } from '../components/validator-access';
import { ValidatorUsersOnly } from '../components/validator-users-only';

/**
 * The spreadsheet validator (/excel-validator; issue 17 "Spreadsheet validator"; spec §2: super admin, management,
 * authorized to sign): "Validate a file" (ValidationUploadCard) with the profiles the user may choose — staff every
 * profile, authorized to sign users the SIM list only (@portal/domain profilesFor); `?profile=simList` chooses one
 * ("Validate another file" on a result links here so) — and the user's own validations below (ValidationHistory; §8
 * "no files validated yet"). A validated file opens its result (/excel-validator/{id}, ValidationResultPage). Anyone
 * else is sent to `/` (ValidatorUsersOnly).
 */
export function ExcelValidatorPage() {
  return (
    <ValidatorUsersOnly>
      <ExcelValidator />
    </ValidatorUsersOnly>
  );
}

/** The screen itself, for the validator's users. */
function ExcelValidator() {
  const { t } = usePricingTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profiles = validationProfilesOf(useSessionStore((state) => state.user));

  return (
    <>
      <PageHeader title={t('routes.excelValidator')} subtitle={t('excelValidator.intro')} />
      <Flex vertical gap={16}>
        <ValidationUploadCard
          profiles={profiles}
          initialProfile={(params.get('profile') ?? undefined) as ValidationProfileId | undefined}
          onValidated={(result) => navigate(validationPath(result.id))}
        />
        <ValidationHistory />
      </Flex>
    </>
  );
}
