import { UndoOutlined } from '@ant-design/icons';
import { useLocale } from '@portal/i18n';
import { Button } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { neutralIndexationText } from '../../prices/sales-price-text';
import { ResetIndexationModal } from './reset-indexation-modal';

/** Props of {@link ResetIndexationButton}. */
export interface ResetIndexationButtonProps {
  /** The customer whose indexation is reset. */
  organizationId: number;
  /** Its name: in the button's accessible name ("… for Acme Logistics") and the dialog; undefined while unknown. */
  organizationName?: string;
  /** Disables the button (e.g. on a closed indexation). */
  disabled?: boolean;
  /** The button's size: `small` in a table row. */
  size?: 'small' | 'middle';
  /** Called after a reset was applied (e.g. the grid drops its ticked rows). */
  onApplied?: () => void;
}

/**
 * "Reset indexation to 1,000" for one customer (issue 17 "Indexations"; spec §5 "reset indexation to 1,000?", §9
 * reset value 1,000, written as the user's locale writes it: "Reset indexation to 1.000" / "Indexatie terugzetten
 * naar 1,000"): opens the reset dialog (ResetIndexationModal: first month and reason, preview, reset). For writers of
 * sales prices only (super admin, management; the server refuses anyone else): on the sales prices screen next to
 * the bulk edit, and per customer on an indexation's "show prices" (hence in src/shared: two features use it).
 */
export function ResetIndexationButton({
  organizationId,
  organizationName,
  disabled,
  size,
  onApplied,
}: ResetIndexationButtonProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const neutral = neutralIndexationText(locale);

  return (
    <>
      <Button
        icon={<UndoOutlined aria-hidden />}
        size={size}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={
          organizationName ? t('resetIndexation.openLabel', { neutral, name: organizationName }) : undefined
        }
      >
        {t('resetIndexation.open', { neutral })}
      </Button>
      {open && (
        <ResetIndexationModal
          organizationId={organizationId}
          organizationName={organizationName}
          onApplied={onApplied}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
