import { isUnsafeText, unsafeTextAt } from './safeText';

describe('text the database and the URL encoder cannot take', () => {
  it.each(['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'])('is found in %j', (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each(['Ram Lal', 'राम लाल', '😀 a pair of surrogates', '', 'K-760, Kharika'])(
    'is not found in %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );

  it('is found anywhere in a parsed body, keys included, and named by its path', () => {
    expect(unsafeTextAt({ owner: { names: ['Ram', 'a\u0000'] } })).toBe('owner.names[1]');
    expect(unsafeTextAt({ ['bad\ud800key']: 1 })).toBe('bad\ud800key');
    expect(unsafeTextAt({ amount: 12, ok: true, list: [null, 'fine'] })).toBeUndefined();
  });
});
