import type { MohallaRates, RecordedEvent } from '@ptax/contracts';
import type { MasterData } from '../events';

/** What decisions about one mohalla need to know; `rates` is the schedule with the latest start. */
export type MohallaState =
  | { status: 'absent' }
  | {
      status: 'added';
      mohallaId: string;
      name: string;
      zoneId: string;
      wardId: string;
      waterTaxAvailable: boolean;
      sewerTaxAvailable: boolean;
      rates: MohallaRates;
      /** First year of the financial year `rates` apply from; 0 for the rates it was added with. */
      ratesFromYear: number;
    };

export const initialMohallaState: MohallaState = { status: 'absent' };

export const firstYearOf = (financialYear: string) => Number(financialYear.slice(0, 4));

export function evolveMohalla(state: MohallaState, event: RecordedEvent): MohallaState {
  if (event.type === 'MohallaAdded') {
    const { addedAt: _addedAt, ...data } = event.data as MasterData<'MohallaAdded'>;
    return { status: 'added', ...data, ratesFromYear: 0 };
  }
  if (state.status !== 'added') return state;
  switch (event.type) {
    case 'MohallaRenamed':
      return { ...state, name: (event.data as MasterData<'MohallaRenamed'>).mohallaNewName };
    case 'MohallaServicesChanged': {
      const { waterTaxAvailable, sewerTaxAvailable } = event.data as MasterData<'MohallaServicesChanged'>;
      return { ...state, waterTaxAvailable, sewerTaxAvailable };
    }
    case 'MohallaRatesRevised': {
      const { rates, effectiveFromFinancialYear } = event.data as MasterData<'MohallaRatesRevised'>;
      const from = firstYearOf(effectiveFromFinancialYear);
      return from >= state.ratesFromYear ? { ...state, rates, ratesFromYear: from } : state;
    }
    default:
      return state;
  }
}
