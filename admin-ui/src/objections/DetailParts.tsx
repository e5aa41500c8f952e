import { Alert, Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Fact as LabelledFact } from '../components/Facts';
import type { ObjectionRow, ResolveResult } from './objectionApi';
import { ok, type ObjectionsTextKey } from './texts';

// The pieces of an objection's details: a labelled fact, the documents, what a resolution changed.

export function Fact({ label, children }: { label: ObjectionsTextKey; children: ReactNode }) {
  const translate = useTranslate();
  return <LabelledFact label={translate(ok(label))}>{children}</LabelledFact>;
}

/** Each document as a link (a signed, expiring address: it opens without the bearer token). */
export function Documents({ row }: { row: ObjectionRow }) {
  const translate = useTranslate();
  if (!row.documents?.length)
    return <Typography variant="body2">{translate(ok('details.noDocuments'))}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {row.documents.map((document) => (
        <li key={document.id}>
          <Link href={document.url} target="_blank" rel="noopener noreferrer">
            {document.name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** What the resolution changed: reassessment, demand, and the way to the property's ledger. */
export function Resolution({ result }: { result: ResolveResult }) {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      <div>{translate(ok('resolve.done'), { objectionId: result.objection?.objectionId ?? '' })}</div>
      <div>{translate(ok(result.reassessed ? 'resolve.reassessed' : 'resolve.notReassessed'))}</div>
      <div>{translate(ok(result.demandReplaced ? 'resolve.demandReplaced' : 'resolve.demandKept'))}</div>
    </Alert>
  );
}
