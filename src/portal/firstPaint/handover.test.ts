// @vitest-environment jsdom
// When the page rendered ahead of time has hydrated, then it is no longer inert
// nor marked, and releasing it again (or a page that never was) changes nothing.
import { describe, expect, it } from 'vitest';
import { releaseFirstPaint } from './handover';

describe('releaseFirstPaint', () => {
  it('removes inert and the mark from #root, once', () => {
    document.body.innerHTML = '<div id="root" data-first-paint="/icp-request" inert><p>form</p></div>';
    releaseFirstPaint();
    const root = document.getElementById('root')!;
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('data-first-paint')).toBe(false);
    releaseFirstPaint();
    expect(root.outerHTML).toBe('<div id="root"><p>form</p></div>');
  });
});
