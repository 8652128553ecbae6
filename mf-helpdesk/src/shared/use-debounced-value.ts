import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` milliseconds (e.g. to ask the server only after the user
 * stopped changing options or typing). Values are compared by their JSON, so a new object with the same content counts as
 * unchanged.
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
