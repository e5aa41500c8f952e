import { Box, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';

/** One titled section of a form (the section-heading bar of SPEC section 2), inputs in a grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 3 }}>
      <SectionHeading>{translate(title, { _: title })}</SectionHeading>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/** A cell of a section's grid: three to a row on a wide screen, or the whole row. */
export function FormCell({
  children,
  wide = false,
  md = 4,
}: {
  children: ReactNode;
  wide?: boolean;
  md?: number;
}) {
  return <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : md }}>{children}</Grid>;
}
