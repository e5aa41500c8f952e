import { fullAddress } from './address';

describe('a property address as people read it', () => {
  it('prints the house number once when the address starts with it', () => {
    expect(fullAddress('K-760', 'K-760, Kharika, Ward 3, Lucknow')).toBe('K-760, Kharika, Ward 3, Lucknow');
    expect(fullAddress('808', ' 808 , Aminabad')).toBe('808 , Aminabad');
    expect(fullAddress('k-760', 'K-760, Kharika')).toBe('K-760, Kharika');
  });

  it('puts the house number before an address without it', () => {
    expect(fullAddress('12/345', 'Vibhuti Khand, Gomti Nagar')).toBe('12/345, Vibhuti Khand, Gomti Nagar');
    expect(fullAddress('8', '808, Aminabad')).toBe('8, 808, Aminabad');
  });

  it('prints what there is when one of them is missing', () => {
    expect(fullAddress(null, 'Narhi, Hazratganj')).toBe('Narhi, Hazratganj');
    expect(fullAddress('12', '')).toBe('12');
    expect(fullAddress(undefined, null)).toBe('');
  });
});
