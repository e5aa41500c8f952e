import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import { useHttp, withPostLists } from '../properties/api';
import { JALKAL_POST_LISTS } from './tabs';

/** Gives the screens below it the jalkal lists the spec reads with a POST (filters in the body). */
export function JalkalApiProvider({ children }: { children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const http = useHttp();
  const dataProvider = useMemo(
    () => (base ? withPostLists(base, http, JALKAL_POST_LISTS) : base),
    [base, http],
  );
  return <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>;
}
