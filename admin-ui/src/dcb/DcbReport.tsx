import { Box, Breadcrumbs, Grid, Link, Pagination, Typography } from '@mui/material';
import {
  DCB_HEAD_NAMES,
  DCB_HEAD_TABLE,
  DCB_HEADS,
  DCB_TABLES,
  formatDay,
  type ReportRow,
} from '@ptax/contracts';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormSelectInput } from '../properties/formInputs';
import {
  ReportExportButtons,
  ReportFilterForm,
  ReportPage,
  ReportSection,
  ReportTable,
  useReport,
  useReportLanguage,
} from '../reports';
import { crumbsOf, paramsOf, reportPath, rowPath } from './dcbQuery';

type Figures = Record<string, number>;
interface DcbAnswerExtras {
  financialYear?: string;
  asOf?: string;
  path?: { level: string; id: string; name: string }[];
  total?: number;
  limit?: number;
}

const PAGE_SIZE = 25;

/** The split by head of the place shown: house, water and sewer tax by name, and their sum. */
function headRows(
  totals: (Figures & { byHead?: Record<string, Figures> }) | undefined,
  language: 'en' | 'hi',
) {
  if (!totals?.byHead) return { rows: [], sum: undefined };
  const rows = DCB_HEADS.map((head) => ({ name: DCB_HEAD_NAMES[head][language], ...totals.byHead![head] }));
  const sum: Figures = {};
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (typeof value === 'number') sum[key] = (sum[key] ?? 0) + value;
  return { rows, sum };
}

/** A tax head for the level's table; none chosen shows all heads together. */
const HEAD_CHOICES = DCB_HEADS.map((head) => ({ id: head, name: DCB_HEAD_NAMES[head].en }));

/**
 * The DCB (demand, collection and balance) of a financial year as of a day: the split by tax head of
 * the place shown, and one row per zone, ward, mohalla or property below it; a row drills one level
 * down, a property opens its ledger; every level exports as XLSX and PDF.
 */
export default function DcbReport() {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const basename = useBasename();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { language } = useReportLanguage();
  const params = paramsOf(search);
  const { page: _page, ...query } = params;
  const page = Number(params.page ?? 1) || 1;
  const asked = params.level === 'property' ? { ...query, page, limit: PAGE_SIZE } : query;
  const { answer, data, totals, loading, error } = useReport('/taxDemands/dcb', asked);
  const extras = answer as DcbAnswerExtras;
  const table = DCB_TABLES[params.level];
  const heads = headRows(totals as Figures & { byHead?: Record<string, Figures> }, language);
  const go = (changes: Record<string, string | undefined>) =>
    navigate(reportPath(basename, { ...query, ...changes }));
  const crumbs = crumbsOf(basename, params, extras.path ?? []);
  const pages = extras.total ? Math.ceil(extras.total / PAGE_SIZE) : 0;
  return (
    <ReportPage
      title="Demand, collection and balance (DCB)"
      error={error ?? undefined}
      actions={
        // The file's heading names the year and day the screen shows, defaults included.
        <ReportExportButtons
          path="/taxDemands/dcb"
          query={{
            ...query,
            financialYear: extras.financialYear ?? query.financialYear,
            asOf: extras.asOf ?? query.asOf,
          }}
          table={table}
        />
      }
      filters={
        <ReportFilterForm
          values={{ financialYear: params.financialYear, asOf: params.asOf, head: params.head }}
          show={['financialYear', 'asOf']}
          onChange={(values) =>
            go({ financialYear: values.financialYear, asOf: values.asOf, head: values.head, page: undefined })
          }
          extra={
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormSelectInput source="head" label="Tax head" choices={HEAD_CHOICES} />
            </Grid>
          }
        />
      }
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Breadcrumbs aria-label={t('Where you are')}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Typography key={crumb.to} color="text.primary">
                {crumb.name ?? t('City')}
              </Typography>
            ) : (
              <Link key={crumb.to} component={RouterLink} to={crumb.to}>
                {crumb.name ?? t('City')}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {extras.financialYear && extras.asOf ? (
          <Typography variant="body2" color="text.secondary">
            {t('Financial year %{year}, as of %{date}', {
              year: extras.financialYear,
              date: formatDay(extras.asOf),
            })}
          </Typography>
        ) : null}
      </Box>
      <ReportSection title={t('By tax head')}>
        <ReportTable table={DCB_HEAD_TABLE} rows={heads.rows} totals={heads.sum} loading={loading} />
      </ReportSection>
      <ReportSection title={table.title[language]}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('A row opens the level below it; a property opens its ledger.')}
        </Typography>
        <ReportTable
          table={table}
          rows={data}
          totals={totals}
          loading={loading}
          rowLink={(row: ReportRow) => rowPath(basename, params, row as { id?: unknown })}
        />
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 1 }}
            count={pages}
            page={page}
            onChange={(_, next) => go({ page: String(next) })}
          />
        ) : null}
      </ReportSection>
    </ReportPage>
  );
}
