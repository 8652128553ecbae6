import {
  Messages,
  SIM_FORM_FACTORS,
  WEBSHOP_PLAN_MAX,
  type SimFormFactor,
  type WebshopProduct,
} from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useFormRules, useModalForm } from '@portal/ui';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import { useCreateWebshopProductMutation } from '../api/create-webshop-product';
import { useUpdateWebshopProductMutation } from '../api/update-webshop-product';
import {
  WEBSHOP_PRODUCT_FIELDS,
  toWebshopProductFormValues,
  toWebshopProductInput,
  type WebshopProductFormValues,
} from './webshop-product-form';
import { formFactorText } from './webshop-texts';

/** Props of {@link WebshopProductModal}. */
export interface WebshopProductModalProps {
  /** The product to edit; none to add one. */
  product?: WebshopProduct;
  /** Closes the dialog (after a save, or on Cancel / Escape). */
  onClose: () => void;
}

/**
 * "Add product" / "Edit" of the webshop catalogue (staff: WEBSHOP_STAFF_ROLES; issue 15; spec §5, §8): supplier
 * (GET /suppliers), form factor, plan (≤ WEBSHOP_PLAN_MAX) and "Active" (an inactive product can no longer be
 * ordered). Save sends POST /webshop/products or PUT /webshop/products/{id} with exactly `{supplierId, formFactor,
 * plan, active}`, closes the dialog and says "Changes saved"; a refusal keeps it open with the server's field
 * errors under their fields. Render it only while open: it mounts open.
 */
export function WebshopProductModal({ product, onClose }: WebshopProductModalProps) {
  const { t } = useShipmentsTranslation();
  const { required, maxLength } = useFormRules();
  const suppliers = useSuppliersQuery();
  const create = useCreateWebshopProductMutation();
  const update = useUpdateWebshopProductMutation();
  const initialValues = useMemo(() => toWebshopProductFormValues(product), [product]);
  const { modalProps, formProps, form } = useModalForm<WebshopProductFormValues>({
    fields: WEBSHOP_PRODUCT_FIELDS,
    save: async (values) => {
      const input = toWebshopProductInput(values);
      if (product) await update.mutateAsync({ productId: product.id, input });
      else await create.mutateAsync(input);
      onClose();
    },
    savedMessage: translateText(Messages.changesSaved),
  });

  const supplierOptions = useMemo(() => {
    const options = (suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));
    // The product's supplier while the list loads (or if it is no longer listed).
    if (product && !options.some((option) => option.value === product.supplierId))
      options.unshift({ value: product.supplierId, label: product.supplierName });
    return options;
  }, [suppliers.data, product]);
  const selectTrigger = ['onBlur', 'onChange'];

  return (
    <Modal
      {...modalProps}
      title={product ? t('webshop.catalogue.editTitle') : t('webshop.catalogue.addTitle')}
      okText={t('webshop.catalogue.save')}
      cancelText={t('webshop.catalogue.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      afterOpenChange={(open) => open && form.focusField('supplierId')}
    >
      <Form<WebshopProductFormValues> {...formProps} name="webshopProduct" initialValues={initialValues}>
        <Form.Item
          name="supplierId"
          label={t('webshop.fields.supplier')}
          rules={[required]}
          validateTrigger={selectTrigger}
        >
          <Select<number>
            options={supplierOptions}
            loading={suppliers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('webshop.catalogue.supplierPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="formFactor"
          label={t('webshop.fields.formFactor')}
          rules={[required]}
          validateTrigger={selectTrigger}
        >
          <Select<SimFormFactor>
            options={SIM_FORM_FACTORS.map((value) => ({ value, label: formFactorText(value, t) }))}
            placeholder={t('webshop.catalogue.formFactorPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="plan"
          label={t('webshop.fields.plan')}
          rules={[required, maxLength(WEBSHOP_PLAN_MAX)]}
          extra={t('webshop.catalogue.planHelp')}
        >
          <Input maxLength={WEBSHOP_PLAN_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="active"
          label={t('webshop.fields.active')}
          valuePropName="checked"
          validateTrigger="onChange"
          extra={t('webshop.catalogue.activeHelp')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
