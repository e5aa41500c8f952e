import {
  floorName,
  propertySplitSchema,
  propertySplitSchemaFor,
  SPLIT_MESSAGES,
  splitProblems,
} from './propertySplit';

const parent = {
  plotArea: 1200,
  floors: [
    { propertyPremiseId: 'g', floorNumber: 0, areaSqft: 850 },
    { propertyPremiseId: 'b', floorNumber: -1, areaSqft: 300.25 },
  ],
};
const valid = {
  parent: {
    plotArea: 800,
    floors: [
      { propertyPremiseId: 'g', areaSqft: 425.5 },
      { propertyPremiseId: 'b', areaSqft: 300.25 },
    ],
  },
  children: [{ plotArea: 400, floors: [{ propertyPremiseId: 'g', areaSqft: 424.5 }] }],
};
const errorsOf = (input: unknown) => {
  const result = propertySplitSchemaFor(parent).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the split request', () => {
  it('accepts parts whose plot areas and floor areas add up to the property, to the hundredth of a sq ft', () => {
    expect(splitProblems(parent, valid)).toEqual({});
    expect(errorsOf(valid)).toEqual({});
  });

  it('names the plot and each floor that does not add up, with the total it must reach', () => {
    const input = {
      ...valid,
      children: [{ plotArea: 399.99, floors: [{ propertyPremiseId: 'g', areaSqft: 424 }] }],
    };
    expect(errorsOf(input)).toEqual({
      'parent.plotArea': SPLIT_MESSAGES.plotAddsUp('1200'),
      'floors.g': "The parts' areas of the ground floor must add up to 850 sq ft",
    });
    expect(SPLIT_MESSAGES.floorAddsUp(floorName(-1), '300.25')).toBe(
      "The parts' areas of basement 1 must add up to 300.25 sq ft",
    );
  });

  it('needs at least one new property, each part taking something, each floor once and of this property', () => {
    expect(errorsOf({ parent: valid.parent, children: [] })).toMatchObject({
      children: SPLIT_MESSAGES.noChildren,
    });
    expect(errorsOf({ parent: valid.parent })).toMatchObject({ children: SPLIT_MESSAGES.noChildren });
    const twice = { propertyPremiseId: 'g', areaSqft: 212.25 };
    const errors = errorsOf({
      ...valid,
      children: [
        { plotArea: 400, floors: [twice, twice] },
        { plotArea: 0, floors: [] },
        { plotArea: 0, floors: [{ propertyPremiseId: 'x', areaSqft: 1 }] },
      ],
    });
    expect(errors).toMatchObject({
      'children.0.floors.1.propertyPremiseId': SPLIT_MESSAGES.floorTwice,
      'children.1.plotArea': SPLIT_MESSAGES.emptyPart,
      'children.2.floors.0.propertyPremiseId': SPLIT_MESSAGES.unknownFloor,
    });
  });

  it('takes areas as form text, positive with at most two decimals', () => {
    const parsed = propertySplitSchema.parse({
      parent: { plotArea: '800', floors: [{ propertyPremiseId: 'g', areaSqft: '425.5' }] },
      children: [{ plotArea: '400' }],
    });
    expect(parsed.children[0]).toEqual({ plotArea: 400, floors: [] });
    const bad = propertySplitSchema.safeParse({
      parent: { plotArea: -1, floors: [{ propertyPremiseId: 'g', areaSqft: 0 }] },
      children: [{ plotArea: 1.234 }],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Plot area can not be negative',
      'Area must be more than 0',
      SPLIT_MESSAGES.areaDecimals,
    ]);
  });
});
