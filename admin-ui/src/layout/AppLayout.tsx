import { Box, CircularProgress } from '@mui/material';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { ErrorBoundaryPage } from '../errors/ErrorPage';
import { translateText } from '../providers/i18n/i18nProvider';
import { PublicFrame } from './PublicFrame';
import { SessionUserProvider, useLoadSessionUser } from './SessionUser';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

/**
 * MUI's own words (the page buttons of its Pagination) in the user's language: react-admin's paging
 * messages, which the back office's catalogues translate.
 */
function useLocalisedMui() {
  const translate = useTranslate();
  return useCallback(
    (outer: Theme) =>
      createTheme(outer, {
        components: {
          MuiPagination: {
            defaultProps: {
              'aria-label': translate('ptax.pagination', { _: 'pagination navigation' }),
              getItemAriaLabel: (type: string, page: number | null, selected: boolean) =>
                type === 'page'
                  ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page })
                  : translate(`ra.navigation.${type}`),
            },
          },
        },
      }),
    [translate],
  );
}

/**
 * SPEC section 2, root layout: with a token, the signed-in shell, whose content waits for the user
 * details behind a spinner; without one, the public frame.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const sessionUser = useLoadSessionUser();
  const translate = useTranslate();
  const localised = useLocalisedMui();
  if (!sessionUser.live) return <PublicFrame>{children}</PublicFrame>;
  return (
    <ThemeProvider theme={localised}>
      <SessionUserProvider value={sessionUser}>
        <Layout appBar={ShellAppBar} menu={ShellMenu} sidebar={ShellSidebar} error={ErrorBoundaryPage}>
          {sessionUser.user ? (
            children
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
              <CircularProgress aria-label={translateText(translate, 'Loading user details')} />
            </Box>
          )}
        </Layout>
      </SessionUserProvider>
    </ThemeProvider>
  );
}
