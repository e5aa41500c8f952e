import type { z } from 'zod';
import type { BankAdded, CityAdded, MasterEvent } from '@ptax/contracts';

/** The data of a master event, by type. */
export type MasterData<Type extends MasterEvent['type']> = Extract<MasterEvent, { type: Type }>['data'];
export type CityAddedData = z.infer<typeof CityAdded>['data'];
export type BankAddedData = z.infer<typeof BankAdded>['data'];
