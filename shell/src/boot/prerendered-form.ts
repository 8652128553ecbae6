/** Marks a form the page's inline script put in before the shell's JavaScript ran (issue 18, prerender.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** What the user did in a prerendered form before React replaced it. */
export interface PrerenderedForm {
  /** The non-empty values by field name (what was typed or filled in by a password manager). */
  values: Record<string, string>;
  /** The name of the field that had the focus, if one had it. */
  focused?: string;
}

/**
 * Reads the prerendered form `name` (`<form name>` in `#root` carrying {@link PRERENDERED_ATTRIBUTE}) so the page
 * that replaces it starts with what was typed and the focus where it was (issue 18). Call it while rendering that
 * page for the first time: React removes the prerendered markup when it commits. `{ values: {} }` when there is none.
 */
export function readPrerenderedForm(
  name: string,
  doc: Document | undefined = globalThis.document,
): PrerenderedForm {
  // No document: the build is prerendering this very page.
  const form = doc?.querySelector<HTMLFormElement>(`#root form[name="${name}"][${PRERENDERED_ATTRIBUTE}]`);
  if (!form) return { values: {} };
  const values: Record<string, string> = {};
  let focused: string | undefined;
  for (const field of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value) values[field.name] = field.value;
    if (field === doc?.activeElement) focused = field.name;
  }
  return focused ? { values, focused } : { values };
}
