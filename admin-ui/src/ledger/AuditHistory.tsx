import CompareArrows from '@mui/icons-material/CompareArrows';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { textOf } from '../properties/format';
import { usePeopleWords, type PeopleWords } from '../providers/i18n/names';

type Row = Record<string, unknown>;

const rowOf = (value: unknown): Row => (value && typeof value === 'object' ? (value as Row) : {});

/** An event as people read it: what happened, when (India time), who or what did it, and the remarks. */
function historyRow(raw: Row, words: PeopleWords) {
  const meta = rowOf(raw.metadata);
  const command = textOf(raw, 'command') || textOf(meta, 'command');
  return {
    revision: textOf(raw, 'revision'),
    what: words.event(textOf(raw, 'type')),
    recordedAt: words.dateTime(textOf(raw, 'recordedAt')),
    who: words.actor(textOf(raw, 'who', 'userId', 'by') || textOf(meta, 'userId'), command),
    why: textOf(raw, 'remarks') || textOf(meta, 'remarks'),
  };
}

const eventsOf = (data: unknown): Row[] =>
  Array.isArray(data) ? (data as Row[]) : ((rowOf(data).events as Row[] | undefined) ?? []);

/** A difference of a replay, whatever shape the server gives it. */
function differenceText(difference: unknown): string {
  if (typeof difference === 'string') return difference;
  const row = rowOf(difference);
  const where = textOf(row, 'path', 'field', 'key', 'financialYear');
  const stored = JSON.stringify(row.stored ?? row.expected ?? row.readModel ?? null);
  const replayed = JSON.stringify(row.replayed ?? row.actual ?? row.fold ?? null);
  return `${where}: stored ${stored}, replayed ${replayed}`;
}

export interface ReplayResult {
  matches: boolean;
  differences: unknown[];
  chainOk: boolean;
  brokenAt: string;
  /** Why the chain check failed, as the event store words it. */
  chainReason: string;
}

export function replayResultOf(raw: Row): ReplayResult {
  const chain = rowOf(raw.chain);
  return {
    matches: raw.matches === true,
    differences: Array.isArray(raw.differences) ? raw.differences : [],
    chainOk: chain.ok !== false,
    brokenAt: textOf(chain, 'brokenAtRevision', 'brokenAt', 'revision'),
    chainReason: textOf(chain, 'reason'),
  };
}

/** Green when the replay matches and the hash chain holds, red with what differs otherwise. */
function ReplayOutcome({ result }: { result: ReplayResult }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const ok = result.matches && result.chainOk;
  return (
    <Alert severity={ok ? 'success' : 'error'} variant="filled" sx={{ my: 2 }} data-testid="replay-result">
      <AlertTitle>
        {t(ok ? 'Replay matches the stored ledger' : 'Replay does not match the stored ledger')}
      </AlertTitle>
      {result.chainOk
        ? t('The hash chain of the events is intact.')
        : `${t('The hash chain is broken at revision')} ${result.brokenAt}${result.chainReason ? ` (${result.chainReason})` : ''}`}
      {result.differences.length > 0 ? (
        <List dense aria-label={t('Differences')}>
          {result.differences.map((difference, index) => (
            <ListItem key={index} disableGutters>
              {differenceText(difference)}
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/**
 * Every event of the property's stream (GET audit/properties/{id}/history: revision, type, when,
 * who, why) and "Replay and compare" (GET audit/properties/{id}/replay): the ledger folded again
 * from the events against the stored one, and the hash chain checked.
 */
export function AuditHistory({ propertyUniqueId }: { propertyUniqueId: string }) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const words = usePeopleWords();
  const http = useHttp();
  const base = `/audit/properties/${encodeURIComponent(propertyUniqueId)}`;
  const history = useLoaded<Row[]>(
    propertyUniqueId,
    async () => eventsOf((await http<{ data?: unknown }>(`${base}/history`)).json?.data),
    [],
  );
  const [replay, setReplay] = useState<{ busy: boolean; result?: ReplayResult; error?: string }>({
    busy: false,
  });
  const runReplay = async () => {
    setReplay({ busy: true });
    try {
      const reply = await http<{ data?: Row }>(`${base}/replay`);
      setReplay({ busy: false, result: replayResultOf(reply.json?.data ?? {}) });
    } catch (error) {
      setReplay({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <Box role="region" aria-label={t('History (audit)')}>
      <Button
        variant="contained"
        size="small"
        startIcon={replay.busy ? <CircularProgress size={16} /> : <CompareArrows />}
        disabled={replay.busy}
        onClick={runReplay}
      >
        {t('Replay and compare')}
      </Button>
      {replay.result ? <ReplayOutcome result={replay.result} /> : null}
      {replay.error ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {replay.error}
        </Alert>
      ) : null}
      {history.loading ? (
        <CircularProgress aria-label={t('Loading')} sx={{ display: 'block', mt: 2 }} />
      ) : null}
      {history.error ? <Alert severity="error">{history.error.message}</Alert> : null}
      {history.data.length > 0 ? (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label={t('Events')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Revision')}</TableCell>
                <TableCell>{t('Event')}</TableCell>
                <TableCell>{t('Recorded at')}</TableCell>
                <TableCell>{t('By')}</TableCell>
                <TableCell>{t('Remarks')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data
                .map((raw) => historyRow(raw, words))
                .map((event) => (
                  <TableRow key={event.revision}>
                    <TableCell>{event.revision}</TableCell>
                    <TableCell>{event.what}</TableCell>
                    <TableCell>{event.recordedAt}</TableCell>
                    <TableCell>{event.who}</TableCell>
                    <TableCell>{event.why}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
