// Believable property rows for the search benchmark: a city of 8 zones, 110 wards and about 1,500
// mohallas named after Lucknow's localities; owners with Hindi and English names (one in five
// written in Devanagari), fathers or husbands, addresses, mobiles. Deterministic (seeded).
import type { Pool } from 'pg';
import { composePropertyUniqueId } from '@ptax/contracts';
import { addressWords, COUNT_DIMENSIONS, physicalTables, propertiesProjection } from '@ptax/projections';

const CHUNK = 50_000;

export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}
export type Random = ReturnType<typeof seeded>;

const MALE =
  'Ramesh Suresh Mahesh Rajesh Dinesh Mukesh Rakesh Anil Sunil Vijay Ajay Sanjay Manoj Ashok Vinod Pramod Santosh Rajendra Surendra Narendra Devendra Virendra Arvind Amit Sumit Rahul Rohit Deepak Pankaj Alok Vivek Abhishek Ankit Gaurav Saurabh Shailendra Ram Shyam Mohan Sohan Krishna Gopal Hari Shiv Om Prakash Kamlesh Brijesh Yogesh Umesh Naresh Harish Satish Girish Ravi Manish Nitin Sachin Mohd. Mohammad Abdul Imran Irfan Salman Arif Asif Rizwan Shahid Zubair Faisal Iqbal Javed Aftab Anwar'.split(
    ' ',
  );
const FEMALE =
  'Sunita Anita Geeta Seema Rekha Kiran Poonam Neelam Suman Usha Asha Meena Manju Savitri Kamla Shanti Pushpa Sarita Kavita Priya Pooja Neha Shabana Nazia Rubina Farzana Shahnaz Ruksana Sangeeta Mamta Radha Sita Laxmi Saroj Vimla Urmila Nirmala Sushila Kusum'.split(
    ' ',
  );
const SURNAMES =
  'Kumar Singh Sharma Verma Gupta Yadav Mishra Tiwari Pandey Shukla Srivastava Dubey Tripathi Chaurasia Maurya Kushwaha Rastogi Agarwal Jaiswal Saxena Nigam Khan Ansari Siddiqui Qureshi Rizvi Naqvi Zaidi Rawat Chauhan Rajput Pal Prajapati Gautam Bajpai Awasthi Dwivedi Trivedi Chaturvedi Kanojia Sonkar Lodhi Nishad'.split(
    ' ',
  );
const MIDDLE = ['Kumar', 'Prasad', 'Chandra', 'Nath', 'Lal', 'Narayan'];
const HI_MALE =
  'रमेश सुरेश महेश राजेश दिनेश मुकेश राकेश अनिल सुनील विजय अजय संजय मनोज अशोक विनोद प्रमोद संतोष राजेंद्र सुरेंद्र नरेंद्र राम श्याम मोहन कृष्ण गोपाल हरि शिव प्रकाश कमलेश बृजेश'.split(
    ' ',
  );
const HI_FEMALE =
  'सुनीता अनीता गीता सीमा रेखा किरण पूनम नीलम सुमन ऊषा आशा मीना मंजू सावित्री कमला शांति पुष्पा सरिता कविता'.split(' ');
const HI_SURNAMES =
  'कुमार सिंह शर्मा वर्मा गुप्ता यादव मिश्रा तिवारी पाण्डेय शुक्ला श्रीवास्तव दुबे त्रिपाठी मौर्य खान अंसारी सिद्दीकी पाल प्रजापति गौतम'.split(
    ' ',
  );
