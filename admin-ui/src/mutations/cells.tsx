import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ToneChip, type Tone } from '../components/ToneChip';
import type { MutationRow } from './mutationApi';
import { mk } from './texts';

// What the mutation table and the phone's cards show alike.

export function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(mk('empty'))}
    </Typography>
  );
}

/** The mutation number as a button: the keyboard's way to the details a row click opens. */
export function OpenButton({ row, onOpen }: { row: MutationRow; onOpen: (row: MutationRow) => void }) {
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      aria-label={translate(mk('action.view'), { mutationId: row.mutationId })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {row.mutationId}
    </Link>
  );
}

const TONES: Record<string, Tone> = {
  pending: 'waiting',
  unpaid: 'waiting',
  partPaid: 'waiting',
  rejected: 'refused',
  waived: 'refused',
  approved: 'done',
  paid: 'done',
  free: 'done',
};

/** A status (pending, approved, rejected) or a fee's standing (unpaid, paid...) as a small badge. */
export function Badge({ kind, value }: { kind: 'status' | 'fee'; value: string }) {
  const translate = useTranslate();
  return (
    <ToneChip tone={TONES[value]}>{translate(`ptax.mutations.${kind}.${value}`, { _: value })}</ToneChip>
  );
}
