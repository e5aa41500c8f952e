import { Alert, AlertTitle, Stack } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';

/** The top-right toast stack (SPEC sections 2 and 9). Each toast leaves after its life. */
export function Toaster() {
  const { toasts } = useServices();
  const list = useSyncExternalStore(toasts.subscribe, toasts.list);
  const translate = useTranslate();
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, right: 16, zIndex: 2000, width: 360, maxWidth: 'calc(100vw - 32px)' }}
    >
      {list.map((toast) => (
        <Alert
          key={toast.id}
          role={toast.severity === 'error' || toast.severity === 'warning' ? 'alert' : 'status'}
          severity={toast.severity}
          variant="filled"
          onClose={() => toasts.dismiss(toast.id)}
          data-testid="toast"
        >
          <AlertTitle>{translateText(translate, toast.summary)}</AlertTitle>
          {toast.detail ? translateText(translate, toast.detail) : null}
        </Alert>
      ))}
    </Stack>
  );
}
