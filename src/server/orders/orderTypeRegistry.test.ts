import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_BEHAVIOUR, filesOfPart, type OrderPart } from './orderTypeRegistry';
import { ORDER_TYPES } from './orderTypes';

const part = (pointer: string): OrderPart => ({ siteIndex: 0, pointer, document: {}, summary: { siteLabel: '', siteNumber: 1, siteCount: 1 } });

describe('the order type registry', () => {
  it('has the behaviour of every order type the portal stores', () => {
    expect(Object.keys(ORDER_TYPE_BEHAVIOUR).sort()).toEqual(Object.keys(ORDER_TYPES).sort());
  });

  it('gives a part its own files and those outside every part, never another part\'s', () => {
    const livening = ORDER_TYPE_BEHAVIOUR.LiveningIcpOrder;
    const files = [{ pointer: '/metered/sites/0/uploadUnits/0' }, { pointer: '/metered/sites/1/uploadUnits/0' }, { pointer: '/attachments/0' }];
    expect(filesOfPart(livening, part('/metered/sites/1'), files).map((file) => file.pointer)).toEqual(['/metered/sites/1/uploadUnits/0', '/attachments/0']);
    expect(filesOfPart(livening, part(''), files)).toHaveLength(3);
  });

  it('splits a livening order into one part per metered site, pointing at each', () => {
    const parts = ORDER_TYPE_BEHAVIOUR.LiveningIcpOrder.split({ icpType: 'metered ICP', metered: { sites: [{}, {}] } });
    expect(parts.map((each) => [each.pointer, each.summary.siteNumber, each.summary.siteCount])).toEqual([
      ['/metered/sites/0', 1, 2],
      ['/metered/sites/1', 2, 2],
    ]);
  });
});