const HI_MIDDLE = ['कुमार', 'प्रसाद', 'चंद्र', 'नाथ', 'लाल'];
const LOCALITIES = [
  'Aminabad',
  'Hazratganj',
  'Chowk',
  'Nakhas',
  'Aliganj',
  'Indira Nagar',
  'Gomti Nagar',
  'Mahanagar',
  'Rajajipuram',
  'Alambagh',
  'Charbagh',
  'Kaiserbagh',
  'Lalbagh',
  'Narhi',
  'Husainganj',
  'Sadar',
  'Telibagh',
  'Ashiyana',
  'Jankipuram',
  'Vikas Nagar',
  'Kapoorthala',
  'Nishatganj',
  'Daliganj',
  'Thakurganj',
  'Chinhat',
  'Sarojini Nagar',
  'Krishna Nagar',
  'Aishbagh',
  'Rakabganj',
  'Maqboolganj',
  'Golaganj',
  'Yahiyaganj',
  'Raja Bazar',
  'Saadatganj',
  'Hussainabad',
  'Khadra',
  'Balaganj',
  'Daulatganj',
  'Nadan Mahal',
  'Wazirganj',
  'Ganeshganj',
  'Latouche Road',
  'Naka Hindola',
  'Kakori',
  'Mohibullapur',
  'Faizullaganj',
  'Kursi Road',
  'Sitapur Road',
  'Transport Nagar',
];
const HI_LOCALITIES =
  'अमीनाबाद हज़रतगंज चौक नखास अलीगंज इंदिरा_नगर गोमती_नगर महानगर राजाजीपुरम आलमबाग चारबाग कैसरबाग लालबाग नरही हुसैनगंज सदर तेलीबाग आशियाना जानकीपुरम विकास_नगर'
    .split(' ')
    .map((name) => name.replace('_', ' '));
const SUFFIXES = [
  '',
  ' Purva',
  ' Paschim',
  ' Khurd',
  ' Kalan',
  ' Colony',
  ' Extension',
  ' Sector 1',
  ' Sector 2',
  ' Sector 3',
  ' Sector 4',
  ' Sector 5',
  ' Phase 2',
  ' Gaon',
];

export interface Mohalla {
  id: string;
  name: string;
  hindiName: string;
  zoneId: string;
  wardId: string;
  wardName: string;
  zoneNo: number;
  wardNo: number;
  code: number;
}

/** 8 zones, 110 wards, about 14 mohallas each. Ids look like the masters' (UUID-sized text). */
export function makeCity(random: Random): Mohalla[] {
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
      (c === 'x' ? random.int(16) : 8 + random.int(4)).toString(16),
    );
  const mohallas: Mohalla[] = [];
  for (let ward = 0; ward < 110; ward++) {
    const zoneNo = 1 + (ward % 8);
    const wardNo = 1 + Math.floor(ward / 8);
    const zoneId = `zone-${zoneNo}`;
    const wardId = uuid();
    const wardName = `${LOCALITIES[ward % LOCALITIES.length]} Ward`;
    const count = 10 + random.int(9);
    for (let m = 0; m < count; m++) {
      const base = (ward * 7 + m) % LOCALITIES.length;
      mohallas.push({
        id: uuid(),
        name: `${LOCALITIES[base]}${SUFFIXES[(ward + m) % SUFFIXES.length]}`,
        hindiName: HI_LOCALITIES[base % HI_LOCALITIES.length],
        zoneId,
        wardId,
        wardName,
        zoneNo,
        wardNo,
        code: m + 1,
      });
    }
  }
  return mohallas;
}

export interface Person {
  name: string;
  relative: string;
  female: boolean;
  hindi: boolean;
}

export function person(random: Random): Person {
  const hindi = random.next() < 0.2;
  const female = random.next() < 0.35;
  const [male, femaleNames, surnames, middle] = hindi
    ? [HI_MALE, HI_FEMALE, HI_SURNAMES, HI_MIDDLE]
    : [MALE, FEMALE, SURNAMES, MIDDLE];
  const surname = random.pick(surnames);
  const first = female ? random.pick(femaleNames) : random.pick(male);
  const withMiddle = !female && random.next() < 0.35 ? ` ${random.pick(middle)}` : '';
  const relative = `${random.pick(male)}${random.next() < 0.3 ? ` ${random.pick(middle)}` : ''} ${surname}`;
  return { name: `${first}${withMiddle} ${surname}`, relative, female, hindi };
}

