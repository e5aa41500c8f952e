// Turns a batch of parameterised statements into ONE simple-query string, so a batch of events costs
// one network round trip (see batch.bench.ts for the measurement). Values are converted exactly as
// node-postgres converts parameters (pg's own prepareValue), then quoted with pg's escapeLiteral; a
// quoted literal is of type `unknown` in PostgreSQL, like an untyped parameter, so the statement
// means the same as with $n.
import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import type { SqlStatement } from '../projection';

export function sqlLiteral(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'::bytea`;
  return escapeLiteral(prepared);
}

/** Index just past the end of the quoted section opening at `start` ('...', "...", $tag$...$tag$, comments). */
function skipQuoted(text: string, start: number): number {
  const char = text[start];
  if (char === "'" || char === '"') {
    // E'...' strings let a backslash escape the quote; everywhere else a doubled quote does.
    const backslashEscapes = char === "'" && /[eE]/.test(text[start - 1] ?? '') && !/\w/.test(text[start - 2] ?? '');
    for (let i = start + 1; i < text.length; i++) {
      if (backslashEscapes && text[i] === '\\') i++;
      else if (text[i] === char) {
        if (text[i + 1] === char) i++;
        else return i + 1;
      }
    }
    throw new Error(`unterminated quote in SQL: ${text}`);
  }
  if (text.startsWith('--', start)) {
    const end = text.indexOf('\n', start);
    return end < 0 ? text.length : end + 1;
  }
  if (text.startsWith('/*', start)) {
    const end = text.indexOf('*/', start + 2);
    if (end < 0) throw new Error(`unterminated comment in SQL: ${text}`);
    return end + 2;
  }
  const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(start));
  if (tag) {
    const end = text.indexOf(tag[0], start + tag[0].length);
    if (end < 0) throw new Error(`unterminated dollar quote in SQL: ${text}`);
    return end + tag[0].length;
  }
  return start;
}

/** The statement with each $n replaced by the literal of values[n - 1]; quoted text is left alone. */
export function inlineStatement({ text, values }: SqlStatement): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const skipped = skipQuoted(text, i);
    if (skipped > i) {
      out += text.slice(i, skipped);
      i = skipped;
      continue;
    }
    const placeholder = /^\$(\d+)/.exec(text.slice(i, i + 12));
    if (placeholder) {
      const index = Number(placeholder[1]) - 1;
      if (index < 0 || index >= values.length) throw new Error(`no value for $${index + 1} in: ${text}`);
      out += sqlLiteral(values[index]);
      i += placeholder[0].length;
      continue;
    }
    out += text[i];
    i++;
  }
  return out;
}

/** All statements as one semicolon-separated script (trailing semicolons of each are dropped). */
export function toScript(statements: readonly SqlStatement[]): string {
  return statements.map((statement) => inlineStatement(statement).replace(/[\s;]+$/, '')).join(';\n');
}
