import Search from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { useHttp, useLoaded } from '../properties/api';
import { validateListFilters } from '../properties/FilterPanel';
import { FormDateInput } from '../properties/formInputs';
import type { HttpClient } from '../providers/httpClient';
import { formatPaise, indianToday } from './format';
import { tk, type TransactionsTextKey } from './texts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ReportColumn<Row> {
  label: TransactionsTextKey;
  render: (row: Row) => ReactNode;
  align?: 'right';
  /** Paise or counts added up in the total row. */
  total?: (row: Row) => number;
  money?: boolean;
}

/** From the first of this month to today, in India. */
export function thisMonth(today = indianToday()): DateRange {
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** Both dates, written as the API takes them, the first not after the second. */
function validateRange(values: Record<string, unknown>) {
  const errors: Record<string, string> = { ...(validateListFilters(values) as Record<string, string>) };
  if (!values.startDate) errors.startDate = tk('filter.fromDateRequired');
  if (!values.endDate) errors.endDate = tk('filter.toDateRequired');
  if (!errors.startDate && !errors.endDate && String(values.startDate) > String(values.endDate)) {
    errors.startDate = tk('filter.dateOrder');
  }
  return errors;
}

/**
 * A report over a date range (the posting summary, the payout history): the range, then one line per
 * row the server answers and a total line.
 */
export function DateRangeReport<Row>({
  title,
  load,
  columns,
  rowKey,
}: {
  title: TransactionsTextKey;
  load: (http: HttpClient, range: DateRange) => Promise<Row[]>;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  const translate = useTranslate();
  const http = useHttp();
  // Each Search reads again, the same range too (payments keep arriving).
  const [{ range, run }, setSearch] = useState(() => ({ range: thisMonth(), run: 0 }));
  const report = useLoaded<Row[]>(`${range.startDate}:${range.endDate}:${run}`, () => load(http, range), []);
  const totalOf = (column: ReportColumn<Row>) => {
    if (!column.total) return '';
    const sum = report.data.reduce((total, row) => total + (column.total as (row: Row) => number)(row), 0);
    return column.money ? formatPaise(sum) : String(sum);
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={tk(title)} />
      <Form
        defaultValues={range}
        onSubmit={(values: Record<string, unknown>) =>
          setSearch({
            range: { startDate: String(values.startDate), endDate: String(values.endDate) },
            run: run + 1,
          })
        }
        validate={validateRange}
        noValidate
      >
        <Box role="search" aria-label={translate(tk('filter.dateRange'))} sx={{ px: 2, pt: 1 }}>
          <Grid container columnSpacing={2} sx={{ alignItems: 'flex-end' }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateInput source="startDate" label={tk('filter.fromDate')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateInput source="endDate" label={tk('filter.toDate')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }} sx={{ pb: 1 }}>
              <Button type="submit" variant="contained" startIcon={<Search />}>
                {translate(tk('action.search'))}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Form>
      {report.error ? (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {report.error.message}
        </Typography>
      ) : null}
      <Table size="small" aria-label={translate(tk(title))} aria-busy={report.loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {translate(tk(column.label))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.data.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {!report.loading && report.data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate(tk('empty'))}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
        {report.data.length > 0 ? (
          <TableFooter>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column.label} align={column.align} sx={{ fontWeight: 600 }}>
                  {index === 0 ? translate(tk('column.total')) : totalOf(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </Card>
  );
}
