// The collections read model: counts and sums of the money standing on ledgers, pre-aggregated per
// India day, mode and place (receipts) and further per demand year, head and kind (amounts), so the
// collection reports read a few thousand rows, never the ten million payments.
// `collection_payments` keeps what each (payment, property) row contributes, guarded by the property
// stream's revision: a replayed event changes nothing, and a reversal or a shift takes back exactly
// what the payment added. Absent parts of a key are '' (the keys are primary keys, never NULL).
import type { TableNames } from '../projection';

export type CollectionTable =
  | 'collection_payments'
  | 'collection_places'
  | 'collection_receipts'
  | 'collection_amounts'
  | 'collection_month_receipts'
  | 'collection_month_amounts';

const PLACE_AND_DAY = `day date NOT NULL,
      mode text NOT NULL,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL`;

/** One level of aggregates: receipts per day (or month), mode and place, and their amounts by line. */
const aggregateTables = (receipts: string, amounts: string) => `
    CREATE TABLE ${receipts} (
      ${PLACE_AND_DAY},
      receipts bigint NOT NULL,
      amount_paise bigint NOT NULL,
      rebate_paise bigint NOT NULL,
      PRIMARY KEY (day, mode, zone_id, ward_id, mohalla_id)
    );
    CREATE TABLE ${amounts} (
      ${PLACE_AND_DAY},
      -- The demand year paid (interest, arrears, current); '' for advance and fees.
      financial_year text NOT NULL,
      -- house / water / sewer, the fee's head (mutation), '' for advance.
      head text NOT NULL,
      -- interest / arrears / current / advance / fee (contracts apportionmentLine).
      kind text NOT NULL,
      amount_paise bigint NOT NULL,
      PRIMARY KEY (day, mode, zone_id, ward_id, mohalla_id, financial_year, head, kind)
    );
    -- Reports by place scan the days of one zone or ward.
    CREATE INDEX ${receipts}_zone ON ${receipts} (zone_id, ward_id, day);
    CREATE INDEX ${amounts}_zone ON ${amounts} (zone_id, ward_id, day);`;

export function createCollectionTables(t: TableNames<CollectionTable>): string {
  return `
    CREATE TABLE ${t.collection_places} (
      property_unique_id text PRIMARY KEY,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      revision integer NOT NULL
    );
    CREATE TABLE ${t.collection_payments} (
      txn_id text NOT NULL,
      property_unique_id text NOT NULL,
      -- The property the payment was made for (a shift's target rows are not).
      origin boolean NOT NULL DEFAULT false,
      -- The money stands on this property's ledger now (received or shifted in, not taken back).
      counted boolean NOT NULL DEFAULT false,
      ${PLACE_AND_DAY},
      amount_paise bigint NOT NULL DEFAULT 0,
      rebate_paise bigint NOT NULL DEFAULT 0,
      lines jsonb NOT NULL DEFAULT '[]',
      revision integer NOT NULL,
      PRIMARY KEY (txn_id, property_unique_id)
    );
    -- A place change moves the property's rows; a shift finds the payment's own row.
    CREATE INDEX ${t.collection_payments}_property ON ${t.collection_payments} (property_unique_id);
    ${aggregateTables(t.collection_receipts, t.collection_amounts)}
    CREATE INDEX ${t.collection_receipts}_mohalla ON ${t.collection_receipts} (mohalla_id, day);
    CREATE INDEX ${t.collection_amounts}_mohalla ON ${t.collection_amounts} (mohalla_id, day);
    -- The roll-up: per month (its first day) and ward, mohalla ''. Reports of whole months read it.
    ${aggregateTables(t.collection_month_receipts, t.collection_month_amounts)}`;
}
