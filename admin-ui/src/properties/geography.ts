import type { CategoryNames } from '@ptax/contracts';
import { useLocaleState } from 'react-admin';
import { fetchAllRows, useHttp, useLoaded } from './api';

/** An option of a select: the value the API takes and the text people read. */
export interface Choice {
  id: string;
  name: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const first = (row: Row, ...names: string[]) =>
  names.map((name) => text(row[name])).find((value) => value !== undefined && value !== '');

// The masters answer in the spec's field names (zone_no, ward_fullname) or the events' (zoneNo).
export const zoneChoice = (row: Row): Choice => ({
  id: first(row, 'id', 'zoneId', '_id') ?? '',
  name: first(row, 'name') ?? `Zone ${first(row, 'zone_no', 'zoneNo') ?? ''}`.trim(),
});
export const wardChoice = (row: Row): Choice => {
  const number = first(row, 'ward_no', 'wardNo');
  const name = first(row, 'ward_fullname', 'wardFullname', 'name');
  return {
    id: first(row, 'id', 'wardId', '_id') ?? '',
    name: [number, name].filter(Boolean).join(' - ') || 'Ward',
  };
};
export const mohallaChoice = (row: Row): Choice => ({
  id: first(row, 'id', 'mohallaId', '_id') ?? '',
  name: first(row, 'name', 'mohallaName') ?? '',
});

/** A category of the category master with its sub-categories; the property keeps the numbers. */
export interface CategoryChoice extends Choice {
  subCategories: Choice[];
}
/** A master row's name for the reader: its Hindi name in the Hindi back office when it has one. */
const masterName = (row: Row, language: string, ...names: string[]) =>
  (language === 'hi' ? first(row, 'nameHi') : undefined) ?? first(row, ...names) ?? '';

export const categoryChoice = (row: Row, language = 'en'): CategoryChoice => ({
  id: first(row, 'categoryNumber', 'category', 'id') ?? '',
  name: masterName(row, language, 'name', 'categoryName'),
  subCategories: ((row.subCategories as Row[] | undefined) ?? []).map((sub) => ({
    id: first(sub, 'subCategoryNumber', 'subCategory', 'id') ?? '',
    name: masterName(sub, language, 'name', 'subCategoryName'),
  })),
});

const NONE: never[] = [];

/** GET zones/all. */
export function useZones() {
  const http = useHttp();
  return useLoaded('zones', async () => (await fetchAllRows<Row>(http, '/zones/all')).map(zoneChoice), NONE);
}

/** GET wards?zoneId= (every ward without a zone). */
export function useWards(zoneId?: string, { allWithoutZone = false } = {}) {
  const http = useHttp();
  const key = zoneId ? `wards:${zoneId}` : allWithoutZone ? 'wards' : null;
  return useLoaded(
    key,
    async () => (await fetchAllRows<Row>(http, '/wards', zoneId ? { zoneId } : {})).map(wardChoice),
    NONE,
  );
}

/** GET mohallas?zoneId=&wardId=, once both are chosen. */
export function useMohallas(zoneId?: string, wardId?: string) {
  const http = useHttp();
  return useLoaded(
    zoneId && wardId ? `mohallas:${zoneId}:${wardId}` : null,
    async () => (await fetchAllRows<Row>(http, '/mohallas', { zoneId, wardId })).map(mohallaChoice),
    NONE,
  );
}

/** GET categories, with their sub-categories, named in the back office's language. */
export function useCategories() {
  const http = useHttp();
  const [locale] = useLocaleState();
  return useLoaded(
    `categories:${locale}`,
    async () => (await fetchAllRows<Row>(http, '/categories')).map((row) => categoryChoice(row, locale)),
    NONE as CategoryChoice[],
  );
}

/** The sub-categories of the chosen category. */
export const subCategoriesOf = (categories: CategoryChoice[], category: unknown): Choice[] =>
  categories.find((candidate) => candidate.id === text(category))?.subCategories ?? [];

/** The category master as the names of categories and sub-categories are looked up in it. */
export const categoryNamesOf = (categories: CategoryChoice[]): CategoryNames[] =>
  categories.map((category) => ({
    category: category.id,
    name: category.name,
    subCategories: category.subCategories.map((sub) => ({ subCategory: sub.id, name: sub.name })),
  }));
