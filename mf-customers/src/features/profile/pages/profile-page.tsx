import { Messages, type CurrentUser } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { ErrorResult, PageHeader, placeFieldErrors, useApiError } from '@portal/ui';
import { App, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useUpdateProfileMutation } from '../api/update-profile';
import { RoleTags } from '../components/role-tags';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const FORM_FIELDS = ['firstName', 'lastName', 'phoneNumber'];

/**
 * The signed-in user's own profile (/profile, spec §2 profile › My profile): name, e-mail (the sign-in name, read
 * only), phone, own roles as tags and, for organization users, a link to the organization. Name and phone can be
 * edited (PUT /users/me/profile → "Changes saved"). Links to "Password and 2FA".
 */
export function ProfilePage() {
  const { t } = useCustomersTranslation();
  const me = useCurrentUserQuery();
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        extra={
          <Link to="/profile/password">{t('profile.passwordLink')}</Link>
        }
      />
      {me.isError ? (
        <ErrorResult error={me.error} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <Skeleton active />
      ) : (
        <ProfileDetails user={me.data} />
      )}
    </>
  );
}

function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [form] = Form.useForm<ProfileValues>();
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateProfileMutation();
  const required: Rule = { required: true, whitespace: true, message: t('messages.required') };
  const max = (length: number): Rule => ({ max: length, message: t('messages.maxLength', { max: length }) });
  const empty = t('common.empty');

  async function handleFinish(values: ProfileValues) {
    try {
      await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber?.trim() || null,
      });
      message.success(translateText(Messages.changesSaved));
    } catch (error) {
      const { fieldErrors } = showApiError(error);
      const { placed } = placeFieldErrors(fieldErrors, FORM_FIELDS);
      form.setFields(placed.map(({ name, errors }) => ({ name: name as keyof ProfileValues, errors: errors.map(translateText) })));
    }
  }

  return (
    <Flex vertical gap={16}>
      <Card title={user.name}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('profile.fields.name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('profile.fields.email')}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={t('profile.fields.phoneNumber')}>{user.phoneNumber || empty}</Descriptions.Item>
          <Descriptions.Item label={t('profile.fields.roles')}>
            <RoleTags roles={user.roles} />
          </Descriptions.Item>
          {user.organizationId !== null && (
            <Descriptions.Item label={t('profile.fields.organization')}>
              <Link to={`/profile/organizations/${user.organizationId}/show`}>{t('profile.organizationLink')}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('profile.editTitle')}>
        <Form<ProfileValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{ firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' }}
          validateTrigger={submitted ? ['onBlur', 'onChange'] : 'onBlur'}
          onFinish={handleFinish}
          onFinishFailed={() => message.error(t('messages.formIncomplete'))}
          onSubmitCapture={() => setSubmitted(true)}
        >
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="firstName" label={t('profile.fields.firstName')} rules={[required, max(100)]}>
                <Input autoComplete="given-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="lastName" label={t('profile.fields.lastName')} rules={[required, max(100)]}>
                <Input autoComplete="family-name" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="phoneNumber" label={t('profile.fields.phoneNumber')} rules={[max(30)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
