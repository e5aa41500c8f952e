import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Button, Grid, Pagination, Typography } from '@mui/material';
import { column, PROPERTY_REPORT_TABLES, type ReportTable as Table } from '@ptax/contracts';
import { useState, type ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { FormSelectInput, FormTextInput } from '../properties/formInputs';
import { MONEY_TAB_PARAM, propertyDetailsPath } from '../properties/paths';
import {
  ReportExportButtons,
  ReportFilterForm,
  ReportSection,
  ReportTable,
  useReport,
  useReportLanguage,
} from '../reports';
import {
  DEFAULT_FILTERS,
  DEFAULTERS_PATH,
  FILTER_TYPE_CHOICES,
  MATCHING_CHOICES,
  type Defaulter,
} from './defaultersApi';
import { RecoveryNotice } from './RecoveryNotice';

const PAGE_SIZE = 25;
const TABLE = PROPERTY_REPORT_TABLES.defaulters;
/** The screen's table: the report's columns and, on the screen only, the recovery notice action. */
const SCREEN_TABLE: Table = {
  ...TABLE,
  columns: [...TABLE.columns, column('action', 'Action', 'कार्रवाई', 'text')],
};

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/**
 * The defaulters (DOMAIN.md): properties whose dues today lie between two amounts (₹1,00,000 and
 * ₹5,00,000 unless changed), by place, which years' dues count and matching status; largest dues
 * first or smallest first, 25 a page, the totals of the whole selection; each row can be served a
 * recovery notice.
 */
export function DefaultersList() {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const { language } = useReportLanguage();
  const basename = useBasename();
  const [filters, setFilters] = useState<Record<string, string>>(DEFAULT_FILTERS);
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const [page, setPage] = useState(1);
  const query = { ...filters, order };
  const { answer, data, totals, loading, error } = useReport<Defaulter>(DEFAULTERS_PATH, {
    ...query,
    page,
    limit: PAGE_SIZE,
  });
  const total = typeof answer.total === 'number' ? answer.total : 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  const minimumDues = filters.minAmount ?? DEFAULT_FILTERS.minAmount;
  return (
    <>
      <ReportSection>
        <ReportFilterForm
          values={filters}
          show={['places']}
          onChange={(values) => {
            setFilters(values);
            setPage(1);
          }}
          extra={
            <>
              <Cell>
                <FormTextInput source="minAmount" label="Minimum dues (₹)" />
              </Cell>
              <Cell>
                <FormTextInput source="maxAmount" label="Maximum dues (₹)" />
              </Cell>
              <Cell>
                <FormSelectInput source="filterType" label="Dues counted" choices={FILTER_TYPE_CHOICES} />
              </Cell>
              <Cell>
                <FormSelectInput source="matchingStatus" label="Matching status" choices={MATCHING_CHOICES} />
              </Cell>
            </>
          }
        />
      </ReportSection>
      {error && <Typography color="error">{error.message}</Typography>}
      <ReportSection title={TABLE.title[language]}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1, minWidth: 200 }}>
            {t('%{count} properties owe between the amounts chosen.', {
              count: total.toLocaleString('en-IN'),
            })}
          </Typography>
          <Button
            size="small"
            startIcon={order === 'desc' ? <ArrowDownward /> : <ArrowUpward />}
            onClick={() => {
              setOrder(order === 'desc' ? 'asc' : 'desc');
              setPage(1);
            }}
          >
            {t(order === 'desc' ? 'Largest dues first' : 'Smallest dues first')}
          </Button>
          <ReportExportButtons path={DEFAULTERS_PATH} query={query} table={TABLE} />
        </Box>
        <ReportTable
          table={SCREEN_TABLE}
          rows={data}
          totals={totals}
          loading={loading}
          rowLink={(row) =>
            `${propertyDetailsPath(basename, (row as Defaulter).propertyUniqueId)}&${MONEY_TAB_PARAM}=ledger`
          }
          renderCell={(row, col) =>
            col.key === 'action' ? (
              <RecoveryNotice row={row as Defaulter} minimumDues={minimumDues} />
            ) : undefined
          }
        />
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 1 }}
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            aria-label={t('Pages of the defaulters list')}
          />
        ) : null}
      </ReportSection>
    </>
  );
}
