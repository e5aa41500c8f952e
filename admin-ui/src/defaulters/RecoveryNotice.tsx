import Gavel from '@mui/icons-material/Gavel';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Defaulter } from './defaultersApi';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatPaise } from '../properties/format';
import { useHttp } from '../properties/api';
import { isRunning, PATHS, type NoticeJob } from '../notices/noticesApi';
import { useFollowedJob } from '../notices/useFollowedJob';
import { useReportLanguage } from '../reports';

/**
 * A row's action: a recovery notice for that property, through the notices feature's own call
 * (POST properties/generateBulkNotice with the property's ID) after a confirmation; the job is
 * followed until its PDF is written, which then opens from a link.
 */
export function RecoveryNotice({ row, minimumDues }: { row: Defaulter; minimumDues: string }) {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const http = useHttp();
  const { language } = useReportLanguage();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [job, setJob] = useState<NoticeJob | null>(null);
  const [error, setError] = useState<string | null>(null);

  const issue = async () => {
    setSending(true);
    setError(null);
    try {
      const reply = await http<{ data: NoticeJob }>(PATHS.generate, {
        method: 'POST',
        body: { noticeType: 'recovery', language, propertyUniqueId: row.propertyUniqueId, minimumDues },
      });
      setJob(reply.json.data);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  const label = t('Issue a recovery notice to %{id}', { id: row.propertyUniqueId });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setAsking(true)} color="primary">
          <Gavel fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={sending}
        title={t('Issue a recovery notice?')}
        content={t(
          '%{owner} (property %{id}) owes %{dues}. The property gets a numbered recovery notice dated today, to pay within 15 days.',
          { owner: row.ownerName ?? '', id: row.propertyUniqueId, dues: formatPaise(row.duesPaise) },
        )}
        confirm={t('Issue notice')}
        cancel={t('Go back')}
        onConfirm={issue}
        onClose={() => setAsking(false)}
      />
      {error && (
        <Dialog open onClose={() => setError(null)}>
          <DialogContent>
            <Alert severity="error">{error}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setError(null)}>{t('Close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {job && <NoticeProgress initial={job} onClose={() => setJob(null)} />}
    </>
  );
}

/** The notice's job as it runs, then its PDF (or why the property was skipped). */
function NoticeProgress({ initial, onClose }: { initial: NoticeJob; onClose: () => void }) {
  const translate = useTranslate();
  const t = (text: string, options?: object) => translate(text, { _: text, ...options });
  const [job] = useFollowedJob(initial, () => undefined);
  const part = job.parts?.[0];
  const reasons = Object.keys(job.skippedByReason ?? {});
  return (
    <Dialog open onClose={onClose} aria-labelledby="recovery-notice-title" fullWidth maxWidth="xs">
      <DialogTitle id="recovery-notice-title">{t('Recovery notice')}</DialogTitle>
      <DialogContent>
        {isRunning(job) && (
          <Typography role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={18} /> {t('Writing the notice…')}
          </Typography>
        )}
        {part && (
          <Button
            variant="contained"
            startIcon={<PictureAsPdf />}
            href={part.url}
            target="_blank"
            rel="noopener"
          >
            {t('Open notice %{number} (PDF)', { number: part.firstNumber })}
          </Button>
        )}
        {!isRunning(job) && !part && (
          <Alert severity="warning">
            {t('No notice was issued.')}{' '}
            {reasons
              .map((reason) =>
                translate(`ptax.notices.job.reasons.${reason}`, {
                  _: translate('ptax.notices.job.reasons.failed'),
                }),
              )
              .join('; ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
