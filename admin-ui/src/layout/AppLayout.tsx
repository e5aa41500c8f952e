import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorBoundaryPage } from '../errors/ErrorPage';
import { PublicFrame } from './PublicFrame';
import { SessionUserProvider, useLoadSessionUser } from './SessionUser';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

/**
 * SPEC section 2, root layout: with a token, the signed-in shell, whose content waits for the user
 * details behind a spinner; without one, the public frame.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const sessionUser = useLoadSessionUser();
  if (!sessionUser.live) return <PublicFrame>{children}</PublicFrame>;
  return (
    <SessionUserProvider value={sessionUser}>
      <Layout appBar={ShellAppBar} menu={ShellMenu} sidebar={ShellSidebar} error={ErrorBoundaryPage}>
        {sessionUser.user ? (
          children
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
            <CircularProgress aria-label="Loading user details" />
          </Box>
        )}
      </Layout>
    </SessionUserProvider>
  );
}
