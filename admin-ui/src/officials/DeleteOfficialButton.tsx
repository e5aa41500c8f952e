import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { OFFICIAL_TEXT } from './officialForm';
import { useMasterToasts } from './useMasterToasts';

/** DELETE officials/delete/{id} after a confirmation; the official can no longer sign in. */
export function DeleteOfficialButton() {
  const record = useRecordContext<{ id: string; username: string }>();
  const translate = useTranslate();
  const toast = useMasterToasts();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      'officials',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast.saved(OFFICIAL_TEXT.deleted);
        },
        onError: (error) => {
          setOpen(false);
          toast.failed(error);
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        aria-label={`${translateText(translate, OFFICIAL_TEXT.delete)} ${record.username}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translateText(translate, OFFICIAL_TEXT.delete)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={OFFICIAL_TEXT.deleteTitle}
        content={translate(OFFICIAL_TEXT.deleteContent, {
          _: OFFICIAL_TEXT.deleteContent,
          name: record.username,
        })}
        confirm={OFFICIAL_TEXT.delete}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
