import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ok } from './texts';

/** A dialog of this folder: titled (its accessible name), a close button, its content below. */
export function DialogFrame({
  title,
  onClose,
  wide = false,
  children,
}: {
  /** Already translated. */
  title: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={wide ? 'md' : 'sm'} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate(ok('action.close'))}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
}
