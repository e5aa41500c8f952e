// Pure: the split form's figures. New properties take what the official types; what is left stays
// with the property. Areas are counted in hundredths of a sq ft, as the server checks them.

export interface SplitFloor {
  propertyPremiseId: string;
  floorNumber: number;
  rentType: string;
  rentUsage: string;
  areaSqft: number;
}

export interface SplitSource {
  plotArea: number;
  floors: SplitFloor[];
}

/** What one new property takes, as typed: plot area and the area of each floor by premise id. */
export interface ChildInput {
  plotArea: string;
  floors: Record<string, string>;
}

export const emptyChild = (): ChildInput => ({ plotArea: '', floors: {} });

const hundredths = (value: number) => Math.round(value * 100);

/** Typed text as hundredths of a sq ft; null when it is not a number of at most two decimals >= 0. */
export function areaOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return hundredths(Number(trimmed));
}

export interface Remains {
  plot: number;
  floors: Record<string, number>;
}

/** What stays with the property, in hundredths (negative where the new properties take too much). */
export function remainsOf(source: SplitSource, children: ChildInput[]): Remains {
  const taken = (pick: (child: ChildInput) => string | undefined) =>
    children.reduce((sum, child) => sum + (areaOf(pick(child)) ?? 0), 0);
  return {
    plot: hundredths(source.plotArea) - taken((child) => child.plotArea),
    floors: Object.fromEntries(
      source.floors.map((floor) => [
        floor.propertyPremiseId,
        hundredths(floor.areaSqft) - taken((child) => child.floors[floor.propertyPremiseId]),
      ]),
    ),
  };
}

export type SplitProblem = 'invalidArea' | 'tooMuch' | 'emptyPart';

/** The first thing that keeps the split from being previewed, or null. */
export function problemOf(source: SplitSource, children: ChildInput[]): SplitProblem | null {
  const texts = children.flatMap((child) => [child.plotArea, ...Object.values(child.floors)]);
  if (texts.some((text) => areaOf(text) === null)) return 'invalidArea';
  const remains = remainsOf(source, children);
  if (remains.plot < 0 || Object.values(remains.floors).some((area) => area < 0)) return 'tooMuch';
  const takesSomething = (plot: number, floors: number[]) => plot > 0 || floors.some((area) => area > 0);
  const childTakes = (child: ChildInput) =>
    takesSomething(
      areaOf(child.plotArea) ?? 0,
      Object.values(child.floors).map((text) => areaOf(text) ?? 0),
    );
  if (!takesSomething(remains.plot, Object.values(remains.floors)) || !children.every(childTakes))
    return 'emptyPart';
  return null;
}

/** The body of PATCH properties/splitProperty: areas in sq ft, floors a part does not take left out. */
export function requestOf(source: SplitSource, children: ChildInput[]) {
  const remains = remainsOf(source, children);
  const part = (plot: number, areaOfFloor: (id: string) => number) => ({
    plotArea: plot / 100,
    floors: source.floors
      .map((floor) => ({
        propertyPremiseId: floor.propertyPremiseId,
        areaSqft: areaOfFloor(floor.propertyPremiseId) / 100,
      }))
      .filter((floor) => floor.areaSqft > 0),
  });
  return {
    parent: part(remains.plot, (id) => remains.floors[id]),
    children: children.map((child) =>
      part(areaOf(child.plotArea) ?? 0, (id) => areaOf(child.floors[id]) ?? 0),
    ),
  };
}

/** Hundredths of a sq ft as people read them: 85000 -> '850', 40050 -> '400.5'. */
export const sqft = (hundredthsOfSqft: number) => String(hundredthsOfSqft / 100);
