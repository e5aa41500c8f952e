// A property's address as people read it: the house number, then the address. Addresses are often
// written with the house number already at their start ('K-760, Kharika, ...'); it is printed once.

const first = (text: string) => text.split(',')[0].trim().toLowerCase();

/** '808' + '808, Aminabad, Lucknow' -> '808, Aminabad, Lucknow'; '12' + 'Narhi' -> '12, Narhi'. */
export function fullAddress(
  houseNumber: string | null | undefined,
  address: string | null | undefined,
): string {
  const house = houseNumber?.trim() ?? '';
  const rest = address?.trim() ?? '';
  if (!house) return rest;
  if (!rest || first(rest) === house.toLowerCase()) return rest || house;
  return `${house}, ${rest}`;
}
