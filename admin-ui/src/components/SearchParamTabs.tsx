import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/** The search parameter of the open tab, so a reload or the back button keeps it. */
const TAB_PARAM = 'tab';

/**
 * A screen's lists, one tab each (the first when the address names none); only the open one is
 * rendered. Labels are translation keys.
 */
export function SearchParamTabs<Key extends string>({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: readonly { key: Key; label: string }[];
  children: (key: Key) => ReactNode;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const open = tabs.find((tab) => tab.key === search.get(TAB_PARAM)) ?? tabs[0];
  return (
    // Sized by the content area, not by its table: the layout would widen the page to fit a wide table.
    <Box sx={{ contain: 'inline-size' }}>
      <Tabs
        value={open.key}
        onChange={(_, key: string) => setSearch({ [TAB_PARAM]: key }, { replace: true })}
        aria-label={translate(label)}
        variant="scrollable"
      >
        {tabs.map((each) => (
          <Tab key={each.key} value={each.key} label={translate(each.label)} />
        ))}
      </Tabs>
      {children(open.key)}
    </Box>
  );
}
