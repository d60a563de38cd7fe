// When the server renders a guest's first view of an order wizard ahead of
// time (in Node, without a browser), then it is the whole page: the guest's
// header, the form's first step with its fields, and no script and no
// loading state; an address it does not render is refused. (It leaves those
// forms loaded ahead in its worker, loadEngineForm.ts: no other unit test
// shows an order wizard, and the region it applies is the default one.)
import { describe, expect, it } from 'vitest';
import { TEST_CLIENT_CONFIG as CONFIG } from '../testing/portalProviders';
import { renderFirstPaint } from './renderFirstPaint';
import { FIRST_PAINT_ROUTES } from './firstPaintRoutes';


describe('renderFirstPaint', () => {
  it('has no browser to lean on', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the livening order for a guest: header, first step and its fields, nothing loading', async () => {
    const html = await renderFirstPaint('/icp-request', CONFIG);
    expect(html).toContain('>Sign in</a>');
    expect(html).toContain('<h1');
    expect(html).toContain('Livening (ICP) order');
    expect(html).toContain('id="root_icpType__help"');
    expect(html).toMatch(/<input[^>]+id="root_projectNumber"/);
    expect(html).toContain('href="/service-type">Back to service types</a>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('spinner');
  });

  it('renders every page it names', async () => {
    for (const { path } of FIRST_PAINT_ROUTES) expect(await renderFirstPaint(path, CONFIG)).toContain('class="engine-wizard"');
  });

  it('refuses an address it does not render', async () => {
    await expect(renderFirstPaint('/order-details-list', CONFIG)).rejects.toThrow('/order-details-list is not rendered ahead of time');
  });
});
