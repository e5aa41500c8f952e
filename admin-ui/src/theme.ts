import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDEBAR_WIDTH } from '@ptax/contracts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b3d6e' }, secondary: { main: '#f4a72a' } },
  // SPEC section 9: 15rem. react-admin types the width as a number but uses it as a CSS length.
  sidebar: { width: SIDEBAR_WIDTH as unknown as number, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    MuiTableCell: {
      styleOverrides: {
        root: {
          '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' },
          // A long id, receipt number or e-mail wraps inside its cell rather than widening the table
          // past the screen (a list must fit a 1366 px laptop with its actions in view).
          overflowWrap: 'anywhere',
          paddingLeft: 8,
          paddingRight: 8,
        },
      },
    },
  },
};
