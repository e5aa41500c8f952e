import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useReportLanguage } from './language';

/**
 * The frame of every report screen: the title, the filters, the actions (exports) and the content,
 * each section a card; the whole fits a 1366 px screen and stacks on a phone.
 */
export function ReportPage({
  title,
  filters,
  actions,
  error,
  children,
}: {
  /** English; translated when shown. */
  title: string;
  filters?: ReactNode;
  actions?: ReactNode;
  error?: Error;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { words } = useReportLanguage();
  const heading = translateText(translate, title);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={heading} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {actions}
      </Box>
      {filters && (
        <Card variant="outlined">
          <CardContent>{filters}</CardContent>
        </Card>
      )}
      {error && (
        <Alert severity="error">
          {words.failed}: {error.message}
        </Alert>
      )}
      {children}
    </Box>
  );
}

/** A titled card of a report screen (a table, a chart). */
export function ReportSection({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        {title && (
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translateText(translate, title)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
