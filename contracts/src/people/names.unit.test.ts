import { ALL_EVENT_SCHEMAS } from '../events/catalogue';
import { ROAD_RATE_CATEGORIES, HOUSE_CATEGORIES } from '../constants';
import { TRANSACTION_STATUSES } from '../transactions';
import { RENT_TYPES } from '../schemas/floor';
import { DEFAULT_CATEGORIES } from '../tax/categories';
import {
  ACTOR_NAMES,
  actorName,
  categoryName,
  codeInWords,
  CONST_TYPE_NAMES,
  constTypeName,
  EVENT_NAMES,
  eventName,
  HOUSE_CATEGORY_NAMES,
  OCCUPANCY_STATUS_NAMES,
  PAYMENT_STATUS_NAMES,
  paymentStatusName,
  peopleLanguage,
  RENT_TYPE_NAMES,
  ROAD_TYPE_NAMES,
  subCategoryName,
  type NameTable,
} from './index';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
// A raw code: snake_case, CamelCase joined words, or a bare "Sub-Category 102".
const RAW_CODE = /\w_\w|[a-z][A-Z]|^[A-Z][a-z]+[A-Z]\w+$|Sub-Category \d+/;

const TABLES: Record<string, NameTable> = {
  CONST_TYPE_NAMES,
  HOUSE_CATEGORY_NAMES,
  OCCUPANCY_STATUS_NAMES,
  ROAD_TYPE_NAMES,
  RENT_TYPE_NAMES,
  PAYMENT_STATUS_NAMES,
  EVENT_NAMES,
  ACTOR_NAMES,
};

describe('the names of coded values', () => {
  it.each(Object.entries(TABLES))(
    '%s names every code in English and in Hindi with no English word',
    (_, table) => {
      for (const [code, names] of Object.entries(table)) {
        expect(names.en).not.toMatch(RAW_CODE);
        expect(names.en).not.toBe(code);
        expect(names.hi).toMatch(DEVANAGARI);
        expect(names.hi).not.toMatch(LATIN_WORD);
      }
    },
  );

  it('has a name for every event type, construction type, house category, rent type and payment status', () => {
    expect(Object.keys(EVENT_NAMES).sort()).toEqual(Object.keys(ALL_EVENT_SCHEMAS).sort());
    expect(Object.keys(CONST_TYPE_NAMES).sort()).toEqual([...ROAD_RATE_CATEGORIES].sort());
    expect(Object.keys(HOUSE_CATEGORY_NAMES).sort()).toEqual([...HOUSE_CATEGORIES].sort());
    expect(Object.keys(RENT_TYPE_NAMES).sort()).toEqual([...RENT_TYPES].sort());
    expect(Object.keys(PAYMENT_STATUS_NAMES).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('says what happened in the reader language', () => {
    expect(eventName('PropertyRegistered', 'en')).toBe('Property added');
    expect(eventName('PropertyRegistered', 'hi')).toBe('संपत्ति जोड़ी गई');
    expect(constTypeName('rcc_rbc', 'en')).toBe('RCC / RBC');
    expect(constTypeName('rcc_rbc', 'hi')).toBe('आरसीसी / आरबीसी');
    expect(paymentStatusName('success', 'hi')).toBe('सफल');
  });

  it('shows an unknown code as words, never as the code, and nothing for no value', () => {
    expect(eventName('SomethingNewHappened', 'en')).toBe('Something new happened');
    expect(constTypeName('mud_brick', 'hi')).toBe('Mud brick');
    expect(codeInWords('system:payments')).toBe('System payments');
    expect(eventName(undefined, 'en')).toBe('');
    expect(paymentStatusName(null, 'hi')).toBe('');
  });

  it('takes Hindi from a Hindi locale and English from any other', () => {
    expect(peopleLanguage('hi')).toBe('hi');
    expect(peopleLanguage('hi-IN')).toBe('hi');
    expect(peopleLanguage('en')).toBe('en');
    expect(peopleLanguage(undefined)).toBe('en');
  });
});

describe('who did it', () => {
  it('names the demo data, the system, the gateway and a citizen, and keeps a person as they are', () => {
    expect(actorName('seed', 'SeedDemoCity', 'en')).toBe('Demo data');
    expect(actorName('seed', 'SeedDemoCity', 'hi')).toBe('नमूना आँकड़े');
    expect(actorName('admin@nagarnigam.demo', 'SeedDemoPayments', 'en')).toBe('Demo data');
    expect(actorName('system:payments', 'PaymentSweep', 'en')).toBe('Automatic (the system)');
    expect(actorName('gateway:payu', null, 'hi')).toBe('भुगतान गेटवे');
    expect(actorName('citizen', 'UploadObjection', 'hi')).toBe('नागरिक');
    expect(actorName('admin@nagarnigam.demo', 'AddProperty', 'hi')).toBe('admin@nagarnigam.demo');
    expect(actorName(undefined, undefined, 'en')).toBe('Not recorded');
  });
});

describe('category names from the master', () => {
  const master = [
    { category: 1, name: 'Shops and stalls', subCategories: [{ subCategory: 102, name: 'Small shop' }] },
    { category: 2, name: 'Education', subCategories: [{ subCategory: 201, name: 'School without hostel' }] },
  ];
  it('names a category and a sub-category by their numbers', () => {
    expect(categoryName(master, 1, 'en')).toBe('Shops and stalls');
    expect(categoryName(master, '2', 'hi')).toBe('Education');
    expect(subCategoryName(master, 102, 'en')).toBe('Small shop');
    expect(subCategoryName(master, '201', 'hi')).toBe('School without hostel');
  });
  it("names them in Hindi by the master's Hindi name, and by the name where the master has none", () => {
    const named = [
      {
        category: 1,
        name: 'Shops and stalls',
        nameHi: 'दुकानें और स्टॉल',
        subCategories: [{ subCategory: 102, name: 'Small shop', nameHi: 'छोटी दुकान' }],
      },
      { category: 2, name: 'Education', nameHi: null, subCategories: [{ subCategory: 201, name: 'School' }] },
    ];
    expect(categoryName(named, 1, 'hi')).toBe('दुकानें और स्टॉल');
    expect(categoryName(named, 1, 'en')).toBe('Shops and stalls');
    expect(subCategoryName(named, 102, 'hi')).toBe('छोटी दुकान');
    expect(categoryName(named, 2, 'hi')).toBe('Education');
    expect(subCategoryName(named, 201, 'hi')).toBe('School');
  });
  it('seeds every default category and sub-category with a Hindi name with no English word', () => {
    const hindi = DEFAULT_CATEGORIES.flatMap((c) => [
      c.nameHi,
      ...c.subCategories.map(([, nameHi]) => nameHi),
    ]);
    expect(hindi.filter((name) => !DEVANAGARI.test(name) || LATIN_WORD.test(name))).toEqual([]);
  });
  it('says a number is not in the master rather than showing it bare', () => {
    expect(categoryName(master, 9, 'en')).toBe('Category no. 9 (not in the master)');
    expect(subCategoryName(master, 999, 'hi')).toBe('उप-श्रेणी क्रमांक 999 (सूची में नहीं)');
    expect(subCategoryName(master, null, 'en')).toBe('');
  });
});
