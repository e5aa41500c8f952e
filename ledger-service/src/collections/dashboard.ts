// The collection dashboard (GET taxCollections/dashboard): today and this financial year to date
// against the same days last year, by mode and month, demand against collection by zone, the top and
// bottom wards and the revenue inspectors' league, all from the pre-aggregated read models (the
// collections aggregates and the ledger read model), in one answer so the screen loads at once.
import {
  COLLECTION_DASHBOARD_WORDS as WORDS,
  financialYearOfDate,
  indiaDate,
  modeName,
  shiftFinancialYear,
  TRANSACTION_TYPES,
  type ReportLanguage,
  type TransactionMode,
} from '@ptax/contracts';
import {
  addFigures,
  collectionFigures,
  collectionsByPlace,
  collectionsByRi,
  demandReportByZone,
  noCollection,
  type CollectionFigures,
  type CollectionGrouping,
} from '@ptax/projections';
import type { AccessScope } from '../http/scope';
import { rulesOn } from '../ledger/rules';
import type { ModuleContext } from '../moduleContract';
import { monthsOfFinancialYear } from './calendar';
import { sameDayLastYear, splitAtWholeMonths, startOfFinancialYear } from './periods';

const MODES = Object.keys(TRANSACTION_TYPES) as TransactionMode[];
const SHOWN_WARDS = 5;

/** Percent with one decimal's precision kept; null where the base is nothing. */
const percentOf = (part: number, whole: number) => (whole === 0 ? null : (part * 100) / whole);

type Figures = Map<string, CollectionFigures>;

function merge(maps: Figures[]): Figures {
  const merged: Figures = new Map();
  for (const map of maps)
    for (const [key, figures] of map)
      addFigures(merged.get(key) ?? merged.set(key, noCollection()).get(key)!, figures);
  return merged;
}

const sumOf = (map: Figures) => [...map.values()].reduce((sum, f) => addFigures(sum, f), noCollection());

