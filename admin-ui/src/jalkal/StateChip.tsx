import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ToneChip, type Tone } from '../components/ToneChip';
import type { JalkalEditRow } from './jalkalApi';
import { jk } from './texts';

const TONES: Record<string, Tone> = { pending: 'waiting', approved: 'done', rejected: 'refused' };

/** Where a request stands (pending, approved, rejected), and whether it is archived. */
export function StateChip({ row }: { row: Pick<JalkalEditRow, 'status' | 'archived'> }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      <ToneChip tone={TONES[row.status]}>{translate(jk(`status.${row.status}`))}</ToneChip>
      {row.archived ? <ToneChip tone="quiet">{translate(jk('status.archived'))}</ToneChip> : null}
    </Box>
  );
}
