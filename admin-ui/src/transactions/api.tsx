import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DataProviderContext, HttpError, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import { filterFields, useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import type { TransactionScreen } from './screens';

/** What every call of a screen sends: its defaults, the user's filters, then its fixed fields. */
export function screenQuery(screen: TransactionScreen, filterValues: Record<string, unknown> = {}) {
  return filterFields({ ...screen.defaults, ...filterValues, ...screen.fixed });
}

/**
 * The app's data provider with a screen's defaults added to its list call (the fixed fields go as
 * react-admin's permanent filter); a list the server may not offer yet reads as empty on a 404.
 */
export function withScreen(base: DataProvider, screen: TransactionScreen): DataProvider {
  return {
    ...base,
    async getList(resource, params) {
      if (resource !== screen.resource) return base.getList(resource, params);
      try {
        return await base.getList(resource, { ...params, filter: { ...screen.defaults, ...params.filter } });
      } catch (error) {
        if (screen.missingIsEmpty && error instanceof HttpError && error.status === 404) {
          return { data: [], total: 0 };
        }
        throw error;
      }
    },
  };
}

interface ScreenState {
  screen: TransactionScreen;
  /** Changes after each action, so what is read beside the list (the summary) is read again. */
  version: number;
  changed: () => void;
}

const ScreenContext = createContext<ScreenState | null>(null);

/** Gives a screen's list, summary and actions their configuration and data provider. */
export function ScreenProvider({ screen, children }: { screen: TransactionScreen; children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const dataProvider = useMemo(() => (base ? withScreen(base, screen) : base), [base, screen]);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((current) => current + 1), []);
  const state = useMemo(() => ({ screen, version, changed }), [screen, version, changed]);
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <ScreenContext.Provider value={state}>{children}</ScreenContext.Provider>
    </DataProviderContext.Provider>
  );
}

export function useScreen(): ScreenState {
  const state = useContext(ScreenContext);
  if (!state) throw new Error('useScreen must be used inside <ScreenProvider>');
  return state;
}

export interface ActionCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** E.g. the Idempotency-Key of a form that records money. */
  headers?: Record<string, string>;
  /** The success toast: a translation key saying what changed, and its values. */
  done: string;
  doneOptions?: Record<string, string>;
}

/**
 * Runs an action on the server and waits for its answer (no undo): a success toast saying what
 * changed (top-right) and the list and summary read again, or an error toast with the server's
 * message. True when it succeeded. Every action that changes money or a record goes through here
 * (ActionDialog runs its request with it), so none can close without its toast.
 */
export function useActionCall() {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const refresh = useRefresh();
  const screen = useContext(ScreenContext);
  return useCallback(
    async ({ method, path, query, body, headers, done, doneOptions }: ActionCall): Promise<boolean> => {
      try {
        await http(path, { method, query, body, headers });
      } catch (error) {
        toasts.show({
          severity: 'error',
          summary: 'Error',
          detail: error instanceof Error ? error.message : String(error),
        });
        return false;
      }
      toasts.show({ severity: 'success', summary: 'Success', detail: translate(done, doneOptions) });
      refresh();
      screen?.changed();
      return true;
    },
    [http, toasts, refresh, screen, translate],
  );
}
