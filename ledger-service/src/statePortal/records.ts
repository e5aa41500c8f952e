// A day's records for e-Nagar Sewa, built from the receipt register (the transactions read model, as
// taxCollections/collectionList reads it): one `collection` record per receipt issued that day, and
// for a receipt cancelled or bounced since, a `reversal` record of the same day with the amount
// negated. The day's records then net to what the collection reports count for the day.
import type { StatePortalRecord } from '@ptax/contracts';
import { receiptRegister, type Queryable, type RegisterLine } from '@ptax/projections';
import { UNLIMITED } from '../http/scope';

const PAGE = 1000;

/** Every register line of the India day, the whole city (the state counts every receipt). */
async function registerOf(db: Queryable, date: string): Promise<RegisterLine[]> {
  const lines: RegisterLine[] = [];
  for (let page = 1; ; page++) {
    const rows = await receiptRegister(db, { startDate: date, endDate: date }, UNLIMITED, {
      page,
      limit: PAGE,
    });
    lines.push(...rows);
    if (rows.length < PAGE) break;
  }
  return lines.filter((line) => line.receiptDate === date && line.receiptNumber);
}

type Names = Map<string, string>;

/** Zone, ward and mohalla names by id: the portal and the CSV's reader see names, not codes. */
async function placeNames(db: Queryable): Promise<Names> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, coalesce(nullif(name, ''), 'Zone ' || zone_no) AS name FROM zones
     UNION ALL SELECT id, ward_no || ' - ' || ward_fullname FROM wards
     UNION ALL SELECT id, name FROM mohallas`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const recordKey = (cityCode: string, date: string, receiptNumber: string, reversal: boolean) =>
  `${cityCode}/${date}/${receiptNumber}${reversal ? '/reversal' : ''}`;

function recordsOf(line: RegisterLine, cityCode: string, date: string, names: Names): StatePortalRecord[] {
  const receiptNumber = line.receiptNumber!;
  const collection: StatePortalRecord = {
    key: recordKey(cityCode, date, receiptNumber, false),
    cityCode,
    date,
    receiptNumber,
    kind: 'collection',
    txnId: line.txnId,
    propertyUniqueId: line.propertyUniqueId,
    ownerName: line.ownerName,
    payerName: line.payerName,
    zoneName: names.get(line.zoneId ?? '') ?? null,
    wardName: names.get(line.wardId ?? '') ?? null,
    mohallaName: names.get(line.mohallaId ?? '') ?? null,
    transactionType: line.transactionType,
    amountPaise: line.amountPaise,
    housePaise: line.byHead.house,
    waterPaise: line.byHead.water,
    sewerPaise: line.byHead.sewer,
    advancePaise: line.advancePaise,
    feePaise: line.feePaise,
    rebatePaise: line.rebatePaise,
    paidAt: line.paidAt,
  };
  if (!line.cancelled) return [collection];
  const negate = (paise: number) => (paise === 0 ? 0 : -paise);
  return [
    collection,
    {
      ...collection,
      key: recordKey(cityCode, date, receiptNumber, true),
      kind: 'reversal',
      amountPaise: negate(collection.amountPaise),
      housePaise: negate(collection.housePaise),
      waterPaise: negate(collection.waterPaise),
      sewerPaise: negate(collection.sewerPaise),
      advancePaise: negate(collection.advancePaise),
      feePaise: negate(collection.feePaise),
      rebatePaise: negate(collection.rebatePaise),
    },
  ];
}

/** The day's records in receipt order, collections before their reversals. */
export async function recordsOfDay(
  db: Queryable,
  cityCode: string,
  date: string,
): Promise<StatePortalRecord[]> {
  const [lines, names] = await Promise.all([registerOf(db, date), placeNames(db)]);
  return lines
    .flatMap((line) => recordsOf(line, cityCode, date, names))
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}
