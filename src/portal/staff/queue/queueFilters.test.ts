// The queue's filters and the page address: what staff choose becomes the
// address (and the API's query), the address gives the same filters back,
// and a hand-edited address cannot break the queue.
import { describe, expect, it } from 'vitest';
import { filtersFromParams, NO_FILTERS, paramsFromFilters, queueApiPath, withFilter, type QueueFilters } from './queueFilters';

const every: QueueFilters = {
  search: 'queen st',
  orderType: 'NewConnectionOrder',
  progressStatus: 'on hold',
  activity: 'Awaiting payment',
  olderThanDays: 14,
  cancellationRequested: true,
  page: 3,
};

describe('queue filters in the address', () => {
  it('no filter is the bare address', () => {
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('every filter is in the address by the API names, and reads back the same', () => {
    const params = paramsFromFilters(every);
    expect(params.toString()).toBe(
      'search=queen+st&orderType=NewConnectionOrder&progressStatus=on+hold&activity=Awaiting+payment&olderThanDays=14&cancellationRequested=true&page=3',
    );
    expect(filtersFromParams(params)).toEqual(every);
  });

  it('a changed filter starts again at page 1; a page change keeps the filters', () => {
    expect(withFilter(every, { progressStatus: 'in progress' })).toEqual({ ...every, progressStatus: 'in progress', page: 1 });
    expect(withFilter(every, { page: 4 })).toEqual({ ...every, page: 4 });
  });

  it('the API is asked for the page with its size, page 1 included', () => {
    expect(queueApiPath(NO_FILTERS, 20)).toBe('/staff/orders?page=1&recordsPerPage=20');
    expect(queueApiPath({ ...NO_FILTERS, cancellationRequested: true, page: 2 }, 20)).toBe('/staff/orders?cancellationRequested=true&page=2&recordsPerPage=20');
  });

  it('values the API would refuse are dropped, not passed on', () => {
    const params = new URLSearchParams('orderType=GasOrder&progressStatus=lost&olderThanDays=-3&page=0&cancellationRequested=yes&search=%20%20');
    expect(filtersFromParams(params)).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('olderThanDays=2.5&page=x'))).toEqual(NO_FILTERS);
  });
});
