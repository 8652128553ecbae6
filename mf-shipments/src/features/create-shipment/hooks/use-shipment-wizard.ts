import { useSessionStore } from '@portal/session';
import { useEffect, useMemo, useState } from 'react';
import { useIsStaff } from '../../../shared/hooks/use-is-staff';
import { reachableStep } from '../flows/wizard-steps';
import type { PartyDraft } from '../flows/party-draft';
import type { WizardState } from '../stores/create-wizard-store';

/** What a creation page needs of its flow: see {@link useShipmentWizard}. */
export interface ShipmentWizard<Step extends string, Draft extends PartyDraft> {
  /** False for the moment a draft of another user is being replaced (nothing of it is shown). */
  ready: boolean;
  /** Staff pick the organization; an organization user ships for its own. */
  isStaff: boolean;
  /** The draft, with an organization user's own organization. */
  draft: Draft;
  /** The step to show: the stored one, or the first incomplete step before it. */
  step: Step;
  /** True once the user moved between steps on this page (the new step's heading then takes the focus). */
  moved: boolean;
  goTo: (step: Step) => void;
  /** Saves a step's values and shows the following step. */
  next: (patch: Partial<Draft>) => void;
  /** Shows the step before the current one. */
  back: () => void;
  /** Starts over with an empty draft at the first step (the tab's stored draft is removed). */
  reset: () => void;
}

/**
 * One creation flow as its page uses it (issue 14): the flow's persisted store (`useStore`), its steps before
 * "Shipping created" and whether a step is complete. A draft stored by another user of the tab is replaced by an
 * empty one; after a reload the stored step is shown only when every step before it is still complete.
 */
export function useShipmentWizard<Step extends string, Draft extends PartyDraft>(
  useStore: () => WizardState<Step, Draft>,
  steps: readonly Step[],
  isStepDone: (step: Step, draft: Draft) => boolean,
): ShipmentWizard<Step, Draft> {
  const user = useSessionStore((state) => state.user);
  const isStaff = useIsStaff();
  const state = useStore();
  const [moved, setMoved] = useState(false);
  const ready = user !== null && state.userId === user.id;
  const { begin } = state;

  useEffect(() => {
    if (user && !ready) begin(user.id);
  }, [user, ready, begin]);

  const ownOrganizationId = user?.organizationId ?? undefined;
  const draft = useMemo(
    () => (isStaff ? state.draft : { ...state.draft, organizationId: ownOrganizationId }),
    [isStaff, state.draft, ownOrganizationId],
  );
  const step = reachableStep(steps, state.step, (candidate) => isStepDone(candidate, draft));
  const index = steps.indexOf(step);

  return {
    ready,
    isStaff,
    draft,
    step,
    moved,
    goTo: (target) => {
      setMoved(true);
      state.goTo(target);
    },
    next: (patch) => {
      setMoved(true);
      state.update(patch);
      state.goTo(steps[Math.min(index + 1, steps.length - 1)]);
    },
    back: () => {
      setMoved(true);
      state.goTo(steps[Math.max(index - 1, 0)]);
    },
    reset: () => {
      setMoved(true);
      state.reset();
    },
  };
}
