import Search from '@mui/icons-material/Search';
import { Box, Button, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { propertyListFiltersSchema } from '@ptax/contracts';
import { Form, useListContext, useTranslate } from 'react-admin';
import { filterFields } from './api';
import { validateWith } from '../components/schemaValidation';

/** A cell of a filter panel's grid. */
export function FilterCell({ children, md = 3 }: { children: ReactNode; md?: number }) {
  return <Grid size={{ xs: 12, sm: 6, md }}>{children}</Grid>;
}

/** The list filters of SPEC section 7, checked as the server checks them (a property ID, a mobile, dates). */
export const validateListFilters = validateWith(propertyListFiltersSchema);

/**
 * The filters of a list, applied on Search (a search over a million properties runs once, not on
 * every key press) and cleared by Reset. The children are form inputs in FilterCells.
 */
export function FilterPanel({
  label,
  children,
  validate = validateListFilters,
}: {
  label: string;
  children: ReactNode;
  /** The list's own filter schema, where it is not the property lists' (e.g. the logs'). */
  validate?: typeof validateListFilters;
}) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  return (
    <Form
      defaultValues={filterValues}
      onSubmit={(values: Record<string, unknown>) => setFilters(filterFields(values))}
      validate={validate}
      noValidate
    >
      <Box role="search" aria-label={translate(label, { _: label })} sx={{ px: 2, pt: 1 }}>
        <Grid container columnSpacing={2}>
          {children}
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, py: 1 }}>
          <Button type="submit" variant="contained" startIcon={<Search />}>
            {translate('ptax.action.search', { _: 'Search' })}
          </Button>
          <Button type="button" onClick={() => setFilters({})}>
            {translate('ptax.action.reset', { _: 'Reset' })}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
