import { Chip, Grid, Pagination, Typography } from '@mui/material';
import { COLLECTION_LIST } from '@ptax/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
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
import { modeChoices } from './modes';
import { ReceiptLink } from './ReceiptLink';

type Row = Record<string, unknown>;
const PAGE_SIZE = 25;

/**
 * The receipt register (/reports/collection-list, any staff login): every receipt of the chosen days,
 * place and mode, newest first, with the places and modes by name, the instrument and the amount by
 * tax head; cancelled and bounced receipts stay, marked; the totals are of every receipt selected
 * (the cancelled left out); the files hold every line, not one page; a receipt number opens its PDF.
 */
export default function CollectionList() {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const { language } = useReportLanguage();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const { answer, data, totals, loading, error } = useReport('/taxCollections/collectionList', {
    ...filters,
    page,
    limit: PAGE_SIZE,
    lang: language,
  });
  const total = typeof answer.total === 'number' ? answer.total : 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <ReportPage
      title="Collection List"
      error={error ?? undefined}
      actions={
        <ReportExportButtons path="/taxCollections/collectionList" query={filters} table={COLLECTION_LIST} />
      }
      filters={
        <ReportFilterForm
          values={filters}
          onChange={(values) => {
            setFilters(values);
            setPage(1);
          }}
          extra={
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormSelectInput source="mode" label="Payment mode" choices={modeChoices(language)} />
            </Grid>
          }
        />
      }
    >
      <ReportSection title={COLLECTION_LIST.title[language]}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {t('%{count} receipts; the totals leave out cancelled and bounced receipts.', {
            count: total.toLocaleString('en-IN'),
          })}
        </Typography>
        <ReportTable
          table={COLLECTION_LIST}
          rows={data}
          totals={totals}
          loading={loading}
          renderCell={(row, column, text) => {
            const line = row as Row;
            if (column.key === 'receiptNumber' && text) return <ReceiptLink receiptNumber={text} />;
            if (column.key === 'stateName' && line.cancelled)
              return <Chip size="small" color="error" variant="outlined" label={text} />;
            return undefined;
          }}
        />
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 1 }}
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            aria-label={t('Pages of the collection list')}
          />
        ) : null}
      </ReportSection>
    </ReportPage>
  );
}
