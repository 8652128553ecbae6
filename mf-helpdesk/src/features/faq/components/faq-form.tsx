import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX, LOCALES } from '@portal/domain';
import { RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { AutoComplete, Button, Form, Input, Radio, Space } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import type { FaqFormValues } from '../api/faq-input';
import { useFaqCategoriesQuery } from '../api/list-faq-categories';

const FORM_FIELDS = ['question', 'category', 'locale', 'answer'] as const satisfies ReadonlyArray<
  keyof FaqFormValues
>;
/** Pickers validate when a value is picked as well as on blur. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];

/** Props of {@link FaqForm}. */
export interface FaqFormProps {
  initialValues: FaqFormValues;
  /** Saves valid values; rejects with the API error, whose field errors land on their fields (spec §8). */
  onSave: (values: FaqFormValues) => Promise<void>;
  /** Shown after a successful save (e.g. "Question added", "Changes saved"). */
  savedMessage: string;
  /** Leaves the form without saving (asks first when there are unsaved edits). */
  onCancel: () => void;
}

/**
 * The FAQ item form (add and edit; issue 13, spec §3 FAQ item): the question, the category (free text, suggesting
 * the categories already in use in the chosen language, GET /faq/categories), the language the item is written
 * in (English or Nederlands; customers read the items of their interface language) and the answer (rich text).
 * Spec §5 form behaviour through usePortalForm: required fields marked; validation on blur, and on every change
 * after a submit; "Sorry, not all fields are filled in correctly." on an invalid submit; server field errors on
 * their fields; leaving with unsaved edits asks first.
 */
export function FaqForm({ initialValues, onSave, savedMessage, onCancel }: FaqFormProps) {
  const { t } = useHelpdeskTranslation();
  const { required, maxLength } = useFormRules();
  const { form, formProps, saving } = usePortalForm<FaqFormValues>({
    fields: FORM_FIELDS,
    save: onSave,
    savedMessage,
  });
  const locale = Form.useWatch('locale', form) ?? initialValues.locale;
  const categories = useFaqCategoriesQuery(locale);

  return (
    <Form<FaqFormValues> {...formProps} name="faq-item" initialValues={initialValues}>
      <Form.Item
        name="question"
        label={t('faq.form.question')}
        rules={[required, maxLength(FAQ_QUESTION_MAX)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('faq.form.category')}
        extra={t('faq.form.categoryHelp')}
        rules={[required, maxLength(FAQ_CATEGORY_MAX)]}
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
        label={t('faq.form.language')}
        extra={t('faq.form.languageHelp')}
        rules={[required]}
        validateTrigger={CHOICE_TRIGGER}
      >
        <Radio.Group
          aria-label={t('faq.form.language')}
          options={LOCALES.map((value) => ({ value, label: t(`faq.languages.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="answer" label={t('faq.form.answer')} rules={[required, maxLength(FAQ_ANSWER_MAX)]}>
        <RichTextEditor />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('faq.form.save')}
        </Button>
        <Button data-leaves-page onClick={onCancel}>
          {t('faq.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
