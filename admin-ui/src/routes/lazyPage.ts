import { lazy, type ComponentType } from 'react';
import { PAGE_CHUNK_LOAD_TIMEOUT_MS } from '@ptax/contracts';

/**
 * A page loaded in its own chunk. SPEC section 9: a chunk that has not arrived after 120 seconds
 * fails, and the error boundary shows the error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() takes any props
export function lazyPage<P extends ComponentType<any>>(
  load: () => Promise<{ default: P }>,
  timeoutMs = PAGE_CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The page took too long to load')), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  });
}
