import { useRefresh } from 'react-admin';
import { SearchParamTabs } from '../components/SearchParamTabs';
import { MutationList } from './MutationList';
import { RaiseButton } from './RaiseButton';
import { TABS, tabOf } from './tabs';
import { mk } from './texts';

const TAB_LABELS = TABS.map((tab) => ({ key: tab.key, label: mk(tab.label) }));

/**
 * /mutations (nagar_nigam): the mutation lists, one tab per status (Pending, Approved, Rejected),
 * each with its filters, a row opening the details (documents, fee, approve / reject, papers), and
 * the raise-mutation form.
 */
export default function MutationsPage() {
  const refresh = useRefresh();
  return (
    <SearchParamTabs label={mk('tab.label')} tabs={TAB_LABELS}>
      {(key) => (
        <MutationList
          key={key}
          tab={tabOf(key)}
          actions={<RaiseButton onRaised={refresh} />}
          onChanged={refresh}
        />
      )}
    </SearchParamTabs>
  );
}
