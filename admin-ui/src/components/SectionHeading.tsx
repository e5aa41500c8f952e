import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The section-heading bar of SPEC section 2, shared form widgets. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Box
      component="h2"
      sx={{
        m: 0,
        mb: 2,
        px: 2,
        py: 1,
        fontSize: '1rem',
        fontWeight: 600,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
