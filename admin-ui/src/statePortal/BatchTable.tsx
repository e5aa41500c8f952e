import Replay from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StatePortalBatch } from '@ptax/contracts';
import { ToneChip } from '../components/ToneChip';
import { formatPaise, formatWhen } from '../properties/format';
import { ATTEMPT_OUTCOMES, BATCH_STATUS } from './statePortalApi';

type T = (text: string, options?: object) => string;

/** What went wrong with a batch, in words: the portal's refusals, or each try that did not arrive. */
function BatchErrors({ batch, t }: { batch: StatePortalBatch; t: T }) {
  const lines: string[] = [];
  if (batch.rejected)
    lines.push(
      t('The portal refused %{count} of %{records} records', {
        count: batch.rejected,
        records: batch.records,
      }),
    );
  for (const error of batch.errors) lines.push(`${error.receiptNumber} (${t(error.kind)}): ${error.error}`);
  for (const attempt of batch.history.filter((a) => a.outcome === 'error'))
    lines.push(
      `${t('Try %{attempt}', { attempt: attempt.attempt })}: ${t(ATTEMPT_OUTCOMES.error)} (${attempt.error ?? ''})`,
    );
  if (!lines.length) return null;
  return (
    <List dense disablePadding>
      {lines.map((line, index) => (
        <ListItem key={index} disableGutters sx={{ py: 0 }}>
          {line}
        </ListItem>
      ))}
    </List>
  );
}

export function BatchTable({
  batches,
  t,
  onRetry,
  retrying,
}: {
  batches: StatePortalBatch[];
  t: T;
  onRetry: (batch: StatePortalBatch) => void;
  retrying: string | null;
}) {
  return (
    <Box component="section" aria-label={t('Batches')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('Batches')}
      </Typography>
      {batches.length === 0 ? (
        <Alert severity="info">{t('No batch for this day yet')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('Batches')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Queued at')}</TableCell>
                <TableCell align="right">{t('Records')}</TableCell>
                <TableCell align="right">{t('Amount')}</TableCell>
                <TableCell>{t('State')}</TableCell>
                <TableCell align="right">{t('Tries')}</TableCell>
                <TableCell>{t('Acknowledgement')}</TableCell>
                <TableCell>{t('Errors')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.map((batch) => (
                <TableRow key={batch.id} data-testid="batch">
                  <TableCell>
                    {formatWhen(batch.createdAt)}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('Pushed by')} {batch.requestedBy}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{batch.records.toLocaleString('en-IN')}</TableCell>
                  <TableCell align="right">{formatPaise(batch.amountPaise)}</TableCell>
                  <TableCell>
                    <ToneChip tone={BATCH_STATUS[batch.status].tone}>
                      {t(BATCH_STATUS[batch.status].label)}
                    </ToneChip>
                    {batch.status === 'queued' && batch.nextAttemptAt && batch.attempts > 0 ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t('Next try')} {formatWhen(batch.nextAttemptAt)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{batch.history.length}</TableCell>
                  <TableCell>{batch.acknowledgementId ?? ''}</TableCell>
                  <TableCell>
                    <BatchErrors batch={batch} t={t} />
                  </TableCell>
                  <TableCell>
                    {batch.status === 'failed' || batch.status === 'part_failed' ? (
                      <Button
                        size="small"
                        startIcon={<Replay />}
                        onClick={() => onRetry(batch)}
                        disabled={retrying === batch.id}
                      >
                        {t('Retry')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
