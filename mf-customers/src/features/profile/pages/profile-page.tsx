import { Messages, type CurrentUser } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { ErrorResult, PageHeader, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Skeleton } from 'antd';
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

/**
 * The profile card and the name / phone form of {@link ProfilePage} (spec §5 form behaviour): first and last name
 * required (max. 100), phone optional (max. 30); saves with PUT /users/me/profile → "Changes saved", or the spec §8
 * message with the server's field errors on their fields.
 */
function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useCustomersTranslation();
  const update = useUpdateProfileMutation();
  const { required, maxLength: max } = useFormRules();
  const { formProps, saving } = usePortalForm<ProfileValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber?.trim() || null,
      });
    },
    savedMessage: translateText(Messages.changesSaved),
  });
  const empty = t('common.empty');

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
          {...formProps}
          style={{ maxWidth: 640 }}
          initialValues={{ firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' }}
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
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('form.save')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
