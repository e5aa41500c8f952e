import Search from '@mui/icons-material/Search';
import { Box, Button, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { financialYearChoices } from '../demand/demandApi';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { FormDateInput, FormSelectInput } from '../properties/formInputs';
import { useReportLanguage } from './language';
import { reportQuery } from './useReport';

export type ReportFilterName = 'financialYear' | 'dates' | 'asOf' | 'places';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/**
 * The reports' common filters (financial year, a range of days or an as-of day, zone / ward /
 * mohalla by name), applied on Show; `extra` adds a report's own inputs in the same grid.
 */
export function ReportFilterForm({
  values,
  onChange,
  show = ['financialYear', 'dates', 'places'],
  extra,
}: {
  values: Record<string, unknown>;
  onChange: (values: Record<string, string>) => void;
  show?: ReportFilterName[];
  extra?: ReactNode;
}) {
  const { words } = useReportLanguage();
  return (
    <Form
      defaultValues={values}
      onSubmit={(submitted: Record<string, unknown>) => onChange(reportQuery(submitted))}
      noValidate
    >
      <Box role="search" aria-label={words.filters}>
        <Grid container columnSpacing={2}>
          {show.includes('financialYear') && (
            <Cell>
              <FormSelectInput
                source="financialYear"
                label="Financial Year"
                choices={financialYearChoices()}
              />
            </Cell>
          )}
          {show.includes('dates') && (
            <>
              <Cell>
                <FormDateInput source="startDate" label="From Date" />
              </Cell>
              <Cell>
                <FormDateInput source="endDate" label="To Date" />
              </Cell>
            </>
          )}
          {show.includes('asOf') && (
            <Cell>
              <FormDateInput source="asOf" label="As of date" />
            </Cell>
          )}
          {show.includes('places') && <FormGeographyInputs Cell={Cell} required={false} />}
          {extra}
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <Button type="submit" variant="contained" startIcon={<Search />}>
            {words.show}
          </Button>
          <Button type="button" onClick={() => onChange({})}>
            {words.reset}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
