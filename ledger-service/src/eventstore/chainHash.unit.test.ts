import { canonicalJson, eventHash, GENESIS_HASH } from './chainHash';

const event = {
  id: '7A1F0C2E-1111-4222-8333-944445555666',
  type: 'DemandRaised',
  version: 1,
  data: { amountPaise: 120_000, year: '2026-27' },
  metadata: { userId: 'u-1' },
};

describe('the canonical JSON of the hash chain', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: true, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ year: 1, amount: 2 })).toBe(canonicalJson({ amount: 2, year: 1 }));
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => canonicalJson(() => 1)).toThrow('cannot hash a function');
  });
});

describe('the event hash', () => {
  it('changes when the data, the metadata or the previous hash changes', () => {
    const base = eventHash(GENESIS_HASH, event);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(eventHash(GENESIS_HASH, { ...event, data: { ...event.data, amountPaise: 1 } })).not.toBe(base);
    expect(eventHash(GENESIS_HASH, { ...event, metadata: { userId: 'u-2' } })).not.toBe(base);
    expect(eventHash(base, event)).not.toBe(base);
  });

  it('does not depend on the case of the id or the order of keys', () => {
    const reordered = {
      ...event,
      id: event.id.toLowerCase(),
      data: { year: '2026-27', amountPaise: 120_000 },
    };
    expect(eventHash(GENESIS_HASH, reordered)).toBe(eventHash(GENESIS_HASH, event));
  });
});
