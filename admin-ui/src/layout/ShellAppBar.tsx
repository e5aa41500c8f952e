import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { AppBar, LocalesMenuButton, useLogout, useTranslate, type AppBarProps } from 'react-admin';
import { ChangePasswordDialog } from '../changePassword/ChangePasswordDialog';
import { Emblems } from './Emblems';
import { PageTitle } from './PageTitle';
import { useSessionUser } from './SessionUser';

function UserBadge() {
  const { user } = useSessionUser();
  const translate = useTranslate();
  if (!user) return null;
  return (
    // On a phone the name gives way (ellipsis) so the language, password and logout stay on the screen.
    <Box
      sx={{
        textAlign: 'right',
        lineHeight: 1.2,
        mx: { xs: 0.5, sm: 1 },
        minWidth: 0,
        maxWidth: { xs: 88, sm: 'none' },
      }}
      data-testid="user-badge"
    >
      <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 600 }}>
        {user.username}
      </Typography>
      <Typography variant="caption" component="div" noWrap>
        {translate(`ptax.accessName.${user.accessName}`, { _: user.accessName.toUpperCase() })}
      </Typography>
    </Box>
  );
}

function ShellActions({ onChangePassword }: { onChangePassword: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const changePassword = translate('ptax.shell.changePassword');
  const logoutLabel = translate('ptax.shell.logout');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 }}>
      <LocalesMenuButton />
      <UserBadge />
      <Tooltip title={changePassword}>
        <IconButton color="inherit" aria-label={changePassword} onClick={onChangePassword}>
          <LockResetIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={logoutLabel}>
        <IconButton color="inherit" aria-label={logoutLabel} onClick={() => logout()}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The signed-in top bar: sidebar toggle, two emblems, title, language, user, password and logout. */
export function ShellAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const { user } = useSessionUser();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <AppBar
        {...props}
        color="primary"
        userMenu={false}
        toolbar={<ShellActions onChangePassword={() => setChangingPassword(true)} />}
      >
        {/* On a phone the bar keeps room for the language, the user and the actions (the login page shows the emblems). */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <Emblems size={36} />
        </Box>
        {/* The app's name, then the screen's title; a narrow bar keeps the screen's title only. */}
        <Typography
          variant="h6"
          component="span"
          noWrap
          sx={{ ml: 1.5, flexShrink: 0, display: { xs: 'none', lg: 'block' } }}
        >
          {translate('ptax.app.title')}
        </Typography>
        <PageTitle />
      </AppBar>
      {user && changingPassword ? (
        <ChangePasswordDialog user={user} onClose={() => setChangingPassword(false)} />
      ) : null}
    </>
  );
}
