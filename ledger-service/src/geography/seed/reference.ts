import { bankStream, cityStream } from '@ptax/contracts';
import { listBanks, listCities } from '@ptax/projections';
import type { ModuleContext } from '../../moduleContract';
import { BANKS } from '../banks/banks';
import { CITIES } from '../cities/cities';
import { appendNewStreams, type NewStream } from './append';

export const SEED_METADATA = { userId: 'seed', command: 'SeedGeography' };

/** The city and bank masters, as events; what the read model already has is skipped. */
export async function seedReferenceData(ctx: ModuleContext): Promise<number> {
  const addedAt = new Date(ctx.now()).toISOString();
  const cities = new Set((await listCities(ctx.pool)).map((city) => city.id));
  const banks = new Set((await listBanks(ctx.pool)).map((bank) => bank.id));
  const streams: NewStream[] = [
    ...CITIES.filter((city) => !cities.has(city.cityId)).map((city) => ({
      stream: cityStream(city.cityId),
      event: { type: 'CityAdded', version: 1, data: { ...city, addedAt } },
    })),
    ...BANKS.filter((bank) => !banks.has(bank.ifscPrefix)).map((bank) => ({
      stream: bankStream(bank.ifscPrefix),
      event: { type: 'BankAdded', version: 1, data: { bankId: bank.ifscPrefix, ...bank, addedAt } },
    })),
  ];
  return appendNewStreams(ctx.store, streams, SEED_METADATA);
}
