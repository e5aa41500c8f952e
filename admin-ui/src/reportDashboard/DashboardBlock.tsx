import { Box, Typography } from '@mui/material';
import type { ReportRow, ReportTable as Table } from '@ptax/contracts';
import type { ReactNode } from 'react';
import { ReportExportButtons, ReportSection, ReportTable, useReportLanguage } from '../reports';

/**
 * One block of the dashboard: what it says in words, a chart, its table and the table as XLSX or PDF
 * (GET taxCollections/dashboard?table=<name>&format=...).
 */
export function DashboardBlock({
  name,
  table,
  rows,
  totals,
  summary,
  chart,
  loading,
}: {
  name: string;
  table: Table;
  rows: ReportRow[];
  totals?: ReportRow;
  summary?: string;
  chart?: ReactNode;
  loading: boolean;
}) {
  const { language } = useReportLanguage();
  return (
    <ReportSection title={table.title[language]}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
          {summary}
        </Typography>
        <ReportExportButtons path="/taxCollections/dashboard" query={{ table: name }} table={table} />
      </Box>
      {chart}
      <ReportTable table={table} rows={rows} totals={totals} loading={loading} />
    </ReportSection>
  );
}
