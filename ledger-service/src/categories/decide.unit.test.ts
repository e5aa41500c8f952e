import { given } from '../eventsourcing/givenWhenThen';
import { categoryDecider } from './decide';

const at = '2025-04-01T10:00:00.000Z';
const shops = {
  categoryId: '1',
  categoryNumber: 1,
  name: 'Shops and stalls',
  subCategories: [
    { subCategoryNumber: 101, name: 'Small stall', factor: 1.1 },
    { subCategoryNumber: 102, name: 'Small shop', factor: 2 },
  ],
};
const added = { type: 'CategoryAdded', version: 1, data: { ...shops, addedAt: at } };
const common = { categoryId: '1', categoryNumber: 1, at };

describe('adding a category', () => {
  it('numbers its sub-categories category x 100 + place', () => {
    given(categoryDecider, [])
      .when({
        type: 'AddCategory',
        ...common,
        name: 'Shops and stalls',
        subCategories: [
          { name: 'Small stall', factor: 1.1 },
          { name: 'Small shop', factor: 2 },
        ],
      })
      .then([added]);
  });

  it('refuses a number that is taken', () => {
    given(categoryDecider, [added])
      .when({ type: 'AddCategory', ...common, name: 'Other', subCategories: [{ name: 'x', factor: 1 }] })
      .thenThrows('This category already exists');
  });
});

describe('editing a category', () => {
  it('keeps existing numbers, gives a new sub-category the next place and never reuses a removed one', () => {
    const edited = {
      type: 'CategoryEdited',
      version: 1,
      data: { ...shops, subCategories: [shops.subCategories[0]], editedAt: at },
    };
    given(categoryDecider, [added, edited])
      .when({
        type: 'EditCategory',
        ...common,
        inUse: [],
        name: 'Shops and stalls',
        subCategories: [
          { subCategory: 101, name: 'Small stall', factor: 1.1 },
          { name: 'Shop 200-500 sq ft', factor: 4 },
        ],
      })
      .then([
        {
          type: 'CategoryEdited',
          version: 1,
          data: {
            ...shops,
            subCategories: [
              { subCategoryNumber: 101, name: 'Small stall', factor: 1.1 },
              { subCategoryNumber: 103, name: 'Shop 200-500 sq ft', factor: 4 },
            ],
            editedAt: at,
          },
        },
      ]);
  });

  it('refuses to remove a sub-category a property uses', () => {
    given(categoryDecider, [added])
      .when({
        type: 'EditCategory',
        ...common,
        inUse: [102],
        name: 'Shops and stalls',
        subCategories: [{ subCategory: 101, name: 'Small stall', factor: 1.1 }],
      })
      .thenThrows('Sub-category 102 is used by properties and can not be removed');
  });

  it("refuses another category's sub-category number", () => {
    given(categoryDecider, [added])
      .when({
        type: 'EditCategory',
        ...common,
        inUse: [],
        name: 'Shops',
        subCategories: [{ subCategory: 501, name: 'x', factor: 4 }],
      })
      .thenThrows('Sub-category 501 does not belong to this category');
  });

  it('records nothing when saved unchanged', () => {
    given(categoryDecider, [added])
      .when({
        type: 'EditCategory',
        ...common,
        inUse: [],
        name: 'Shops and stalls',
        subCategories: [
          { subCategory: 101, name: 'Small stall', factor: 1.1 },
          { subCategory: 102, name: 'Small shop', factor: 2 },
        ],
      })
      .then([]);
  });
});

describe('deleting a category', () => {
  it('records the deletion when no property uses it', () => {
    given(categoryDecider, [added])
      .when({ type: 'DeleteCategory', ...common, propertiesUsing: 0 })
      .then([{ type: 'CategoryDeleted', version: 1, data: { categoryId: '1', deletedAt: at } }]);
  });

  it('refuses while properties use it, and once it is deleted', () => {
    given(categoryDecider, [added])
      .when({ type: 'DeleteCategory', ...common, propertiesUsing: 3 })
      .thenThrows('This category is used by 3 properties and can not be deleted');
    given(categoryDecider, [
      added,
      { type: 'CategoryDeleted', version: 1, data: { categoryId: '1', deletedAt: at } },
    ])
      .when({ type: 'DeleteCategory', ...common, propertiesUsing: 0 })
      .thenThrows('Category not found');
  });
});
