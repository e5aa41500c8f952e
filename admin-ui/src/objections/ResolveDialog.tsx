import { Alert, CircularProgress, Dialog } from '@mui/material';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useServerSubmit } from '../payments/submit';
import { useHttp } from '../properties/api';
import { useServices } from '../providers/services';
import { CorrectionInputs } from './CorrectionInputs';
import { DecisionDialog } from './DecisionDialog';
import { FormTextArea } from './FormTextArea';
import { resolveObjection, type ObjectionRow, type ResolveResult } from './objectionApi';
import { resolveDefaults, resolvePayload, storedValues, validateResolve } from './resolveForm';
import { ok } from './texts';

type Values = Record<string, unknown>;

/**
 * Resolve (nagar_nigam): remarks, and optionally a correction of the property read from
 * properties/viewDetails (plot area, construction type, floors); then PATCH properties/resolveObjection.
 */
export function ResolveDialog({
  row,
  onClose,
  onResolved,
}: {
  row: ObjectionRow;
  onClose: () => void;
  onResolved: (result: ResolveResult) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const { toasts } = useServices();
  const property = useGetOne<Values & { id: string }>(
    'properties',
    { id: row.propertyUniqueId },
    { retry: false, refetchOnWindowFocus: false },
  );
  const stored = useMemo(() => storedValues(property.data), [property.data]);
  const args = { objectionId: row.objectionId };
  const submit = useServerSubmit(async (values: Values) => {
    const result = await resolveObjection(http, row, resolvePayload(values, stored));
    toasts.show({ severity: 'success', summary: 'Success', detail: translate(ok('resolve.done'), args) });
    onResolved(result);
    onClose();
  });
  if (property.isPending) {
    return (
      <Dialog open onClose={onClose}>
        <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 3 }} />
      </Dialog>
    );
  }
  return (
    <DecisionDialog
      title={translate(ok('resolve.title'), args)}
      defaultValues={resolveDefaults(row.objectionId, stored)}
      validate={validateResolve}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <FormTextArea source="remarks" label={ok('resolve.remarks')} required />
      {property.error ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(ok('resolve.propertyUnavailable'), { message: (property.error as Error).message })}
        </Alert>
      ) : (
        <CorrectionInputs />
      )}
    </DecisionDialog>
  );
}
