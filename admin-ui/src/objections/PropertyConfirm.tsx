import { Alert, CircularProgress } from '@mui/material';
import { isPropertyUniqueId } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useHttp, useLoaded } from '../properties/api';
import { mohallaOf, textOf, wardOf } from '../properties/format';
import { ok } from './texts';

type Row = Record<string, unknown>;

/**
 * Once the property ID has its 17 characters, the property it names (GET properties?propertyUniqueId=),
 * so the uploader sees whose property it is before sending; read out as it arrives.
 */
export function PropertyConfirm() {
  const translate = useTranslate();
  const http = useHttp();
  const typed = String(useWatch({ name: 'propertyUniqueId' }) ?? '')
    .trim()
    .toUpperCase();
  const id = isPropertyUniqueId(typed) ? typed : null;
  const property = useLoaded<Row | undefined>(
    id,
    async () =>
      (await http<{ data?: Row }>('/properties', { query: { propertyUniqueId: id ?? '' } })).json.data,
    undefined,
  );
  // The stored address names its place already; without one, the mohalla and ward do.
  const place = (row: Row) =>
    textOf(row, 'propertyAddress') || [mohallaOf(row), wardOf(row)].filter(Boolean).join(', ');
  return (
    <div role="status" aria-live="polite">
      {property.loading ? (
        <CircularProgress size={20} aria-label={translate(ok('upload.lookingUp'))} />
      ) : null}
      {property.error ? <Alert severity="error">{property.error.message}</Alert> : null}
      {property.data ? (
        <Alert severity="info" icon={false}>
          <strong>{translate(ok('upload.property'))}:</strong> {id}
          <br />
          <strong>{translate(ok('upload.owner'))}:</strong> {textOf(property.data, 'ownerName')}
          <br />
          <strong>{translate(ok('upload.address'))}:</strong> {place(property.data)}
        </Alert>
      ) : null}
    </div>
  );
}
