import {
  checkSearch,
  EMPTY_SEARCH,
  fieldForQuery,
  pageFromUrl,
  searchUrl,
  valuesFromUrl,
} from './searchQuery';

const params = (query: string) => new URLSearchParams(query);

describe('the search in the address', () => {
  it('reads ?q= as a property ID only when it is shaped like one', () => {
    expect(fieldForQuery('0100100100000017M')).toBe('propertyUniqueId');
    expect(fieldForQuery('01-001-001-000017')).toBe('propertyUniqueId');
    expect(fieldForQuery('Ramesh Kumar Shar')).toBe('ownerName'); // 17 characters, with spaces
    expect(fieldForQuery('RameshKumarSharma')).toBe('ownerName'); // 17 letters, no digit
    expect(fieldForQuery('Ramesh')).toBe('ownerName');
  });

  it('lets the named fields win over ?q=', () => {
    expect(valuesFromUrl(params('q=Ramesh&houseNumber=12')).ownerName).toBe('');
    expect(valuesFromUrl(params('q=%20Ramesh%20')).ownerName).toBe('Ramesh');
  });

  it('takes page 1 for a page that is missing, not a whole number or below 1', () => {
    for (const query of ['', 'page=abc', 'page=0', 'page=-2', 'page=1.5'])
      expect(pageFromUrl(params(query))).toBe(1);
    expect(pageFromUrl(params('page=4'))).toBe(4);
  });

  it('writes only the filled fields, trimmed, and the page after the first', () => {
    const values = { ...EMPTY_SEARCH, ownerName: ' Ramesh ', houseNumber: '  ', zoneId: 'z1' };
    expect(searchUrl(values)).toBe('ownerName=Ramesh&zoneId=z1');
    expect(searchUrl(values, 3)).toBe('ownerName=Ramesh&zoneId=z1&page=3');
  });
});

describe('checking a search before it is sent', () => {
  it('sends the filters as the schema writes them, with the page and ten rows', () => {
    const check = checkSearch({ ...EMPTY_SEARCH, mobileNumber: '098765 43210', ownerName: ' Ramesh ' }, 2);
    expect(check.ok && JSON.parse(check.body)).toEqual({
      mobileNumber: '9876543210',
      ownerName: 'Ramesh',
      page: 2,
      limit: 10,
    });
  });

  it('refuses a search by place alone and one with a broken field', () => {
    expect(checkSearch({ ...EMPTY_SEARCH, zoneId: 'z1', wardId: 'w1', mohallaId: 'm1' })).toEqual({
      ok: false,
      errors: {},
      needsCriterion: true,
    });
    expect(checkSearch({ ...EMPTY_SEARCH, propertyUniqueId: '01001001000000017' })).toEqual({
      ok: false,
      errors: { propertyUniqueId: 'Property ID is not valid, please check it and try again' },
      needsCriterion: false,
    });
  });
});
