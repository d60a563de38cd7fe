// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCount, pageGroup, Pagination } from './Pagination';

afterEach(cleanup);

describe('pageGroup and pageCount', () => {
  it('groups page numbers five at a time, the last group as long as the pages go', () => {
    expect(pageGroup(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageGroup(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageGroup(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageGroup(12, 12)).toEqual([11, 12]);
    expect(pageGroup(2, 3)).toEqual([1, 2, 3]);
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(95, 10)]).toEqual([1, 1, 2, 10]);
  });
});

function Harness({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pages={pages} onPage={setPage} />;
}

const numbersShown = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
const current = () => screen.getByRole('button', { current: 'page' }).textContent;
const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    render(<Harness pages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves with First, Prev, Next, Last and the page numbers, showing the group of the current page', async () => {
    const user = userEvent.setup();
    render(<Harness pages={12} />);
    expect(numbersShown()).toEqual(['1', '2', '3', '4', '5']);
    expect(current()).toBe('1');
    expect([isDisabled('First page'), isDisabled('Previous page'), isDisabled('Next page'), isDisabled('Last page')]).toEqual([true, true, false, false]);

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(current()).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(current()).toBe('6');
    expect(numbersShown()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByText('Page 6 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(current()).toBe('12');
    expect(numbersShown()).toEqual(['11', '12']);
    expect([isDisabled('Next page'), isDisabled('Last page')]).toEqual([true, true]);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(current()).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(numbersShown()).toEqual(['6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(current()).toBe('1');
    expect(numbersShown()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the visible words First, Prev, Next and Last', () => {
    render(<Harness pages={3} start={2} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['First', 'Prev', '1', '2', '3', 'Next', 'Last']);
  });
});
