import CloudUpload from '@mui/icons-material/CloudUpload';
import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDay, type StatePortalBatch } from '@ptax/contracts';
import { useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';
import { useHttp, useLoaded } from '../properties/api';
import { downloadExport } from '../properties/download';
import { formatPaise } from '../properties/format';
import { BatchTable } from './BatchTable';
import { Reconciliation } from './Reconciliation';
import {
  inFlight,
  loadOverview,
  PUSH_PATH,
  pushDay,
  retryBatch,
  todayInIndia,
  waitingOf,
} from './statePortalApi';

/** While a batch is on its way the screen looks again this often, to show it sent and acknowledged. */
const POLL_MS = 2000;

/**
 * Push data (/admin/pushData): a day's collections to the state portal e-Nagar Sewa. Choose the
 * day, push it (after a confirmation naming the receipts and the day), follow its batches to the
 * portal's acknowledgement, retry a failed one, and check the day against the ledger.
 */
export default function PushDataPage() {
  const translate = useTranslate();
  const t = (text: string, options?: object) =>
    options ? translate(text, { _: text, ...options }) : translateText(translate, text);
  const http = useHttp();
  const notify = useNotify();
  const { session } = useServices();
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;
  const overview = useLoaded(valid ? `${date}#${version}` : null, () => loadOverview(http, date), null);
  const data = overview.data;
  const waiting = waitingOf(data, date);

  useEffect(() => {
    if (!inFlight(data)) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [data]);

  const fail = (error: unknown) => notify((error as Error).message, { type: 'error' });
  const push = async () => {
    setBusy(true);
    try {
      const result = await pushDay(http, date);
      notify(
        result.records
          ? t('%{records} records of %{date} queued for e-Nagar Sewa', {
              records: result.records,
              date: formatDay(date),
            })
          : t('Nothing new to send for %{date}', { date: formatDay(date) }),
        { type: result.records ? 'success' : 'info' },
      );
      setVersion((v) => v + 1);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const retry = async (batch: StatePortalBatch) => {
    setRetrying(batch.id);
    try {
      const records = await retryBatch(http, batch.id);
      notify(t('%{records} records queued again', { records }), { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      fail(error);
    } finally {
      setRetrying(null);
    }
  };
  const download = () =>
    downloadExport({
      path: PUSH_PATH,
      query: { format: 'csv', date },
      token: session.token(),
      fallbackName: `enagarsewa-${date}.csv`,
    }).catch(fail);

  return (
    // minWidth 0 down to the tables: a flex child would otherwise widen to its widest table on a phone.
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', minWidth: 0 }}>
      <Title title={t('Push data')} />
      <Card sx={{ minWidth: 0 }}>
        <CardContent sx={{ minWidth: 0 }}>
          <SectionHeading>{t('Push to e-Nagar Sewa')}</SectionHeading>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('Collections of the day for the state portal e-Nagar Sewa')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              type="date"
              label={t('Date')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              size="small"
            />
            <Button
              variant="contained"
              startIcon={<CloudUpload />}
              onClick={() => setConfirming(true)}
              disabled={!valid || busy || overview.loading}
            >
              {t('Push')}
            </Button>
            <Button startIcon={<Download />} onClick={download} disabled={!valid}>
              {t('Download CSV')}
            </Button>
            <Button startIcon={<Refresh />} onClick={() => setVersion((v) => v + 1)} disabled={!valid}>
              {t('Refresh')}
            </Button>
          </Stack>
          {overview.loading && !data ? <CircularProgress aria-label={t('Loading')} sx={{ mt: 2 }} /> : null}
          {overview.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {overview.error.message}
            </Alert>
          ) : null}
          {data ? (
            <>
              <Reconciliation overview={data} t={t} />
              <BatchTable batches={data.batches} t={t} onRetry={retry} retrying={retrying} />
            </>
          ) : null}
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={t('Push collections of %{date}?', { date: formatDay(date) })}
        content={
          waiting.records
            ? t('Push %{receipts} receipts (%{records} records, %{amount}) of %{date} to e-Nagar Sewa?', {
                receipts: waiting.receipts,
                records: waiting.records,
                amount: formatPaise(waiting.amountPaise),
                date: formatDay(date),
              })
            : t('Every receipt of %{date} is with e-Nagar Sewa already. Pushing again sends nothing new.', {
                date: formatDay(date),
              })
        }
        onConfirm={push}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
