import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);

/** Every test file of the repository with its text. */
export function testFiles(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(name)) found.set(path, readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return found;
}

/**
 * Test files naming one of the paths, as a quoted string (`:param` segments match any value), or
 * naming one of the calls as a test title does ('PATCH jalkal/approve').
 */
export function testsMentioning(files: Map<string, string>, paths: string[], calls: string[] = []): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = [
    ...paths.map((path) => {
      const escaped = escape(path).replace(/:\w+/g, '[^/\'"`?\\s]+');
      return new RegExp(`['"\`]${escaped}(?=[?'"\`])`);
    }),
    ...calls.map((call) => new RegExp(`${escape(call)}(?![\\w/])`)),
  ];
  return [...files]
    .filter(([, text]) => patterns.some((pattern) => pattern.test(text)))
    .map(([file]) => file);
}
