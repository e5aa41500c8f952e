import Download from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import type { ReportFormat, ReportTable } from '@ptax/contracts';
import { downloadExport } from '../properties/download';
import { useServices } from '../providers/services';
import { useReportLanguage } from './language';
import { reportQuery } from './useReport';

/**
 * The report as XLSX and PDF: the same call with `format` and `lang`, so the file holds exactly the
 * figures of the screen's filters, in the screen's language.
 */
export function ReportExportButtons({
  path,
  query,
  table,
}: {
  path: string;
  query: Record<string, unknown>;
  table: ReportTable;
}) {
  const { session, toasts } = useServices();
  const { language, words } = useReportLanguage();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await downloadExport({
        path,
        query: { ...reportQuery(query), format, lang: language },
        token: session.token(),
        fallbackName: `${table.key}.${format}`,
      });
    } catch (error) {
      toasts.show({ severity: 'error', summary: 'Error', detail: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<Download />}
          disabled={busy !== null}
          onClick={() => download(format)}
        >
          {words[format]}
        </Button>
      ))}
    </Box>
  );
}
