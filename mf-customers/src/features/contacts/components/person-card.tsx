import type { PersonCard as Person } from '@portal/domain';
import { Descriptions } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** A contact person's card: name, e-mail (a mail link) and phone (a call link), "—" when missing. */
export function PersonCard({ person }: { person: Pick<Person, 'name' | 'email' | 'phoneNumber'> }) {
  const { t } = useCustomersTranslation();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('contacts.card.name')}>{person.name}</Descriptions.Item>
      <Descriptions.Item label={t('contacts.card.email')}>
        {person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : t('common.empty')}
      </Descriptions.Item>
      <Descriptions.Item label={t('contacts.card.phone')}>
        {person.phoneNumber ? <a href={`tel:${person.phoneNumber.replace(/\s+/g, '')}`}>{person.phoneNumber}</a> : t('common.empty')}
      </Descriptions.Item>
    </Descriptions>
  );
}
