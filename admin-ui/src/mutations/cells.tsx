import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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

// Dark text on a pale ground (MUI's alert palette): readable at AA contrast, and the word says it too.
const TONES: Record<string, { color: string; bgcolor: string }> = {
  pending: { color: '#663c00', bgcolor: '#fff4e5' },
  unpaid: { color: '#663c00', bgcolor: '#fff4e5' },
  partPaid: { color: '#663c00', bgcolor: '#fff4e5' },
  rejected: { color: '#5f2120', bgcolor: '#fdeded' },
  waived: { color: '#5f2120', bgcolor: '#fdeded' },
  approved: { color: '#1e4620', bgcolor: '#edf7ed' },
  paid: { color: '#1e4620', bgcolor: '#edf7ed' },
  free: { color: '#1e4620', bgcolor: '#edf7ed' },
};

/** A status (pending, approved, rejected) or a fee's standing (unpaid, paid...) as a small badge. */
export function Badge({ kind, value }: { kind: 'status' | 'fee'; value: string }) {
  const translate = useTranslate();
  const tone = TONES[value] ?? { color: 'text.primary', bgcolor: 'action.hover' };
  return (
    <Box
      component="span"
      sx={{
        ...tone,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.8125rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {translate(`ptax.mutations.${kind}.${value}`, { _: value })}
    </Box>
  );
}
