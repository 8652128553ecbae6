import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** State of {@link useAsyncData}: the loaded value, whether a load runs, the last error, and a reload function. */
export interface AsyncData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => Promise<T | undefined>;
  /** Replaces the value without a request (e.g. with the organization a save returned). */
  setData: (value: T) => void;
}

/**
 * Runs `load` on mount and whenever `deps` change; answers of outdated loads are dropped. `load` returning
 * `undefined` is treated as "nothing to load" (e.g. no id yet). Errors are kept in `error` (not thrown), so the
 * page can show them (e.g. with `ErrorResult`) and offer `reload`. Shared by every remote's pages.
 */
export function useAsyncData<T>(load: () => Promise<T> | undefined, deps: DependencyList): AsyncData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  const generation = useRef(0);

  // The caller's `deps` decide when to load again (like useEffect's): not an array literal on purpose.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    const pending = run();
    if (!pending) {
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    setError(undefined);
    try {
      const value = await pending;
      if (current === generation.current) setData(value);
      return value;
    } catch (err) {
      if (current === generation.current) setError(err);
      return undefined;
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [run]);

  useEffect(() => {
    const generations = generation;
    // Loading on mount is this hook's purpose: the state updates happen when the request settles.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    return () => {
      generations.current++;
    };
  }, [reload]);

  return { data, loading, error, reload, setData };
}
