import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The state of one creation flow (issue 14): whose draft it is, the step shown and what was entered so far. */
export interface WizardState<Step extends string, Draft extends object> {
  /** The signed-in user the draft belongs to; a draft of another user (same browser tab) is never shown. */
  userId: number | null;
  /** The step the user was on (checked again when shown: see reachableStep). */
  step: Step;
  draft: Draft;
  /** Merges `patch` into the draft. */
  update: (patch: Partial<Draft>) => void;
  goTo: (step: Step) => void;
  /** Starts the flow for `userId`: with `draft` at `step` (carried over from the other flow), else empty. */
  begin: (userId: number, draft?: Draft, step?: Step) => void;
  /** Starts over (after creation, or "Start over"): first step, empty draft, nothing left in the tab's storage. */
  reset: () => void;
  /**
   * True when the draft is `userId`'s and holds something entered: a field that is neither blank nor as the empty
   * draft has it (the preset country) nor as in `given` (values the user did not enter, e.g. an organization user's
   * own organization). Such a draft is in progress: {@link begin} would replace it.
   */
  hasDraftOf: (userId: number, given?: Partial<Draft>) => boolean;
}

/** What {@link createWizardStore} needs to know about a flow. */
export interface WizardStoreOptions<Step extends string, Draft extends object> {
  /** The sessionStorage key (one per flow). */
  storageKey: string;
  steps: readonly Step[];
  emptyDraft: () => Draft;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored draft over the empty one, one level deep (address, package), so a draft stored by an older screen still
 * has every field. Anything that is not an object is dropped.
 */
function mergeDraft<Draft extends object>(empty: Draft, stored: unknown): Draft {
  if (!isPlainObject(stored)) return empty;
  const merged: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored)) {
    const base = (empty as Record<string, unknown>)[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return merged as Draft;
}

/** True when `value` (a draft, or a part of it) holds a value that is not blank and none of `defaults` has there. */
function holdsEntry(value: unknown, defaults: readonly unknown[]): boolean {
  if (isPlainObject(value)) {
    return Object.entries(value).some(([key, field]) =>
      holdsEntry(
        field,
        defaults.map((fallback) => (isPlainObject(fallback) ? fallback[key] : undefined)),
      ),
    );
  }
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return !blank && !defaults.includes(value);
}

/**
 * A zustand store of one creation flow, kept in sessionStorage under `storageKey` (issue 14: the wizard survives a
 * reload of the tab, and only that tab; the step is kept too). Only user, step and draft are stored; a stored step
 * the flow does not know starts at the first step.
 */
export function createWizardStore<Step extends string, Draft extends object>({
  storageKey,
  steps,
  emptyDraft,
}: WizardStoreOptions<Step, Draft>) {
  const firstStep = steps[0];
  return create<WizardState<Step, Draft>>()(
    persist(
      (set, get, store) => ({
        userId: null,
        step: firstStep,
        draft: emptyDraft(),
        update: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
        goTo: (step) => set({ step }),
        begin: (userId, draft = emptyDraft(), step = firstStep) => set({ userId, draft, step }),
        reset: () => {
          set({ step: firstStep, draft: emptyDraft() });
          store.persist.clearStorage();
        },
        hasDraftOf: (userId, given = {}) => {
          const state = get();
          return state.userId === userId && holdsEntry(state.draft, [emptyDraft(), given]);
        },
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => sessionStorage),
        partialize: ({ userId, step, draft }) => ({ userId, step, draft }),
        merge: (stored, current) => {
          const saved = isPlainObject(stored) ? stored : {};
          return {
            ...current,
            userId: typeof saved.userId === 'number' ? saved.userId : null,
            step: steps.includes(saved.step as Step) ? (saved.step as Step) : firstStep,
            draft: mergeDraft(emptyDraft(), saved.draft),
          };
        },
      },
    ),
  );
}
