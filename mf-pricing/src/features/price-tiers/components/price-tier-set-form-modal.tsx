import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Messages,
  PRICE_TIER_KINDS,
  PRICE_TIER_SET_DESCRIPTION_MAX,
  PRICE_TIER_SET_NAME_MAX,
  PRICE_TIERS_MAX,
  type PriceTierKind,
  type PriceTierSet,
  type PriceTierSetInput,
} from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { useFormRules, useModalForm } from '@portal/ui';
import { Button, Col, Form, Input, Modal, Radio, Row, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { pricingMessageText, withPricingMessages } from '../../../shared/prices/pricing-message-text';
import {
  TIER_FIELDS,
  nextTierRow,
  readTierSetForm,
  tierSetFormValues,
  type PriceTierSetFormValues,
  type TierField,
} from './tier-set-form';

/**
 * The form's top-level fields, named as the API's (priceTierSetInputSchema), so server field errors land on them;
 * errors on `tiers` itself ("Add at least one tier.") show under the list, and `tiers.N.<field>` ones under that
 * tier's field (placeTierErrors).
 */
const FORM_FIELDS = ['name', 'description', 'kind', 'tiers'] as const;

/** `tiers.2.fromQuantity` → its tier and field. */
const TIER_ERROR_FIELD = /^tiers\.([0-9]+)\.(fromQuantity|toQuantity|value)$/;

/**
 * Puts a failed save's `tiers.N.<field>` errors (already in the interface language) under the fields of tier N and
 * takes them out of the answer, so that the portal's form pattern (usePortalForm) shows only its general message and
 * the remaining field errors; errors on tiers the form does not have stay in the answer (listed with the message).
 * Returns the same error.
 */
function placeTierErrors(error: unknown, form: FormInstance<PriceTierSetFormValues>): unknown {
  const answer = (error as { response?: { data?: unknown } } | null)?.response?.data as
    { errors?: Array<{ field?: unknown; message?: unknown }> } | undefined;
  if (!answer || !Array.isArray(answer.errors)) return error;
  const rows = (form.getFieldValue('tiers') as unknown[] | undefined)?.length ?? 0;
  const byField = new Map<string, { name: ['tiers', number, TierField]; errors: string[] }>();
  answer.errors = answer.errors.filter((fieldError) => {
    const match = typeof fieldError?.field === 'string' ? TIER_ERROR_FIELD.exec(fieldError.field) : null;
    if (!match || Number(match[1]) >= rows || typeof fieldError.message !== 'string') return true;
    const entry = byField.get(fieldError.field as string) ?? {
      name: ['tiers', Number(match[1]), match[2] as TierField],
      errors: [],
    };
    entry.errors.push(fieldError.message);
    byField.set(fieldError.field as string, entry);
    return false;
  });
  form.setFields([...byField.values()]);
  return error;
}

/** Every tier field path but `own`, plus the kind and the list: a tier's problems depend on all of them. */
function tierDependencies(count: number, own: [number, TierField]) {
  const paths: Array<string | Array<string | number>> = ['kind', 'tiers'];
  for (let index = 0; index < count; index += 1) {
    for (const field of TIER_FIELDS) {
      if (index !== own[0] || field !== own[1]) paths.push(['tiers', index, field]);
    }
  }
  return paths;
}

/** The rule of tier `index`'s `field`: the problem readTierSetForm finds on it, in the interface language. */
function tierRule(index: number, field: TierField, locale: string, t: TFunction): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as PriceTierSetFormValues;
      const problem = readTierSetForm(values, locale).problems.find(
        (candidate) => candidate.field === `tiers.${index}.${field}`,
      );
      if (problem) throw new Error(pricingMessageText(problem.message, t));
    },
  });
}

