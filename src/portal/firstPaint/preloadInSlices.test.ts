// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintScripts, preloadInSlices } from './preloadInSlices';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);

describe('preloadInSlices', () => {
  it('when a page rendered ahead names its scripts, then each not linked yet gets a modulepreload link, a few per task, and it resolves after them', async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/react.js"><script type="module" src="/assets/index.js"></script>';
    const scripts = ['/assets/react.js', '/assets/index.js', ...Array.from({ length: 9 }, (_, index) => `/assets/chunk${index}.js`)];
    const seenBetweenTasks: number[] = [];
    let watching = true;
    const watch = () => {
      seenBetweenTasks.push(preloads().length);
      if (watching) setTimeout(watch, 0);
    };
    setTimeout(watch, 0);
    await preloadInSlices(scripts);
    watching = false;
    expect(preloads()).toEqual(['/assets/react.js', ...scripts.slice(2)]);
    // Never all at once: the links arrived in tasks of their own.
    expect(seenBetweenTasks.some((count) => count > 1 && count < 10)).toBe(true);
    const link = document.head.querySelector('link[href$="chunk0.js"]') as HTMLLinkElement;
    expect(link.crossOrigin).toBe('');
  });

  it('when #root names no scripts, then there is nothing to preload', async () => {
    const root = document.createElement('div');
    expect(firstPaintScripts(root)).toEqual([]);
    root.setAttribute('data-first-paint-scripts', '/assets/a.js /assets/b.js');
    expect(firstPaintScripts(root)).toEqual(['/assets/a.js', '/assets/b.js']);
    await preloadInSlices([]);
    expect(preloads()).toEqual([]);
  });
});
