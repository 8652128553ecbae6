import { Button, Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** Props of {@link SummarySection}. */
export interface SummarySectionProps {
  /** The step's name, the section's heading. */
  title: string;
  /** Label and value of each line. */
  items: Array<[label: string, value: ReactNode]>;
  /** Opens the step to change it ("Edit"); none for a section that is no step (the price). */
  onEdit?: () => void;
}

/** One step's part of a summary (issue 14 "Summary (everything, edit links back to each step)"). */
export function SummarySection({ title, items, onEdit }: SummarySectionProps) {
  const { t } = useShipmentsTranslation();
  return (
    <Card
      size="small"
      title={<h3 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h3>}
      extra={
        onEdit && (
          <Button
            type="link"
            onClick={onEdit}
            aria-label={t('createShipment.actions.editStep', { step: title })}
          >
            {t('createShipment.actions.edit')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions
        column={1}
        size="small"
        items={items.map(([label, children]) => ({ key: label, label, children }))}
      />
    </Card>
  );
}
