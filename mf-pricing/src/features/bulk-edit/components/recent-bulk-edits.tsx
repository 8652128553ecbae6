/**
 * Props of the list of a customer's recent bulk edits with "Undo", shown under the sales price grid. Placeholder:
 * the bulk edit flow replaces this file in this change.
 */
export interface RecentBulkEditsProps {
  organizationId: number;
  /** Whether the user may undo (super admin, management); readers see the list without the action. */
  canUndo: boolean;
  /** Called after an undo (the grid refetches). */
  onUndone: () => void;
}

export function RecentBulkEdits(_props: RecentBulkEditsProps) {
  return null;
}
