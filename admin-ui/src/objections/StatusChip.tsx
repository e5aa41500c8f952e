import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusKey } from './texts';

// Dark text on a pale ground (MUI's alert palette): readable at AA contrast, and the word says it too.
const TONES: Record<string, { color: string; bgcolor: string }> = {
  pending: { color: '#663c00', bgcolor: '#fff4e5' },
  rejected: { color: '#5f2120', bgcolor: '#fdeded' },
  resolved: { color: '#1e4620', bgcolor: '#edf7ed' },
};

/** An objection's status as a small badge: pending, rejected or resolved. */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const tone = TONES[String(status)] ?? { color: 'text.primary', bgcolor: 'action.hover' };
  return (
    <Box
      component="span"
      sx={{ ...tone, px: 1, py: 0.25, borderRadius: 1, fontSize: '0.8125rem', fontWeight: 600 }}
    >
      {translate(statusKey(status), { _: String(status ?? '') })}
    </Box>
  );
}
