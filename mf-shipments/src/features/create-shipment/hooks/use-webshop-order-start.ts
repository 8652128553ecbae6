import type { WebshopOrder } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWebshopOrderQuery } from '../../../shared/api/get-webshop-order';
import type { PartyDraft } from '../flows/party-draft';
import type { WizardState } from '../stores/create-wizard-store';

/** The URL parameter naming the webshop order a flow ships (the order page's "Ship order" link). */
export const WEBSHOP_ORDER_PARAM = 'webshopOrder';

/** How starting from a webshop order went: loading it, it could not be loaded, or it cannot be shipped any more. */
export interface WebshopOrderStart {
  loading: boolean;
  error: unknown;
  /** The order when it is shipped or cancelled already (nothing was started). */
  refused: WebshopOrder | null;
}

/**
 * Starts a creation flow from a webshop order (issue 15 "Staff … fulfil one by creating its shipment through the
 * shipment flow, prefilled"): with `?webshopOrder={id}` and a staff user, loads the order (GET /webshop/orders/{id})
 * and, when it is received or processing, begins the flow with `draftOf(order)` at `step`, replacing a draft in
 * progress (the user chose to ship this order); the parameter is then removed, so a reload keeps the draft. An order
 * shipped or cancelled already starts nothing and is answered as `refused`.
 */
export function useWebshopOrderStart<Step extends string, Draft extends PartyDraft>(
  useStore: () => WizardState<Step, Draft>,
  draftOf: (order: WebshopOrder) => Draft,
  step: Step,
  isStaff: boolean,
): WebshopOrderStart {
  const [params, setParams] = useSearchParams();
  const raw = params.get(WEBSHOP_ORDER_PARAM);
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const user = useSessionStore((state) => state.user);
  const { begin } = useStore();
  const order = useWebshopOrderQuery(isStaff ? id : undefined);
  const found = id !== undefined ? order.data : undefined;
  const shippable = found !== undefined && (found.status === 'received' || found.status === 'processing');

  useEffect(() => {
    if (!found || !shippable || !user) return;
    begin(user.id, draftOf(found), step);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WEBSHOP_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [found, shippable, user, begin, draftOf, step, setParams]);

  return {
    loading: id !== undefined && isStaff && order.isLoading,
    error: id !== undefined ? order.error : null,
    refused: found !== undefined && !shippable ? found : null,
  };
}
