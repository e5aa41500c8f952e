// Demo data: three mutations on demo properties that owe nothing, made through the module's own
// code as the demo admin: a sale waiting for its fee, a correction of name approved (no fee, so the
// owner changed and its certificate prints), and a gift rejected (its unpaid fee waived). A start
// that finds mutations in the demo city adds none.
import { indiaDate, LOGIN_TYPES, type EventMetadata, type MutationInput } from '@ptax/contracts';
import { UNLIMITED } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { textPdf } from '../seed/demoCity/files';
import { decideMutationRequest } from './decisions';
import { requestMutation } from './request';

const DAY_MS = 86_400_000;
const ADMIN_EMAIL = 'admin@nagarnigam.demo';
const ADMIN: EventMetadata = {
  userId: ADMIN_EMAIL,
  loginType: LOGIN_TYPES.nagarNigam,
  command: 'SeedDemoMutations',
};

type DemoRequest = Omit<MutationInput, 'propertyUniqueId' | 'deedDate'> & { deedDaysAgo: number };

interface DemoMutation {
  request: DemoRequest;
  decision?: { kind: 'approve' | 'reject'; remarks: string };
}

const DEED = textPdf([
  'Registered deed - DEMO',
  'Nagar Nigam Lucknow - demonstration data',
  'Not a real deed.',
]);

export const DEMO_MUTATIONS: DemoMutation[] = [
  {
    request: {
      reason: 'sale',
      ownerName: 'Kavita Srivastava',
      husbandName: 'Alok Srivastava',
      mobileNumber: '9839012345',
      deedNumber: 'LKO/REG/2026/10482',
      deedDaysAgo: 20,
      documentValue: 2_500_000,
      marketValue: 2_800_000,
    },
  },
  {
    request: {
      reason: 'name_correction',
      ownerName: 'Mohd. Irfan Siddiqui',
      fatherName: 'Mohd. Salim Siddiqui',
      mobileNumber: '9415098765',
      deedNumber: 'AFF/2026/331',
      deedDaysAgo: 10,
      documentValue: 0,
      marketValue: 0,
    },
    decision: { kind: 'approve', remarks: 'Affidavit and Aadhaar checked: spelling corrected' },
  },
  {
    request: {
      reason: 'gift',
      ownerName: 'Neha Agarwal',
      fatherName: 'Rakesh Agarwal',
      mobileNumber: '9721034567',
      deedNumber: 'LKO/REG/2026/09977',
      deedDaysAgo: 40,
      documentValue: 1_200_000,
      marketValue: 1_500_000,
    },
    decision: {
      kind: 'reject',
      remarks: 'The gift deed is not registered; apply again with the registered deed',
    },
  },
];

/** Demo properties that owe nothing today (no unpaid tax or interest), the first by ID. */
async function propertiesOwingNothing(ctx: ModuleContext, count: number): Promise<string[]> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT a.property_unique_id AS id FROM ledger_accounts a
      WHERE a.status = 'active' AND NOT EXISTS (
        SELECT 1 FROM ledger_years y WHERE y.property_unique_id = a.property_unique_id
           AND (y.unpaid_paise > 0 OR y.interest_charged_house + y.interest_charged_water + y.interest_charged_sewer
                > y.interest_paid_house + y.interest_paid_water + y.interest_paid_sewer))
      ORDER BY a.property_unique_id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

async function seedOne(ctx: ModuleContext, demo: DemoMutation, propertyUniqueId: string): Promise<string> {
  const { deedDaysAgo, ...request } = demo.request;
  const input: MutationInput = {
    ...request,
    propertyUniqueId,
    deedDate: indiaDate(ctx.now() - deedDaysAgo * DAY_MS),
  };
  const documents = [{ name: 'registered-deed.pdf', content: DEED, contentType: 'application/pdf' }];
  const { mutationId, position } = await requestMutation(ctx, input, documents, UNLIMITED, ADMIN);
  let last = position;
  if (demo.decision)
    last = await decideMutationRequest(
      ctx,
      mutationId,
      { ...demo.decision, userId: ADMIN_EMAIL },
      UNLIMITED,
      ADMIN,
    );
  await ctx.readYourWrites(last);
  return mutationId;
}

/** Seeds the demo mutations once; returns their numbers (none when there are mutations already). */
export async function seedDemoMutations(ctx: ModuleContext): Promise<string[]> {
  await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
  const { rows } = await ctx.pool.query('SELECT 1 FROM mutations LIMIT 1');
  if (rows.length > 0) return [];
  const properties = await propertiesOwingNothing(ctx, DEMO_MUTATIONS.length);
  if (properties.length < DEMO_MUTATIONS.length) return [];
  const seeded: string[] = [];
  for (const [index, demo] of DEMO_MUTATIONS.entries())
    seeded.push(await seedOne(ctx, demo, properties[index]));
  return seeded;
}
