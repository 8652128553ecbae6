import type { Locale, ShipmentEvent, ShipmentMilestone } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DateText, EmptyState } from '@portal/ui';
import { Timeline, Typography } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { carrierStatusText, milestoneText } from './shipment-texts';

/** Dot colour per milestone: delivered green, needs attention red, the steps on the way blue; no milestone grey. */
const MILESTONE_COLOR: Record<ShipmentMilestone, string> = {
  preAlerted: 'blue',
  accepted: 'blue',
  sorted: 'blue',
  outForDelivery: 'blue',
  atPickupLocation: 'blue',
  delivered: 'green',
  needsAttention: 'red',
};

/** Props of {@link ShipmentTimeline}. */
export interface ShipmentTimelineProps {
  /** The carrier events as GET /shipments/{id} answers them: oldest first. */
  events: readonly ShipmentEvent[];
}

/** The carrier's text of an event, or null when it says the same as our milestone label (no need to repeat it). */
function carrierTextBeside(code: number, label: string, locale: Locale): string | null {
  const text = carrierStatusText(code, locale);
  return text && text.toLocaleLowerCase() !== label.toLocaleLowerCase() ? text : null;
}

/**
 * The track and trace timeline of a shipment (issue 14 "one timeline of carrier events mapped to common
 * milestones"; spec §4 carrier status codes): per event our milestone label (Pre-alerted … Needs attention), the
 * carrier's own status text in the interface language (CARRIER_STATUSES) and the date and time.
 *
 * Newest first (the server sends oldest first): people open a shipment to learn where it is now, so the current
 * state leads, as on the carriers' own track and trace pages and as the overview's "latest carrier status"; the
 * history reads downward from there. Empty (no carrier report yet): "The carrier has not reported a status yet."
 */
export function ShipmentTimeline({ events }: ShipmentTimelineProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  if (events.length === 0) return <EmptyState description={t('shipments.detail.noEvents')} />;
  const newestFirst = [...events].reverse();
  return (
    <Timeline
      items={newestFirst.map((event) => {
        const label = milestoneText(event.milestone, t);
        const carrierText = carrierTextBeside(event.code, label, locale);
        return {
          key: `${event.code}-${event.occurredAt}`,
          color: event.milestone ? MILESTONE_COLOR[event.milestone] : 'gray',
          content: (
            <>
              <Typography.Text strong style={{ display: 'block' }}>
                {label}
              </Typography.Text>
              {carrierText && <span style={{ display: 'block' }}>{carrierText}</span>}
              <Typography.Text type="secondary">
                <DateText value={event.occurredAt} withTime />
              </Typography.Text>
            </>
          ),
        };
      })}
    />
  );
}
