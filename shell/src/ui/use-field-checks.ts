import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';

/**
 * One field's check (spec §5): gets the field's text, the input's browser validity (e.g. `typeMismatch` of a
 * `type="email"` input: the WHATWG e-mail syntax, no home-made pattern) and every value of the form (for
 * "confirmation equals password"); returns the message to show, or null when the value is fine.
 */
export type FieldCheck<N extends string> = (
  value: string,
  validity: ValidityState | undefined,
  values: Partial<Record<N, string>>,
) => string | null;

/**
 * Spec §5 form behaviour for the shell's light (antd-free) forms: a field the user changed shows its error once
 * it lost focus, and every field shows its error after the first submit, updating as the user types. Merely
 * passing through an empty field (e.g. the autofocused e-mail when the user clicks "Forgot password?") shows
 * nothing: an error appearing there would shift the page under the user's pointer. `bind(name)` gives a
 * {@link TextField} its value, handlers and `error`; `check()` (call it on submit) returns true when every field
 * passes and from then on shows all errors; `reset(values)` starts over. The form element needs `noValidate`.
 */
export function useFieldChecks<N extends string>(checks: Record<N, FieldCheck<N>>, initial: Partial<Record<N, string>> = {}) {
  const [values, setValues] = useState<Partial<Record<N, string>>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<N>>(() => new Set());
  const changed = useRef<Set<N>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const validity = useRef<Partial<Record<N, ValidityState>>>({});

  const errorOf = (name: N) => checks[name](values[name] ?? '', validity.current[name], values);
  const names = Object.keys(checks) as N[];

  return {
    values,
    /** Props for the field `name`: value, onChange, onBlur and the error to show now (undefined when none). */
    bind(name: N) {
      return {
        name,
        value: values[name] ?? '',
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          validity.current[name] = event.target.validity;
          changed.current.add(name);
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
        },
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          validity.current[name] = event.target.validity;
          if (!changed.current.has(name)) return;
          setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
        },
        error: submitted || touched.has(name) ? (errorOf(name) ?? undefined) : undefined,
      };
    },
    /** Validates every field (for submit): true when all pass; all errors are shown from now on. */
    check(): boolean {
      setSubmitted(true);
      return names.every((name) => errorOf(name) === null);
    },
    /** The current error of one field, shown or not (e.g. to pick the form-level message). */
    errorOf,
    /** Starts over with these values: no field touched, nothing submitted. */
    reset(next: Partial<Record<N, string>> = {}) {
      validity.current = {};
      changed.current = new Set();
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
