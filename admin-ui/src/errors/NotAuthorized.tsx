import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { SIGN_IN_AGAIN } from '../login/LoginPage';

/** The 403 page of SPEC section 2: a signed-in user whose login type may not open the route. */
export function NotAuthorized() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden="true">
        403
      </Typography>
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate('ptax.notAuthorized.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('ptax.notAuthorized.message')}</Typography>
      {/* To sign in as somebody else: the login form, although a session is live. */}
      <Button variant="contained" component={LinkBase} to={`${basename}/login`} state={SIGN_IN_AGAIN}>
        {translate('ptax.notAuthorized.goToLogin')}
      </Button>
    </Box>
  );
}
