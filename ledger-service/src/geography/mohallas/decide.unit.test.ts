import type { MohallaRates } from '@ptax/contracts';
import { given } from '../../eventsourcing/givenWhenThen';
import { mohallaDecider, type AddMohalla, type EditMohalla } from './decide';

const AT = '2026-04-01T05:00:00.000Z';
const group = (rcc: number) => ({ rcc_rbc: rcc, other_pucca: rcc - 30, kachha: rcc - 60, vacant_land: 40 });
const RATES: MohallaRates = { road_w_l_12: group(150), road_w_12_24: group(190), road_w_m_24: group(225) };
const NEW_RATES: MohallaRates = { ...RATES, road_w_m_24: group(260) };

const add: AddMohalla = {
  type: 'AddMohalla',
  mohallaId: 'm1',
  name: 'Nazirabad',
  zoneId: 'z1',
  wardId: 'w1',
  ward: { zoneId: 'z1' },
  waterTaxAvailable: true,
  sewerTaxAvailable: false,
  rates: RATES,
  nameTaken: false,
  at: AT,
};
const added = {
  type: 'MohallaAdded',
  version: 1,
  data: {
    mohallaId: 'm1',
    name: 'Nazirabad',
    zoneId: 'z1',
    wardId: 'w1',
    waterTaxAvailable: true,
    sewerTaxAvailable: false,
    rates: RATES,
    addedAt: AT,
  },
};
const edit = (changes: Partial<EditMohalla>): EditMohalla => ({
  type: 'EditMohalla',
  currentFinancialYear: '2026-27',
  at: AT,
  ...changes,
});

describe('mohalla decisions', () => {
  describe('when a mohalla is added', () => {
    it('records its services and its twelve rates in paise', () => {
      given(mohallaDecider, []).when(add).then([added]);
    });

    it('refuses a ward that does not exist', () => {
      given(mohallaDecider, [])
        .when({ ...add, ward: null })
        .thenThrows('Ward does not exist');
    });

    it('refuses a ward of another zone', () => {
      given(mohallaDecider, [])
        .when({ ...add, ward: { zoneId: 'z2' } })
        .thenThrows('The ward is not in the chosen zone');
    });

    it('refuses a name the ward already has', () => {
      given(mohallaDecider, [])
        .when({ ...add, nameTaken: true })
        .thenThrows("A mohalla named 'Nazirabad' already exists in this ward");
    });
  });

  describe('when a mohalla is edited', () => {
    it('records a rename, a change of services and new rates, in that order', () => {
      given(mohallaDecider, [added])
        .when(
          edit({
            rename: { mohallaOldName: 'Nazirabad', mohallaNewName: 'Nazirabad Road', nameTaken: false },
            services: { sewerTaxAvailable: true },
            rates: { rates: NEW_RATES, effectiveFromFinancialYear: '2026-27' },
          }),
        )
        .then([
          {
            type: 'MohallaRenamed',
            version: 1,
            data: {
              mohallaId: 'm1',
              mohallaOldName: 'Nazirabad',
              mohallaNewName: 'Nazirabad Road',
              renamedAt: AT,
            },
          },
          {
            type: 'MohallaServicesChanged',
            version: 1,
            data: { mohallaId: 'm1', waterTaxAvailable: true, sewerTaxAvailable: true, changedAt: AT },
          },
          {
            type: 'MohallaRatesRevised',
            version: 1,
            data: { mohallaId: 'm1', rates: NEW_RATES, effectiveFromFinancialYear: '2026-27', revisedAt: AT },
          },
        ]);
    });

    it('records nothing for values the mohalla already has', () => {
      given(mohallaDecider, [added])
        .when(
          edit({
            services: { waterTaxAvailable: true, sewerTaxAvailable: false },
            rates: { rates: RATES, effectiveFromFinancialYear: '2026-27' },
          }),
        )
        .then([]);
    });

    it('compares new rates with the latest schedule, not the first', () => {
      const revised = {
        type: 'MohallaRatesRevised',
        version: 1,
        data: { mohallaId: 'm1', rates: NEW_RATES, effectiveFromFinancialYear: '2026-27', revisedAt: AT },
      };
      given(mohallaDecider, [added, revised])
        .when(edit({ rates: { rates: NEW_RATES, effectiveFromFinancialYear: '2026-27' } }))
        .then([]);
    });

    it('refuses rates from a past financial year', () => {
      given(mohallaDecider, [added])
        .when(edit({ rates: { rates: NEW_RATES, effectiveFromFinancialYear: '2025-26' } }))
        .thenThrows('Rates can only be revised from the current financial year (2026-27) on');
    });

    it('refuses a new name another mohalla of the ward has, and a stale old name', () => {
      given(mohallaDecider, [added])
        .when(edit({ rename: { mohallaOldName: 'Nazirabad', mohallaNewName: 'Maqbara', nameTaken: true } }))
        .thenThrows("A mohalla named 'Maqbara' already exists in this ward");
      given(mohallaDecider, [added])
        .when(edit({ rename: { mohallaOldName: 'Old name', mohallaNewName: 'Maqbara', nameTaken: false } }))
        .thenThrows("The mohalla is now named 'Nazirabad'");
    });

    it('refuses to move a mohalla to another ward or zone', () => {
      given(mohallaDecider, [added])
        .when(edit({ wardId: 'w2' }))
        .thenThrows('A mohalla can not be moved to another ward');
      given(mohallaDecider, [added])
        .when(edit({ zoneId: 'z2' }))
        .thenThrows('A mohalla can not be moved to another zone');
    });

    it('refuses to edit a mohalla that was never added', () => {
      given(mohallaDecider, [])
        .when(edit({ services: { waterTaxAvailable: false } }))
        .thenThrows('Mohalla not found');
    });
  });
});
