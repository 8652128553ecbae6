import { useFormRules, useModalForm } from '@portal/ui';
import { Messages, type OrganizationUser, type OrganizationUserInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { Checkbox, Col, Flex, Form, Input, Modal, Row, Switch, Tooltip } from 'antd';
import { useRef, type ComponentProps } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { forcesTwoFactor, PRIVILEGED_ROLE_CODES, ROLE_CODES } from '../user-permissions';

/** The values of the user form; `roles` are role code strings "0".."4". */
export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roles: string[];
  twoFactorEnabled: boolean;
  sendApnInfo: boolean;
}

const FORM_FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'roles', 'twoFactorEnabled', 'sendApnInfo'];

/** Props of {@link UserFormModal}. */
export interface UserFormModalProps {
  /** The user to edit; undefined adds a new user. */
  user?: OrganizationUser;
  /** May tick "Authorized to sign" and "User manager" (spec §6). */
  canGrantPrivileged: boolean;
  /** Saves the payload; rejects with the API error (its field errors land on the fields). */
  onSave: (input: OrganizationUserInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Checkbox.Group without the `aria-required` that Form.Item hands its control: the attribute is not allowed on
 * role="group" (axe aria-allowed-attr, critical). The required mark and the "at least one role" rule stay.
 */
function RoleCheckboxGroup({
  'aria-required': _ariaRequired,
  ...props
}: ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

/**
 * The add / edit user dialog (spec §3 organization user, §5 user form). E-mail (read-only when editing), first
 * and last name, phone, roles as checkboxes ("At least 1 role is required"), 2FA and "Send APN information"
 * (default off). "Authorized to sign" and "User manager" are disabled with a tooltip for callers who may not
 * grant them; roles that always use 2FA force the 2FA switch on, and unticking them gives the switch back the
 * user's own choice (the derived value follows the current roles, never a role ticked earlier). Validation on blur (checkboxes on change) and
 * after submit; server field errors are shown on their fields.
 */
export function UserFormModal({ user, canGrantPrivileged, onSave, onClose }: UserFormModalProps) {
  const { t } = useCustomersTranslation();
  const { form, modalProps, formProps } = useModalForm<UserFormValues>({ fields: FORM_FIELDS, save });
  const roles = Form.useWatch('roles', form);
  const forced = forcesTwoFactor(roles ?? user?.roles);
  const editing = !!user;
  const rules = useFormRules();
  /** The 2FA value the user chose (or had) while no role forced it: what the switch returns to. */
  const ownTwoFactor = useRef(user?.twoFactorEnabled ?? false);

  const initialValues: UserFormValues = user
    ? {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber ?? '',
        roles: user.roles,
        twoFactorEnabled: user.twoFactorEnabled || forcesTwoFactor(user.roles),
        sendApnInfo: user.sendApnInfo,
      }
    : { email: '', firstName: '', lastName: '', phoneNumber: '', roles: [], twoFactorEnabled: false, sendApnInfo: false };

  const { required, maxLength: max } = rules;

  async function save(values: UserFormValues) {
    await onSave({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber?.trim() || null,
      roles: ROLE_CODES.filter((code) => values.roles.includes(code)),
      twoFactorEnabled: forcesTwoFactor(values.roles) || !!values.twoFactorEnabled,
      sendApnInfo: !!values.sendApnInfo,
    });
  }

  return (
    <Modal
      {...modalProps}
      title={editing ? t('users.form.editTitle', { name: `${user.firstName} ${user.lastName}` }) : t('users.form.addTitle')}
      okText={editing ? t('form.save') : t('users.form.add')}
      cancelText={t('form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
    >
      <Form<UserFormValues>
        {...formProps}
        initialValues={initialValues}
        onValuesChange={(changed: Partial<UserFormValues>) => {
          if (changed.twoFactorEnabled !== undefined) ownTwoFactor.current = changed.twoFactorEnabled;
          if (changed.roles) form.setFieldValue('twoFactorEnabled', forcesTwoFactor(changed.roles) || ownTwoFactor.current);
        }}
      >
        <Form.Item
          name="email"
          label={t('users.fields.email')}
          rules={editing ? [] : [required, rules.email, max(254)]}
          extra={editing ? t('users.form.emailReadOnly') : undefined}
        >
          <Input type="email" autoComplete="off" readOnly={editing} disabled={editing} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('users.fields.firstName')} rules={[required, max(100)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('users.fields.lastName')} rules={[required, max(100)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="phoneNumber" label={t('users.fields.phoneNumber')} rules={[max(30)]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t('users.fields.roles')}
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[rules.minCount(1, translateText(Messages.atLeastOneRole))]}
          extra={canGrantPrivileged ? undefined : t('users.form.privilegedOnly')}
        >
          <RoleCheckboxGroup role="group" aria-label={t('users.fields.roles')}>
            <Flex vertical>
              {ROLE_CODES.map((code) => {
                const locked = !canGrantPrivileged && PRIVILEGED_ROLE_CODES.includes(code);
                const box = (
                  <Checkbox key={code} value={code} disabled={locked}>
                    {t(`roles.${code}`)}
                  </Checkbox>
                );
                return locked ? (
                  <Tooltip key={code} title={t('users.form.privilegedOnly')}>
                    <span style={{ alignSelf: 'flex-start' }}>{box}</span>
                  </Tooltip>
                ) : (
                  box
                );
              })}
            </Flex>
          </RoleCheckboxGroup>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="twoFactorEnabled"
              label={t('users.fields.twoFactor')}
              valuePropName="checked"
              validateTrigger="onChange"
              extra={forced ? t('users.form.twoFactorForced') : undefined}
            >
              <Switch disabled={forced} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sendApnInfo" label={t('users.fields.sendApnInfo')} valuePropName="checked" validateTrigger="onChange">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
