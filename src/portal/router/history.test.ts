import { describe, expect, test, vi } from 'vitest';
import { createMemoryHistory, createPath, parsePath, resolveTo } from './history';

describe('addresses', () => {
  test('when an address is split and joined again, then it is the same address', () => {
    expect(parsePath('/orders?page=2#top')).toEqual({ pathname: '/orders', search: '?page=2', hash: '#top' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath(parsePath('/orders?page=2#top'))).toBe('/orders?page=2#top');
    expect(createPath({ pathname: '/orders', search: '?' })).toBe('/orders');
  });

  test('when an address is only a query or a hash, then it stays on the current page', () => {
    const from = { pathname: '/staff', search: '?page=3' };
    expect(resolveTo('?page=4', from)).toEqual({ pathname: '/staff', search: '?page=4', hash: '' });
    expect(resolveTo('?', from)).toEqual({ pathname: '/staff', search: '', hash: '' });
    expect(resolveTo('#list', from)).toEqual({ pathname: '/staff', search: '?page=3', hash: '#list' });
    expect(resolveTo('/orders', from)).toEqual({ pathname: '/orders', search: '', hash: '' });
    expect(resolveTo('drafts', { pathname: '/order-details-list/open-orders', search: '' }).pathname).toBe('/order-details-list/drafts');
  });
});

describe('createMemoryHistory', () => {
  test('when I push and replace, then listeners hear each new location with its state', () => {
    const history = createMemoryHistory(['/start']);
    const heard = vi.fn();
    const stop = history.listen(heard);
    history.push('/orders?page=2', { from: 'test' });
    expect(history.location).toMatchObject({ pathname: '/orders', search: '?page=2', state: { from: 'test' } });
    history.replace('/orders');
    expect(history.location).toMatchObject({ pathname: '/orders', search: '', state: null });
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    history.push('/later');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  test('when entries carry state, then the last entry is where it starts', () => {
    const history = createMemoryHistory(['/a', { pathname: '/thank-you', search: '?x=1', state: { orderNumber: 'L-1' } }]);
    expect(history.location).toMatchObject({ pathname: '/thank-you', search: '?x=1', state: { orderNumber: 'L-1' } });
    expect(history.createHref('?x=2')).toBe('/thank-you?x=2');
  });
});
