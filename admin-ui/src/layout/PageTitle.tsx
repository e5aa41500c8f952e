import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { TitlePortal, useBasename, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { ADMIN_ROUTES, routeTitle, routerPath } from '../routes/adminPaths';

/** The route of the admin routes table the browser is on, if any. */
function useCurrentRoute() {
  const { pathname } = useLocation();
  const basename = useBasename();
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return ADMIN_ROUTES.find((rule) => matchPath({ path: routerPath(rule), end: true }, path));
}

/** Whether a page has put words of its own into react-admin's title (a blank " " title says nothing). */
function usePageHasTitle(): boolean {
  const [hasTitle, setHasTitle] = useState(false);
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    if (!portal) return;
    const read = () => setHasTitle((portal.textContent ?? '').trim() !== '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return hasTitle;
}

/**
 * The screen's title in the top bar: the title a page gives itself (react-admin's <Title>, a list's
 * `title`), else the title of its route in the admin routes table, so no screen is left without one.
 */
export function PageTitle() {
  const translate = useTranslate();
  const rule = useCurrentRoute();
  const pageHasTitle = usePageHasTitle();
  const fallback = rule
    ? routeTitle(rule)
        .map((part) => translateText(translate, part))
        .join(' › ')
    : '';
  return (
    <Box
      data-testid="page-title"
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        ml: 1.5,
        pl: { lg: 1.5 },
        borderLeft: { lg: '1px solid rgba(255, 255, 255, 0.5)' },
      }}
    >
      <TitlePortal sx={{ flex: '0 1 auto' }} />
      {/* A page's own title hides the route's. */}
      {pageHasTitle ? null : (
        <Typography variant="h6" component="span" noWrap>
          {fallback}
        </Typography>
      )}
    </Box>
  );
}
