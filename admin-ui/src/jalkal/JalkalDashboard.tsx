import { Box, Tab, Tabs, Typography } from '@mui/material';
import { LOGIN_TYPES } from '@ptax/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useLiveSession } from '../providers/useLiveSession';
import { JalkalApiProvider } from './JalkalApiProvider';
import { JalkalList } from './JalkalList';
import { SummaryCards } from './SummaryCards';
import { JALKAL_TABS, tabOf } from './tabs';
import { jk } from './texts';
import { ZoneTotals } from './ZoneTotals';

/** The search parameter of the open tab, so a reload or the back button keeps it. */
const TAB_PARAM = 'tab';

/**
 * The jalkal dashboard (/dashboard/jalkal, the water department's only page): the requests in each
 * state, the lists (pending ones approved or rejected here), and the year's water and sewer demand
 * and collection by zone.
 */
export default function JalkalDashboard() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get(TAB_PARAM));
  const canDecide = useLiveSession()?.claims.loginType === LOGIN_TYPES.jalkal;
  const [version, setVersion] = useState(0);
  return (
    <JalkalApiProvider>
      {/* Sized by the content area, not by its table: the layout would widen the page to fit it. */}
      <Box sx={{ contain: 'inline-size', pb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate(jk('title'))}
        </Typography>
        <SummaryCards version={version} />
        <Tabs
          value={tab.key}
          onChange={(_, key: string) => setSearch({ [TAB_PARAM]: key }, { replace: true })}
          aria-label={translate(jk('tab.label'))}
          variant="scrollable"
        >
          {JALKAL_TABS.map((each) => (
            <Tab key={each.key} value={each.key} label={translate(jk(each.label))} />
          ))}
        </Tabs>
        <JalkalList
          key={tab.key}
          tab={tab}
          canDecide={canDecide}
          onChanged={() => setVersion((current) => current + 1)}
        />
        <ZoneTotals version={version} />
      </Box>
    </JalkalApiProvider>
  );
}
