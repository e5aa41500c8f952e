import { categoryChoice, categoryNamesOf } from './geography';

const row = {
  category: 1,
  name: 'Shops and stalls',
  nameHi: 'दुकानें और स्टॉल',
  subCategories: [
    { subCategory: 102, name: 'Small shop', nameHi: 'छोटी दुकान', factor: 2 },
    { subCategory: 103, name: 'Kiosk', nameHi: null, factor: 1 },
  ],
};

describe('the category master as the back office offers it', () => {
  it('names categories and sub-categories by their Hindi names in the Hindi back office, else by the name', () => {
    const hindi = categoryChoice(row, 'hi');
    expect(hindi).toEqual({
      id: '1',
      name: 'दुकानें और स्टॉल',
      subCategories: [
        { id: '102', name: 'छोटी दुकान' },
        { id: '103', name: 'Kiosk' },
      ],
    });
    expect(categoryChoice(row, 'en').subCategories[0].name).toBe('Small shop');
    expect(categoryNamesOf([hindi])[0].subCategories[0].name).toBe('छोटी दुकान');
  });
});
