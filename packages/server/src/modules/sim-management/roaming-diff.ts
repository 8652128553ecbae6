import type { RoamingChanges, RoamingEntry } from '@portal/domain';

/**
 * What changed between two versions of a roaming list (issue 15 "a new version shows what was added and removed
 * since the previous one"), by MCC-MNC, the key of a network: `added` (only in `next`), `removed` (only in
 * `previous`), `changed` (in both, with another country, operator or technology set). Each list is in MCC-MNC order.
 */
export function diffRoamingLists(
  previous: readonly RoamingEntry[],
  next: readonly RoamingEntry[],
): Pick<RoamingChanges, 'added' | 'removed' | 'changed'> {
  const before = new Map(previous.map((e) => [e.mccMnc, e]));
  const after = new Map(next.map((e) => [e.mccMnc, e]));
  const byKey = (a: RoamingEntry, b: RoamingEntry) => a.mccMnc.localeCompare(b.mccMnc, 'en');
  const added = next.filter((e) => !before.has(e.mccMnc)).sort(byKey);
  const removed = previous.filter((e) => !after.has(e.mccMnc)).sort(byKey);
  const changed = next
    .flatMap((e) => {
      const old = before.get(e.mccMnc);
      return old && !sameEntry(old, e) ? [{ before: old, after: e }] : [];
    })
    .sort((a, b) => byKey(a.after, b.after));
  return { added, removed, changed };
}

function sameEntry(a: RoamingEntry, b: RoamingEntry): boolean {
  return (
    a.country === b.country &&
    a.operator === b.operator &&
    a.technologies.length === b.technologies.length &&
    a.technologies.every((t, i) => b.technologies[i] === t)
  );
}
