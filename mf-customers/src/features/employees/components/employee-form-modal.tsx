import { EmployeeRoleCode, type Employee, type EmployeeInput } from '@portal/domain';
import { useFormRules, useModalForm } from '@portal/ui';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

interface EmployeeFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: number | undefined;
}

const FORM_FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'role'];

/** Props of {@link EmployeeFormModal}. */
export interface EmployeeFormModalProps {
  /** The employee to edit; undefined adds one. */
  employee?: Employee;
  /** Saves; rejects with the API error (its field errors land on the fields, e.g. e-mail taken). */
  onSave: (input: EmployeeInput) => Promise<void>;
  onClose: () => void;
}

/**
 * The add / edit employee dialog (spec §3 Employee; super admin only): e-mail, first and last name, phone and one
 * role (management, support, account manager, super admin). Validation on blur and, after submit, on change; a
 * failed save keeps it open with the server's field errors on their fields (e.g. e-mail taken, spec §8).
 */
export function EmployeeFormModal({ employee, onSave, onClose }: EmployeeFormModalProps) {
  const { t } = useCustomersTranslation();
  const { required, email, maxLength: max } = useFormRules();

  const { modalProps, formProps } = useModalForm<EmployeeFormValues>({
    fields: FORM_FIELDS,
    save: (values) =>
      onSave({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber?.trim() || null,
        role: values.role ?? EmployeeRoleCode.support,
      }),
  });

  return (
    <Modal
      {...modalProps}
      title={employee ? t('employees.form.editTitle', { name: employee.name }) : t('employees.form.addTitle')}
      okText={employee ? t('form.save') : t('employees.add')}
      cancelText={t('form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<EmployeeFormValues>
        {...formProps}
        initialValues={{
          email: employee?.email ?? '',
          firstName: employee?.firstName ?? '',
          lastName: employee?.lastName ?? '',
          phoneNumber: employee?.phoneNumber ?? '',
          role: employee?.roles[0],
        }}
      >
        <Form.Item name="email" label={t('employees.fields.email')} rules={[required, email, max(254)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('employees.fields.firstName')} rules={[required, max(100)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('employees.fields.lastName')} rules={[required, max(100)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="phoneNumber" label={t('employees.fields.phoneNumber')} rules={[max(30)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('employees.fields.role')}
          rules={[required]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select
            placeholder={t('form.select')}
            options={Object.values(EmployeeRoleCode).map((code) => ({ value: code, label: t(`employeeRoles.${code}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
