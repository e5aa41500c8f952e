import Autorenew from '@mui/icons-material/Autorenew';
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UtilityJob, UtilityOutbox, UtilityReadModel } from '@ptax/contracts';
import { ToneChip } from '../components/ToneChip';
import { formatWhen } from '../properties/format';
import {
  JOB_COUNTS,
  JOB_NAMES,
  JOB_STATES,
  OUTBOX_NAMES,
  OUTBOX_STATES,
  READ_MODEL_NAMES,
  READ_MODEL_STATES,
  RUN_STATUS,
} from './utilityApi';

type T = (text: string, options?: object) => string;
const nameOf = (names: Record<string, string>, code: string, t: T) => (names[code] ? t(names[code]) : code);

export function ReadModelTable({
  rows,
  t,
  onRebuild,
  busy,
}: {
  rows: UtilityReadModel[];
  t: T;
  onRebuild: (row: UtilityReadModel) => void;
  /** A rebuild is under way (one at a time). */
  busy: boolean;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('Read models')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Read model')}</TableCell>
            <TableCell align="right">{t('Version')}</TableCell>
            <TableCell>{t('State')}</TableCell>
            <TableCell align="right">{t('Position')}</TableCell>
            <TableCell align="right">{t('Behind by (events)')}</TableCell>
            <TableCell>{t('Last update')}</TableCell>
            <TableCell>{t('Rebuild')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.name}/${row.version}`} data-testid={`read-model-${row.name}`}>
              <TableCell>{nameOf(READ_MODEL_NAMES, row.name, t)}</TableCell>
              <TableCell align="right">{row.version}</TableCell>
              <TableCell>
                <ToneChip tone={READ_MODEL_STATES[row.state]?.tone}>
                  {t(READ_MODEL_STATES[row.state]?.label ?? row.state)}
                </ToneChip>
              </TableCell>
              <TableCell align="right">{row.position.toLocaleString('en-IN')}</TableCell>
              <TableCell align="right" data-testid="lag">
                {row.lag.toLocaleString('en-IN')}
              </TableCell>
              <TableCell>{formatWhen(row.updatedAt)}</TableCell>
              <TableCell>
                {row.state === 'active' ? (
                  <Button
                    size="small"
                    startIcon={<Autorenew />}
                    onClick={() => onRebuild(row)}
                    disabled={busy}
                  >
                    {t('Rebuild')}
                  </Button>
                ) : null}
                {row.rebuild ? (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t(RUN_STATUS[row.rebuild.status].label)} · {formatWhen(row.rebuild.startedAt)}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function OutboxPanels({ outboxes, t }: { outboxes: UtilityOutbox[]; t: T }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {outboxes.map((outbox) => {
        const counts = Object.entries(outbox.counts);
        return (
          <Box key={outbox.name} component="section" aria-label={nameOf(OUTBOX_NAMES, outbox.name, t)}>
            <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
              {nameOf(OUTBOX_NAMES, outbox.name, t)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              {counts.length === 0 ? <ToneChip tone="quiet">{t('Empty')}</ToneChip> : null}
              {counts.map(([status, n]) => (
                <ToneChip key={status} tone={status.includes('failed') ? 'refused' : 'quiet'}>
                  {`${nameOf(OUTBOX_STATES, status, t)}: ${n.toLocaleString('en-IN')}`}
                </ToneChip>
              ))}
            </Box>
            {outbox.failures.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('No failures')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {outbox.failures.map((failure) => (
                  <ListItem key={failure.id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                    {`${formatWhen(failure.at)} · ${failure.about} · ${failure.attempts}× · ${failure.error ?? ''}`}
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function JobTable({ jobs, t }: { jobs: UtilityJob[]; t: T }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('Background jobs')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Job')}</TableCell>
            <TableCell>{t('State')}</TableCell>
            <TableCell sx={{ minWidth: 120 }}>{t('Progress')}</TableCell>
            <TableCell>{t('Last update')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job, index) => (
            <TableRow key={`${job.name}/${index}`}>
              <TableCell>{nameOf(JOB_NAMES, job.name, t)}</TableCell>
              <TableCell>
                <ToneChip tone={JOB_STATES[job.status]?.tone}>
                  {t(JOB_STATES[job.status]?.label ?? job.status)}
                </ToneChip>
              </TableCell>
              <TableCell>
                {job.percent !== null ? (
                  <LinearProgress variant="determinate" value={job.percent} aria-label={t('Progress')} />
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  {Object.entries(job.counts)
                    .map(([name, n]) => `${nameOf(JOB_COUNTS, name, t)} ${n}`)
                    .join(', ')}
                </Typography>
              </TableCell>
              <TableCell>{formatWhen(job.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
