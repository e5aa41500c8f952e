import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; data: T };

/**
 * One call's state for a page (arv/useCalculatedTax.ts, made generic): loads when `key` changes,
 * ignores an answer that arrives after the page moved on, and `reload` asks again. A null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (key: string) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    load(key).then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
    // `load` is a module-level function of a page's api.ts: only the key (and a reload) decide what to load.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
