import Cancel from '@mui/icons-material/Cancel';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { useHttp } from '../properties/api';
import { nk } from './i18n';
import { JobParts, SkippedReasons } from './JobParts';
import { formatDay, formatInstant, isRunning, PATHS, type NoticeJob } from './noticesApi';
import { useFollowedJob } from './useFollowedJob';

const STATUS_COLOUR = {
  queued: 'default',
  running: 'info',
  completed: 'success',
  cancelled: 'warning',
  failed: 'error',
} as const;

/**
 * The job being followed: its status, a progress bar of properties done, the notices issued and
 * skipped, Cancel (after a confirmation) while it runs, and a download link for each PDF part.
 */
export function JobProgress({
  job: initial,
  onProgress,
}: {
  job: NoticeJob;
  onProgress: (job: NoticeJob) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const http = useHttp();
  const notify = useNotify();
  const [job, setJob] = useFollowedJob(initial, onProgress);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;

  const cancel = async () => {
    setCancelling(true);
    try {
      const reply = await http<{ data: NoticeJob }>(PATHS.cancel(job.id), { method: 'PATCH' });
      setJob(reply.json.data);
      onProgress(reply.json.data);
      if (isRunning(reply.json.data)) notify(nk('job.cancelAsked'), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  return (
    <Card component="section" aria-label={translate(nk('job.heading'))} sx={{ mt: 2 }}>
      <CardContent>
        <SectionHeading>
          {translate(nk('job.heading'))}: {translate(nk(`types.${job.noticeType}`))}
        </SectionHeading>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip
            label={translate(nk(`job.status.${job.status}`))}
            color={STATUS_COLOUR[job.status]}
            size="small"
            aria-label={translate(nk('jobs.status'))}
          />
          <Typography variant="body2">
            {translate(nk('job.noticeDate'), {
              date: formatDay(job.noticeDate, locale),
              payBy: formatDay(job.payBy, locale),
            })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate(nk('job.progress'), { done: job.done, total: job.total })}
          sx={{ height: 10, borderRadius: 1 }}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
          {translate(nk('job.progress'), {
            done: job.done.toLocaleString('en-IN'),
            total: job.total.toLocaleString('en-IN'),
          })}{' '}
          ({percent}%) · {translate(nk('job.issued'))}: {job.issued.toLocaleString('en-IN')} ·{' '}
          {translate(nk('job.skipped'))}: {job.skipped.toLocaleString('en-IN')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate(nk('job.started'), { by: job.requestedBy, at: formatInstant(job.createdAt, locale) })}
        </Typography>
        {job.lastError ? (
          <Alert severity={job.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 1 }}>
            {translate(nk(job.status === 'failed' ? 'job.failedReason' : 'job.retrying'), {
              message: job.lastError,
            })}
          </Alert>
        ) : null}
        {isRunning(job) ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<Cancel />}
            disabled={job.cancelRequested}
            onClick={() => setConfirming(true)}
            sx={{ mt: 1 }}
          >
            {translate(nk('job.cancel'))}
          </Button>
        ) : null}
        <JobParts job={job} />
        <SkippedReasons job={job} />
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={cancelling}
        title={translate(nk('job.cancelTitle'))}
        content={translate(nk('job.cancelContent'))}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
        confirm={nk('dialog.confirm')}
        cancel={nk('dialog.back')}
      />
    </Card>
  );
}
