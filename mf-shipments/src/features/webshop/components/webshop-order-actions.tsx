import { CarOutlined, PlayCircleOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import type { WebshopOrder } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import {
  useUpdateWebshopOrderStatusMutation,
  type WebshopOrderStatusChange,
} from '../api/update-webshop-order-status';
import { useWebshopPermissions } from '../hooks/use-webshop-permissions';
import { LinkButton } from './link-button';
import { orderAgainState } from './order-again-state';
import { shipOrderPath } from './webshop-texts';

/**
 * The actions on one order (issue 15), by role and state:
 * - staff who fulfil (WEBSHOP_STAFF_ROLES): "Start processing" while received; "Ship order" while received or
 *   processing, a link to the shipment flow that fits the address (shipOrderPath); "Cancel order" while received or
 *   processing;
 * - orderers of the organization (WEBSHOP_ORDERER_ROLES): "Cancel order" while received, and "Order again" (the
 *   webshop's form filled from this order).
 * "Cancel order" asks "Are you sure you want to cancel order WS-…?" first. A status change sends PUT
 * /webshop/orders/{id}/status and says so; a refusal shows the server's message and the order is read again.
 * Nothing for others (the account manager, the general responsible).
 */
export function WebshopOrderActions({ order }: { order: WebshopOrder }) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const { canManage, canOrder } = useWebshopPermissions();
  const update = useUpdateWebshopOrderStatusMutation();
  const open = order.status === 'received' || order.status === 'processing';
  const canCancel = (canManage && open) || (canOrder && order.status === 'received');

  async function change(status: WebshopOrderStatusChange) {
    try {
      await update.mutateAsync({ orderId: order.id, status });
      void message.success(
        t(status === 'processing' ? 'webshop.detail.processingStarted' : 'webshop.detail.cancelledMessage', {
          orderNumber: order.orderNumber,
        }),
      );
    } catch (error) {
      showApiError(error);
    }
  }

  const pending = update.isPending ? update.variables?.status : undefined;

  return (
    <>
      {canManage && order.status === 'received' && (
        <Button
          icon={<PlayCircleOutlined aria-hidden />}
          loading={pending === 'processing'}
          disabled={update.isPending}
          onClick={() => void change('processing')}
        >
          {t('webshop.detail.startProcessing')}
        </Button>
      )}
      {canManage && open && (
        <LinkButton type="primary" to={shipOrderPath(order)} icon={<CarOutlined aria-hidden />}>
          {t('webshop.detail.ship')}
        </LinkButton>
      )}
      {canCancel && (
        <ConfirmAction
          action={t('webshop.detail.cancelAction', { orderNumber: order.orderNumber })}
          onConfirm={() => change('cancelled')}
          disabled={update.isPending}
        >
          <Button danger icon={<StopOutlined aria-hidden />} loading={pending === 'cancelled'}>
            {t('webshop.detail.cancel')}
          </Button>
        </ConfirmAction>
      )}
      {canOrder && (
        <Button
          icon={<RedoOutlined aria-hidden />}
          onClick={() => navigate('/webshop', { state: orderAgainState(order) })}
        >
          {t('webshop.orderAgain')}
        </Button>
      )}
    </>
  );
}
