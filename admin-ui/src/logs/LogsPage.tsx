import { Box, Tab, Tabs, Typography } from '@mui/material';
import { LOGIN_TYPES } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { NotAuthorized } from '../errors/NotAuthorized';
import { useLiveSession } from '../providers/useLiveSession';
import { LogList } from './LogList';
import { LOG_TABS, logTabOf } from './tabs';
import { lk } from './texts';

/** The search parameter of the open tab, so a reload or the back button keeps it. */
const TAB_PARAM = 'tab';

/**
 * Logs (the super admins' menu): who changed what, when and why, one tab per log of SPEC section 7
 * (GET logs and its six siblings); only the open tab is read. The route is open (SPEC section 2) but
 * its calls need a nagar_nigam login: anyone else is told so, as on the split screen.
 */
export default function LogsPage() {
  const live = useLiveSession();
  if (live?.claims.loginType !== LOGIN_TYPES.nagarNigam) return <NotAuthorized />;
  return <Logs />;
}

function Logs() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab = logTabOf(search.get(TAB_PARAM));
  return (
    // Sized by the content area, not by its table: the layout would widen the page to fit a wide table.
    <Box sx={{ contain: 'inline-size' }}>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate(lk('title'))}
      </Typography>
      <Tabs
        value={tab.kind}
        onChange={(_, kind: string) => setSearch({ [TAB_PARAM]: kind }, { replace: true })}
        aria-label={translate(lk('tab.label'))}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {LOG_TABS.map((each) => (
          <Tab key={each.kind} value={each.kind} label={translate(lk(each.label))} />
        ))}
      </Tabs>
      <LogList key={tab.kind} tab={tab} />
    </Box>
  );
}
