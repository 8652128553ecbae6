import { useState } from 'react';

/** The mails chosen for "Delete selected" on the page shown, and how to change the choice. */
export interface MailSelection {
  /** The chosen ids that are on the page shown, in the order they were chosen. */
  selected: number[];
  isSelected: (id: number) => boolean;
  /** Chooses (`on`) or drops one mail. */
  toggle: (id: number, on: boolean) => void;
  /** Chooses every mail of the page shown (`on`) or none. */
  toggleAll: (on: boolean) => void;
  /** Every mail of the page is chosen (and there is at least one). */
  allSelected: boolean;
  /** Some, not all, are chosen. */
  someSelected: boolean;
}

/**
 * The row selection of the queue: it belongs to one page of one search (`scope`, e.g. `2|acme`), so another page
 * or search starts with none, and a chosen mail that left the page (deleted, linked) no longer counts.
 * `rowIds`: the ids of the page shown (undefined while it loads).
 */
export function useMailSelection(scope: string, rowIds: readonly number[] | undefined): MailSelection {
  const [state, setState] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const onPage = rowIds ?? [];
  const selected = state.scope === scope ? state.ids.filter((id) => onPage.includes(id)) : [];
  return {
    selected,
    isSelected: (id) => selected.includes(id),
    toggle: (id, on) => {
      const others = selected.filter((chosen) => chosen !== id);
      setState({ scope, ids: on ? [...others, id] : others });
    },
    toggleAll: (on) => setState({ scope, ids: on ? [...onPage] : [] }),
    allSelected: onPage.length > 0 && selected.length === onPage.length,
    someSelected: selected.length > 0 && selected.length < onPage.length,
  };
}
