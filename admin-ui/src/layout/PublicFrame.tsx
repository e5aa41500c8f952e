import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, LocalesMenuButton, useBasename, useTranslate } from 'react-admin';
import { Emblems } from './Emblems';

/** Without a token: the emblems, the title and 'Nigam Login' above the page (unguarded routes, errors). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static">
        <Toolbar variant="dense">
          <Emblems size={36} />
          <Typography variant="h6" component="span" noWrap sx={{ ml: 1.5, flex: 1 }}>
            {translate('ptax.app.title')}
          </Typography>
          <LocalesMenuButton />
          <Button color="inherit" component={LinkBase} to={`${basename}/login`}>
            {translate('ptax.login.title')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
