import { popupContent, textLines } from './popup';

const point = {
  propertyUniqueId: '0100100100000001A',
  ownerName: '<img src=x onerror=alert(1)>Ram',
  address: '12 Hazratganj',
  wardName: 'Hazratganj',
  mohallaName: null,
  status: 'partPaid' as const,
  demandPaise: 1_500_00,
  collectedPaise: 500_00,
  duesPaise: 1_000_00,
};

describe('a point’s popup', () => {
  it('shows the property’s summary as text, never as markup, with its dues in rupees', () => {
    const box = popupContent(point, (text) => text, { href: '/admin/properties?show=X', open: jest.fn() });
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror=alert(1)>Ram');
    const facts = [...box.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['Owner', point.ownerName],
      ['Address', '12 Hazratganj'],
      ['Ward', 'Hazratganj'],
      ['Status', 'Part paid'],
      ['Dues this year', '₹1,000.00'],
    ]);
  });

  it('opens the ledger inside the app', () => {
    const open = jest.fn();
    const box = popupContent(point, (text) => `hi:${text}`, { href: '/admin/properties?show=X', open });
    const link = box.querySelector('a')!;
    expect(link.textContent).toBe('hi:Open the ledger');
    link.click();
    expect(open).toHaveBeenCalledWith('/admin/properties?show=X');
  });

  it('writes ward labels as text lines', () => {
    const label = textLines(['<b>Ward</b>', 'second']);
    expect(label.querySelector('b')).toBeNull();
    expect(label.querySelectorAll('br')).toHaveLength(1);
  });
});
