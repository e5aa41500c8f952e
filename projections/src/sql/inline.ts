// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must travel with this file into the compilations of packages that import it
/// <reference path="./pgUtils.d.ts" />
// Turns a batch of parameterised statements into ONE simple-query string, so a batch of events costs
// one network round trip (see batch.bench.ts for the measurement). Values are converted exactly as
// node-postgres converts parameters (pg's own prepareValue), then quoted as pg's escapeLiteral quotes; a
// quoted literal is of type `unknown` in PostgreSQL, like an untyped parameter, so the statement
// means the same as with $n.
import { prepareValue } from 'pg/lib/utils';
import type { SqlStatement } from '../projection';

/**
 * pg's escapeLiteral, output for output (quotes doubled; with a backslash, backslashes doubled and an
 * E prefix), without its character-by-character string building: on a 1 MB JSON value (a read model
 * writing a batch's rows at once) that took 112 ms against well under 1 ms here.
 */
function escapeLiteral(text: string): string {
  const hasBackslash = text.includes('\\');
  const body = text.replace(/'/g, "''");
  return hasBackslash ? ` E'${body.replace(/\\/g, '\\\\')}'` : `'${body}'`;
}

export function sqlLiteral(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  return escapeLiteral(Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : prepared);
}

/** Index just past the end of the quoted section opening at `start` ('...', "...", $tag$...$tag$, comments). */
function skipQuoted(text: string, start: number): number {
  const char = text[start];
  if (char === "'" || char === '"') {
    // E'...' strings let a backslash escape the quote; everywhere else a doubled quote does.
    const backslashEscapes =
      char === "'" && /[eE]/.test(text[start - 1] ?? '') && !/\w/.test(text[start - 2] ?? '');
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
  // `$` inside an identifier (a$b) is not a quote, so only look where no word character precedes.
  const tag = /\w/.test(text[start - 1] ?? '')
    ? null
    : /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(start, start + 64));
  if (tag) {
    const end = text.indexOf(tag[0], start + tag[0].length);
    if (end < 0) throw new Error(`unterminated dollar quote in SQL: ${text}`);
    return end + tag[0].length;
  }
  return start;
}

/** A statement text cut at its placeholders: parts[0], values[slots[0]], parts[1], ... */
interface Template {
  parts: string[];
  slots: number[];
}

function compile(text: string): Template {
  const parts: string[] = [];
  const slots: number[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const skipped = skipQuoted(text, i);
    if (skipped > i) {
      current += text.slice(i, skipped);
      i = skipped;
      continue;
    }
    const placeholder = text[i] === '$' ? /^\$(\d+)/.exec(text.slice(i, i + 12)) : null;
    if (placeholder) {
      parts.push(current);
      slots.push(Number(placeholder[1]) - 1);
      current = '';
      i += placeholder[0].length;
      continue;
    }
    current += text[i];
    i++;
  }
  parts.push(current.replace(/[\s;]+$/, ''));
  return { parts, slots };
}

// Handlers reuse a few constant texts, so each is scanned once; the cap guards against dynamic SQL.
const templates = new Map<string, Template>();
const MAX_TEMPLATES = 2000;

function templateOf(text: string): Template {
  let template = templates.get(text);
  if (!template) {
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    template = compile(text);
    templates.set(text, template);
  }
  return template;
}

/** The statement with each $n replaced by the literal of values[n - 1]; quoted text is left alone. */
export function inlineStatement({ text, values }: SqlStatement): string {
  const { parts, slots } = templateOf(text);
  let out = parts[0];
  for (let k = 0; k < slots.length; k++) {
    const index = slots[k];
    if (index < 0 || index >= values.length) throw new Error(`no value for $${index + 1} in: ${text}`);
    out += sqlLiteral(values[index]) + parts[k + 1];
  }
  return out;
}

/** All statements as one semicolon-separated script, run by PostgreSQL in order. */
export function toScript(statements: readonly SqlStatement[]): string {
  // The newline before the semicolon ends a trailing -- comment of the previous statement.
  return statements.map(inlineStatement).join('\n;\n');
}
