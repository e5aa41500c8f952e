import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { SIDEBAR_WIDTH } from '@ptax/contracts';
import { useEffect, useState } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * Below this width (900 CSS px: a 1366 px laptop at 150% zoom and more, a tablet, a phone) the
 * sidebar would leave the page too little room: it folds away and opens over the page instead.
 */
export const NARROW_BELOW = 'md';

/**
 * The shell's sidebar. On a wide screen react-admin's own, open by default (SPEC section 2). On a
 * narrow one a temporary drawer, closed until the top bar's menu button opens it, folding away when
 * a page is chosen or the page behind it is touched, so the page gets the whole width.
 */
export function ShellSidebar(props: SidebarProps) {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down(NARROW_BELOW), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  // The width the sidebar last settled for: null until the first effect ran.
  const [settledFor, setSettledFor] = useState<boolean | null>(null);

  useEffect(() => {
    if (settledFor === narrow) return;
    // Narrowing folds the sidebar away; widening again (not the first look) brings it back.
    if (narrow) setOpen(false);
    else if (settledFor !== null) setOpen(true);
    setSettledFor(narrow);
  }, [narrow, settledFor, setOpen]);

  useEffect(() => {
    if (narrow) setOpen(false);
    // Only a change of page folds it: opening it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  if (!narrow) return <Sidebar {...props} />;
  return (
    <Drawer
      variant="temporary"
      open={open && settledFor === true}
      onClose={() => setOpen(false)}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
    >
      {props.children}
    </Drawer>
  );
}
