import { Box, Grid } from '@mui/material';
import { PROPERTY_REPORT_TABLES, type ReportRow, type ReportTable as Table } from '@ptax/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormTextInput } from '../properties/formInputs';
import {
  ReportBarChart,
  ReportExportButtons,
  ReportFilterForm,
  ReportPage,
  ReportSection,
  ReportTable,
  useReport,
  useReportLanguage,
} from '../reports';
import { DEFAULT_FILTERS } from '../defaulters/defaultersApi';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/** One of the two ARV reports: its table with totals, a chart of ARV and taxes, its files. */
function ArvSection({
  path,
  table,
  query,
  name,
}: {
  path: string;
  table: Table;
  query: Record<string, string>;
  name: (row: ReportRow) => string;
}) {
  const translate = useTranslate();
  const t = (text: string) => translate(text, { _: text });
  const { language } = useReportLanguage();
  const { data, totals, loading, error } = useReport(path, { ...query, lang: language });
  return (
    <ReportSection title={table.title[language]}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ReportExportButtons path={path} query={query} table={table} />
      </Box>
      {error && <Box sx={{ color: 'error.main', mb: 1 }}>{error.message}</Box>}
      <ReportTable table={table} rows={data} totals={totals} loading={loading} />
      {data.length > 0 && (
        <ReportBarChart
          rows={data}
          category={name}
          label={table.title[language]}
          series={[
            { key: 'arvPaise', label: t('ARV'), color: '#1565c0' },
            { key: 'houseTaxPaise', label: t('House tax'), color: '#2e7d32' },
            { key: 'waterTaxPaise', label: t('Water tax'), color: '#0097a7' },
          ]}
        />
      )}
    </ReportSection>
  );
}

/**
 * /reports/arv (DOMAIN.md "ARV reports"): the assessed properties of a financial year by ARV band
 * (below, between and above two amounts, ₹1,00,000 and ₹5,00,000 unless changed) and by category,
 * with counts, ARV and taxes, totals, charts and XLSX / PDF.
 */
export default function ArvReport() {
  const [filters, setFilters] = useState<Record<string, string>>(DEFAULT_FILTERS);
  const { minAmount: _min, maxAmount: _max, ...categoryQuery } = filters;
  return (
    <ReportPage
      title="ARV"
      filters={
        <ReportFilterForm
          values={filters}
          show={['financialYear', 'places']}
          onChange={setFilters}
          extra={
            <>
              <Cell>
                <FormTextInput source="minAmount" label="ARV band from (₹)" />
              </Cell>
              <Cell>
                <FormTextInput source="maxAmount" label="ARV band to (₹)" />
              </Cell>
            </>
          }
        />
      }
    >
      <ArvSection
        path="/properties/arvWise"
        table={PROPERTY_REPORT_TABLES.arvWise}
        query={filters}
        name={(row) => String((row as { bandName?: string }).bandName ?? '')}
      />
      <ArvSection
        path="/properties/categoryWise"
        table={PROPERTY_REPORT_TABLES.categoryWise}
        query={categoryQuery}
        name={(row) => {
          const { houseCategoryName, subCategoryLabel } = row as Record<string, string>;
          return `${houseCategoryName} · ${subCategoryLabel}`;
        }}
      />
    </ReportPage>
  );
}
