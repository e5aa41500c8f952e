import { Box, Pagination, Typography } from '@mui/material';
import type { ReportTable as Table } from '@ptax/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  ReportExportButtons,
  ReportFilterForm,
  ReportSection,
  ReportTable,
  useReport,
  useReportLanguage,
} from '../reports';

const PAGE_SIZE = 25;

/**
 * One property report (propertyWise, summaryProperties, taxSummary) under the defaulters screen:
 * financial year and place, the table with its totals, XLSX / PDF of the same filters, and pages
 * when the call is paged. `lang` goes with the query so coded values come back named.
 */
export function PropertyReportTab({
  path,
  table,
  paged = false,
  note,
}: {
  path: string;
  table: Table;
  paged?: boolean;
  /** English; what the figures mean. */
  note?: string;
}) {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const { language } = useReportLanguage();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const query = { ...filters, lang: language };
  const { answer, data, totals, loading, error } = useReport(
    path,
    paged ? { ...query, page, limit: PAGE_SIZE } : query,
  );
  const total = typeof answer.total === 'number' ? answer.total : 0;
  const pages = paged ? Math.ceil(total / PAGE_SIZE) : 0;
  const heading: ReactNode = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
        {note ? t(note) : null}
      </Typography>
      <ReportExportButtons path={path} query={filters} table={table} />
    </Box>
  );
  return (
    <>
      <ReportSection>
        <ReportFilterForm
          values={filters}
          show={['financialYear', 'places']}
          onChange={(values) => {
            setFilters(values);
            setPage(1);
          }}
        />
      </ReportSection>
      {error && <Typography color="error">{error.message}</Typography>}
      <ReportSection title={table.title[language]}>
        {heading}
        <ReportTable table={table} rows={data} totals={totals} loading={loading} />
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 1 }}
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            aria-label={t('Pages of %{report}', { report: table.title[language] })}
          />
        ) : null}
      </ReportSection>
    </>
  );
}
