import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlModuleUrls, initialBundle, staticImports } from './initialBundle';

const gzipOf = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

describe('the module URLs of a built index.html', () => {
  it('are the module script and the modulepreload links, whatever the attribute order', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
      <link crossorigin href='/assets/runtime-C.js' rel='modulepreload'>
      <link rel="stylesheet" href="/assets/index-D.css">
      <link rel="icon" href="/assets/seal.svg">
      <script src="/legacy.js"></script>
    </head>`;
    expect(htmlModuleUrls(html)).toEqual([
      '/assets/index-A.js',
      '/assets/vendor-B.js',
      '/assets/runtime-C.js',
    ]);
  });
});

describe('the static imports of a built module', () => {
  it('reads every minified form of import and re-export', () => {
    const code =
      'const m=1;import{n as e}from"./runtime.js";import*as t from"./ns.js";import d from"./default.js";' +
      'import x,{y}from\'./mixed.js\';import"./side-effect.js";export{a}from"./re.js";export*from"./all.js";';
    expect(staticImports(code)).toEqual([
      './runtime.js',
      './ns.js',
      './default.js',
      './mixed.js',
      './side-effect.js',
      './re.js',
      './all.js',
    ]);
  });

  it('leaves out dynamic imports, import.meta and the preload list of page chunks', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/HomePage-X.js"])))=>i.map(i=>d[i]);' +
      'import{a}from"./vendor.js";const p=()=>import("./HomePage-X.js");const u=import.meta.url;' +
      'const s=e.import("./not.js");';
    expect(staticImports(code)).toEqual(['./vendor.js']);
  });
});

describe('the initial JavaScript of a built app', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'ptax-initial-bundle-'));
    mkdirSync(join(dist, 'assets', 'nested'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (path: string, text: string) => writeFileSync(join(dist, path), text);

  it('is the entry, its modulepreloads and their static imports, without page chunks or CSS', () => {
    const entry = 'import{a}from"./vendor.js";import"./nested/polyfill.js";const p=()=>import("./Page.js");';
    const vendor = `import{r}from"./runtime.js";export const a=${'1+'.repeat(400)}1;`;
    const runtime = 'export const r=2;';
    const polyfill = 'import"../runtime.js";';
    const page = `import{a}from"./vendor.js";import"./shared.js";${'x'.repeat(3000)}`;
    write(
      'index.html',
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">' +
        '<link rel="stylesheet" href="/assets/index.css">',
    );
    write('assets/index.js', entry);
    write('assets/vendor.js', vendor);
    write('assets/runtime.js', runtime);
    write('assets/nested/polyfill.js', polyfill);
    write('assets/Page.js', page);
    write('assets/shared.js', 'export const s=1;');
    write('assets/index.css', 'body{margin:0}'.repeat(100));

    // A relative dist path: the modulepreload of vendor.js and its import by the entry are one file.
    const bundle = initialBundle(relative(process.cwd(), dist));

    expect(bundle.files.map((file) => file.file).sort()).toEqual([
      'assets/index.js',
      'assets/nested/polyfill.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
    const initial = [entry, vendor, runtime, polyfill];
    expect(bundle.rawBytes).toBe(initial.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    expect(bundle.gzipBytes).toBe(initial.reduce((sum, text) => sum + gzipOf(text), 0));
  });

  it('lists every chunk, heaviest first, marking which are initial', () => {
    write('index.html', '<script type="module" src="/assets/index.js"></script>');
    write('assets/index.js', 'const p=()=>import("./Big.js");');
    const big = Array.from({ length: 2000 }, (_, i) => `v${i * 7919}`).join(',');
    write('assets/Big.js', big);

    const { chunks } = initialBundle(dist);

    expect(chunks.map(({ file, initial }) => [file, initial])).toEqual([
      ['assets/Big.js', false],
      ['assets/index.js', true],
    ]);
    expect(chunks[0]).toMatchObject({ rawBytes: big.length, gzipBytes: gzipOf(big) });
  });

  it('fails on a module the page names but the build did not write', () => {
    write('index.html', '<script type="module" src="/assets/missing.js"></script>');
    expect(() => initialBundle(dist)).toThrow(/missing\.js/);
  });
});
