import { useRefresh } from 'react-admin';
import { useServices } from '../providers/services';

/** Success and failure of a master's save, as top-right toasts; a success reloads the lists. */
export function useMasterToasts() {
  const { toasts } = useServices();
  const refresh = useRefresh();
  return {
    saved(detail: string) {
      toasts.show({ severity: 'success', summary: 'Success', detail });
      refresh();
    },
    failed(error: unknown) {
      toasts.show({
        severity: 'error',
        summary: 'Error',
        detail: error instanceof Error ? error.message : String(error),
      });
    },
  };
}
