import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSubcustomersQuery } from '../../../shared/api/list-subcustomers';
import { trimmed } from '../flows/field-checks';
import type { PartyDraft } from '../flows/party-draft';
import { useOrganizationName } from '../hooks/use-organization-name';
import { SummarySection } from './summary-section';

/** Props of {@link PartySummary}. */
export interface PartySummaryProps {
  draft: PartyDraft;
  isStaff: boolean;
  onEditCustomer: () => void;
  onEditRecipient: () => void;
}

/** The Customer and Recipient parts of both summaries: customer, subcustomer, name on the label, phone, e-mail. */
export function PartySummary({ draft, isStaff, onEditCustomer, onEditRecipient }: PartySummaryProps) {
  const { t } = useShipmentsTranslation();
  const none = t('createShipment.none');
  const organizationName = useOrganizationName(draft.organizationId, isStaff);
  const subcustomers = useSubcustomersQuery(draft.subcustomerId === null ? undefined : draft.organizationId);
  const subcustomer = subcustomers.data?.find((candidate) => candidate.id === draft.subcustomerId);

  return (
    <>
      <SummarySection
        title={t('createShipment.steps.customer')}
        onEdit={onEditCustomer}
        items={[
          [t('createShipment.summary.customer'), organizationName ?? none],
          [
            t('createShipment.summary.subcustomer'),
            draft.subcustomerId === null ? none : (subcustomer?.name ?? none),
          ],
        ]}
      />
      <SummarySection
        title={t('createShipment.steps.recipient')}
        onEdit={onEditRecipient}
        items={[
          [t('createShipment.summary.recipient'), trimmed(draft.recipientName)],
          [t('createShipment.summary.phone'), trimmed(draft.recipientPhone) || none],
          [t('createShipment.summary.email'), trimmed(draft.recipientEmail) || none],
        ]}
      />
    </>
  );
}
