import { Grid, Tab, Tabs, Typography } from '@mui/material';
import { modeName, type ReportRow, type TransactionMode } from '@ptax/contracts';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormSelectInput } from '../properties/formInputs';
import { translateText } from '../providers/i18n/i18nProvider';
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
import { indianToday } from '../transactions/format';
import { modeChoices } from './modes';
import {
  monthChoices,
  paramsOf,
  queryOf,
  reportPath,
  rowPath,
  tableOf,
  viewOf,
  VIEWS,
  type CollectionParams,
} from './collectionQuery';

type Row = Record<string, unknown>;

/** How each view names its rows on the chart's axis. */
const CATEGORY: Record<CollectionParams['view'], (row: Row) => string> = {
  mode: (row) => String(row.transactionType ?? ''),
  month: (row) => String(row.month ?? '').slice(5) + '-' + String(row.month ?? '').slice(0, 4),
  day: (row) => String(row.date ?? '').slice(8),
  zone: (row) => String(row.name ?? ''),
  ward: (row) => String(row.name ?? ''),
  mohalla: (row) => String(row.name ?? ''),
  ri: (row) => String(row.username ?? ''),
};

function Cell({ children }: { children: React.ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/**
 * The collection reports (/reports/collection): what came in by mode, month, day, zone, ward, mohalla
 * and revenue inspector over the chosen year or days and place, each with a chart, its table and
 * totals, and the same figures as XLSX or PDF; a zone row opens its wards, a ward row its mohallas.
 */
export default function CollectionReport() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const basename = useBasename();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { language } = useReportLanguage();
  const params = paramsOf(search);
  const view = viewOf(params.view);
  const table = tableOf(params.view);
  const query = queryOf(params);
  const { data, totals, loading, error } = useReport(`/taxCollections/${view.call}`, {
    ...query,
    lang: language,
  });
  // Names, never codes: the modes in the screen's language, the wards no RI holds said in words.
  const rows = (data as Row[]).map((row) => ({
    ...row,
    ...(row.mode ? { transactionType: modeName(row.mode as TransactionMode, language) } : {}),
    ...(params.view === 'ri' && !row.riId ? { username: t('Wards no revenue inspector holds') } : {}),
  }));
  const { view: _view, ...filterValues } = params;
  return (
    <ReportPage
      title="Collection Reports"
      error={error ?? undefined}
      actions={<ReportExportButtons path={`/taxCollections/${view.call}`} query={query} table={table} />}
      filters={
        <ReportFilterForm
          // A drill-down changes the place in the address: the form shows it afresh.
          key={search.toString()}
          values={filterValues}
          onChange={(values) => navigate(reportPath(basename, { view: params.view, ...values }))}
          extra={
            <>
              <Cell>
                <FormSelectInput source="mode" label="Payment mode" choices={modeChoices(language)} />
              </Cell>
              {params.view === 'day' ? (
                <Cell>
                  <FormSelectInput source="month" label="Month" choices={monthChoices(indianToday())} />
                </Cell>
              ) : null}
            </>
          }
        />
      }
    >
      <Tabs
        value={params.view}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('Collection report views')}
      >
        {VIEWS.map((v) => (
          <Tab
            key={v.id}
            value={v.id}
            label={t(v.label)}
            component={RouterLink}
            to={reportPath(basename, { ...params, view: v.id })}
          />
        ))}
      </Tabs>
      {params.view === 'day' ? (
        <Typography variant="body2" color="text.secondary">
          {t('The days of one month: choose the month in the filters.')}
        </Typography>
      ) : null}
      <ReportSection title={table.title[language]}>
        {rows.length > 0 ? (
          <ReportBarChart
            rows={rows as ReportRow[]}
            category={(row) => CATEGORY[params.view](row as Row)}
            series={[{ key: 'amountPaise', label: t('Total collected'), color: '#1565c0' }]}
            label={table.title[language]}
          />
        ) : null}
        <ReportTable
          table={table}
          rows={rows}
          totals={totals}
          loading={loading}
          rowLink={(row) => rowPath(basename, params, row as Row)}
        />
      </ReportSection>
    </ReportPage>
  );
}
