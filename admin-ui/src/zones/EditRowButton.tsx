import EditIcon from '@mui/icons-material/Edit';
import { Button, useRecordContext } from 'react-admin';

/** The Edit button of a row: opens the screen's edit dialog for the row's record. */
export function EditRowButton({ onEdit, label = 'Edit' }: { onEdit: (id: string) => void; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <Button label={label} onClick={() => onEdit(String(record.id))} startIcon={<EditIcon />} />;
}
