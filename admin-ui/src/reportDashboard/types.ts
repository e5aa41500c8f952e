// What GET taxCollections/dashboard answers (ledger-service/src/collections/dashboard.ts); paise.

export interface DashboardPeriod {
  key: 'today' | 'yearToDate';
  name: string;
  startDate: string;
  endDate: string;
  lastYearStartDate: string;
  lastYearEndDate: string;
  receipts: number;
  amountPaise: number;
  lastYearReceipts: number;
  lastYearAmountPaise: number;
  changePercent: number | null;
}

export type DashboardRow = Record<string, unknown>;

export interface CollectionDashboard {
  today: string;
  lastYearDay: string;
  financialYear: string;
  periods: DashboardPeriod[];
  todayModes: DashboardRow[];
  modes: DashboardRow[];
  months: DashboardRow[];
  zones: DashboardRow[];
  wards: DashboardRow[];
  riLeague: DashboardRow[];
  totals: { modes: DashboardRow; months: DashboardRow; zones: DashboardRow };
}
