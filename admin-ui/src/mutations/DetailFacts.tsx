import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Fact as LabelledFact } from '../components/Facts';
import { formatPaise } from '../properties/format';
import { useDates } from './dates';
import type { MutationRow } from './mutationApi';
import { mk, type MutationsTextKey } from './texts';

// The pieces of a mutation's details: a labelled fact, the two owners, the deed, the documents.

/** A fact of the mutation, left out when it has no value. */
export function Fact({ label, children }: { label: MutationsTextKey; children: ReactNode }) {
  const translate = useTranslate();
  if (children === null || children === undefined || children === '') return null;
  return <LabelledFact label={translate(mk(label))}>{children}</LabelledFact>;
}

function Section({ title, children }: { title: MutationsTextKey; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate(mk(title))}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

export function Owners({ row }: { row: MutationRow }) {
  return (
    <>
      <Section title="details.newOwner">
        <Fact label="details.name">{row.ownerName}</Fact>
        <Fact label="details.fatherOrHusband">{row.fatherName ?? row.husbandName}</Fact>
        <Fact label="details.mobile">{row.mobileNumber}</Fact>
        <Fact label="details.houseNumber">{row.houseNumber}</Fact>
        <Fact label="details.ptin">{row.PTINNo}</Fact>
      </Section>
      <Section title="details.ownerBefore">
        <Fact label="details.name">{row.previousOwnerName}</Fact>
        <Fact label="details.fatherOrHusband">{row.previousFatherName ?? row.previousHusbandName}</Fact>
      </Section>
    </>
  );
}

export function Deed({ row }: { row: MutationRow }) {
  const translate = useTranslate();
  const dates = useDates();
  return (
    <Section title="details.deed">
      <Fact label="column.reason">{translate(mk(`reason.${row.reason}`))}</Fact>
      <Fact label="details.deedNumber">{row.deedNumber}</Fact>
      <Fact label="details.deedDate">{dates.day(row.deedDate)}</Fact>
      <Fact label="details.documentValue">{formatPaise(row.documentValuePaise)}</Fact>
      <Fact label="details.marketValue">{formatPaise(row.marketValuePaise)}</Fact>
    </Section>
  );
}

/** Each document as a link (a signed, expiring address: it opens without the bearer token). */
export function Documents({ row }: { row: MutationRow }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate(mk('details.documents'))}
      </Typography>
      {row.documents.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {row.documents.map((document) => (
            <li key={document.id}>
              <Link href={document.url} target="_blank" rel="noopener noreferrer">
                {document.name}
              </Link>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{translate(mk('details.noDocuments'))}</Typography>
      )}
    </>
  );
}