/** One typing mistake in a name: a letter dropped, doubled, swapped or a vowel changed. */
export function misspell(name: string, random: Random): string {
  const words = name.split(' ');
  const candidates = words.map((word, i) => [word, i] as const).filter(([word]) => [...word].length >= 4);
  if (!candidates.length) return name;
  const [word, index] = random.pick(candidates);
  const chars = [...word];
  const at = 1 + random.int(chars.length - 2);
  switch (random.int(4)) {
    case 0:
      chars.splice(at, 1);
      break;
    case 1:
      chars.splice(at, 0, chars[at]);
      break;
    case 2:
      [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
      break;
    default: {
      const vowels = 'aeiou';
      const v = vowels.indexOf(chars[at].toLowerCase());
      chars[at] = v >= 0 ? vowels[(v + 1 + random.int(4)) % 5] : chars[at] === 'ा' ? 'े' : 'ा';
    }
  }
  words[index] = chars.join('');
  return words.join(' ');
}

export const COLUMNS = [
  'property_unique_id',
  'owner_name',
  'father_name',
  'husband_name',
  'property_address',
  'mobile_number',
  'zone_id',
  'ward_id',
  'mohalla_id',
  'house_number',
  'house_category',
  'category',
  'sub_category',
  'old_arv_paise',
  'plot_area',
  'const_type',
  'road_width',
  'construction_year',
  'matching',
  'status',
  'created_at',
] as const;
export const COLUMN_TYPES = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int',
  'int',
  'bigint',
  'numeric',
  'text',
  'numeric',
  'int',
  'jsonb',
  'text',
  'timestamptz',
];

const CONST_TYPES = ['rcc_rbc', 'rcc_rbc', 'rcc_rbc', 'other_pucca', 'kachha'];
const FIRST_DAY = Date.UTC(2019, 3, 1);
const LAST_DAY = Date.UTC(2026, 10, 21);

/** Rows `from` (inclusive) to `to` (exclusive) as column arrays, for INSERT ... SELECT FROM unnest(...). */
export function propertyColumns(
  mohallas: Mohalla[],
  serials: Map<string, number>,
  from: number,
  to: number,
  random: Random,
) {
  const columns: unknown[][] = COLUMNS.map(() => []);
  const owners: string[] = [];
  for (let n = from; n < to; n++) {
    const mohalla = random.pick(mohallas);
    const serial = (serials.get(mohalla.id) ?? 0) + 1;
    serials.set(mohalla.id, serial);
    const who = person(random);
    const house = `${1 + random.int(600)}${random.next() < 0.3 ? `/${1 + random.int(40)}` : ''}`;
    const address = who.hindi
      ? `मकान नं. ${house}, ${mohalla.hindiName}, लखनऊ`
      : `${random.next() < 0.5 ? 'H.No. ' : ''}${house}, ${mohalla.name}, ${mohalla.wardName}, Lucknow`;
    const nonresidential = random.next() < 0.15;
    const row = [
      composePropertyUniqueId({
        zoneNo: mohalla.zoneNo,
        wardNo: mohalla.wardNo,
        mohallaCode: mohalla.code,
        serial,
      }),
      who.name,
      who.female ? null : who.relative,
      who.female ? who.relative : null,
      address,
      `${6 + random.int(4)}${String(random.int(1e9)).padStart(9, '0')}`,
      mohalla.zoneId,
      mohalla.wardId,
      mohalla.id,
      house,
      nonresidential ? 'nonresidential' : 'residential',
      nonresidential ? 1 + random.int(10) : null,
      nonresidential ? 1 + random.int(5) : null,
      (5_000 + random.int(200_000)) * 100,
      300 + random.int(5000),
      random.pick(CONST_TYPES),
      3 + random.int(30),
      1960 + random.int(66),
      random.next() < 0.3 ? JSON.stringify({ ptinNo: `PT${100000 + n}` }) : null,
      random.next() < 0.01 ? 'deleted' : 'active',
      new Date(FIRST_DAY + random.int(LAST_DAY - FIRST_DAY)).toISOString(),
    ];
    row.forEach((value, i) => columns[i].push(value));
    owners.push(who.name);
  }
  return { columns, owners };
}

