import CallSplit from '@mui/icons-material/CallSplit';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { splitPath } from './paths';
import { useSplitTexts } from './texts';

/** A property ID typed in, and its split screen opened. */
export function OpenSplit() {
  const { t } = useSplitTexts();
  const basename = useBasename();
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const trimmed = id.trim().toUpperCase();
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) navigate(splitPath(basename, trimmed));
      }}
    >
      <TextField
        size="small"
        label={t('list.openLabel')}
        value={id}
        onChange={(event) => setId(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 17 } }}
        sx={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
      <Button type="submit" variant="contained" startIcon={<CallSplit />} disabled={trimmed.length === 0}>
        {t('list.open')}
      </Button>
    </Box>
  );
}
