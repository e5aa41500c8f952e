import Download from '@mui/icons-material/Download';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { nk } from './i18n';
import type { NoticeJob } from './noticesApi';

/** A download link for each PDF part written so far. */
export function JobParts({ job }: { job: NoticeJob }) {
  const translate = useTranslate();
  const parts = job.parts ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(nk('job.parts'))}
      </Typography>
      {parts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(nk('job.noParts'))}
        </Typography>
      ) : (
        <List dense aria-label={translate(nk('job.parts'))}>
          {parts.map((part) => (
            <ListItem key={part.part} disableGutters>
              <Link
                href={part.url}
                download={part.fileName}
                sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', wordBreak: 'break-word' }}
              >
                <Download fontSize="small" />
                {translate(nk('job.part'), {
                  part: part.part,
                  first: part.firstNumber,
                  last: part.lastNumber,
                  notices: part.notices,
                  pages: part.pages,
                })}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function SkippedReasons({ job }: { job: NoticeJob }) {
  const translate = useTranslate();
  const reasons = Object.entries(job.skippedByReason ?? {});
  if (reasons.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(nk('job.skippedWhy'))}
      </Typography>
      <List dense>
        {reasons.map(([reason, count]) => (
          <ListItem key={reason} disableGutters>
            {translate(`ptax.notices.job.reasons.${reason}`, { _: translate(nk('job.reasons.failed')) })}:{' '}
            {count.toLocaleString('en-IN')}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
