import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JalkalEditRow } from './jalkalApi';
import { jk } from './texts';

// Dark text on a pale ground (MUI's alert palette): readable at AA contrast, and the word says it too.
const TONES: Record<string, { color: string; bgcolor: string }> = {
  pending: { color: '#663c00', bgcolor: '#fff4e5' },
  approved: { color: '#1e4620', bgcolor: '#edf7ed' },
  rejected: { color: '#5f2120', bgcolor: '#fdeded' },
  archived: { color: '#37474f', bgcolor: '#eceff1' },
};

const chip = {
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
};

/** Where a request stands (pending, approved, rejected), and whether it is archived. */
export function StateChip({ row }: { row: Pick<JalkalEditRow, 'status' | 'archived'> }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Box component="span" sx={{ ...TONES[row.status], ...chip }}>
        {translate(jk(`status.${row.status}`))}
      </Box>
      {row.archived ? (
        <Box component="span" sx={{ ...TONES.archived, ...chip }}>
          {translate(jk('status.archived'))}
        </Box>
      ) : null}
    </Box>
  );
}
