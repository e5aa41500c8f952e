import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../properties/api';
import { GenerateNotices } from './GenerateNotices';
import { nk } from './i18n';
import { IssuedNotices } from './IssuedNotices';
import { JobList } from './JobList';
import { JobProgress } from './JobProgress';
import { isRunning, PATHS, type NoticeJob } from './noticesApi';

/**
 * Notices (/properties/notices): start a bulk notice job over a place or a sheet, follow it (progress,
 * cancel, the PDF parts to download), the latest jobs, and the register of notices issued.
 */
export default function NoticesPage() {
  const translate = useTranslate();
  const http = useHttp();
  const notify = useNotify();
  const [job, setJob] = useState<NoticeJob | null>(null);
  const [version, setVersion] = useState(0);
  // The notices issued so far: the list is read again when a followed job has issued more.
  const [issued, setIssued] = useState(0);

  const show = async (id: string) => {
    try {
      setJob((await http<{ data: NoticeJob }>(PATHS.job(id))).json.data);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  // Coming back to the screen follows a job still running.
  useEffect(() => {
    http<{ data?: NoticeJob[] }>(PATHS.jobs, { query: { limit: 1 } })
      .then((reply) => {
        const [latest] = reply.json?.data ?? [];
        if (latest && isRunning(latest)) void show(latest.id);
      })
      .catch(() => undefined);
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const progressed = (latest: NoticeJob) => {
    setVersion((v) => v + 1);
    setIssued(latest.issued);
  };

  return (
    // One grid column that may shrink to nothing: a wide table scrolls within the screen instead of
    // widening the page on a phone.
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate(nk('title'))} />
      <GenerateNotices
        onStarted={(started) => {
          setJob(started);
          setVersion((v) => v + 1);
        }}
      />
      {job ? <JobProgress job={job} onProgress={progressed} /> : null}
      <JobList version={version} current={job?.id ?? null} onShow={(listed) => void show(listed.id)} />
      <IssuedNotices issued={issued} />
    </Box>
  );
}
