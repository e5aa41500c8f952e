import Close from '@mui/icons-material/Close';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatWhen } from '../properties/format';
import { propertyDetailsPath } from '../properties/paths';
import { Uploader } from './cells';
import { formatDay } from './format';
import { Documents, Fact, Resolution } from './DetailParts';
import type { ObjectionRow, ResolveResult } from './objectionApi';
import { RejectDialog } from './RejectDialog';
import { ResolveDialog } from './ResolveDialog';
import { StatusChip } from './StatusChip';
import { ok } from './texts';

/**
 * One objection in the drawer: its facts, text and documents; for nagar_nigam, Reject and Resolve
 * while it is pending and a link to the property's details with its ledger.
 */
export function ObjectionDetails({
  row: listed,
  canDecide,
  onClose,
  onChanged,
}: {
  row: ObjectionRow;
  canDecide: boolean;
  onClose: () => void;
  /** A decision was taken: the list and the summary are read again. */
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const [row, setRow] = useState(listed);
  const [dialog, setDialog] = useState<'reject' | 'resolve' | null>(null);
  const [result, setResult] = useState<ResolveResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  // The button that opened the decision is gone with it: the keyboard goes on from the heading.
  useEffect(() => {
    if (!refocus || dialog !== null) return;
    heading.current?.focus();
    setRefocus(false);
  }, [refocus, dialog]);
  const decided = (updated: ObjectionRow | undefined) => {
    if (updated) setRow(updated);
    setRefocus(true);
    onChanged();
  };
  return (
    <Box
      role="region"
      aria-label={translate(ok('details.label'))}
      sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(ok('details.heading'), { objectionId: row.objectionId })}
        </Typography>
        <StatusChip status={row.status} />
        <IconButton aria-label={translate(ok('action.close'))} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {result ? <Resolution result={result} /> : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label="column.propertyUniqueId">{row.propertyUniqueId}</Fact>
        <Fact label="column.ownerName">{row.ownerName}</Fact>
        <Fact label="column.mohalla">{row.mohallaName}</Fact>
        <Fact label="column.uploadedBy">
          <Uploader row={row} />
        </Fact>
        <Fact label="column.objectionDate">{formatDay(row.objectionDate)}</Fact>
        <Fact label="column.uploadedAt">{formatWhen(row.uploadedAt)}</Fact>
        <Fact label="details.description">{row.description}</Fact>
        {row.status === 'rejected' ? (
          <>
            <Fact label="details.rejectionReason">{row.rejectionReason}</Fact>
            <Fact label="details.rejectedAt">{formatWhen(row.rejectedAt)}</Fact>
          </>
        ) : null}
        {row.status === 'resolved' ? (
          <>
            <Fact label="details.resolutionRemarks">{row.resolutionRemarks}</Fact>
            <Fact label="details.resolvedAt">{formatWhen(row.resolvedAt)}</Fact>
            <Fact label="details.reassessed">
              {translate(ok(row.reassessed ? 'details.yes' : 'details.no'))}
            </Fact>
          </>
        ) : null}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate(ok('details.documents'))}
      </Typography>
      <Documents row={row} />
      {canDecide ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {row.status === 'pending' ? (
            <>
              <Button variant="contained" onClick={() => setDialog('resolve')}>
                {translate(ok('action.resolve'))}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                {translate(ok('action.reject'))}
              </Button>
            </>
          ) : null}
          <Button component={RouterLink} to={propertyDetailsPath(basename, row.propertyUniqueId)}>
            {translate(ok('action.openLedger'))}
          </Button>
        </Box>
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog row={row} onClose={() => setDialog(null)} onRejected={decided} />
      ) : null}
      {dialog === 'resolve' ? (
        <ResolveDialog
          row={row}
          onClose={() => setDialog(null)}
          onResolved={(resolved) => {
            setResult(resolved);
            decided(resolved.objection);
          }}
        />
      ) : null}
    </Box>
  );
}
