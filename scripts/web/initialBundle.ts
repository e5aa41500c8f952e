// What a first visit to a built vite app downloads before any page chunk, and what each chunk weighs.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the citizen app's initial JavaScript (gzip, 1 kB = 1,000 bytes). */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 150_000;

export interface ChunkSize {
  /** Path inside dist, with '/' separators: 'assets/index-abc.js'. */
  file: string;
  rawBytes: number;
  /** zlib level 9, as scripts/precompress.ts writes the .gz the server sends. */
  gzipBytes: number;
  /** Loaded by the first visit (entry, modulepreload or a static import of them). */
  initial: boolean;
}

export interface InitialBundle {
  /** The initial files in the order found. */
  files: ChunkSize[];
  rawBytes: number;
  gzipBytes: number;
  /** Every JavaScript file of dist, heaviest (gzip) first. */
  chunks: ChunkSize[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** The src of <script type="module"> and the href of <link rel="modulepreload"> in an HTML page. */
export function htmlModuleUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi))
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) urls.push(attribute(tag, 'src')!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi))
    if (attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href'))
      urls.push(attribute(tag, 'href')!);
  return urls;
}

// import x from "m", import{a}from"m", import*as n from"m", import"m", export{a}from"m", export*from"m";
// never import("m"): a dynamic import is a page chunk, loaded later.
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*|(?<=import)\s*)["']([^"']+)["']/g;

/** The specifiers a built ES module imports statically. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

const isLocal = (url: string) => !/^(?:[a-z]+:)?\/\//i.test(url) && !url.startsWith('data:');

function sizeOf(dist: string, path: string, initial: boolean): ChunkSize {
  const content = readFileSync(path);
  const file = relative(dist, path).split(sep).join('/');
  return { file, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, initial };
}

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return javaScriptFiles(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

// Vite writes URLs under its base ('/'): '/assets/x.js' is dist/assets/x.js.
const inDist = (dist: string, url: string) => resolve(dist, url.split(/[?#]/)[0].replace(/^\/+/, ''));

/** Follows the static imports from the HTML's module scripts; answers the initial files' paths. */
function initialPaths(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pending = htmlModuleUrls(html)
    .filter(isLocal)
    .map((url) => inDist(dist, url));
  const found = new Set<string>();
  while (pending.length > 0) {
    const path = pending.shift()!;
    if (found.has(path)) continue;
    found.add(path);
    const code = readFileSync(path, 'utf8');
    for (const specifier of staticImports(code).filter(isLocal))
      pending.push(specifier.startsWith('/') ? inDist(dist, specifier) : resolve(dirname(path), specifier));
  }
  return [...found];
}

/** The JavaScript of a built app's first visit, summed raw and gzip, and every chunk's size. */
export function initialBundle(distPath: string): InitialBundle {
  // Absolute paths throughout, so a file reached from the HTML and from an import counts once.
  const dist = resolve(distPath);
  const initial = initialPaths(dist);
  const files = initial.map((path) => sizeOf(dist, path, true));
  const others = javaScriptFiles(dist)
    .filter((path) => !initial.includes(path))
    .map((path) => sizeOf(dist, path, false));
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    chunks: [...files, ...others].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
