// The top-right toast of SPEC sections 2, 4, 8 and 9: a summary, an optional detail and a severity.
// A plain store, so the auth provider (outside React) and components share one queue.

import { DEFAULT_TOAST_LIFE_MS } from '@ptax/contracts';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  severity: ToastSeverity;
  /** A translation key or literal text. */
  summary: string;
  detail?: string;
  life?: number;
}

export interface Toast extends ToastInput {
  id: number;
  life: number;
}

export interface Toasts {
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToasts(): Toasts {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => {
    if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
  };

  return {
    show(input) {
      const toast: Toast = { ...input, id: nextId++, life: input.life ?? DEFAULT_TOAST_LIFE_MS };
      set([...toasts, toast]);
      setTimeout(() => dismiss(toast.id), toast.life);
      return toast.id;
    },
    dismiss,
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
