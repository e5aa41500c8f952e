import { Box } from '@mui/material';
import { ROUTES } from '@ptax/contracts';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { ok } from './texts';
import { UploadForm } from './UploadForm';

/** Upload Objection (/upload-objection, operator area): the form, then a toast and the operator's list. */
export default function UploadObjectionPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const title = translate(ok('title.upload'));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <SectionHeading>{title}</SectionHeading>
      <UploadForm onUploaded={() => navigate(`${basename}${ROUTES.dashboardOperatorObjections.path}`)} />
    </Box>
  );
}
