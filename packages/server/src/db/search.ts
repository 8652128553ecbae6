/**
 * `%term%` for a case-insensitive ILIKE "contains" search, with the term's own wildcard characters (`%`, `_`) and
 * the escape character escaped, so a search for "50%" finds "50%" and not everything starting with "50".
 */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
