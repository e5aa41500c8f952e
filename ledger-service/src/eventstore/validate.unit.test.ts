import { assertValidAppend, assertValidAppendMany } from './validate';

const good = {
  id: '0b6c7a4e-3d52-4f4f-9a4b-5d0d1f3c2b11',
  type: 'DemandRaised',
  version: 1,
  data: {},
  metadata: {},
};

describe('checking an append before it reaches a store', () => {
  it('accepts a well-formed batch', () => {
    expect(() => assertValidAppend('property-1', [good], 'any')).not.toThrow();
  });

  it.each([
    ['an empty stream name', '', [good], 'any', 'stream name is empty'],
    ['an empty batch', 's', [], 'any', 'at least one event'],
    ['a negative revision', 's', [good], -1, 'expected revision'],
    ['an id that is not a UUID', 's', [{ ...good, id: 'pay-1' }], 'any', 'not a UUID'],
    ['an id twice in one batch', 's', [good, { ...good, id: good.id.toUpperCase() }], 'any', 'appears twice'],
    ['a version of zero', 's', [{ ...good, version: 0 }], 'any', 'positive integer version'],
    ['missing metadata', 's', [{ ...good, metadata: null }], 'any', 'metadata object'],
  ])('rejects %s', (_case, stream, events, expected, message) => {
    expect(() => assertValidAppend(stream as string, events as never, expected as never)).toThrow(
      message as string,
    );
  });
});

describe('checking an appendMany call before it reaches a store', () => {
  const other = { ...good, id: '7d1e2f30-4a5b-4c6d-8e9f-a0b1c2d3e4f5' };

  it('accepts one part per stream', () => {
    expect(() =>
      assertValidAppendMany([
        { stream: 'property-1', events: [good], expectedRevision: 'any' },
        { stream: 'property-2', events: [other], expectedRevision: 'no_stream' },
      ]),
    ).not.toThrow();
  });

  it.each([
    ['a stream twice', [good], [other], 'property-1', 'appears twice in one call'],
    [
      'an event id in two streams',
      [good],
      [{ ...good, id: good.id.toUpperCase() }],
      'property-2',
      'appears in two streams',
    ],
    ['a part that is not a valid append', [good], [], 'property-2', 'at least one event'],
  ])('rejects %s', (_case, first, second, secondStream, message) => {
    expect(() =>
      assertValidAppendMany([
        { stream: 'property-1', events: first as never, expectedRevision: 'any' },
        { stream: secondStream, events: second as never, expectedRevision: 'any' },
      ]),
    ).toThrow(message);
  });
});
