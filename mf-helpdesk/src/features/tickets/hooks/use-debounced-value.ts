import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` milliseconds (e.g. to ask the server only after the user
 * stopped typing). Values are compared by their JSON, so a new object with the same content counts as unchanged.
 * A copy of the announcements feature's hook (features never import each other); both belong in `src/shared`.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
