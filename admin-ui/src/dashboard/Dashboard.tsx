import { Box, Typography } from '@mui/material';
import { LOGIN_TYPES, ROUTES, userKindOf } from '@ptax/contracts';
import { Navigate, useBasename, useTranslate } from 'react-admin';
import { Emblems } from '../layout/Emblems';
import { useSessionUser } from '../layout/SessionUser';

/** Home: a welcome for nagar_nigam; jalkal opens its dashboard, operators their property search. */
export function Dashboard() {
  const { live, user } = useSessionUser();
  const basename = useBasename();
  const translate = useTranslate();
  if (!live) return null; // the route guard sends the visitor to the login page
  const loginType = live.claims.loginType;
  if (loginType === LOGIN_TYPES.jalkal)
    return <Navigate to={`${basename}${ROUTES.dashboardJalkal.path}`} replace />;
  if (userKindOf(loginType) === 'operator') {
    return <Navigate to={`${basename}${ROUTES.operatorsSearchProperty.path}`} replace />;
  }
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <Emblems size={72} />
      </Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('ptax.dashboard.welcome', { name: user?.username ?? '' })}
      </Typography>
      <Typography color="text.secondary">{translate('ptax.dashboard.intro')}</Typography>
    </Box>
  );
}
