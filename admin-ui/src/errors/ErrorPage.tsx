import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import type { ErrorInfo } from 'react';
import { LinkBase, useBasename, useTranslate } from 'react-admin';

// SPEC section 2, error page: a heading per status, the fallback with a second line.
const HEADING_KEY: Record<number, string> = {
  404: 'ptax.errorPage.notFound',
  401: 'ptax.errorPage.unauthorized',
  503: 'ptax.errorPage.apiDown',
  418: 'ptax.errorPage.teapot',
};

/** The error page of every status, with a Home button to the root of the back office. */
export function ErrorPage({ status }: { status?: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const headingKey = status === undefined ? undefined : HEADING_KEY[status];
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      {status ? (
        <Typography variant="h2" component="p" color="text.secondary" aria-hidden="true">
          {status}
        </Typography>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate(headingKey ?? 'ptax.errorPage.otherTitle')}
      </Typography>
      {headingKey ? null : <Typography sx={{ mb: 2 }}>{translate('ptax.errorPage.otherMessage')}</Typography>}
      <Button variant="contained" startIcon={<HomeIcon />} component={LinkBase} to={`${basename}/`}>
        {translate('ptax.errorPage.home')}
      </Button>
    </Box>
  );
}

/** The catch-all route. */
export const NotFoundPage = () => <ErrorPage status={404} />;

/** What react-admin's error boundaries render: the page of the error's HTTP status, if it has one. */
export function ErrorBoundaryPage({ error }: { error?: Error; errorInfo?: ErrorInfo }) {
  const status = (error as { status?: unknown } | undefined)?.status;
  return <ErrorPage status={typeof status === 'number' && status > 0 ? status : undefined} />;
}
