import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { useHttp, useLoaded } from '../properties/api';
import { nk } from './i18n';
import { formatInstant, PATHS, type NoticeJob } from './noticesApi';

type Listed = NoticeJob & { zoneName: string | null; wardName: string | null; mohallaName: string | null };

const RECENT = 5;

/** Where a job was for: its sheet, or its mohalla, ward or zone (the whole city when none). */
function useWhat() {
  const translate = useTranslate();
  return (job: Listed) =>
    job.sheetName
      ? translate(nk('jobs.sheet'), { file: job.sheetName })
      : (job.mohallaName ?? job.wardName ?? job.zoneName ?? translate(nk('generate.wholeCity')));
}

/** The latest notice jobs (GET properties/notices/jobs); Show follows one. `version` reads them again. */
export function JobList({
  version,
  current,
  onShow,
}: {
  version: number;
  current: string | null;
  onShow: (job: NoticeJob) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const http = useHttp();
  const what = useWhat();
  const jobs = useLoaded<Listed[]>(
    `jobs#${version}`,
    async () => (await http<{ data?: Listed[] }>(PATHS.jobs, { query: { limit: RECENT } })).json?.data ?? [],
    [],
  );
  return (
    <Card component="section" aria-label={translate(nk('jobs.heading'))} sx={{ mt: 2 }}>
      <CardContent>
        <SectionHeading>{translate(nk('jobs.heading'))}</SectionHeading>
        {jobs.data.length === 0 && !jobs.loading ? (
          <Typography color="text.secondary">{translate(nk('jobs.empty'))}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['when', 'type', 'what', 'status', 'progress'] as const).map((column) => (
                    <TableCell key={column}>{translate(nk(`jobs.${column}`))}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.map((job) => (
                  <TableRow key={job.id} selected={job.id === current}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatInstant(job.createdAt, locale)}
                    </TableCell>
                    <TableCell>{translate(nk(`type.${job.noticeType}`))}</TableCell>
                    <TableCell>{what(job)}</TableCell>
                    <TableCell>{translate(nk(`job.status.${job.status}`))}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {job.done.toLocaleString('en-IN')} / {job.total.toLocaleString('en-IN')}
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => onShow(job)} disabled={job.id === current}>
                        {translate(nk('jobs.follow'))}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
