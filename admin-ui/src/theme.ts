import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_WIDTH } from '@ptax/contracts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b3d6e' }, secondary: { main: '#f4a72a' } },
  // SPEC section 9: 15rem. react-admin types the width as a number but uses it as a CSS length.
  sidebar: { width: SIDEBAR_WIDTH as unknown as number, closedWidth: 55 },
};
