// The property register's read model. `properties` and `property_floors` are read by the tax engine
// and the lists; `property_history` keeps one row per register event (Edited Properties, viewDetails);
// `property_counts` keeps the number of properties per combination of the list filters that are
// master values, so list totals and `properties/count` do not count a million rows;
// `property_names` holds every distinct person name (owners, fathers, husbands), lower-cased, and
// `property_address_words` every distinct word of an address: the typo-tolerant searches look for
// similar names and words with a trigram index over tens of thousands of entries instead of a
// million rows, then for the properties through plain indexes (filters.ts).
import type { TableNames } from '../projection';

export type PropertyTable =
  | 'properties'
  | 'property_floors'
  | 'property_history'
  | 'property_counts'
  | 'property_names'
  | 'property_address_words';

/** What separates the words of an address: whitespace, ASCII punctuation, the Devanagari dandas. */
export const ADDRESS_SEPARATORS = '[[:space:]!-/:-@[-`{-~\u0964\u0965]+';

/** The words of an address, as the word index holds them (a query must use the same expression). */
export const addressWords = (alias: string) =>
  `regexp_split_to_array(lower(coalesce(${alias}.property_address, '')), '${ADDRESS_SEPARATORS}')`;

/**
 * The dimensions of `property_counts`, in order: the list filters that are master values, but the
 * mohalla (a mohalla's few hundred rows are counted fast through its index, and leaving it out keeps
 * this table a hundred times smaller than the rows it counts).
 */
export const COUNT_DIMENSIONS = [
  'zone_id',
  'ward_id',
  'house_category',
  'category',
  'sub_category',
  'matched',
  'status',
] as const;

export function createPropertyTables(t: TableNames<PropertyTable>): string {
  return `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE ${t.properties} (
      property_unique_id text PRIMARY KEY,
      owner_name text NOT NULL,
      father_name text,
      husband_name text,
      property_address text,
      mobile_number text,
      email_id text,
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      mohalla_id text NOT NULL,
      house_number text,
      old_property_tax_id text,
      building_id text,
      old_arv_paise bigint,
      plot_area numeric,
      const_type text,
      house_category text NOT NULL,
      category integer,
      sub_category integer,
      occupancy_status text,
      road_type text,
      road_width numeric,
      construction_year integer,
      financial_year text,
      is_metro_rail_property boolean NOT NULL DEFAULT false,
      house_tax_applicable boolean NOT NULL,
      sewerage_connection_available boolean NOT NULL,
      water_tax_applicable boolean NOT NULL,
      source_of_water text,
      water_connection_number text,
      is_disabled boolean NOT NULL DEFAULT false,
      disability_percentage numeric,
      disability_document_id text,
      is_ex_defense_personal_widow boolean NOT NULL DEFAULT false,
      ex_defense_personal_document_id text,
      -- WGS84 degrees, for the map (issue 11); null: not mapped.
      latitude double precision,
      longitude double precision,
      -- Stored file keys: buildingImageFrontId, ... (contracts buildingImagesData).
      images jsonb NOT NULL DEFAULT '{}',
      -- The old-register record the property is matched with (ptinNo, arrears...); null: unmatched.
      matching jsonb,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deleted')),
      deletion jsonb,
      split_from text,
      edited boolean NOT NULL DEFAULT false,
      edited_at timestamptz,
      created_at timestamptz NOT NULL,
      created_by text,
      updated_at timestamptz NOT NULL,
      updated_by text,
      -- Revision of the last event of property-<id> applied to the row (ledger events are skipped).
      revision integer NOT NULL
    );
    -- Lists: newest first, within the filters people use most.
    CREATE INDEX ${t.properties}_created ON ${t.properties} (created_at DESC, property_unique_id DESC)
      WHERE status = 'active';
    CREATE INDEX ${t.properties}_ward ON ${t.properties} (ward_id, created_at DESC, property_unique_id DESC)
      WHERE status = 'active';
    CREATE INDEX ${t.properties}_zone ON ${t.properties} (zone_id, created_at DESC) WHERE status = 'active';
    CREATE INDEX ${t.properties}_mohalla ON ${t.properties} (mohalla_id, created_at DESC) WHERE status = 'active';
    -- The map's points of a ward (maps/), read from the index alone.
    CREATE INDEX ${t.properties}_map ON ${t.properties} (ward_id) INCLUDE (latitude, longitude)
      WHERE status = 'active' AND latitude IS NOT NULL;
    CREATE INDEX ${t.properties}_mobile ON ${t.properties} (mobile_number);
    CREATE INDEX ${t.properties}_house_number ON ${t.properties} (lower(house_number));
    CREATE INDEX ${t.properties}_old_tax_id ON ${t.properties} (old_property_tax_id);
    CREATE INDEX ${t.properties}_edited ON ${t.properties} (edited_at DESC) WHERE edited;
    -- A parent's new properties (a split's children point at it).
    CREATE INDEX ${t.properties}_split_from ON ${t.properties} (split_from) WHERE split_from IS NOT NULL;
    -- Name search: exact lower-case names found through property_names; address search: the words.
    -- Covering: a name search reads the matches of a name (and their zone, ward, status and date)
    -- from the index alone, and visits the table only for the page it answers.
    CREATE INDEX ${t.properties}_owner ON ${t.properties} (lower(owner_name))
      INCLUDE (owner_name, zone_id, ward_id, status, created_at, property_unique_id);
    CREATE INDEX ${t.properties}_father ON ${t.properties} (lower(father_name));
    CREATE INDEX ${t.properties}_husband ON ${t.properties} (lower(husband_name));
    CREATE INDEX ${t.properties}_address_words ON ${t.properties} USING gin ((${addressWords(t.properties)}));

    CREATE TABLE ${t.property_floors} (
      property_unique_id text NOT NULL,
      floor_index integer NOT NULL,
      floor_number integer NOT NULL,
      rent_type text NOT NULL,
      rent_usage text NOT NULL,
      type text NOT NULL,
      category integer,
      sub_category integer,
      area_sqft numeric NOT NULL,
      property_premise_id text NOT NULL,
      PRIMARY KEY (property_unique_id, floor_index)
    );

    CREATE TABLE ${t.property_history} (
      property_unique_id text NOT NULL,
      revision integer NOT NULL,
      type text NOT NULL,
      -- 'registration', 'edit', 'matching', 'deletion', 'split'
      kind text NOT NULL,
      at timestamptz NOT NULL,
      by_user text,
      login_type text,
      -- { field: { before, after } } for edits; the event's own summary otherwise.
      changes jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (property_unique_id, revision)
    );
    CREATE INDEX ${t.property_history}_edits ON ${t.property_history} (at DESC) WHERE kind = 'edit';

    CREATE TABLE ${t.property_counts} (
      zone_id text NOT NULL,
      ward_id text NOT NULL,
      house_category text NOT NULL,
      category integer,
      sub_category integer,
      matched boolean NOT NULL,
      status text NOT NULL,
      n bigint NOT NULL,
      UNIQUE NULLS NOT DISTINCT (${COUNT_DIMENSIONS.join(', ')})
    );

    CREATE TABLE ${t.property_names} (name text PRIMARY KEY);
    CREATE INDEX ${t.property_names}_trgm ON ${t.property_names} USING gin (name gin_trgm_ops);

    CREATE TABLE ${t.property_address_words} (word text PRIMARY KEY);
    CREATE INDEX ${t.property_address_words}_trgm ON ${t.property_address_words} USING gin (word gin_trgm_ops);`;
}
