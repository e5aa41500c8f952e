import { wardBoundary } from '@ptax/contracts';
import { demoPropertyPoint, demoWardBoundary } from './boundaries';
import { DEMO_ZONES } from './lucknow';

const WARDS = DEMO_ZONES.reduce((n, zone) => n + zone.wards.length, 0);
const wardNos = Array.from({ length: WARDS }, (_, i) => i + 1);

/** Ray casting: is [lon, lat] inside the ring (closed, [lon, lat] positions)? */
function inside([x, y]: [number, number], ring: number[][]): boolean {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}
const ringOf = (wardNo: number) => (demoWardBoundary(wardNo).coordinates as number[][][])[0];

describe('the demo city’s map', () => {
  it('gives every ward a valid closed polygon around Lucknow', () => {
    for (const wardNo of wardNos) {
      const boundary = demoWardBoundary(wardNo);
      expect(wardBoundary.safeParse(boundary).success).toBe(true);
      for (const [lon, lat] of ringOf(wardNo)) {
        expect(Math.abs(lat - 26.85)).toBeLessThan(0.1);
        expect(Math.abs(lon - 80.95)).toBeLessThan(0.12);
      }
    }
  });

  it('draws the same city every time', () => {
    expect(demoWardBoundary(7)).toEqual(demoWardBoundary(7));
    expect(demoPropertyPoint(7, 123, 1, 3)).toEqual(demoPropertyPoint(7, 123, 1, 3));
    expect(demoPropertyPoint(7, 123)).not.toEqual(demoPropertyPoint(7, 124));
  });

  it('places each property inside its own ward and no other', () => {
    for (const wardNo of wardNos) {
      for (let serial = 1; serial <= 40; serial++) {
        const parts = 1 + (serial % 4);
        const { latitude, longitude } = demoPropertyPoint(
          wardNo,
          serial * 7919 + wardNo,
          serial % parts,
          parts,
        );
        const holders = wardNos.filter((other) => inside([longitude, latitude], ringOf(other)));
        expect(holders).toEqual([wardNo]);
      }
    }
  });

  it('tiles the area: wards next to each other share their edge', () => {
    // Ward 1 and 2 are neighbours in the first row: ward 1's east edge is ward 2's west edge.
    const [one, two] = [ringOf(1), ringOf(2)];
    const east = [one[2], one[3], one[4]];
    const west = [two[6], two[7], two[8]];
    expect(west.reverse()).toEqual(east);
  });
});