/** Props of {@link PriceTierSetFormModal}. */
export interface PriceTierSetFormModalProps {
  /** The tier set to edit (its fields prefill the form); undefined adds one. */
  set?: PriceTierSet;
  /**
   * Saves the API payload (POST or PUT); rejects with the API error, whose field errors land on their fields (e.g.
   * "A tier set with this name already exists." under Name, `tiers.1.fromQuantity` under tier 2's From quantity).
   */
  onSave: (input: PriceTierSetInput) => Promise<void>;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The add / edit tier set dialog (issue 16 "Price tiers"; spec §5 form behaviour, §8): name, description, kind
 * (price per unit in euros, or percentage of the base price) and the ordered tiers — from quantity, to quantity
 * (empty: open-ended, only for the last) and the value, with "€" or "%" per kind. "Add tier" appends a tier from the
 * previous to + 1 and moves the focus to its To quantity; each tier but a lone one has "Remove tier N" (the focus
 * then goes to the tier before). Values are typed in the user's locale ("2,50" in Dutch) and sent with a dot
 * ("2.50"), never through a float. Before sending, the contract's own check (@portal/domain priceTierProblems, via
 * readTierSetForm) shows its messages under the tier field concerned ("Starts right after the previous tier ends
 * (100)."); after a failed save the server's field errors show under their fields. Validation on blur and, after a
 * submit, on change; a tier's problems are checked again when another tier or the kind changes.
 */
export function PriceTierSetFormModal({ set, onSave, onClose }: PriceTierSetFormModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { required, maxLength } = useFormRules();

  const { modalProps, formProps } = useModalForm<PriceTierSetFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      const { input } = readTierSetForm(values, locale);
      // The rules passed, so the form reads; were it otherwise, the form's general message says so.
      if (!input) throw new Error(translateText(Messages.formIncomplete));
      try {
        await onSave(input);
      } catch (error) {
        throw placeTierErrors(withPricingMessages(error, t), formProps.form);
      }
    },
  });
  const { form } = formProps;
  // A pasted tab would otherwise reach the server (priceTierSetInputSchema: the name on one line).
  const oneLine: Rule = { pattern: /^[^\t\n\r]*$/, message: t('prices.serverMessages.nameOneLine') };
  const kind: PriceTierKind = Form.useWatch('kind', form) ?? set?.kind ?? 'price';

  function addTier(append: (row: unknown) => void, count: number) {
    const rows = (form.getFieldValue('tiers') as PriceTierSetFormValues['tiers'] | undefined) ?? [];
    append(nextTierRow(rows, locale));
    // After the new row renders: its from is prefilled, so the user goes on with its to.
    setTimeout(() => form.focusField(['tiers', count, 'toQuantity']), 0);
  }

  function removeTier(drop: (index: number) => void, index: number) {
    drop(index);
    // The button is gone with its tier: the focus goes to the tier before it (or the new first one).
    setTimeout(() => form.focusField(['tiers', Math.max(0, index - 1), 'toQuantity']), 0);
  }

  return (
    <Modal
      {...modalProps}
      width={760}
      title={set ? t('priceTiers.form.editTitle', { name: set.name }) : t('priceTiers.form.addTitle')}
      okText={set ? t('priceTiers.form.save') : t('priceTiers.form.add')}
      cancelText={t('priceTiers.form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<PriceTierSetFormValues> {...formProps} initialValues={tierSetFormValues(set, locale)}>
        <Form.Item
          name="name"
          label={t('priceTiers.form.name')}
          rules={[required, maxLength(PRICE_TIER_SET_NAME_MAX), oneLine]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('priceTiers.form.description')}
          rules={[maxLength(PRICE_TIER_SET_DESCRIPTION_MAX)]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('priceTiers.form.kind')}
          rules={[required]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Radio.Group
            aria-label={t('priceTiers.form.kind')}
            options={PRICE_TIER_KINDS.map((value) => ({ value, label: t(`priceTiers.form.kinds.${value}`) }))}
          />
        </Form.Item>
        <Typography.Text strong>{t('priceTiers.form.tiers')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('priceTiers.form.tiersHelp')}
        </Typography.Paragraph>
        <Form.List name="tiers">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <fieldset
                  key={field.key}
                  style={{
                    border: 0,
                    borderTop: '1px solid rgba(5, 5, 5, 0.06)',
                    margin: 0,
                    padding: '8px 0 0',
                  }}
                >
                  <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, width: 'auto' }}>
                    {t('priceTiers.form.tier', { number: index + 1 })}
                  </legend>
                  <Row gutter={12} align="top" wrap>
                    <Col xs={12} sm={6}>
                      <Form.Item
                        name={[field.name, 'fromQuantity']}
                        label={t('priceTiers.form.from')}
                        rules={[required, tierRule(field.name, 'fromQuantity', locale, t)]}
                        dependencies={tierDependencies(fields.length, [field.name, 'fromQuantity'])}
                      >
                        <Input inputMode="numeric" autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} sm={6}>
                      <Form.Item
                        name={[field.name, 'toQuantity']}
                        label={t('priceTiers.form.to')}
                        rules={[tierRule(field.name, 'toQuantity', locale, t)]}
                        dependencies={tierDependencies(fields.length, [field.name, 'toQuantity'])}
                      >
                        <Input
                          inputMode="numeric"
                          autoComplete="off"
                          placeholder={t('priceTiers.form.open')}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={18} sm={8}>
                      <Form.Item
                        name={[field.name, 'value']}
                        label={t(`priceTiers.form.value.${kind}`)}
                        rules={[required, tierRule(field.name, 'value', locale, t)]}
                        dependencies={tierDependencies(fields.length, [field.name, 'value'])}
                      >
                        <Input
                          inputMode="decimal"
                          autoComplete="off"
                          {...(kind === 'price' ? { prefix: '€' } : { suffix: '%' })}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={6} sm={4} style={{ paddingTop: 30 }}>
                      <Button
                        icon={<DeleteOutlined />}
                        disabled={fields.length === 1}
                        onClick={() => removeTier(remove, field.name)}
                        aria-label={t('priceTiers.form.removeTier', { number: index + 1 })}
                        title={t('priceTiers.form.removeTier', { number: index + 1 })}
                      />
                    </Col>
                  </Row>
                </fieldset>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => addTier(add, fields.length)}
                disabled={fields.length >= PRICE_TIERS_MAX}
                aria-label={t('priceTiers.form.addTier')}
                style={{ marginTop: 8 }}
              >
                {t('priceTiers.form.addTier')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
