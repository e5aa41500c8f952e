import { lazy, type ComponentType } from 'react';
import { PAGE_CHUNK_LOAD_TIMEOUT_MS } from '@ptax/contracts';

export class PageLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`The page did not load within ${ms / 1000} seconds`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** Settles like `promise`, or rejects with PageLoadTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** React.lazy with the chunk time-out of SPEC section 9 (120 s); a rejection reaches the layout's error boundary. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  ms: number = PAGE_CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(() => withTimeout(load(), ms));
}
