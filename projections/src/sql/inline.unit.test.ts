import { inlineStatement, sqlLiteral, toScript } from './inline';

describe('inlining the values of a statement', () => {
  it('replaces each placeholder by the literal of its value, $10 included', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten'];
    expect(inlineStatement({ text: 'SELECT $10, $1', values })).toBe("SELECT 'ten', '1'");
  });

  it('doubles quotes and escapes backslashes the way PostgreSQL reads them', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
  });

  it('writes null and undefined as NULL', () => {
    expect(inlineStatement({ text: 'SELECT $1, $2', values: [null, undefined] })).toBe('SELECT NULL, NULL');
  });

  it('writes arrays, booleans, big integers and objects as node-postgres sends them', () => {
    expect(sqlLiteral(['a', 'b'])).toBe(`'{"a","b"}'`);
    // The array literal escapes its quote with a backslash, which the E'' string then escapes again.
    expect(sqlLiteral(['"'])).toBe(` E'{"\\\\""}'`);
    expect(sqlLiteral([])).toBe("'{}'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(9_007_199_254_740_993n)).toBe("'9007199254740993'");
    expect(sqlLiteral({ a: 1 })).toBe(`'{"a":1}'`);
  });

  it('leaves $n alone inside strings, quoted names, comments and dollar quotes', () => {
    const text = `SELECT '$1', "$1", $x$ $1 $x$, $1 -- $1\n/* $1 */`;
    expect(inlineStatement({ text, values: ['v'] })).toBe(
      `SELECT '$1', "$1", $x$ $1 $x$, 'v' -- $1\n/* $1 */`,
    );
  });

  it('refuses a placeholder without a value', () => {
    expect(() => inlineStatement({ text: 'SELECT $2', values: [1] })).toThrow('no value for $2');
  });

  it('joins statements so that a trailing comment cannot swallow the separator', () => {
    const script = toScript([
      { text: 'SELECT $1 -- first', values: [1] },
      { text: 'SELECT 2;', values: [] },
    ]);
    expect(script).toBe("SELECT '1' -- first\n;\nSELECT 2");
  });
});
