import Close from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useHttp } from '../properties/api';
import { propertyDetailsPath } from '../properties/paths';
import { ApproveDialog } from './ApproveDialog';
import { Badge } from './cells';
import { useDates } from './dates';
import { Deed, Documents, Fact, Owners } from './DetailFacts';
import { FeePanel } from './FeePanel';
import { fetchMutation, type MutationRow } from './mutationApi';
import { PaperButtons } from './PaperButtons';
import { RejectDialog } from './RejectDialog';
import { mk } from './texts';

/**
 * One mutation in the drawer: the property, the two owners, the deed, the documents, the fee on the
 * ledger, Approve and Reject while pending, and the papers. Read again when opened: the fee may have
 * been paid at the counter since the list was read.
 */
export function MutationDetails({
  row: listed,
  onClose,
  onChanged,
}: {
  row: MutationRow;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const http = useHttp();
  const dates = useDates();
  const [row, setRow] = useState(listed);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    fetchMutation(http, listed.id).then(setRow, () => undefined);
  }, [http, listed.id]);
  const decided = (updated: MutationRow) => {
    setRow(updated);
    setDialog(null);
    // The button that opened the decision is gone with it: the keyboard goes on from the heading.
    setTimeout(() => heading.current?.focus());
    onChanged();
  };
  return (
    <Box
      role="region"
      aria-label={translate(mk('details.label'))}
      sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(mk('details.heading'), { mutationId: row.mutationId })}
        </Typography>
        <Badge kind="status" value={row.status} />
        <IconButton aria-label={translate(mk('action.close'))} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {row.status !== 'pending' && !row.completed ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(mk('details.unfinished'))}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label="column.propertyUniqueId">{row.propertyUniqueId}</Fact>
        <Fact label="column.mohalla">{row.mohallaName}</Fact>
        <Fact label="column.requestedAt">{dates.when(row.requestedAt)}</Fact>
        <Fact label="details.requestedBy">{row.requestedBy}</Fact>
        <Fact label="column.decidedAt">{dates.when(row.decidedAt)}</Fact>
        <Fact label="details.decidedBy">{row.decidedBy}</Fact>
        <Fact label="details.remarks">{row.remarks}</Fact>
      </Box>
      <Owners row={row} />
      <Deed row={row} />
      <Documents row={row} />
      <FeePanel row={row} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {row.status === 'pending' ? (
          <>
            <Button variant="contained" onClick={() => setDialog('approve')}>
              {translate(mk('action.approve'))}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {translate(mk('action.reject'))}
            </Button>
          </>
        ) : null}
        <Button component={RouterLink} to={propertyDetailsPath(basename, row.propertyUniqueId)}>
          {translate(mk('action.openLedger'))}
        </Button>
      </Box>
      <PaperButtons row={row} />
      {dialog === 'approve' ? (
        <ApproveDialog row={row} onClose={() => setDialog(null)} onApproved={decided} />
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog row={row} onClose={() => setDialog(null)} onRejected={decided} />
      ) : null}
    </Box>
  );
}
