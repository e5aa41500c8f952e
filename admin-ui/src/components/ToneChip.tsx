import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * How a state reads at a glance. Dark text on a pale ground (MUI's alert palette): readable at AA
 * contrast, and the word on the chip says it too.
 */
export type Tone = 'waiting' | 'refused' | 'done' | 'quiet';

const TONES: Record<Tone, { color: string; bgcolor: string }> = {
  waiting: { color: '#663c00', bgcolor: '#fff4e5' },
  refused: { color: '#5f2120', bgcolor: '#fdeded' },
  done: { color: '#1e4620', bgcolor: '#edf7ed' },
  quiet: { color: '#37474f', bgcolor: '#eceff1' },
};

/** A status as a small badge (a mutation's, a fee's, an objection's, a jalkal request's). */
export function ToneChip({ tone, children }: { tone: Tone | undefined; children: ReactNode }) {
  const colours = tone ? TONES[tone] : { color: 'text.primary', bgcolor: 'action.hover' };
  return (
    <Box
      component="span"
      sx={{
        ...colours,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.8125rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
