// The year's demand figures by tax head (taxDemands/totalSummary), as the demand dashboard shows them.
import { column, wideOnly, type ReportTable } from './table';

export const DEMAND_YEAR_TABLE: ReportTable = {
  key: 'demand-of-the-year-by-head',
  title: { en: "The year's demand by tax head", hi: 'कर मद अनुसार वर्ष की माँग' },
  columns: [
    column('name', 'Tax head', 'कर मद', 'text'),
    column('demandPaise', 'Demand', 'माँग', 'paise'),
    // Below 1200 px (a laptop at 200% zoom) the screen keeps demand, collection and balance.
    wideOnly(column('rebatePaise', 'Rebate given', 'दी गई छूट', 'paise'), 'lg'),
    column('collectedPaise', 'Collected', 'वसूली', 'paise'),
    wideOnly(column('interestPaise', 'Interest due', 'देय ब्याज', 'paise'), 'lg'),
    column('balancePaise', 'Balance', 'शेष', 'paise'),
  ],
};
