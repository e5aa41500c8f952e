import Search from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LabelledTextField } from '../components/LabelledTextField';
import { useSchemaForm } from '../components/useSchemaForm';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp } from '../properties/api';
import { formatPaise, paiseOf, textOf } from '../properties/format';
import { ptinSearchSchema } from './oldPropertyForm';

type Row = Record<string, unknown>;

const SHOWN: [string, string][] = [
  ['PTINNo', 'PTIN Number'],
  ['ownerName', 'Owner Name'],
  ['ownerFatherName', "Owner's Father Name"],
  ['oldHouseNo', 'House Number'],
  ['oldOwnerAddress', 'Owner Address'],
  ['oldMohallaName', 'Old Mohalla Name'],
  ['oldWardName', 'Old Ward Name'],
  ['oldZoneName', 'Old Zone Name'],
  ['oldPlotArea', 'Plot Area'],
  ['oldConstructionArea', 'Construction Area'],
];

/** An old record's ARV: paise when the API says so, else the rupees it was recorded in. */
export function oldArvText(row: Row): string {
  const paise = paiseOf(row, 'oldArvPaise');
  if (paise !== undefined) return formatPaise(paise);
  return textOf(row, 'oldArv');
}

/** Look-up of one old property record by its PTIN (GET oldProperties/byPTIN?ptin=). */
export function PtinSearch() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const [found, setFound] = useState<{ ptin: string; record?: Row; error?: string }>();
  const { field, handleSubmit, submitting } = useSchemaForm(ptinSearchSchema, { PTINNo: '' });
  const onSearch = handleSubmit(async ({ PTINNo }) => {
    try {
      const reply = await http<{ data?: Row }>('/oldProperties/byPTIN', { query: { ptin: PTINNo } });
      setFound({ ptin: PTINNo, record: reply.json?.data ?? undefined });
    } catch (error) {
      const notFound = (error as { status?: number }).status === 404;
      setFound({ ptin: PTINNo, error: notFound ? undefined : (error as Error).message });
    }
  });
  const ptin = field('PTINNo');
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Box component="form" role="search" aria-label={t('Search by PTIN')} onSubmit={onSearch} noValidate>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 280 }}>
              <LabelledTextField {...ptin} label={t('PTIN Number')} required />
            </Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<Search />}
              disabled={submitting}
              sx={{ mb: 1 }}
            >
              {translate('ptax.action.search', { _: 'Search' })}
            </Button>
          </Box>
        </Box>
        {found?.record ? (
          <Grid container spacing={1} sx={{ mt: 1 }} role="region" aria-label={t('Old property record')}>
            {SHOWN.map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t(label)}
                </Typography>
                <Typography variant="body2">{textOf(found.record, name)}</Typography>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('Old ARV')}
              </Typography>
              <Typography variant="body2">{oldArvText(found.record)}</Typography>
            </Grid>
          </Grid>
        ) : null}
        {found && !found.record ? (
          <Typography role="status" color={found.error ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
            {found.error ?? `${t('No old property has the PTIN')} ${found.ptin}`}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
