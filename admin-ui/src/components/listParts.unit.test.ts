// The class of mistake behind "No Propertiesediteds found": a list left to react-admin's empty text,
// which it makes from the resource name. Every react-admin table and list in the back office says
// what it has not got in its own words (components/EmptyState or the screen's own sentence).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = join(__dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** The opening JSX tags of a component in a file (up to the first `>` that closes the tag). */
function openingTags(text: string, component: string): string[] {
  const tags: string[] = [];
  const start = new RegExp(`<${component}(?=[\\s<>])`, 'g');
  for (let match = start.exec(text); match; match = start.exec(text)) {
    // The tag ends at the first '>' outside braces.
    let depth = 0;
    let end = match.index + match[0].length;
    // A type argument (<DataTable<Row>) is part of the name.
    if (text[end] === '<') end = text.indexOf('>', end) + 1;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0 && text[end - 1] !== '=') break;
    }
    tags.push(text.slice(match.index, end + 1));
  }
  return tags;
}

const files = sources(SOURCE).map((path) => ({
  path: relative(SOURCE, path),
  text: readFileSync(path, 'utf8'),
}));

describe("every list says it is empty in its own words, not react-admin's", () => {
  it('finds the tables and lists it checks', () => {
    expect(files.some((file) => openingTags(file.text, 'DataTable').length > 0)).toBe(true);
  });

  it.each(['DataTable', 'Datagrid'])('gives every <%s> an empty element', (component) => {
    const missing = files.flatMap((file) =>
      openingTags(file.text, component)
        .filter((tag) => !/\bempty=\{/.test(tag))
        .map(() => file.path),
    );
    expect(missing).toEqual([]);
  });

  it("gives every react-admin <List> an empty element or none (so its table's speaks)", () => {
    const missing = files
      .filter((file) => /import \{[^}]*\bList\b[^}]*\} from 'react-admin'/.test(file.text))
      .flatMap((file) =>
        openingTags(file.text, 'List')
          .filter((tag) => !/\bempty=\{/.test(tag))
          .map(() => file.path),
      );
    expect(missing).toEqual([]);
  });
});
