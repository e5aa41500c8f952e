import Add from '@mui/icons-material/Add';
import { Button, DialogContent } from '@mui/material';
import { ROUTES } from '@ptax/contracts';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DialogFrame } from './DialogFrame';
import { ok } from './texts';
import { UploadForm } from './UploadForm';

/** Operators upload on their own page (/upload-objection, the operator area). */
export function UploadLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}${ROUTES.uploadObjection.path}`}
      size="small"
      variant="contained"
      startIcon={<Add />}
    >
      {translate(ok('action.upload'))}
    </Button>
  );
}

/** Officials, whom the operator area turns away, upload from the dashboard in a dialog. */
/** `onUploaded`: the list and summary are read again. */
export function UploadDialogButton({ onUploaded }: { onUploaded: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {translate(ok('action.upload'))}
      </Button>
      {open ? (
        <DialogFrame title={translate(ok('title.upload'))} onClose={() => setOpen(false)} wide>
          <DialogContent sx={{ pt: 0 }}>
            <UploadForm
              onUploaded={() => {
                setOpen(false);
                onUploaded();
              }}
            />
          </DialogContent>
        </DialogFrame>
      ) : null}
    </>
  );
}