export async function collectionDashboard(ctx: ModuleContext, scope: AccessScope, language: ReportLanguage) {
  const today = indiaDate(ctx.now());
  const lastYearDay = sameDayLastYear(today);
  const financialYear = financialYearOfDate(today);
  const lastFinancialYear = shiftFinancialYear(financialYear, -1);
  const yearStart = startOfFinancialYear(today);
  const lastYearStart = startOfFinancialYear(lastYearDay);

  /** Figures over a range of days, whole months read from the monthly roll-up. */
  const over = async (start: string, end: string, by: CollectionGrouping) =>
    merge(
      await Promise.all(
        splitAtWholeMonths(start, end).map(([startDate, endDate]) =>
          collectionFigures(ctx.pool, { startDate, endDate }, scope, by),
        ),
      ),
    );
  const year = { financialYear };
  const [todayModes, lastYearDayModes, yearModes, lastYearModes, months, lastYearMonths] = await Promise.all([
    over(today, today, 'mode'),
    over(lastYearDay, lastYearDay, 'mode'),
    over(yearStart, today, 'mode'),
    over(lastYearStart, lastYearDay, 'mode'),
    collectionFigures(ctx.pool, year, scope, 'month'),
    collectionFigures(ctx.pool, { financialYear: lastFinancialYear }, scope, 'month'),
  ]);
  const [zones, wards, inspectors, demand] = await Promise.all([
    collectionsByPlace(ctx.pool, 'zone', year, scope),
    collectionsByPlace(ctx.pool, 'ward', year, scope),
    collectionsByRi(ctx.pool, year, scope),
    rulesOn(ctx.pool, today).then(({ rules }) =>
      demandReportByZone(ctx.pool, {
        financialYear,
        currentYear: financialYear,
        onDate: today,
        rate: rules.interest,
        place: { scope },
      }),
    ),
  ]);

  const period = (key: 'today' | 'yearToDate', now: Figures, before: Figures, dates: string[]) => {
    const [current, last] = [sumOf(now), sumOf(before)];
    return {
      key,
      name: WORDS[key][language],
      startDate: dates[0],
      endDate: dates[1],
      lastYearStartDate: dates[2],
      lastYearEndDate: dates[3],
      receipts: current.receipts,
      amountPaise: current.amountPaise,
      lastYearReceipts: last.receipts,
      lastYearAmountPaise: last.amountPaise,
      changePercent: percentOf(current.amountPaise - last.amountPaise, last.amountPaise),
    };
  };
  const yearTotal = sumOf(yearModes);
  const zoneNames = new Map(zones.map((zone) => [zone.id, zone.name]));
  const wardNames = new Map(wards.map((ward) => [ward.id, ward.name]));
  const demandOf = new Map(demand.map((row) => [row.zoneId, row.total]));
  const zoneRows = zones.map((zone) => {
    const total = demandOf.get(zone.id);
    const [demandPaise, collectedPaise] = [total?.demandPaise ?? 0, total?.collectedPaise ?? 0];
    return {
      id: zone.id,
      name: zone.name,
      demandPaise,
      collectedPaise,
      balancePaise: total?.balancePaise ?? 0,
      collectedPercent: percentOf(collectedPaise, demandPaise),
      yearCollectionPaise: zone.amountPaise,
    };
  });
  const wardRow = (group: 'top' | 'bottom') => (ward: (typeof wards)[number]) => ({
    group,
    groupName: WORDS[group][language],
    id: ward.id,
    name: ward.name,
    zoneName: zoneNames.get(ward.zoneId) ?? '',
    receipts: ward.receipts,
    amountPaise: ward.amountPaise,
  });
  const ranked = [...wards].sort((a, b) => b.amountPaise - a.amountPaise || a.name.localeCompare(b.name));
  const top = ranked.slice(0, SHOWN_WARDS);
  const bottom = ranked.slice(Math.max(top.length, ranked.length - SHOWN_WARDS)).reverse();
  const league = inspectors
    .filter((ri) => ri.riId !== null)
    .sort((a, b) => b.amountPaise - a.amountPaise || String(a.username).localeCompare(String(b.username)))
    .map((ri, index) => ({
      rank: index + 1,
      riId: ri.riId,
      username: ri.username,
      wardNames: ri.wardIds.map((id) => wardNames.get(id) ?? id).join(', '),
      receipts: ri.receipts,
      amountPaise: ri.amountPaise,
      sharePercent: percentOf(ri.amountPaise, yearTotal.amountPaise),
    }));
  const modeRow = (mode: TransactionMode, now: Figures, before: Figures) => ({
    mode,
    modeName: modeName(mode, language),
    receipts: now.get(mode)?.receipts ?? 0,
    amountPaise: now.get(mode)?.amountPaise ?? 0,
    lastYearAmountPaise: before.get(mode)?.amountPaise ?? 0,
  });
  const lastYearMonth = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const zoneTotals = zoneRows.reduce(
    (sum, row) => ({
      demandPaise: sum.demandPaise + row.demandPaise,
      collectedPaise: sum.collectedPaise + row.collectedPaise,
      balancePaise: sum.balancePaise + row.balancePaise,
      yearCollectionPaise: sum.yearCollectionPaise + row.yearCollectionPaise,
    }),
    { demandPaise: 0, collectedPaise: 0, balancePaise: 0, yearCollectionPaise: 0 },
  );
  const lastYearTotal = sumOf(lastYearMonths);
  return {
    today,
    lastYearDay,
    financialYear,
    periods: [
      period('today', todayModes, lastYearDayModes, [today, today, lastYearDay, lastYearDay]),
      period('yearToDate', yearModes, lastYearModes, [yearStart, today, lastYearStart, lastYearDay]),
    ],
    todayModes: MODES.map((mode) => modeRow(mode, todayModes, lastYearDayModes)),
    modes: MODES.map((mode) => modeRow(mode, yearModes, lastYearModes)),
    months: monthsOfFinancialYear(financialYear).map((month) => ({
      month,
      receipts: months.get(month)?.receipts ?? 0,
      amountPaise: months.get(month)?.amountPaise ?? 0,
      lastYearAmountPaise: lastYearMonths.get(lastYearMonth(month))?.amountPaise ?? 0,
    })),
    zones: zoneRows,
    wards: [...top.map(wardRow('top')), ...bottom.map(wardRow('bottom'))],
    riLeague: league,
    totals: {
      modes: {
        receipts: yearTotal.receipts,
        amountPaise: yearTotal.amountPaise,
        lastYearAmountPaise: sumOf(lastYearModes).amountPaise,
      },
      months: {
        receipts: sumOf(months).receipts,
        amountPaise: sumOf(months).amountPaise,
        lastYearAmountPaise: lastYearTotal.amountPaise,
      },
      zones: {
        ...zoneTotals,
        collectedPercent: percentOf(zoneTotals.collectedPaise, zoneTotals.demandPaise),
      },
    },
  };
}

export type CollectionDashboard = Awaited<ReturnType<typeof collectionDashboard>>;
