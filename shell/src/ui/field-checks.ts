/** A required text (spec §5 "required"): blank or whitespace-only fails with `message`. */
export function requiredCheck(message: string) {
  return (value: string): string | null => (value.trim() ? null : message);
}

/**
 * An e-mail address (spec §5 "Please enter a valid email address."): judged by the browser's own check of a
 * `type="email"` input (`validity.typeMismatch`, the WHATWG syntax), so the shell carries no pattern of its own.
 * An empty value passes (combine with {@link requiredCheck}).
 */
export function emailCheck(message: string) {
  return (value: string, validity: ValidityState | undefined): string | null => (value.trim() && validity?.typeMismatch ? message : null);
}
