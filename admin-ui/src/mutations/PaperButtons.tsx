import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PdfButtons } from '../payments/PdfButtons';
import { downloadPaper, type MutationRow } from './mutationApi';
import { mk } from './texts';

/** The acknowledgement (always) and the certificate (once approved and applied), each in English and Hindi. */
export function PaperButtons({ row }: { row: MutationRow }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(mk('details.papers'))} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate(mk('details.papers'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PdfButtons
          label={translate(mk('action.acknowledgement'))}
          download={(lang, token) => downloadPaper(row.id, 'acknowledgement', lang, token)}
        />
        {row.status === 'approved' && row.completed ? (
          <PdfButtons
            label={translate(mk('action.certificate'))}
            download={(lang, token) => downloadPaper(row.id, 'certificate', lang, token)}
          />
        ) : null}
      </Box>
    </Box>
  );
}
