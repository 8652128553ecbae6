import type { Organization, UnknownSenderTicket } from '@portal/domain';
import { useApiError, useFormRules, useModalForm } from '@portal/ui';
import { App, Col, Form, Input, Modal, Row, Space, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCreateOrganizationMutation } from '../api/create-organization';
import { useLinkTicketMutation } from '../api/link-ticket-organization';
import {
  newOrganizationValuesOf,
  toOrganizationInput,
  type NewOrganizationValues,
} from '../api/organization-draft';
import { CountrySelect } from './country-select';

const FORM_FIELDS = [
  'name',
  'customerNumber',
  'country',
  'vatLiable',
  'vatNumber',
  'isProspect',
  'announcementEmailAddress',
] as const satisfies ReadonlyArray<keyof NewOrganizationValues>;

/** Props of {@link CreateOrganizationDialog}. */
export interface CreateOrganizationDialogProps {
  mail: UnknownSenderTicket;
  /** Cancel or Escape. */
  onClose: () => void;
  /**
   * The organization was created but linking the mail failed (the error has been shown): the page offers the link
   * again with this organization chosen.
   */
  onLinkFailed: (created: Organization) => void;
}

/**
 * Creates a customer from a mail of the Unknown users queue and links the mail to it (handlers; issue 13, spec §3
 * "Helpdesk ticket link: … or create a new one"). A compact organization form with what POST /organizations
 * requires, prefilled from the mail: name from the sender's e-mail domain, customer number (to fill in), country
 * Nederland, VAT liable with the VAT number (required while liable, as in mf-customers' form), prospect, and the
 * sender's address for announcements. Two calls: POST /organizations (its field errors, e.g. a customer number in
 * use, land on the fields and the dialog stays open), then PUT /tickets/{id}/organization: "Linked to {name}" and
 * on to the ticket. When the link fails the error is shown and `onLinkFailed` gets the created organization.
 */
export function CreateOrganizationDialog({ mail, onClose, onLinkFailed }: CreateOrganizationDialogProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const { required, email, maxLength: max } = useFormRules();
  const create = useCreateOrganizationMutation();
  const link = useLinkTicketMutation();
  const { form, modalProps, formProps } = useModalForm<NewOrganizationValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      const created = await create.mutateAsync(toOrganizationInput(values));
      try {
        const ticket = await link.mutateAsync({ ticketId: mail.id, organizationId: created.id });
        void message.success(t('unknownSenders.link.linked', { name: ticket.companyName ?? created.name }));
        navigate(`/helpdesk/tickets/${ticket.id}`);
      } catch (error) {
        showApiError(error);
        onLinkFailed(created);
      }
    },
  });
  const vatLiable = Form.useWatch('vatLiable', form) ?? true;
  const field = (name: (typeof FORM_FIELDS)[number]) => t(`unknownSenders.create.fields.${name}`);

  return (
    <Modal
      {...modalProps}
      title={t('unknownSenders.create.title')}
      okText={t('unknownSenders.create.ok')}
      cancelText={t('unknownSenders.create.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
    >
      <Typography.Paragraph>
        {t('unknownSenders.create.intro', { sender: mail.senderEmail })}
      </Typography.Paragraph>
      <Form<NewOrganizationValues>
        {...formProps}
        name="create-organization"
        initialValues={newOrganizationValuesOf(mail)}
      >
        <Form.Item name="name" label={field('name')} rules={[required, max(200)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="customerNumber" label={field('customerNumber')} rules={[required, max(50)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="country"
              label={field('country')}
              rules={[required]}
              validateTrigger={['onBlur', 'onChange']}
            >
              <CountrySelect />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Space size="large" wrap>
              <Form.Item
                name="vatLiable"
                label={field('vatLiable')}
                valuePropName="checked"
                validateTrigger="onChange"
              >
                <Switch />
              </Form.Item>
              <Form.Item
                name="isProspect"
                label={field('isProspect')}
                valuePropName="checked"
                validateTrigger="onChange"
              >
                <Switch />
              </Form.Item>
            </Space>
          </Col>
          <Col xs={24} sm={12}>
            {vatLiable && (
              <Form.Item name="vatNumber" label={field('vatNumber')} rules={[required, max(30)]}>
                <Input autoComplete="off" />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Form.Item
          name="announcementEmailAddress"
          label={field('announcementEmailAddress')}
          rules={[email, max(254)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
