import { PaperClipOutlined } from '@ant-design/icons';
import {
  LOCALES,
  VIDEO_CATEGORY_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
  VIDEO_URL_MAX,
  type Video,
  type VideoKind,
  type VideoSettings,
} from '@portal/domain';
import { i18n, useLocale } from '@portal/i18n';
import { FileUpload, formatFileSize, useFormRules, usePortalForm } from '@portal/ui';
import { AutoComplete, Button, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { videoFileAccept } from '../api/get-video-settings';
import { useVideoCategoriesQuery } from '../api/list-video-categories';
import type { VideoFormValues } from '../api/video-input';

const FORM_FIELDS = [
  'title',
  'description',
  'category',
  'locale',
  'source',
  'url',
  'file',
] as const satisfies ReadonlyArray<keyof VideoFormValues>;
/** Pickers validate when a value is picked as well as on blur. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];

/** Props of {@link VideoForm}. */
export interface VideoFormProps {
  initialValues: VideoFormValues;
  /** The video being edited (its kind is fixed, an uploaded file cannot be replaced), or null for a new one. */
  video: Video | null;
  /** GET /videos/settings: the link hosts of the hint, the file types and largest upload (bytes) of the picker. */
  settings: VideoSettings;
  /** Saves valid values; rejects with the API error, whose field errors land on their fields (spec §8). */
  onSave: (values: VideoFormValues) => Promise<void>;
  /** Shown after a successful save (e.g. "Video added", "Changes saved"). */
  savedMessage: string;
  /** Leaves the form without saving (asks first when there are unsaved edits). */
  onCancel: () => void;
  /** Upload progress in percent while a file is sent (a progress bar under the file). */
  progress?: number;
}

/** The facts of an uploaded video's file (edit form): its name and size; it cannot be replaced. */
function CurrentVideoFile({ video }: { video: Video }) {
  const { t } = useHelpdeskTranslation();
  const locale = useLocale();
  if (!video.file) return null;
  return (
    <Form.Item label={t('videos.form.file')} extra={t('videos.form.fileFixed')}>
      <Flex align="center" gap={8}>
        <PaperClipOutlined aria-hidden />
        <Typography.Text>{video.file.fileName}</Typography.Text>
        <Typography.Text type="secondary">{formatFileSize(video.file.sizeBytes, locale)}</Typography.Text>
      </Flex>
    </Form.Item>
  );
}

/**
 * The video form (add and edit; issue 13 "Videos"): the title, the description (plain text, with a counter), the
 * category (free text, suggesting the categories already in use in the chosen language, GET /videos/categories)
 * and the language (English or Nederlands; customers watch the videos of their interface language). A new video is
 * either an uploaded file ("Upload a file": the shared FileUpload, refusing other types than the settings'
 * extensions and files above `maxUploadBytes` before anything is sent, with progress while sending) or a link
 * ("Link to a video host", hint "Allowed hosts: …"). Editing keeps the kind: a link can be changed; an uploaded
 * file is shown by name and size and cannot be replaced. Spec §5 form behaviour through usePortalForm (required
 * fields, validation on blur, the spec message on an invalid submit, server field errors on their fields, asking
 * before leaving with unsaved edits).
 */
export function VideoForm({
  initialValues,
  video,
  settings,
  onSave,
  savedMessage,
  onCancel,
  progress,
}: VideoFormProps) {
  const { t } = useHelpdeskTranslation();
  const { required, maxLength } = useFormRules();
  const { form, formProps, saving } = usePortalForm<VideoFormValues>({
    fields: FORM_FIELDS,
    save: onSave,
    savedMessage,
  });
  const locale = Form.useWatch('locale', form) ?? initialValues.locale;
  const chosenSource = Form.useWatch('source', form) ?? initialValues.source;
  const source: VideoKind = video ? video.kind : chosenSource;
  const categories = useVideoCategoriesQuery(locale);
  const hosts = settings.linkHosts;

  return (
    <Form<VideoFormValues> {...formProps} name="video" initialValues={initialValues} disabled={saving}>
      <Form.Item name="title" label={t('videos.form.title')} rules={[required, maxLength(VIDEO_TITLE_MAX)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('videos.form.description')}
        rules={[maxLength(VIDEO_DESCRIPTION_MAX)]}
      >
        <Input.TextArea rows={4} maxLength={VIDEO_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('videos.form.category')}
        extra={t('videos.form.categoryHelp')}
        rules={[required, maxLength(VIDEO_CATEGORY_MAX)]}
      >
        <AutoComplete
          options={(categories.data ?? []).map((category) => ({ value: category, label: category }))}
          showSearch={{
            filterOption: (typed, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(typed.trim().toLowerCase()),
          }}
          style={{ maxWidth: 400 }}
        />
      </Form.Item>
      <Form.Item
        name="locale"
        label={t('videos.form.language')}
        extra={t('videos.form.languageHelp')}
        rules={[required]}
        validateTrigger={CHOICE_TRIGGER}
      >
        <Radio.Group
          aria-label={t('videos.form.language')}
          options={LOCALES.map((value) => ({ value, label: t(`videos.languages.${value}`) }))}
        />
      </Form.Item>
      {!video && (
        <Form.Item
          name="source"
          label={t('videos.form.source')}
          rules={[required]}
          validateTrigger={CHOICE_TRIGGER}
        >
          <Radio.Group
            aria-label={t('videos.form.source')}
            options={[
              { value: 'file', label: t('videos.form.sourceFile') },
              { value: 'link', label: t('videos.form.sourceLink'), disabled: hosts.length === 0 },
            ]}
          />
        </Form.Item>
      )}
      {video?.kind === 'file' && <CurrentVideoFile video={video} />}
      {!video && source === 'file' && (
        <Form.Item
          name="file"
          label={t('videos.form.file')}
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
            accept={videoFileAccept(settings)}
            maxBytes={settings.maxUploadBytes}
            progress={progress}
            disabled={saving}
          />
        </Form.Item>
      )}
      {source === 'link' && (
        <Form.Item
          name="url"
          label={t('videos.form.url')}
          extra={
            hosts.length > 0
              ? t('videos.form.linkHosts', { hosts: hosts.join(', ') })
              : t('videos.form.noLinkHosts')
          }
          rules={[required, maxLength(VIDEO_URL_MAX)]}
        >
          <Input type="url" inputMode="url" placeholder="https://" />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('videos.form.save')}
        </Button>
        <Button data-leaves-page onClick={onCancel}>
          {t('videos.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
