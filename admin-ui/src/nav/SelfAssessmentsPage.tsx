import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { fieldErrors, objectionRejectSchema, SELF_ASSESSMENT_STATUSES } from '@ptax/contracts';
import { Fragment, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise, formatWhen, paiseOf, textOf } from '../properties/format';
import { translateText } from '../providers/i18n/i18nProvider';

type Row = Record<string, unknown>;
interface Listed {
  rows: Row[];
  total: number;
}

const PAGE_SIZE = 10;
const T = 'ptax.nav.selfAssessments';
const COLUMNS = ['number', 'owner', 'place', 'submitted', 'arv', 'tax', 'status', 'actions'] as const;

const idOf = (row: Row) => textOf(row, 'selfAssessmentId', 'id');
const rowsOf = (row: Row, field: string) => (Array.isArray(row[field]) ? (row[field] as Row[]) : []);

/** What only staff see: contact details, floors and the documents (signed links that expire). */
function Details({ row }: { row: Row }) {
  const translate = useTranslate();
  const facts: [string, string][] = [
    ['mobile', textOf(row, 'mobileNumber') || '-'],
    ['email', textOf(row, 'emailId') || '-'],
    ['reason', textOf(row, 'rejectionReason')],
    ['propertyId', textOf(row, 'propertyUniqueId')],
  ];
  const documents = rowsOf(row, 'documents');
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, py: 1 }}>
      <Box component="dl" sx={{ m: 0 }}>
        {facts
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <Box key={name}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {translate(`${T}.${name}`)}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate(`${T}.floors`)}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {rowsOf(row, 'floors').map((floor, index) => (
            <li key={index}>
              {translate(`${T}.floorLine`, {
                floor: textOf(floor, 'floorNumber'),
                area: textOf(floor, 'areaSqft'),
              })}
            </li>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate(`${T}.documents`)}</Typography>
        {documents.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {documents.map((document) => (
              <li key={textOf(document, 'id', 'url')}>
                <a href={textOf(document, 'url')} target="_blank" rel="noopener noreferrer">
                  {textOf(document, 'name')}
                </a>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">{translate(`${T}.noDocuments`)}</Typography>
        )}
      </Box>
    </Box>
  );
}

/** Reject with a reason (at least 5 characters, the server's rule): PATCH selfAssessment/reject/:id. */
function RejectDialog({
  id,
  onClose,
  onDone,
}: {
  id: string;
  onClose: () => void;
  onDone: (row: Row) => void;
}) {
  const translate = useTranslate();
  const http = useHttp();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = objectionRejectSchema.safeParse({ reason });
  const error = touched && !parsed.success ? fieldErrors(parsed.error).reason : undefined;
  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const reply = await http<{ data?: Row }>(`/selfAssessment/reject/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { reason: parsed.data.reason },
      });
      onDone(reply.json?.data ?? { selfAssessmentId: id });
    } catch (caught) {
      setFailure((caught as Error).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="sa-reject-title" fullWidth maxWidth="sm">
      <DialogTitle id="sa-reject-title">{translate(`${T}.rejectTitle`, { id })}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate(`${T}.reason`)}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          margin="dense"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(error)}
          helperText={error ? translateText(translate, error) : undefined}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={submit}>
          {translate(`${T}.reject`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Decision({ row, onDecided }: { row: Row; onDecided: (message: string) => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const notify = useNotify();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = idOf(row);
  if (textOf(row, 'status') !== 'submitted') return null;
  const accept = async () => {
    setBusy(true);
    try {
      const reply = await http<{ data?: Row }>(`/selfAssessment/accept/${encodeURIComponent(id)}`, {
        method: 'PATCH',
      });
      onDecided(translate(`${T}.accepted`, { id, propertyId: textOf(reply.json?.data, 'propertyUniqueId') }));
    } catch (caught) {
      notify((caught as Error).message, { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        onClick={accept}
        aria-label={`${translate(`${T}.accept`)} ${id}`}
      >
        {translate(`${T}.accept`)}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        onClick={() => setRejecting(true)}
        aria-label={`${translate(`${T}.reject`)} ${id}`}
      >
        {translate(`${T}.reject`)}
      </Button>
      {rejecting ? (
        <RejectDialog
          id={id}
          onClose={() => setRejecting(false)}
          onDone={() => onDecided(translate(`${T}.rejected`, { id }))}
        />
      ) : null}
    </>
  );
}

function ListedRow({ row, onDecided }: { row: Row; onDecided: (message: string) => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = idOf(row);
  const money = (field: string) => {
    const paise = paiseOf(row, field);
    return paise === undefined ? '' : formatPaise(paise);
  };
  const status = textOf(row, 'status');
  const cells = [
    id,
    textOf(row, 'ownerName'),
    [textOf(row, 'mohallaName'), textOf(row, 'wardName')].filter(Boolean).join(', '),
    formatWhen(row.submittedAt),
    money('arvPaise'),
    money('totalTaxPaise'),
    translate(`${T}.statuses.${status}`, { _: status }),
  ];
  return (
    <Fragment>
      <TableRow>
        {cells.map((cell, index) => (
          <TableCell key={COLUMNS[index]}>{cell}</TableCell>
        ))}
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {translate(open ? `${T}.hideDetails` : `${T}.details`)}
          </Button>
          <Decision row={row} onDecided={onDecided} />
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={COLUMNS.length}>
            <Details row={row} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

/**
 * The citizens' self-assessments inside the back office (/self-assessments, nagar_nigam): the list by
 * status (GET selfAssessment/all), each one's details and documents, and accept or reject.
 */
export default function SelfAssessmentsPage() {
  const translate = useTranslate();
  const http = useHttp();
  const notify = useNotify();
  const [status, setStatus] = useState('submitted');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const query = { ...(status ? { status } : {}), page, limit: PAGE_SIZE };
  const listed = useLoaded<Listed | null>(
    `${JSON.stringify(query)}#${version}`,
    async () => {
      const reply = await http<{ data?: Row[]; total?: number }>('/selfAssessment/all', { query });
      return { rows: reply.json?.data ?? [], total: reply.json?.total ?? 0 };
    },
    null,
  );
  const pages = Math.max(1, Math.ceil((listed.data?.total ?? 0) / PAGE_SIZE));
  const decided = (message: string) => {
    notify(message, { type: 'success' });
    setVersion((v) => v + 1);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <SectionHeading>{translate(`${T}.title`)}</SectionHeading>
      <TextField
        select
        size="small"
        label={translate(`${T}.status`)}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value);
          setPage(1);
        }}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{translate(`${T}.anyStatus`)}</MenuItem>
        {SELF_ASSESSMENT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`${T}.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {listed.loading ? <CircularProgress aria-label={translateText(translate, 'Loading')} /> : null}
      {listed.error ? <Alert severity="error">{listed.error.message}</Alert> : null}
      {listed.data ? (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {listed.data.total
            ? translate(`${T}.count`, { total: listed.data.total, page, pages })
            : translate(`${T}.none`)}
        </Typography>
      ) : null}
      {listed.data?.rows.length ? (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(`${T}.title`)}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`${T}.column.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {listed.data.rows.map((row) => (
                <ListedRow key={idOf(row)} row={row} onDecided={decided} />
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : null}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate(`${T}.previous`)}
          </Button>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate(`${T}.next`)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
