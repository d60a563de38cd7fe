// When the server starts with a build that can render the guests' first pages
// ahead of time, then each page it names is the app's page with that HTML in
// #root, marked and inert, and the page's own stylesheets in its head; when
// the build has no renderer, or one page fails, then those pages start empty,
// with a warning, and the server starts all the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../shared/api/clientConfig';
import { pageWithFirstPaint, renderFirstPaintPages, scriptsOf, stylesheetsOf } from './firstPaintPages';

const HTML = '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';
const CONFIG = { support: { email: 'help@example.nz' } } as unknown as ClientConfig;

describe('stylesheetsOf', () => {
  it("lists the stylesheets of a module's static imports before its own, each once, and ignores unknown keys", () => {
    const manifest = {
      'page.tsx': { file: 'assets/page.js', imports: ['_engine.js', '_missing.js', '_shared.js'], css: ['assets/page.css'] },
      '_engine.js': { file: 'assets/engine.js', imports: ['_shared.js'], css: ['assets/engine.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/engine.css'] },
    };
    expect(stylesheetsOf(manifest, 'page.tsx')).toEqual(['assets/shared.css', 'assets/engine.css', 'assets/page.css']);
    expect(stylesheetsOf(manifest, 'nowhere.tsx')).toEqual([]);
  });
});

describe('scriptsOf', () => {
  it("lists the scripts of a module's static imports before its own, each once, and ignores unknown keys", () => {
    const manifest = {
      'page.tsx': { file: 'assets/page.js', imports: ['_engine.js', '_missing.js', '_shared.js'], css: ['assets/page.css'] },
      '_engine.js': { file: 'assets/engine.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    };
    expect(scriptsOf(manifest, 'page.tsx')).toEqual(['assets/shared.js', 'assets/engine.js', 'assets/page.js']);
    expect(scriptsOf(manifest, 'nowhere.tsx')).toEqual([]);
  });
});

describe('pageWithFirstPaint', () => {
  it("names the page's scripts on #root, for the browser to preload a few at a time", () => {
    const page = pageWithFirstPaint(HTML, '/icp-request', '<main>form</main>', [], ['assets/shared.js', 'assets/page.js']);
    expect(page).toContain('<div id="root" data-first-paint="/icp-request" data-first-paint-scripts="/assets/shared.js /assets/page.js" inert><main>form</main></div>');
  });

  it('puts the content in #root, marked with its address and inert, and links the stylesheets the page does not link yet', () => {
    const page = pageWithFirstPaint(HTML, '/icp-request', '<main>$& $1 form</main>', ['assets/index.css', 'assets/engine.css']);
    expect(page).toBe(
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="stylesheet" crossorigin href="/assets/engine.css"></head>' +
        '<body><div id="root" data-first-paint="/icp-request" inert><main>$& $1 form</main></div></body></html>',
    );
  });

  it('gives nothing for a page without an empty #root or a head', () => {
    expect(pageWithFirstPaint('<html><body><div id="root">x</div></body></html>', '/a', 'y', [])).toBeUndefined();
    expect(pageWithFirstPaint('<div id="root"></div>', '/a', 'y', [])).toBeUndefined();
  });
});

describe('renderFirstPaintPages', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function logger() {
    const lines: string[] = [];
    return { lines, info: (message: string) => lines.push(`info ${message}`), warn: (message: string) => lines.push(`warn ${message}`) };
  }

  it('renders each page the renderer names, and leaves out one that fails, with a warning', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    mkdirSync(path.join(dir, 'first-paint'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'a.tsx': { file: 'assets/a.js', css: ['assets/a.css'] } }));
    writeFileSync(
      path.join(dir, 'first-paint', 'renderFirstPaint.js'),
      `export const FIRST_PAINT_ROUTES = [{ path: '/a', pageModule: 'a.tsx' }, { path: '/b', pageModule: 'b.tsx' }];
       export async function renderFirstPaint(path, config) {
         if (path === '/b') throw new Error('b broke');
         return '<p>' + path + ' ' + config.support.email + '</p>';
       }`,
    );
    const log = logger();
    const pages = await renderFirstPaintPages(dir, HTML, CONFIG, log);
    expect([...pages.keys()]).toEqual(['/a']);
    expect(pages.get('/a')).toContain('<div id="root" data-first-paint="/a" data-first-paint-scripts="/assets/a.js" inert><p>/a help@example.nz</p></div>');
    expect(pages.get('/a')).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(log.lines).toEqual([expect.stringMatching(/^warn \[first paint\] \/b could not be rendered ahead of time, so it starts empty: b broke$/), expect.stringMatching(/^info \[first paint\] \/a rendered ahead of time in \d+ ms$/)]);
  });

  it('renders nothing, with a warning, from a build without the renderer', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    const log = logger();
    expect((await renderFirstPaintPages(dir, HTML, CONFIG, log)).size).toBe(0);
    expect(log.lines).toEqual([expect.stringMatching(/^warn \[first paint\] .*renderFirstPaint\.js or the build's manifest is missing/)]);
  });
});
