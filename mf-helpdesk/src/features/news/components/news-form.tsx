import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TITLE_MAX, Messages } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { NewsFormValues } from '../api/news-input';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

const FORM_FIELDS = ['title', 'summary', 'body', 'publishedAt'] as const satisfies ReadonlyArray<
  keyof NewsFormValues
>;
/** Pickers validate when a value is picked as well as on blur. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];

/** Props of {@link NewsForm}. */
export interface NewsFormProps {
  initialValues: NewsFormValues;
  /** Saves valid values; rejects with the API error, whose field errors land on their fields (spec §8). */
  onSave: (values: NewsFormValues) => Promise<void>;
  /** Leaves the form without saving (asks first when there are unsaved edits). */
  onCancel: () => void;
}

/**
 * The news item form (add and edit): title, summary (plain text, shown in the lists), body (rich text) and the
 * publish date and time (a future one schedules the item). Spec §5 form behaviour through usePortalForm: required
 * fields are marked; validation on blur, and on every change after a submit; a submit with invalid fields says
 * "Sorry, not all fields are filled in correctly."; server field errors land on their fields; "Changes saved"
 * after a save; leaving with unsaved edits asks first.
 */
export function NewsForm({ initialValues, onSave, onCancel }: NewsFormProps) {
  const { t } = useHelpdeskTranslation();
  const { required, maxLength } = useFormRules();
  const { formProps, saving } = usePortalForm<NewsFormValues>({
    fields: FORM_FIELDS,
    save: onSave,
    savedMessage: translateText(Messages.changesSaved),
  });

  return (
    <Form<NewsFormValues> {...formProps} name="news-item" initialValues={initialValues}>
      <Form.Item
        name="title"
        label={t('news.form.title')}
        rules={[required, maxLength(ANNOUNCEMENT_TITLE_MAX)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="summary"
        label={t('news.form.summary')}
        extra={t('news.form.summaryHelp')}
        rules={[required, maxLength(ANNOUNCEMENT_TEXT_MAX)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="body" label={t('news.form.body')} rules={[required]}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item
        name="publishedAt"
        label={t('news.form.publishedAt')}
        extra={t('news.form.publishedAtHelp')}
        rules={[required]}
        validateTrigger={CHOICE_TRIGGER}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('news.form.save')}
        </Button>
        <Button data-leaves-page onClick={onCancel}>
          {t('news.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
