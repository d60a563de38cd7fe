import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_BEHAVIOUR, filesOfPart, type OrderPart } from './orderTypeRegistry';
import { ORDER_TYPES } from './orderTypes';

const part = (pointer: string): OrderPart => ({ siteIndex: 0, pointer, document: {}, summary: { siteLabel: '', serviceType: '', siteNumber: 1, siteCount: 1 } });

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

  it('keeps a new connection order whole, as one part with every file, labelled by the complexity the server derived', () => {
    const behaviour = ORDER_TYPE_BEHAVIOUR.NewConnectionOrder;
    const site = { siteType: 'streetNumberAndName', addressInformation: { streetAddress: '9 Cuba Street, Te Aro, Wellington 6011' }, lotCount: 'More than 10' };
    const [only, ...rest] = behaviour.split({ site, isComplexConnection: true });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ siteIndex: 0, pointer: '', summary: { siteLabel: '9 Cuba Street, Te Aro, Wellington 6011', serviceType: 'Complex connection', jobType: 'new connection', lotCount: 'More than 10', isComplexConnection: true } });
    expect(filesOfPart(behaviour, only!, [{ pointer: '/sitePlans/0' }, { pointer: '/sitePlans/1' }])).toHaveLength(2);
    // Only the derived value counts; a document without it is simple.
    expect(behaviour.split({ site: { lotCount: '3' } })[0]!.summary).toMatchObject({ serviceType: 'Simple connection', isComplexConnection: false });
  });
});
