import { ROAD_RATE_CATEGORIES, ROAD_WIDTH_GROUPS, type MohallaRates } from '@ptax/contracts';
import type { Decider, DomainEvent } from '../../eventsourcing/commandHandler';
import { conflict, notFound } from '../../http/errors';
import { duplicate, invalidField } from '../duplicate';
import { evolveMohalla, firstYearOf, initialMohallaState, type MohallaState } from './mohalla';

/** Looked-up facts come in the command: the ward as the read model has it, whether the name is taken. */
export interface AddMohalla {
  type: 'AddMohalla';
  mohallaId: string;
  name: string;
  zoneId: string;
  wardId: string;
  ward: { zoneId: string } | null;
  waterTaxAvailable: boolean;
  sewerTaxAvailable: boolean;
  /** Paise per sq ft per month. */
  rates: MohallaRates;
  nameTaken: boolean;
  at: string;
}

/** PATCH mohallas/edit/{id}: rename, water / sewer, new rates; the zone and ward of a mohalla stay. */
export interface EditMohalla {
  type: 'EditMohalla';
  zoneId?: string;
  wardId?: string;
  rename?: { mohallaOldName: string; mohallaNewName: string; nameTaken: boolean };
  services?: { waterTaxAvailable?: boolean; sewerTaxAvailable?: boolean };
  rates?: { rates: MohallaRates; effectiveFromFinancialYear: string };
  currentFinancialYear: string;
  at: string;
}

export type MohallaCommand = AddMohalla | EditMohalla;

export const MOHALLA_TEXT = {
  wardMissing: 'Ward does not exist',
  otherZone: 'The ward is not in the chosen zone',
  notFound: 'Mohalla not found',
  wardFixed: 'A mohalla can not be moved to another ward',
  zoneFixed: 'A mohalla can not be moved to another zone',
  pastYear: (current: string) => `Rates can only be revised from the current financial year (${current}) on`,
  nameTaken: (name: string) => `A mohalla named '${name}' already exists in this ward`,
  renamedMeanwhile: (name: string) => `The mohalla is now named '${name}'; reload and try again`,
} as const;

const sameRates = (a: MohallaRates, b: MohallaRates) =>
  ROAD_WIDTH_GROUPS.every((group) => ROAD_RATE_CATEGORIES.every((type) => a[group][type] === b[group][type]));

function addMohalla(state: MohallaState, command: AddMohalla): DomainEvent[] {
  if (state.status !== 'absent') throw conflict('This mohalla already exists');
  if (!command.ward) throw invalidField('ward', MOHALLA_TEXT.wardMissing);
  if (command.ward.zoneId !== command.zoneId) throw invalidField('ward', MOHALLA_TEXT.otherZone);
  if (command.nameTaken) throw duplicate('name', MOHALLA_TEXT.nameTaken(command.name));
  const { mohallaId, name, zoneId, wardId, waterTaxAvailable, sewerTaxAvailable, rates, at } = command;
  const data = { mohallaId, name, zoneId, wardId, waterTaxAvailable, sewerTaxAvailable, rates, addedAt: at };
  return [{ type: 'MohallaAdded', version: 1, data }];
}

type Added = Extract<MohallaState, { status: 'added' }>;

function renamed(state: Added, rename: EditMohalla['rename'], at: string): DomainEvent[] {
  if (!rename || rename.mohallaNewName === state.name) return [];
  if (rename.mohallaOldName !== state.name)
    throw duplicate('mohallaOldName', MOHALLA_TEXT.renamedMeanwhile(state.name));
  if (rename.nameTaken) throw duplicate('mohallaNewName', MOHALLA_TEXT.nameTaken(rename.mohallaNewName));
  const data = {
    mohallaId: state.mohallaId,
    mohallaOldName: state.name,
    mohallaNewName: rename.mohallaNewName,
    renamedAt: at,
  };
  return [{ type: 'MohallaRenamed', version: 1, data }];
}

function servicesChanged(state: Added, services: EditMohalla['services'], at: string): DomainEvent[] {
  const waterTaxAvailable = services?.waterTaxAvailable ?? state.waterTaxAvailable;
  const sewerTaxAvailable = services?.sewerTaxAvailable ?? state.sewerTaxAvailable;
  if (waterTaxAvailable === state.waterTaxAvailable && sewerTaxAvailable === state.sewerTaxAvailable)
    return [];
  const data = { mohallaId: state.mohallaId, waterTaxAvailable, sewerTaxAvailable, changedAt: at };
  return [{ type: 'MohallaServicesChanged', version: 1, data }];
}

function ratesRevised(state: Added, command: EditMohalla): DomainEvent[] {
  const { rates } = command;
  if (!rates) return [];
  if (firstYearOf(rates.effectiveFromFinancialYear) < firstYearOf(command.currentFinancialYear))
    throw invalidField('effectiveFromFinancialYear', MOHALLA_TEXT.pastYear(command.currentFinancialYear));
  if (sameRates(rates.rates, state.rates)) return [];
  const data = { mohallaId: state.mohallaId, ...rates, revisedAt: command.at };
  return [{ type: 'MohallaRatesRevised', version: 1, data }];
}

function editMohalla(state: MohallaState, command: EditMohalla): DomainEvent[] {
  if (state.status !== 'added') throw notFound(MOHALLA_TEXT.notFound);
  if (command.zoneId !== undefined && command.zoneId !== state.zoneId)
    throw invalidField('zone', MOHALLA_TEXT.zoneFixed);
  if (command.wardId !== undefined && command.wardId !== state.wardId)
    throw invalidField('ward', MOHALLA_TEXT.wardFixed);
  return [
    ...renamed(state, command.rename, command.at),
    ...servicesChanged(state, command.services, command.at),
    ...ratesRevised(state, command),
  ];
}

export function decideMohalla(state: MohallaState, command: MohallaCommand): DomainEvent[] {
  switch (command.type) {
    case 'AddMohalla':
      return addMohalla(state, command);
    case 'EditMohalla':
      return editMohalla(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown mohalla command ${JSON.stringify(unknown)}`);
    }
  }
}

export const mohallaDecider: Decider<MohallaState, MohallaCommand> = {
  initialState: initialMohallaState,
  evolve: evolveMohalla,
  decide: decideMohalla,
};
