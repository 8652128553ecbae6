import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { SupplierServiceContact } from '@portal/domain';
import { EmptyState } from '@portal/ui';
import { Card, Flex, Typography } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { SupplierServiceSection } from './supplier-service-section';

/**
 * A phone number as a `tel:` link target: its digits, a leading + kept, a national "(0)" dropped ("+31 (0)20-123 45
 * 67" → "tel:+31201234567").
 */
function telHref(phoneNumber: string): string {
  const text = phoneNumber.trim().replace(/\(0\)/g, '');
  return `tel:${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
}

/**
 * "Contacts" of a supplier service page (issue 15): one card per contact in the order staff put them, with the name
 * (a level-3 heading), the function, the e-mail address as a `mailto:` link and the phone number as a `tel:` link
 * (each only when given). None: "No contacts yet.".
 */
export function SupplierServiceContacts({ contacts }: { contacts: readonly SupplierServiceContact[] }) {
  const { t } = useShipmentsTranslation();
  return (
    <SupplierServiceSection title={t('supplierService.contacts.title')}>
      {contacts.length === 0 ? (
        <EmptyState description={t('supplierService.contacts.empty')} />
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {contacts.map((contact, index) => (
            <li key={`${index}-${contact.name}`}>
              <Card size="small" style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
                  {contact.name}
                </Typography.Title>
                {contact.function && <Typography.Text type="secondary">{contact.function}</Typography.Text>}
                <Flex vertical gap={4} style={{ marginTop: 8 }}>
                  {contact.email && (
                    <Typography.Link href={`mailto:${contact.email}`} style={{ overflowWrap: 'anywhere' }}>
                      <MailOutlined aria-hidden /> {contact.email}
                    </Typography.Link>
                  )}
                  {contact.phoneNumber && (
                    <Typography.Link href={telHref(contact.phoneNumber)}>
                      <PhoneOutlined aria-hidden /> {contact.phoneNumber}
                    </Typography.Link>
                  )}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </SupplierServiceSection>
  );
}
