import type { SessionUser } from '@portal/session';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { PartyDraft } from '../flows/party-draft';
import type { WizardState } from './create-wizard-store';

/**
 * How a creation flow continues in the other one with what was entered (spec §5: each flow refuses the other's
 * addresses and directs the user there; issue 14). Made by {@link handOverTo}.
 */
export interface FlowHandOver<Draft extends PartyDraft> {
  /** The other flow's route, e.g. `/shipments/new/international`. */
  path: string;
  /**
   * A hook: true while the other flow holds a draft in progress of `user` (see WizardState.hasDraftOf; an
   * organization user's own organization does not count as entered), which {@link begin} would replace.
   */
  useReplacesDraftOf: (user: Pick<SessionUser, 'id' | 'organizationId'> | null) => boolean;
  /** Starts the other flow for `userId` with `draft` carried over, at the step that takes it. */
  begin: (userId: number, draft: Draft) => void;
}

/** What {@link handOverTo} needs to know about the other flow. */
export interface HandOverTarget<Draft, OtherStep extends string, OtherDraft extends PartyDraft> {
  path: string;
  /** The other flow's store (useDomesticShipmentStore, useInternationalShipmentStore). */
  useStore: UseBoundStore<StoreApi<WizardState<OtherStep, OtherDraft>>>;
  /** This flow's draft as the other flow's (carry-over.ts). */
  draftFrom: (draft: Draft) => OtherDraft;
  /** The step the other flow opens at: the one that asks what this flow refused (the address). */
  step: OtherStep;
}

/** The hand-over of a flow whose drafts are `Draft` to the flow described by `target`. */
export function handOverTo<
  Draft extends PartyDraft,
  OtherStep extends string,
  OtherDraft extends PartyDraft,
>({ path, useStore, draftFrom, step }: HandOverTarget<Draft, OtherStep, OtherDraft>): FlowHandOver<Draft> {
  return {
    path,
    useReplacesDraftOf: (user) =>
      useStore((state) => {
        if (user === null) return false;
        // Not entered by the user: an organization user always ships for its own organization.
        const given = { organizationId: user.organizationId ?? undefined } as Partial<OtherDraft>;
        return state.hasDraftOf(user.id, given);
      }),
    begin: (userId, draft) => useStore.getState().begin(userId, draftFrom(draft), step),
  };
}
