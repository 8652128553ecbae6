import type { Shipment, WebshopOrder } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWebshopOrderStart } from '../hooks/use-webshop-order-start';
import { useCanCreateShipments } from '../../../shared/hooks/use-can-create-shipments';
import type { PartyDraft } from '../flows/party-draft';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { useShipmentWizard } from '../hooks/use-shipment-wizard';
import type { WizardState } from '../stores/create-wizard-store';
import type { FlowHandOver } from '../stores/flow-hand-over';
import { CreateNotAllowed } from './create-not-allowed';
import { WebshopOrderNotice } from './webshop-order-notice';
import { ShipmentCreated } from './shipment-created';
import { WizardFrame } from './wizard-frame';

/**
 * What {@link ShipmentFlowPage} gives the step on screen. The names are the step components' props, so a step
 * takes them as they are (`<RecipientStep {...step} phoneRequired />`).
 */
export interface ShipmentStepProps<Step extends string, Draft extends PartyDraft> {
  /** The draft, with an organization user's own organization. */
  draft: Draft;
  /** Staff pick the organization; an organization user ships for its own. */
  isStaff: boolean;
  /** True once the user moved between steps: the step's heading takes the focus. */
  focusTitle: boolean;
  /** The server's field errors on this step's fields, after "Back to …" on the summary (spec §8). */
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  /** Saves the step's values and shows the following step. */
  onNext: (patch: Partial<Draft>) => void;
  /** Opens a step (the summary's "Edit"). */
  onEdit: (step: Step) => void;
  /** Opens a step with the server's errors on its fields. */
  onFix: (step: Step, errors: StepFieldErrors[]) => void;
  /** Shows "Shipping created" (the draft is cleared). */
  onCreated: (shipment: Shipment) => void;
  /** Continues in the other flow with the draft and `patch` (spec §5; e.g. the address as typed). */
  onOtherFlow: (patch: Partial<Draft>) => void;
  /** True when the other flow holds a draft in progress that {@link onOtherFlow} replaces (asked first). */
  replacesOtherDraft: boolean;
}

/** The content of each step of a flow, by step. */
export type ShipmentStepRenderers<Step extends string, Draft extends PartyDraft> = Record<
  Step,
  (step: ShipmentStepProps<Step, Draft>) => ReactNode
>;

/** Props of {@link ShipmentFlowPage}: one creation flow. */
export interface ShipmentFlowPageProps<Step extends string, Draft extends PartyDraft> {
  /** The page title (the route's title), in the interface language. */
  title: string;
  /** The line under the title, in the interface language. */
  subtitle: string;
  /** The steps the user moves through, in order ("Shipping created" follows them). */
  steps: readonly Step[];
  /** Whether a step is complete in a draft (a stored step is shown only when the steps before it are). */
  isStepDone: (step: Step, draft: Draft) => boolean;
  /** The flow's persisted store (tab's sessionStorage). */
  useStore: () => WizardState<Step, Draft>;
  /** The other flow, where an address this flow refuses continues. */
  otherFlow: FlowHandOver<Draft>;
  /** What each step shows. */
  renderStep: ShipmentStepRenderers<Step, Draft>;
  /**
   * A webshop order to ship (issue 15; `?webshopOrder={id}`, staff): the draft it starts the flow with and the step
   * it opens at (the first one the order does not answer).
   */
  fromWebshopOrder: { draftOf: (order: WebshopOrder) => Draft; step: Step };
}

/** The step after the flow's steps, shown once the shipment exists. */
const CREATED = 'created';

/**
 * A shipment creation flow as a page (issue 14; spec §2 steps, §5, §8): the WizardFrame with the flow's steps and
 * "Shipping created", the current step's content (`renderStep`), and what both flows share — the refusal for the
 * account manager (useCanCreateShipments), the draft and step kept in the tab across reloads (a step is shown only
 * when the steps before it are complete), server field errors taken back to their step, "Start over", the created
 * shipment, and continuing in the other flow with what was entered (after "Are you sure you want to replace …?"
 * when that flow holds a draft in progress). Started from a webshop order (`?webshopOrder={id}`, issue 15), the
 * flow is filled from the order and says which order it ships.
 */
export function ShipmentFlowPage<Step extends string, Draft extends PartyDraft>({
  title,
  subtitle,
  steps,
  isStepDone,
  useStore,
  otherFlow,
  renderStep,
  fromWebshopOrder,
}: ShipmentFlowPageProps<Step, Draft>) {
  const navigate = useNavigate();
  const canCreate = useCanCreateShipments();
  const user = useSessionStore((state) => state.user);
  const wizard = useShipmentWizard(useStore, steps, isStepDone);
  const orderStart = useWebshopOrderStart(
    useStore,
    fromWebshopOrder.draftOf,
    fromWebshopOrder.step,
    wizard.isStaff,
  );
  const [shippedOrderId, setShippedOrderId] = useState<number | undefined>();
  const queryClient = useQueryClient();
  const replacesOtherDraft = otherFlow.useReplacesDraftOf(user);
  const frameSteps = useMemo(() => [...steps, CREATED] as const, [steps]);
  const [created, setCreated] = useState<Shipment | null>(null);
  const [fix, setFix] = useState<{ step: Step; errors: StepFieldErrors[] } | null>(null);
  const { draft, step } = wizard;

  if (!canCreate) return <CreateNotAllowed />;
  if (!wizard.ready) return null;

  const stepProps: ShipmentStepProps<Step, Draft> = {
    draft,
    isStaff: wizard.isStaff,
    focusTitle: wizard.moved,
    serverErrors: fix?.step === step ? fix.errors : undefined,
    onBack: wizard.back,
    onNext: (patch) => {
      // Saved: server errors shown on the step are settled by then.
      setFix(null);
      wizard.next(patch);
    },
    onEdit: wizard.goTo,
    onFix: (target, errors) => {
      setFix({ step: target, errors });
      wizard.goTo(target);
    },
    onCreated: (shipment) => {
      setShippedOrderId(draft.webshopOrderId);
      // The order is shipped now: the webshop's lists and detail read it again.
      if (draft.webshopOrderId !== undefined) void queryClient.invalidateQueries({ queryKey: ['webshop'] });
      wizard.reset();
      setCreated(shipment);
    },
    onOtherFlow: (patch) => {
      if (!user) return;
      otherFlow.begin(user.id, { ...draft, ...patch });
      wizard.reset();
      navigate(otherFlow.path);
    },
    replacesOtherDraft,
  };

  return (
    <WizardFrame<Step | typeof CREATED>
      title={title}
      subtitle={subtitle}
      steps={frameSteps}
      current={created ? CREATED : step}
      onStep={(target) => target !== CREATED && wizard.goTo(target)}
      onStartOver={
        created
          ? undefined
          : () => {
              setFix(null);
              wizard.reset();
            }
      }
    >
      <WebshopOrderNotice
        start={orderStart}
        orderId={created ? shippedOrderId : draft.webshopOrderId}
        shipped={created !== null}
      />
      {created ? (
        <ShipmentCreated
          shipment={created}
          onCreateAnother={() => {
            setShippedOrderId(undefined);
            setCreated(null);
          }}
        />
      ) : (
        <div key={step}>{renderStep[step](stepProps)}</div>
      )}
    </WizardFrame>
  );
}
