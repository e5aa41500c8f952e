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

/** Test files naming one of the paths; `:param` segments match any value. */
export function testsMentioning(files: Map<string, string>, paths: string[]): string[] {
  const patterns = paths.map((path) => {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/\'"`?\\s]+');
    return new RegExp(`['"\`]${escaped}(?=[?'"\`])`);
  });
  return [...files]
    .filter(([, text]) => patterns.some((pattern) => pattern.test(text)))
    .map(([file]) => file);
}
