import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { nk } from './i18n';

/** The sheet of property IDs a job can serve instead of a place: chosen, shown by name, removable. */
export function SheetInput({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="p">
        {translate(nk('generate.sheet'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(nk('generate.sheetHint'))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFile />}>
          {translate(nk('generate.chooseFile'))}
          <input
            hidden
            type="file"
            aria-label={translate(nk('generate.sheet'))}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        {file ? (
          <>
            <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
              {file.name}
            </Typography>
            <Button size="small" onClick={() => onChange(null)}>
              {translate(nk('generate.clearFile'))}
            </Button>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
