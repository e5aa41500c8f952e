import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { OFFICIAL_TEXT } from './officialForm';
import { useMasterToasts } from './useMasterToasts';

/**
 * DELETE officials/delete/{id} once confirmed (the row menu's Delete opens it); the official can no
 * longer sign in.
 */
export function DeleteOfficialConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const record = useRecordContext<{ id: string; username: string }>();
  const translate = useTranslate();
  const toast = useMasterToasts();
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      'officials',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          toast.saved(OFFICIAL_TEXT.deleted);
        },
        onError: (error) => {
          onClose();
          toast.failed(error);
        },
      },
    );

  return (
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
      onClose={onClose}
    />
  );
}
