import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ObjectionList } from './ObjectionList';
import { TABS, tabOf } from './tabs';
import { ok, type ObjectionsTextKey } from './texts';

/** The search parameter of the open tab, so a reload or the back button keeps it. */
const TAB_PARAM = 'tab';

/** The objection lists of a screen, one tab each (Pending, Resolved, All); only the open one is read. */
export function ObjectionBoard({
  screen,
  title,
  canDecide,
  upload,
}: {
  screen: string;
  title: ObjectionsTextKey;
  canDecide: boolean;
  upload: (changed: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get(TAB_PARAM));
  return (
    // Sized by the content area, not by its table: the layout would widen the page to fit a wide table.
    <Box sx={{ contain: 'inline-size' }}>
      <Tabs
        value={tab.key}
        onChange={(_, key: string) => setSearch({ [TAB_PARAM]: key }, { replace: true })}
        aria-label={translate(ok('tab.label'))}
        variant="scrollable"
      >
        {TABS.map((each) => (
          <Tab key={each.key} value={each.key} label={translate(ok(each.label))} />
        ))}
      </Tabs>
      <ObjectionList
        key={tab.key}
        screen={screen}
        tab={tab}
        title={translate(ok(title))}
        canDecide={canDecide}
        upload={upload}
      />
    </Box>
  );
}
