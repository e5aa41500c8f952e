import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SearchParamTabs } from '../components/SearchParamTabs';
import { ObjectionList } from './ObjectionList';
import { TABS, tabOf } from './tabs';
import { ok, type ObjectionsTextKey } from './texts';

const TAB_LABELS = TABS.map((tab) => ({ key: tab.key, label: ok(tab.label) }));

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
  return (
    <SearchParamTabs label={ok('tab.label')} tabs={TAB_LABELS}>
      {(key) => (
        <ObjectionList
          key={key}
          screen={screen}
          tab={tabOf(key)}
          title={translate(ok(title))}
          canDecide={canDecide}
          upload={upload}
        />
      )}
    </SearchParamTabs>
  );
}
