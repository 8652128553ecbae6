import { DownloadOutlined } from '@ant-design/icons';
import {
  VALIDATOR_MAX_BYTES,
  type ValidationProfile,
  type ValidationProfileId,
  type ValidationResult,
} from '@portal/domain';
import { i18n } from '@portal/i18n';
import { FileUpload, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { downloadValidationTemplate } from '../api/download-validation-template';
import { useUploadValidationMutation } from '../api/upload-validation';
import { useDownload } from '../../../shared/hooks/use-download';
import { ProfileColumns } from './profile-columns';
import { profileName, withValidatorMessages } from './validator-text';

/** The workbooks the validator takes: xlsx only (the server sniffs the bytes as well). */
const ACCEPTED = ['.xlsx'] as const;

/** The form's fields, as the server names them in its field errors. */
const FIELDS = ['profile', 'file'] as const;

interface UploadValues {
  profile: ValidationProfileId;
  file: File | null;
}

/** Props of {@link ValidationUploadCard}. */
export interface ValidationUploadCardProps {
  /** The profiles the user may choose (validationProfilesOf); the first is chosen unless `initialProfile` is one. */
  profiles: ValidationProfile[];
  initialProfile?: ValidationProfileId;
  /** Called with the validation after a successful upload (the history loads again by then). */
  onValidated: (result: ValidationResult) => void;
}

/**
 * "Validate a file" (issue 17 "Spreadsheet validator"): the validation profile (only `profiles`, by their names in
 * the interface language), what its columns are (ProfileColumns), "Download template", the workbook (the shared
 * FileUpload: an .xlsx of at most VALIDATOR_MAX_BYTES, 5 MB — another type or a larger file is refused at once,
 * saying why, without calling the server) and "Validate", which spins while the file is sent and checked. Without a
 * file: "File is required" (spec §5, §8). The server's refusals (400: not an xlsx, unreadable, empty, too many rows or
 * columns, a profile not allowed) are shown on their fields in the interface language; the choices stay.
 */
export function ValidationUploadCard({ profiles, initialProfile, onValidated }: ValidationUploadCardProps) {
  const { t } = usePricingTranslation();
  const { required } = useFormRules();
  const upload = useUploadValidationMutation();
  const template = useDownload();
  const firstProfile = profiles.find((profile) => profile.id === initialProfile)?.id ?? profiles[0]?.id;
  const { form, formProps, saving } = usePortalForm<UploadValues>({
    fields: FIELDS,
    // Leaving with a chosen file loses nothing that took work.
    guardUnsaved: false,
    save: async ({ profile, file }) => {
      if (!file) return;
      try {
        onValidated(await upload.mutateAsync({ profile, file }));
      } catch (error) {
        throw withValidatorMessages(error, t);
      }
    },
  });
  const chosenId = Form.useWatch('profile', form) ?? firstProfile;
  const chosen = profiles.find((profile) => profile.id === chosenId);

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('excelValidator.upload.title')}</h2>}>
      <Form<UploadValues>
        {...formProps}
        initialValues={{ profile: firstProfile, file: null }}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="profile"
          label={t('excelValidator.upload.profile')}
          rules={[required]}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Select
            disabled={saving}
            options={profiles.map((profile) => ({ value: profile.id, label: profileName(profile.id, t) }))}
          />
        </Form.Item>
        {chosen && (
          <Flex vertical gap={8} style={{ marginBottom: 24 }}>
            <ProfileColumns profile={chosen} />
            <Flex gap={8} align="center" wrap>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={template.downloading}
                onClick={() => void template.download(() => downloadValidationTemplate(chosen.id))}
              >
                {t('excelValidator.upload.template')}
              </Button>
              <Typography.Text type="secondary">{t('excelValidator.upload.templateHint')}</Typography.Text>
            </Flex>
          </Flex>
        )}
        <Form.Item
          name="file"
          label={t('excelValidator.upload.file')}
          required
          validateTrigger="onChange"
          rules={[
            {
              validator: (_, file) =>
                file
                  ? Promise.resolve()
                  : Promise.reject(new Error(i18n.t('fileRequired', { ns: 'validation' }))),
            },
          ]}
        >
          <FileUpload
            accept={ACCEPTED}
            maxBytes={VALIDATOR_MAX_BYTES}
            disabled={saving}
            aria-label={t('excelValidator.upload.fileLabel')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('excelValidator.upload.validate')}
        </Button>
      </Form>
    </Card>
  );
}
