// An SVG upload is accepted only when it is well-formed XML whose root is <svg> and that holds
// nothing a browser would run: no scripts, event handlers, javascript: links, embedded HTML or
// DTD (entity expansion). A small parser rather than a pattern: tags, attributes and nesting are
// all checked, so a script cannot hide in a comment trick or an unbalanced tag.

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const MAX_SVG_BYTES = 2 * 1024 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Character references decoded, whitespace and control characters dropped, lower-cased. */
function normalized(value: string): string {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000));
  // Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:").
  return Array.from(decoded)
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/\s/.test(char))
    .join('')
    .toLowerCase();
}

const isDangerousValue = (value: string) => /(?:java|vb)script:|data:text\/html/.test(normalized(value));

class Reader {
  pos = 0;
  constructor(readonly text: string) {}
  rest(n = 1) {
    return this.text.slice(this.pos, this.pos + n);
  }
  startsWith(s: string) {
    return this.text.startsWith(s, this.pos);
  }
  skipTo(end: string): string | null {
    const at = this.text.indexOf(end, this.pos);
    if (at < 0) return null;
    const skipped = this.text.slice(this.pos, at);
    this.pos = at + end.length;
    return skipped;
  }
  skipSpace() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }
  name(): string | null {
    const match = NAME.exec(this.text.slice(this.pos, this.pos + 200));
    if (!match) return null;
    this.pos += match[0].length;
    return match[0];
  }
}

/** Attributes up to `>` or `/>`; null when malformed or dangerous. Returns whether the tag closed itself. */
function readAttributes(r: Reader): { selfClosing: boolean } | null {
  const seen = new Set<string>();
  for (;;) {
    const hadSpace = /\s/.test(r.rest());
    r.skipSpace();
    if (r.startsWith('/>')) return ((r.pos += 2), { selfClosing: true });
    if (r.startsWith('>')) return ((r.pos += 1), { selfClosing: false });
    if (!hadSpace) return null;
    const name = r.name();
    if (!name || seen.has(name)) return null;
    seen.add(name);
    r.skipSpace();
    if (r.rest() !== '=') return null;
    r.pos++;
    r.skipSpace();
    const quote = r.rest();
    if (quote !== '"' && quote !== "'") return null;
    r.pos++;
    const value = r.skipTo(quote);
    if (value === null || value.includes('<')) return null;
    if (localName(name).startsWith('on') || isDangerousValue(value)) return null;
  }
}

/** Walks the document; false on anything malformed, unsafe, or a root other than <svg>. */
function walk(text: string): boolean {
  const r = new Reader(text);
  const open: string[] = [];
  let rootSeen = false;
  while (r.pos < text.length) {
    if (!r.startsWith('<')) {
      const at = text.indexOf('<', r.pos);
      const chunk = text.slice(r.pos, at < 0 ? text.length : at);
      // Outside the root only whitespace; inside, text (styles included) must not smuggle a script URL.
      if (open.length === 0 ? chunk.trim() !== '' : isDangerousValue(chunk)) return false;
      r.pos = at < 0 ? text.length : at;
      continue;
    }
    if (r.startsWith('<!--')) {
      if (r.skipTo('-->') === null) return false;
    } else if (r.startsWith('<![CDATA[')) {
      const data = r.skipTo(']]>');
      if (data === null || open.length === 0 || isDangerousValue(data)) return false;
    } else if (r.startsWith('<?')) {
      if (r.skipTo('?>') === null) return false;
    } else if (r.startsWith('<!')) {
      return false; // DOCTYPE and entity declarations
    } else if (r.startsWith('</')) {
      r.pos += 2;
      const name = r.name();
      r.skipSpace();
      if (!name || r.rest() !== '>' || open.pop() !== name) return false;
      r.pos++;
    } else {
      r.pos++;
      const name = r.name();
      if (!name || FORBIDDEN_ELEMENTS.has(localName(name))) return false;
      if (open.length === 0) {
        if (rootSeen || localName(name) !== 'svg') return false;
        rootSeen = true;
      }
      const tag = readAttributes(r);
      if (!tag) return false;
      if (!tag.selfClosing) open.push(name);
    }
  }
  return rootSeen && open.length === 0;
}

export function isSafeSvg(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length > MAX_SVG_BYTES || bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return walk(text.replace(/^\uFEFF/, ''));
}
