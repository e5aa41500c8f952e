import { subCategoryNumberOf, type MasterEvent, type RecordedEvent } from '@ptax/contracts';

export interface SubCategory {
  subCategoryNumber: number;
  name: string;
  /** The Hindi name, when the master was given one. */
  nameHi?: string;
  factor: number;
}

/** What decisions about one category need: its terms and the last sub-category place ever used. */
export type CategoryState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      categoryNumber: number;
      name: string;
      nameHi?: string;
      subCategories: SubCategory[];
      lastPlace: number;
    };

export const initialCategoryState: CategoryState = { status: 'absent' };

type Terms = Extract<MasterEvent, { type: 'CategoryAdded' | 'CategoryEdited' }>['data'];

const placeOf = (categoryNumber: number, sub: SubCategory) =>
  sub.subCategoryNumber - subCategoryNumberOf(categoryNumber, 0);

export function evolveCategory(state: CategoryState, event: RecordedEvent): CategoryState {
  switch (event.type) {
    case 'CategoryAdded':
    case 'CategoryEdited': {
      const d = event.data as Terms;
      const places = d.subCategories.map((sub) => placeOf(d.categoryNumber, sub));
      const lastPlace = Math.max(state.status === 'absent' ? 0 : state.lastPlace, ...places);
      return {
        status: 'active',
        categoryNumber: d.categoryNumber,
        name: d.name,
        nameHi: d.nameHi,
        subCategories: d.subCategories,
        lastPlace,
      };
    }
    case 'CategoryDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
}
