// Demo data: a few jalkal requests on the demo city's properties, raised and decided through the
// module's own code as the demo staff, so the jalkal dashboard has work on a first start: two pending
// (a cut water connection, a new sewer connection), one approved (a connection number recorded) and
// one rejected. A start that finds jalkal requests adds none.
import { indiaDate, LOGIN_TYPES, type EventMetadata, type JalkalRequestInput } from '@ptax/contracts';
import { UNLIMITED } from '../http/scope';
import type { ModuleContext } from '../moduleContract';
import { textPdf } from '../seed/demoCity/files';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { approveJalkalEdit, rejectJalkalEdit, type Official } from './decisions';
import { raiseJalkalEdit } from './raise';

const by = (userId: string, loginType: string): EventMetadata => ({
  userId,
  loginType,
  command: 'SeedDemoJalkalRequests',
});
const OPERATOR = by(DEMO_OPERATOR.email, DEMO_OPERATOR.loginType);
const ADMIN = by('admin@nagarnigam.demo', LOGIN_TYPES.nagarNigam);
const JALKAL: Official = { email: 'jalkal@nagarnigam.demo', loginType: LOGIN_TYPES.jalkal, scope: UNLIMITED };

const LETTER = textPdf([
  'Jal Kal Vibhag - site inspection note - DEMO',
  'Nagar Nigam Lucknow - demonstration data',
  'This is not a real document. It stands in for the evidence staff attach.',
]);

type Change = Pick<
  JalkalRequestInput,
  'waterTaxApplicable' | 'sewerageConnectionAvailable' | 'sourceOfWater' | 'waterConnectionNumber'
>;

interface DemoRequest {
  who: EventMetadata;
  /** Which demo properties suit it: water supplied now, or no sewer connection where a sewer runs. */
  on: 'waterSupplied' | 'sewerAvailable';
  change: Change;
  reason: string;
  approved?: string;
  rejected?: string;
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    who: OPERATOR,
    on: 'waterSupplied',
    change: { waterTaxApplicable: false, sourceOfWater: 'Own borewell' },
    reason:
      'The Jal Kal connection was cut at the owner’s request; the house draws water from its own borewell.',
  },
  {
    who: ADMIN,
    on: 'sewerAvailable',
    change: { sewerageConnectionAvailable: true },
    reason: 'The house was connected to the new trunk sewer of the mohalla last month.',
  },
  {
    who: ADMIN,
    on: 'waterSupplied',
    change: { waterConnectionNumber: 'JK/LKO/2024/0815' },
    reason: 'The connection number is missing from the register; it is on the latest Jal Kal bill.',
    approved: 'Matches the Jal Kal connection register.',
  },
  {
    who: OPERATOR,
    on: 'waterSupplied',
    change: { waterTaxApplicable: false },
    reason: 'The owner says the house has no water connection.',
    rejected: 'Inspection found a working connection in use.',
  },
];

const CANDIDATES = {
  waterSupplied: `SELECT p.property_unique_id AS id FROM properties p
    WHERE p.status = 'active' AND p.water_tax_applicable ORDER BY p.zone_id DESC, p.property_unique_id LIMIT 10`,
  sewerAvailable: `SELECT p.property_unique_id AS id FROM properties p JOIN mohallas m ON m.id = p.mohalla_id
    WHERE p.status = 'active' AND NOT p.sewerage_connection_available AND m.sewer_tax_availability
    ORDER BY p.zone_id, p.property_unique_id LIMIT 10`,
};

async function candidates(ctx: ModuleContext): Promise<Record<DemoRequest['on'], string[]>> {
  const [water, sewer] = await Promise.all(
    [CANDIDATES.waterSupplied, CANDIDATES.sewerAvailable].map(async (sql) =>
      (await ctx.pool.query<{ id: string }>(sql)).rows.map((row) => row.id),
    ),
  );
  return { waterSupplied: water, sewerAvailable: sewer };
}

async function seedOne(ctx: ModuleContext, demo: DemoRequest, propertyUniqueId: string): Promise<string> {
  const input: JalkalRequestInput = {
    propertyUniqueId,
    ...demo.change,
    reason: demo.reason,
    effectiveDate: indiaDate(ctx.now()),
  };
  const document = { name: 'inspection-note.pdf', content: LETTER, contentType: 'application/pdf' };
  const { jalkalEditId, position } = await raiseJalkalEdit(ctx, input, [document], UNLIMITED, demo.who);
  let last = position;
  if (demo.approved) last = await approveJalkalEdit(ctx, JALKAL, jalkalEditId, demo.approved);
  if (demo.rejected) last = await rejectJalkalEdit(ctx, JALKAL, jalkalEditId, demo.rejected);
  await ctx.readYourWrites(last);
  return jalkalEditId;
}

/** Seeds the demo requests once; returns their numbers (none when requests exist or nothing suits). */
export async function seedDemoJalkalRequests(ctx: ModuleContext): Promise<string[]> {
  await ctx.readYourWrites((await ctx.store.headCheckpoint()).position);
  if ((await ctx.pool.query('SELECT 1 FROM jalkal_edits LIMIT 1')).rows.length > 0) return [];
  const found = await candidates(ctx);
  const used = new Set<string>();
  const seeded: string[] = [];
  for (const demo of DEMO_REQUESTS) {
    const propertyUniqueId = found[demo.on].find((id) => !used.has(id));
    if (!propertyUniqueId) continue;
    used.add(propertyUniqueId);
    seeded.push(await seedOne(ctx, demo, propertyUniqueId));
  }
  return seeded;
}
