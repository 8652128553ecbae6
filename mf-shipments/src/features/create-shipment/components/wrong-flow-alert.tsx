import { ConfirmAction } from '@portal/ui';
import { Alert, Button } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** Props of {@link WrongFlowAlert}. */
export interface WrongFlowAlertProps {
  /** Why this flow refuses the address (spec §5), in the interface language. */
  message: string;
  /** The button's text: the other flow. */
  action: string;
  /**
   * Set when the other flow holds a draft in progress that continuing replaces: the action completing "Are you sure
   * you want to …?" (spec §8 confirmations), asked before `onContinue`.
   */
  replaceAction?: string;
  /** Continues in the other flow with what was entered. */
  onContinue: () => void;
}

/**
 * The refusal of an address that belongs to the other flow (spec §5: "Domestic flow refuses international
 * addresses and directs the user to the international flow, and the reverse"), with a button that takes what was
 * entered along to the other flow — after "Are you sure you want to replace …?" when that flow already holds a
 * draft in progress (`replaceAction`).
 */
export function WrongFlowAlert({ message, action, replaceAction, onContinue }: WrongFlowAlertProps) {
  const { t } = useShipmentsTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={t('createShipment.address.carryOverHelp')}
      action={
        <ConfirmAction
          action={replaceAction ?? ''}
          okText={t('createShipment.address.replaceDraft')}
          disabled={replaceAction === undefined}
          onConfirm={onContinue}
        >
          <Button onClick={replaceAction === undefined ? onContinue : undefined}>{action}</Button>
        </ConfirmAction>
      }
      style={{ marginBottom: 16, maxWidth: 640 }}
    />
  );
}