/** createSql split: tables first, indexes after the load (building an index once is faster than growing it). */
export function schema() {
  const tables = physicalTables(propertiesProjection, propertiesProjection.version);
  const statements = propertiesProjection
    .createSql(tables)
    .replace(/--.*$/gm, '')
    .split(';')
    .map((sql) => sql.trim())
    .filter(Boolean);
  const views = propertiesProjection.tables.map(
    (table) => `CREATE VIEW ${table} AS SELECT * FROM ${tables[table]}`,
  );
  return {
    tables,
    create: [...statements.filter((sql) => !sql.startsWith('CREATE INDEX')), ...views],
    indexes: statements.filter((sql) => sql.startsWith('CREATE INDEX')),
  };
}

/** Creates the property read model's tables and views, fills them, then builds the indexes. */
export async function fillReadModel(
  pool: Pool,
  mohallas: Mohalla[],
  count: number,
  log: (line: string) => void,
) {
  const { tables, create, indexes } = schema();
  for (const sql of create) await pool.query(sql);
  const random = seeded(20261122);
  const serials = new Map<string, number>();
  const owners: string[] = [];
  const ids: string[] = [];
  const casts = COLUMN_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  const insert = `
    INSERT INTO ${tables.properties} (${COLUMNS.join(', ')}, house_tax_applicable, sewerage_connection_available,
                                      water_tax_applicable, occupancy_status, updated_at, revision)
    SELECT *, true, random() < 0.6, random() < 0.8, 'self_occupied', now(), 0 FROM unnest(${casts})`;
  const started = performance.now();
  for (let from = 0; from < count; from += CHUNK) {
    const { columns, owners: chunkOwners } = propertyColumns(
      mohallas,
      serials,
      from,
      Math.min(from + CHUNK, count),
      random,
    );
    await pool.query(insert, columns);
    owners.push(...chunkOwners.filter((_, i) => i % 50 === 0));
    ids.push(...(columns[0] as string[]).filter((_, i) => i % 50 === 0));
    if ((from / CHUNK) % 4 === 3)
      log(`  ${from + CHUNK} rows (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  // The projection adds each person name and address word as it applies a registration; here, all at once.
  await pool.query(`
    INSERT INTO ${tables.property_names} (name)
    SELECT DISTINCT lower(n) FROM ${tables.properties}, unnest(ARRAY[owner_name, father_name, husband_name]) AS n
     WHERE n IS NOT NULL`);
  await pool.query(`
    INSERT INTO ${tables.property_address_words} (word)
    SELECT DISTINCT w FROM ${tables.properties} p, unnest(${addressWords('p')}) AS w WHERE w <> ''`);
  const loadSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  await pool.query(`SET maintenance_work_mem = '256MB'`);
  for (const sql of indexes) await pool.query(sql);
  const dimensions = COUNT_DIMENSIONS.join(', ');
  await pool.query(`
    INSERT INTO ${tables.property_counts} (${dimensions}, n)
    SELECT ${dimensions.replace('matched', 'matching IS NOT NULL')}, count(*)
      FROM ${tables.properties} GROUP BY ${COUNT_DIMENSIONS.map((_, i) => i + 1).join(', ')}`);
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  await pool.query(`VACUUM ANALYZE ${tables.properties}`);
  await pool.query(`VACUUM ANALYZE ${tables.property_counts}`);
  await pool.query(`VACUUM ANALYZE ${tables.property_names}`);
  await pool.query(`VACUUM ANALYZE ${tables.property_address_words}`);
  const names = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${tables.property_names}`);
  const { rows } = await pool.query<{ table: string; index: string }>(
    `SELECT pg_size_pretty(pg_table_size($1)) AS table, pg_size_pretty(pg_indexes_size($1)) AS index`,
    [tables.properties],
  );
  return {
    owners,
    ids,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    indexSeconds: Number(indexSeconds.toFixed(1)),
    distinctPersonNames: Number(names.rows[0].n),
    sizes: rows[0],
  };
}
