import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ObjectionRow } from './objectionApi';
import { ok, uploaderKey } from './texts';

// What the objection table and the phone's cards show alike.

export function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(ok('empty'))}
    </Typography>
  );
}

/** The objection number as a button: the keyboard's way to the details a row click opens. */
export function OpenButton({ row, onOpen }: { row: ObjectionRow; onOpen: (row: ObjectionRow) => void }) {
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      aria-label={translate(ok('action.view'), { objectionId: row.objectionId })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {row.objectionId}
    </Link>
  );
}

/** Who uploaded: the kind of uploader, and their email under it. */
export function Uploader({ row }: { row: ObjectionRow }) {
  const translate = useTranslate();
  return (
    <>
      {translate(uploaderKey(row.uploaderType), { _: row.uploaderType })}
      {row.uploadedBy ? (
        <Box component="div" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
          {row.uploadedBy}
        </Box>
      ) : null}
    </>
  );
}
