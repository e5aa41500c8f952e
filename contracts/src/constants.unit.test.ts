import * as C from './constants';

describe('SPEC section 9 constants', () => {
  it.each([
    ['PASSWORD_MIN_LENGTH', 8],
    ['PROPERTY_ID_LENGTH', 17],
    ['PTIN_MIN_LENGTH', 6],
    ['REASON_MIN_LENGTH', 5],
    ['REMARKS_MIN_LENGTH', 5],
    ['MAX_DISABILITY_PERCENTAGE', 100],
    ['DISCOUNT_PERCENTAGE_MIN', 0],
    ['DISCOUNT_PERCENTAGE_MAX', 100],
    ['DEFAULT_MIN_AMOUNT', 100000],
    ['DEFAULT_MAX_AMOUNT', 500000],
    ['WARD_NO_MIN', 1],
    ['ZONE_NO_MIN', 1],
    ['ROLES_PAGE_SIZE', 10],
    ['ROLE_RELOAD_DELAY_MS', 500],
    ['SESSION_TOAST_LIFE_MS', 3000],
    ['DEFAULT_TOAST_LIFE_MS', 2000],
    ['TOAST_POSITION', 'top-right'],
    ['CHANGE_PASSWORD_DIALOG_MIN_WIDTH', '40vw'],
    ['ROLE_DIALOG_WIDTH', '70vw'],
    ['SIDEBAR_WIDTH', '15rem'],
    ['PAGE_CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['TOKEN_EXP_UNIT_MS', 28800000],
    ['OFFICIAL_VALUE_MAX', 9007199254740991],
  ] as const)('%s is %s', (name, value) => {
    expect(C[name]).toBe(value);
  });
  it('lists the image types', () => {
    expect(C.IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'gif', 'png', 'svg', 'webp']);
  });
  it('lists the road rate categories and road-width groups', () => {
    expect(C.ROAD_RATE_CATEGORIES).toEqual(['rcc_rbc', 'other_pucca', 'kachha', 'vacant_land']);
    expect(C.ROAD_WIDTH_GROUPS).toEqual(['road_w_l_12', 'road_w_12_24', 'road_w_m_24']);
  });
  it('names the login types nagar_nigam and jalkal', () => {
    expect(C.LOGIN_TYPES).toMatchObject({ nagarNigam: 'nagar_nigam', jalkal: 'jalkal' });
  });
  it('names the payment transaction types Cash, Cheque and DD', () => {
    expect(C.PAYMENT_TRANSACTION_TYPES).toEqual({ cash: 'Cash', cheque: 'Cheque', dd: 'DD' });
  });
});

describe('roadWidthGroupOf', () => {
  it.each([
    [0, 'road_w_l_12'],
    [11.9, 'road_w_l_12'],
    [12, 'road_w_12_24'],
    [24, 'road_w_12_24'],
    [24.1, 'road_w_m_24'],
  ] as const)('puts a %s m road in %s', (width, group) => {
    expect(C.roadWidthGroupOf(width)).toBe(group);
  });
});
