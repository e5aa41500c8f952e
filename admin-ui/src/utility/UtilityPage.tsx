import PlayArrow from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { UtilityJob, UtilityOutbox, UtilityReadModel, UtilityRun } from '@ptax/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { ToneChip } from '../components/ToneChip';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { formatWhen } from '../properties/format';
import { auditWords, READ_MODEL_NAMES, RUN_STATUS, UTILITY_PATH } from './utilityApi';
import { JobTable, OutboxPanels, ReadModelTable } from './UtilitySections';

const POLL_MS = 2000;

interface Snapshot {
  readModels: UtilityReadModel[];
  runs: UtilityRun[];
  outboxes: UtilityOutbox[];
  jobs: UtilityJob[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mt: 2, minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <SectionHeading>{title}</SectionHeading>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Utilities (/admin/utility): what an administrator needs without a shell. How far each read model
 * trails the events, the audit verification run in the background with its result, the outboxes
 * with their failures, and the background jobs with their progress.
 */
export default function UtilityPage() {
  const translate = useTranslate();
  const t = (text: string, options?: object) =>
    options ? translate(text, { _: text, ...options }) : translateText(translate, text);
  const http = useHttp();
  const notify = useNotify();
  const [version, setVersion] = useState(0);
  const [starting, setStarting] = useState(false);
  const get = async <T,>(path: string) => (await http<{ data: T }>(`${UTILITY_PATH}/${path}`)).json!.data;
  const snapshot = useLoaded<Snapshot | null>(
    `utility#${version}`,
    async () => {
      const [readModels, runs, outboxes, jobs] = await Promise.all([
        get<UtilityReadModel[]>('readModels'),
        get<UtilityRun[]>('auditVerification'),
        get<UtilityOutbox[]>('outboxes'),
        get<UtilityJob[]>('jobs'),
      ]);
      return { readModels, runs, outboxes, jobs };
    },
    null,
  );
  const [shown, setShown] = useState<Snapshot | null>(null);
  useEffect(() => {
    if (snapshot.data) setShown(snapshot.data);
  }, [snapshot.data]);
  const lastRun = shown?.runs[0] ?? null;
  const rebuilding = (shown?.readModels ?? []).some((row) => row.rebuild?.status === 'running');
  const running = lastRun?.status === 'running' || rebuilding;
  const [confirming, setConfirming] = useState<UtilityReadModel | null>(null);
  const modelName = (name: string) => (READ_MODEL_NAMES[name] ? t(READ_MODEL_NAMES[name]) : name);
  const rebuild = async () => {
    if (!confirming) return;
    setStarting(true);
    try {
      await http(`${UTILITY_PATH}/readModels/${encodeURIComponent(confirming.name)}/rebuild`, {
        method: 'POST',
      });
      notify(t('Rebuild of %{name} started', { name: modelName(confirming.name) }), { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setStarting(false);
      setConfirming(null);
    }
  };
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, shown]);

  const runAudit = async () => {
    setStarting(true);
    try {
      await http(`${UTILITY_PATH}/auditVerification`, { method: 'POST' });
      notify(t('Audit verification started'), { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };

  return (
    // minWidth 0 down to the tables: a flex child would otherwise widen to its widest table on a phone.
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', minWidth: 0 }}>
      <Title title={t('Utilities')} />
      {snapshot.error ? <Alert severity="error">{snapshot.error.message}</Alert> : null}
      {!shown && !snapshot.error ? <CircularProgress aria-label={t('Loading')} /> : null}
      <Section title={t('Audit verification')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(
            'Replays every property stream against the ledgers and checks every hash chain. The service keeps answering meanwhile.',
          )}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PlayArrow />}
          onClick={runAudit}
          disabled={starting || lastRun?.status === 'running' || !shown}
        >
          {t('Run the audit verification')}
        </Button>
        <Box sx={{ mt: 2 }} role="status" aria-label={t('Audit verification')}>
          {lastRun ? (
            <>
              <ToneChip tone={RUN_STATUS[lastRun.status].tone}>
                {t(RUN_STATUS[lastRun.status].label)}
              </ToneChip>{' '}
              <Typography component="span" variant="body2">
                {t('Started by %{who} on %{when}', {
                  who: lastRun.startedBy,
                  when: formatWhen(lastRun.startedAt),
                })}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="audit-result">
                {auditWords(lastRun, t)}
              </Typography>
            </>
          ) : shown ? (
            <Typography variant="body2">{t('No run yet')}</Typography>
          ) : null}
        </Box>
      </Section>
      {shown ? (
        <>
          <Section title={t('Read models')}>
            <ReadModelTable
              rows={shown.readModels}
              t={t}
              onRebuild={setConfirming}
              busy={starting || rebuilding}
            />
          </Section>
          <Section title={t('Outboxes')}>
            <OutboxPanels outboxes={shown.outboxes} t={t} />
          </Section>
          <Section title={t('Background jobs')}>
            <JobTable jobs={shown.jobs} t={t} />
          </Section>
        </>
      ) : null}
      <Confirm
        isOpen={confirming !== null}
        loading={starting}
        title={t('Rebuild %{name}?', { name: modelName(confirming?.name ?? '') })}
        content={t(
          'It is built again from every event beside the one in use and takes its place once level. The screens keep answering meanwhile.',
        )}
        onConfirm={rebuild}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
