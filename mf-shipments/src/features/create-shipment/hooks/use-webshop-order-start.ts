import type { WebshopOrder } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useCallback, useEffect, useState } from 'react';
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
  /**
   * The order, while the flow holds another shipment in progress that starting it would replace: nothing is started
   * until the user answers with {@link replace} or {@link keep}.
   */
  replacing: WebshopOrder | null;
  /** Starts the flow from the order, replacing the shipment in progress. */
  replace: () => void;
  /** Keeps the shipment in progress and lets the order be (the parameter is removed). */
  keep: () => void;
}

/**
 * Starts a creation flow from a webshop order (issue 15 "Staff … fulfil one by creating its shipment through the
 * shipment flow, prefilled"): with `?webshopOrder={id}` and a staff user, loads the order afresh (GET
 * /webshop/orders/{id}, never from a cache that may predate its shipping) and, when it is received or processing,
 * begins the flow with `draftOf(order)` at `step`; the parameter is then removed, so a reload keeps the draft. When
 * the flow holds another shipment in progress, it asks first (`replacing`). An order shipped or cancelled already
 * starts nothing and is answered as `refused`.
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
  const { begin, hasDraftOf, draft } = useStore();
  const order = useWebshopOrderQuery(isStaff ? id : undefined);
  const found = id !== undefined && !order.isFetching ? order.data : undefined;
  const shippable = found !== undefined && (found.status === 'received' || found.status === 'processing');
  // A draft of this very order is not "another shipment": going on with it is what the user asked for.
  const given = { organizationId: user?.organizationId ?? undefined } as Partial<Draft>;
  const inProgress = user !== null && hasDraftOf(user.id, given) && draft.webshopOrderId !== found?.id;
  // The order the user said "Replace it" for.
  const [replaceFor, setReplaceFor] = useState<number | undefined>();
  const answered = found !== undefined && replaceFor === found.id;
  const startNow = shippable && (!inProgress || answered);

  const dropParam = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(WEBSHOP_ORDER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!found || !startNow || !user) return;
    begin(user.id, draftOf(found), step);
    dropParam();
  }, [found, startNow, user, begin, draftOf, step, dropParam]);

  return {
    loading: id !== undefined && isStaff && (order.isLoading || (order.isFetching && !order.data)),
    error: id !== undefined ? order.error : null,
    refused: found !== undefined && !shippable ? found : null,
    replacing: shippable && inProgress && !answered ? found : null,
    replace: () => setReplaceFor(found?.id),
    keep: dropParam,
  };
}
