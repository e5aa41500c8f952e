import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { loginSchema, type UserKind } from '@ptax/contracts';
import { useState } from 'react';
import { LocalesMenuButton, Navigate, useBasename, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LabelledTextField } from '../components/LabelledTextField';
import { SectionHeading } from '../components/SectionHeading';
import { useSchemaForm } from '../components/useSchemaForm';
import { Emblems } from '../layout/Emblems';
import type { LoginParams } from '../providers/authProvider';
import { useLiveSession } from '../providers/useLiveSession';

/** Location state of a link that asks for the login form on purpose ('Go to login' on Not Authorized). */
export const SIGN_IN_AGAIN = { signInAgain: true };

/**
 * The login route opened with a live session ("Nigam Login" while signed in): no second sign-in,
 * the back office's home instead. Decided on arrival: a sign-in here goes where useLogin sends it.
 */
export function LoginPage() {
  const basename = useBasename();
  const live = useLiveSession();
  const asked = (useLocation().state as { signInAgain?: boolean } | null)?.signInAgain === true;
  const [signedInOnArrival] = useState(() => live !== null && !asked);
  if (signedInOnArrival) return <Navigate to={`${basename}/`} replace />;
  return <LoginForm />;
}

/** The staff login (SPEC sections 2 and 5): a Nigam Official or an Operator signs in. */
function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const [userKind, setUserKind] = useState<UserKind>('official');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { email: '', password: '' });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login({ email: email ?? '', password, userKind } satisfies LoginParams);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Emblems size={48} />
            <LocalesMenuButton />
          </Box>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('ptax.app.title')}
          </Typography>
          <SectionHeading>{translate('ptax.login.title')}</SectionHeading>
          <Box component="form" noValidate onSubmit={submit}>
            <FormLabel id="login-user-kind">{translate('ptax.login.signInAs')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="login-user-kind"
              name="userKind"
              value={userKind}
              onChange={(event) => setUserKind(event.target.value as UserKind)}
            >
              <FormControlLabel
                value="official"
                control={<Radio />}
                label={translate('ptax.login.official')}
              />
              <FormControlLabel
                value="operator"
                control={<Radio />}
                label={translate('ptax.login.operator')}
              />
            </RadioGroup>
            <LabelledTextField
              {...form.field('email')}
              label={translate('ptax.login.email')}
              type="email"
              autoComplete="username"
              required
              autoFocus
            />
            <LabelledTextField
              {...form.field('password')}
              label={translate('ptax.login.password')}
              type="password"
              autoComplete="current-password"
              revealable
              required
            />
            {failure ? (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.submitting}>
              {translate('ptax.login.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
