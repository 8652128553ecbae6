import {
  Messages,
  SUPPLIER_DESCRIPTION_MAX,
  SUPPLIER_LOGO_MAX_BYTES,
  type SimSupplier,
} from '@portal/domain';
import { normalizeError } from '@portal/api';
import { translateText } from '@portal/i18n';
import { ConfirmAction, FileUpload, useApiError, useFormRules, useModalForm } from '@portal/ui';
import { App, Button, Flex, Form, Input, Modal, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useId, useMemo, useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { SupplierLogo } from '../../../shared/components/supplier-logo';
import { useDeleteSupplierLogoMutation } from '../api/delete-supplier-logo';
import { useUpdateSupplierDetailsMutation } from '../api/update-supplier-details';
import { SUPPLIER_LOGO_TYPES, useUploadSupplierLogoMutation } from '../api/upload-supplier-logo';
import {
  SUPPLIER_DETAILS_FIELDS,
  isValidPortalUrl,
  toSupplierDetailsFormValues,
  toSupplierDetailsInput,
  type SupplierDetailsFormValues,
} from './supplier-details-form';

/** Props of {@link SupplierDetailsModal}. */
export interface SupplierDetailsModalProps {
  /** The supplier as the card shows it. */
  supplier: SimSupplier;
  /** Closes the dialog (after a save, or on Cancel / Escape). */
  onClose: () => void;
}

/**
 * "Edit" of a supplier card (editors: SIM_MANAGEMENT_EDITOR_ROLES; issue 15; spec §3 Supplier, §5, §8): the portal
 * URL (empty, or an http(s) address the contract takes: "Please enter a web address that starts with https:// or
 * http://." otherwise, before anything is sent), the description in English and in Dutch (at most
 * SUPPLIER_DESCRIPTION_MAX characters each, with a counter) and "Has a roaming list". Save sends PUT
 * /sim-management/suppliers/{id} with exactly those four fields, closes the dialog and says "Changes saved"; a
 * refusal keeps it open with the server's field errors under their fields. The logo is saved at once, apart from
 * Save: choose a PNG, JPEG or WebP of at most 512 KB (another type or a larger file is refused before upload) and
 * "Upload logo", or "Remove logo" after a confirmation. Render it only while open: it mounts open.
 */
export function SupplierDetailsModal({ supplier, onClose }: SupplierDetailsModalProps) {
  const { t } = useShipmentsTranslation();
  const { maxLength } = useFormRules();
  const update = useUpdateSupplierDetailsMutation();
  const initialValues = useMemo(() => toSupplierDetailsFormValues(supplier), [supplier]);
  const { modalProps, formProps } = useModalForm<SupplierDetailsFormValues>({
    fields: SUPPLIER_DETAILS_FIELDS,
    save: async (values) => {
      await update.mutateAsync({ supplierId: supplier.id, input: toSupplierDetailsInput(values) });
      onClose();
    },
    savedMessage: translateText(Messages.changesSaved),
  });

  const portalUrlRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!isValidPortalUrl(value ?? '')) throw new Error(t('simManagement.edit.portalUrlInvalid'));
    },
  };
  const descriptionRules = [maxLength(SUPPLIER_DESCRIPTION_MAX)];

  return (
    <Modal
      {...modalProps}
      title={t('simManagement.edit.title', { name: supplier.name })}
      okText={t('simManagement.edit.save')}
      cancelText={t('simManagement.edit.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
      afterOpenChange={(open) => open && formProps.form.focusField('portalUrl')}
    >
      <Form<SupplierDetailsFormValues> {...formProps} name="supplierDetails" initialValues={initialValues}>
        <Form.Item
          name="portalUrl"
          label={t('simManagement.edit.portalUrl')}
          rules={[portalUrlRule]}
          extra={t('simManagement.edit.portalUrlHelp')}
        >
          <Input inputMode="url" autoComplete="url" placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item
          name="descriptionEn"
          label={t('simManagement.edit.descriptionEn')}
          rules={descriptionRules}
        >
          <Input.TextArea rows={3} showCount maxLength={SUPPLIER_DESCRIPTION_MAX} lang="en" />
        </Form.Item>
        <Form.Item
          name="descriptionNl"
          label={t('simManagement.edit.descriptionNl')}
          rules={descriptionRules}
        >
          <Input.TextArea rows={3} showCount maxLength={SUPPLIER_DESCRIPTION_MAX} lang="nl" />
        </Form.Item>
        <Form.Item
          name="hasRoamingList"
          label={t('simManagement.edit.hasRoamingList')}
          valuePropName="checked"
          validateTrigger="onChange"
          extra={t('simManagement.edit.hasRoamingListHelp')}
        >
          <Switch />
        </Form.Item>
      </Form>
      <SupplierLogoEditor supplier={supplier} />
    </Modal>
  );
}

/**
 * The logo part of the dialog: the logo now (or the initials), a file picker (PNG, JPEG, WebP; at most
 * SUPPLIER_LOGO_MAX_BYTES) with "Upload logo" (PUT …/logo), and "Remove logo" (DELETE …/logo) after "Are you sure
 * you want to remove the logo of …?". Each is saved at once with a message; the server's refusal of a file shows
 * under the picker.
 */
function SupplierLogoEditor({ supplier }: { supplier: SimSupplier }) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const upload = useUploadSupplierLogoMutation();
  const removal = useDeleteSupplierLogoMutation();
  const [logoVersion, setLogoVersion] = useState(supplier.logoVersion);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const headingId = useId();

  async function uploadLogo() {
    if (!file) return;
    setFileError(undefined);
    try {
      const saved = await upload.mutateAsync({ supplierId: supplier.id, file });
      setLogoVersion(saved.logoVersion);
      setFile(null);
      void message.success(t('simManagement.edit.logoSaved'));
    } catch (error) {
      const fileErrors = normalizeError(error).fieldErrors.filter(
        (fieldError) => fieldError.field === 'file',
      );
      if (fileErrors.length > 0)
        setFileError(fileErrors.map((fieldError) => translateText(fieldError.message)).join(' '));
      else showApiError(error);
    }
  }

  async function removeLogo() {
    try {
      const saved = await removal.mutateAsync(supplier.id);
      setLogoVersion(saved.logoVersion);
      void message.success(t('simManagement.edit.logoRemoved'));
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography.Text strong id={headingId} style={{ display: 'block', marginBottom: 8 }}>
        {t('simManagement.edit.logo')}
      </Typography.Text>
      <Flex gap={16} align="flex-start" wrap>
        <SupplierLogo supplier={{ ...supplier, logoVersion }} size={72} />
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 240 }}>
          <FileUpload
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
            accept={SUPPLIER_LOGO_TYPES}
            maxBytes={SUPPLIER_LOGO_MAX_BYTES}
            disabled={upload.isPending}
            error={fileError}
            aria-label={t('simManagement.edit.chooseLogo')}
          />
          <Typography.Text type="secondary">{t('simManagement.edit.logoHelp')}</Typography.Text>
          <Flex gap={8} wrap>
            <Button disabled={!file} loading={upload.isPending} onClick={() => void uploadLogo()}>
              {t('simManagement.edit.uploadLogo')}
            </Button>
            {logoVersion !== null && (
              <ConfirmAction
                action={t('simManagement.edit.removeLogoAction', { name: supplier.name })}
                onConfirm={removeLogo}
              >
                <Button danger loading={removal.isPending}>
                  {t('simManagement.edit.removeLogo')}
                </Button>
              </ConfirmAction>
            )}
          </Flex>
        </Flex>
      </Flex>
    </section>
  );
}
