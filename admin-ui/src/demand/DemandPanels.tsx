import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise, textOf } from '../properties/format';
import { raiseResultOf, TOTAL_FIELDS, type DemandScope, type RaiseResult } from './demandApi';

type Row = Record<string, unknown>;

/** GET taxDemands/fetchUpdatedTotals for the scope; `version` reloads it after a raise. */
export function DemandTotals({ scope, version }: { scope: DemandScope; version: number }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const totals = useLoaded<Row | null>(
    scope.financialYear ? `${JSON.stringify(scope)}#${version}` : null,
    async () =>
      (await http<{ data?: Row }>('/taxDemands/fetchUpdatedTotals', { query: { ...scope } })).json?.data ??
      null,
    null,
  );
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t('Demand totals')}>
      <CardContent>
        <SectionHeading>
          {t('Demand totals')} {scope.financialYear}
        </SectionHeading>
        {totals.loading ? <CircularProgress aria-label={t('Loading')} /> : null}
        {totals.error ? <Alert severity="error">{totals.error.message}</Alert> : null}
        {totals.data ? (
          <Grid container spacing={2}>
            {TOTAL_FIELDS.filter(([field]) => typeof totals.data?.[field] === 'number').map(
              ([field, label]) => {
                const value = totals.data?.[field] as number;
                return (
                  <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(label)}
                    </Typography>
                    <Typography variant="h6" component="div" aria-label={t(label)}>
                      {field.endsWith('Paise') ? formatPaise(value) : value.toLocaleString('en-IN')}
                    </Typography>
                  </Grid>
                );
              },
            )}
          </Grid>
        ) : null}
      </CardContent>
    </Card>
  );
}

const COUNTS: [keyof Omit<RaiseResult, 'financialYear' | 'failed'>, string][] = [
  ['raised', 'Raised'],
  ['replaced', 'Replaced (assessment changed)'],
  ['unchanged', 'Unchanged'],
  ['notAssessed', 'Not assessed'],
];

const FAILED_SHOWN = 20;

/** What a bulk raise did: counts, and the properties that failed with why. */
export function RaiseResultPanel({ result }: { result: RaiseResult }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const failed = Array.isArray(result.failed) ? result.failed : [];
  const failedCount = Array.isArray(result.failed) ? result.failed.length : result.failed;
  return (
    <Alert severity={failedCount > 0 ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
      <AlertTitle>
        {t('Demand raised')}
        {result.financialYear ? ` ${result.financialYear}` : ''}
      </AlertTitle>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
        {[...COUNTS, ['failed', 'Failed'] as const].map(([field, label]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Box component="dt">{t(label)}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }} aria-label={t(label)}>
              {(field === 'failed' ? failedCount : result[field]).toLocaleString('en-IN')}
            </Box>
          </Box>
        ))}
      </Box>
      {failed.length > 0 ? (
        <List dense aria-label={t('Properties that failed')}>
          {failed.slice(0, FAILED_SHOWN).map((row, index) => (
            <ListItem key={index} disableGutters>
              {`${textOf(row, 'propertyUniqueId', 'row')}: ${textOf(row, 'message', 'reason', 'error')}`}
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** Raise the demand of the properties a spreadsheet lists: POST taxDemands/bulkDemandBillByExcel. */
export function ExcelRaise({
  financialYear,
  onDone,
}: {
  financialYear: string;
  onDone: (r: RaiseResult) => void;
}) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    if (financialYear) form.append('financialYear', financialYear);
    setBusy(true);
    try {
      const reply = await http<{ data?: Row }>('/taxDemands/bulkDemandBillByExcel', {
        method: 'POST',
        body: form,
      });
      onDone(raiseResultOf(reply.json?.data ?? {}));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t('Raise from a spreadsheet')}>
      <CardContent>
        <SectionHeading>{t('Raise from a spreadsheet')}</SectionHeading>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('An .xlsx file with a column of property IDs; each listed property gets its demand.')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFile />}>
            {t('Choose file')}
            <input
              hidden
              type="file"
              aria-label={t('Spreadsheet')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" component="span">
            {file?.name ?? ''}
          </Typography>
          <Button variant="contained" size="small" disabled={!file || busy} onClick={upload}>
            {t('Upload and raise')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
